package dev.agtpstudio.app.ui.explorer;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Files created or deleted by another program trigger one debounced refresh; edits inside a file do not. */
class FolderWatcherTest {
    @TempDir
    Path dir;
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
    private final AtomicInteger refreshes = new AtomicInteger();

    @AfterEach
    void stop() {
        timer.shutdownNow();
    }

    private void waitFor(int n) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (refreshes.get() < n && System.nanoTime() < end) {
            Thread.sleep(20);
        }
    }

    @Test
    void aBurstOfCreatesAndDeletesIsOneRefreshAndNewSubfoldersAreWatched() throws Exception {
        Files.createDirectories(dir.resolve("endpoints"));
        Files.writeString(dir.resolve("endpoints/a.toml"), "a");
        try (FolderWatcher ignored = FolderWatcher.start(dir, timer, Duration.ofMillis(300), Runnable::run, refreshes::incrementAndGet)) {
            for (int i = 0; i < 20; i++) {
                Files.writeString(dir.resolve("endpoints/x" + i + ".toml"), "x");
            }
            Files.delete(dir.resolve("endpoints/a.toml"));
            waitFor(1);
            Thread.sleep(800);
            assertThat(refreshes.get()).isEqualTo(1);

            Files.createDirectories(dir.resolve("more"));
            waitFor(2);
            Thread.sleep(800);
            Files.writeString(dir.resolve("more/b.toml"), "b");
            waitFor(3);
            assertThat(refreshes.get()).as("a file in a folder created after the start").isEqualTo(3);

            Files.writeString(dir.resolve("more/b.toml"), "changed");
            dev.agtpstudio.core.io.AtomicWrite.write(dir.resolve("more/b.toml"), "saved atomically");
            Files.createDirectories(dir.resolve(".agtp-studio"));
            Files.writeString(dir.resolve(".agtp-studio/history.json"), "[]");
            Thread.sleep(1500);
            assertThat(refreshes.get()).as("edits and saves of known files, and hidden files, leave the tree alone").isEqualTo(3);
        }
    }
}
