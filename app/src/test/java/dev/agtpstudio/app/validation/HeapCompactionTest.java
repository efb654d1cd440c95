package dev.agtpstudio.app.validation;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class HeapCompactionTest {
    private final AtomicInteger collections = new AtomicInteger();
    private final List<Runnable> scheduled = new ArrayList<>();
    private final HeapCompaction compaction = new HeapCompaction(collections::incrementAndGet, scheduled::add);

    private void runScheduled() {
        scheduled.forEach(Runnable::run);
        scheduled.clear();
    }

    @Test
    void theFirstResultOfALargeWorkspaceAsksForOneCollectionOffTheCallingThread() {
        compaction.applied(Path.of("/ws/large"), 2_000);
        assertThat(collections).hasValue(0); // handed to the executor, not run on the FX thread
        runScheduled();
        assertThat(collections).hasValue(1);
    }

    @Test
    void furtherResultsOfTheSameWorkspaceDoNot() {
        compaction.applied(Path.of("/ws/large"), 2_000);
        compaction.applied(Path.of("/ws/large"), 2_000);
        compaction.applied(Path.of("/ws/large"), 2_001);
        runScheduled();
        assertThat(collections).hasValue(1);
    }

    @Test
    void anotherLargeWorkspaceOpenedLaterDoes() {
        compaction.applied(Path.of("/ws/large"), 2_000);
        compaction.applied(Path.of("/ws/other"), HeapCompaction.MIN_FILES);
        runScheduled();
        assertThat(collections).hasValue(2);
    }

    @Test
    void aSmallWorkspaceOrNoneNever() {
        compaction.applied(Path.of("/ws/small"), HeapCompaction.MIN_FILES - 1);
        compaction.applied(null, 0);
        runScheduled();
        assertThat(collections).hasValue(0);
    }
}
