package dev.agtpstudio.app.ui.explorer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import dev.agtpstudio.app.files.ManualScheduler;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files created or deleted by another program trigger one debounced refresh; edits inside a file do not. The debounce
 * runs on virtual time ({@link ManualScheduler}); the test waits for the watcher to have taken the file system's
 * events (which arrive when the operating system sends them) instead of sleeping.
 */
class FolderWatcherTest {
    private static final Duration QUIET = Duration.ofMillis(300);

    @TempDir
    Path dir;

    private final ManualScheduler timer = new ManualScheduler();
    private final AtomicInteger refreshes = new AtomicInteger();
    private final BlockingQueue<FolderWatcher.Seen> seen = new LinkedBlockingQueue<>();

    /** Waits for the watcher to have taken the events about every one of {@code paths}; returns all it took meanwhile. */
    private List<FolderWatcher.Seen> awaitSeen(Path... paths) throws InterruptedException {
        Set<Path> left = new HashSet<>(List.of(paths));
        List<FolderWatcher.Seen> all = new ArrayList<>();
        while (!left.isEmpty()) {
            FolderWatcher.Seen s = seen.poll(20, TimeUnit.SECONDS);
            if (s == null) {
                fail("the watcher never reported " + left);
            }
            all.add(s);
            left.remove(s.path());
        }
        return all;
    }

    @Test
    void aBurstOfCreatesAndDeletesIsOneRefreshAndNewSubfoldersAreWatched() throws Exception {
        Files.createDirectories(dir.resolve("endpoints"));
        Files.writeString(dir.resolve("endpoints/a.toml"), "a");
        try (FolderWatcher ignored =
                FolderWatcher.start(dir, timer, QUIET, Runnable::run, refreshes::incrementAndGet, seen::addAll)) {
            for (int i = 0; i < 20; i++) {
                Files.writeString(dir.resolve("endpoints/x" + i + ".toml"), "x");
            }
            Files.delete(dir.resolve("endpoints/a.toml"));
            awaitSeen(dir.resolve("endpoints/a.toml")); // the last event of the burst, in the same folder
            timer.advance(QUIET.minusMillis(1));
            assertThat(refreshes.get())
                    .as("the burst has not been quiet long enough")
                    .isZero();
            timer.advance(Duration.ofMillis(1));
            assertThat(refreshes.get())
                    .as("the burst of 21 changes is one refresh")
                    .isEqualTo(1);
            timer.advance(Duration.ofSeconds(10));
            assertThat(refreshes.get()).isEqualTo(1);

            Files.createDirectories(dir.resolve("more"));
            awaitSeen(dir.resolve("more"));
            timer.advance(QUIET);
            assertThat(refreshes.get()).isEqualTo(2);
            Files.writeString(dir.resolve("more/b.toml"), "b");
            awaitSeen(dir.resolve("more/b.toml"));
            timer.advance(QUIET);
            assertThat(refreshes.get())
                    .as("a file in a folder created after the start")
                    .isEqualTo(3);

            Files.writeString(dir.resolve("more/b.toml"), "changed");
            dev.agtpstudio.core.io.AtomicWrite.write(dir.resolve("more/b.toml"), "saved atomically");
            Files.createDirectories(dir.resolve(".agtp-studio"));
            Files.writeString(dir.resolve(".agtp-studio/history.json"), "[]");
            // the sentinels come last in each folder: once they are seen, so is every event before them
            Path rootSentinel = dir.resolve("sentinel.toml");
            Path moreSentinel = dir.resolve("more/sentinel.toml");
            Files.writeString(moreSentinel, "s");
            Files.writeString(rootSentinel, "s");
            List<FolderWatcher.Seen> taken = awaitSeen(rootSentinel, moreSentinel);
            assertThat(taken)
                    .filteredOn(FolderWatcher.Seen::structural)
                    .extracting(FolderWatcher.Seen::path)
                    .as("edits and saves of known files, and hidden files, leave the tree alone")
                    .containsOnly(rootSentinel, moreSentinel);
            assertThat(taken)
                    .extracting(FolderWatcher.Seen::path)
                    .contains(dir.resolve("more/b.toml"), dir.resolve(".agtp-studio"));
            timer.advance(QUIET);
            assertThat(refreshes.get()).isEqualTo(4);
        }
    }
}
