package dev.agtpstudio.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.validation.ValidationResult;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.Workspace;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The two streams of results: every one for the editors, the settled ones for the slower views (decision 0310). */
class ResultSettlingTest {
    private final ScheduledExecutorService timer = NamedThreads.single("settle-test");
    private boolean typing;
    private boolean closed;
    private final List<String> order = new ArrayList<>();
    private final ResultSettling settling = new ResultSettling(timer, Runnable::run, d -> typing, () -> closed);

    @AfterEach
    void stop() {
        timer.shutdownNow();
    }

    private static ValidationResult result() {
        return new ValidationResult(
                Workspace.of(Path.of("ws"), MethodCatalog.bundled(), List.of()), List.of(), Map.of(), 0, 0, 0);
    }

    @Test
    void withoutTypingAResultIsSettledAtOnceThenHandedToTheEditorsThenTheLastOne() {
        ValidationResult r = result();
        settling.settled().addListener((o, a, b) -> order.add("settled"));
        settling.last().addListener((o, a, b) -> order.add("last"));
        settling.publish(r, x -> order.add("editors"));
        assertThat(order).containsExactly("settled", "editors", "last");
        assertThat(settling.settled().get()).isSameAs(r);
        assertThat(settling.last().get()).isSameAs(r);
    }

    @Test
    void whileTypingOnlyTheNewestResultIsSettledAtThePause() throws Exception {
        typing = true;
        ValidationResult first = result();
        ValidationResult second = result();
        List<ValidationResult> settled = new ArrayList<>();
        CountDownLatch done = new CountDownLatch(1);
        settling.settled().addListener((o, a, b) -> {
            synchronized (settled) {
                settled.add(b);
            }
            done.countDown();
        });
        settling.publish(first, x -> {});
        settling.publish(second, x -> {});
        assertThat(settling.last().get()).isSameAs(second);
        assertThat(settling.settled().get()).as("not settled while typing").isNull();
        assertThat(done.await(10, TimeUnit.SECONDS)).isTrue();
        synchronized (settled) {
            assertThat(settled).containsExactly(second);
        }
    }

    @Test
    void aSessionEndForgetsBothAndCancelsTheResultPutOff() throws Exception {
        settling.publish(result(), x -> {});
        typing = true;
        settling.publish(result(), x -> {});
        settling.clear();
        assertThat(settling.last().get()).isNull();
        assertThat(settling.settled().get()).isNull();
        Thread.sleep(ResultSettling.SETTLE_LONGEST.toMillis() + 200); // past any pause the cancelled one waited for
        assertThat(settling.settled().get()).isNull();
    }

    @Test
    void nothingSettlesAfterTheWindowClosed() throws Exception {
        typing = true;
        settling.publish(result(), x -> {});
        closed = true;
        Thread.sleep(ResultSettling.SETTLE_LONGEST.toMillis() + 200);
        assertThat(settling.settled().get()).isNull();
    }
}
