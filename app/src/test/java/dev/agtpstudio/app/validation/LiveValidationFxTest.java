package dev.agtpstudio.app.validation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.testing.FakeEditor;
import dev.agtpstudio.app.workspace.TextOnlyLoader;
import dev.agtpstudio.app.workspace.WorkspaceScanner;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.validator.live.WorkspaceValidator;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.application.Platform;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Live validation with the FX thread: a burst of keystrokes reaches the {@code validate} thread once and hands work
 * back to the FX thread twice (the pacing timer's expiry, then the result), and nothing else is posted to the FX thread
 * (the "validating" state does not hop through {@code Platform.runLater}); keystrokes typed while a run is under way
 * are not queued behind it, one run on the newest text follows.
 */
class LiveValidationFxTest {
    private static final Path FILE = Path.of("/ws/a.agis");
    private final ScheduledExecutorService validate = Executors.newSingleThreadScheduledExecutor();
    private final AtomicInteger toFx = new AtomicInteger();
    private final Executor fx = r -> {
        toFx.incrementAndGet();
        Platform.runLater(r);
    };
    private final List<ValidationResult> published = new CopyOnWriteArrayList<>();
    private final AtomicInteger runs = new AtomicInteger();

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @AfterEach
    void stop() {
        validate.shutdownNow();
    }

    /** Live validation on the FX thread with {@code v} and {@code delay}, reset to a one-file workspace, published. */
    private LiveValidation started(WorkspaceValidator v, Duration delay) throws Exception {
        LiveValidation lv = WaitForAsyncUtils.asyncFx(() -> new LiveValidation(
                        new WorkspaceScanner(new TextOnlyLoader()), v, validate, fx, delay, published::add, s -> {}))
                .get(5, TimeUnit.SECONDS);
        WaitForAsyncUtils.asyncFx(() -> lv.reset(Workspace.of(
                        Path.of("/ws"),
                        MethodCatalog.bundled(),
                        List.of(new TextOnlyLoader().load(FILE, "fine", MethodCatalog.bundled())))))
                .get(5, TimeUnit.SECONDS);
        waitFor(() -> published.size() == 1);
        return lv;
    }

    @Test
    void aBurstOfKeystrokesCrossesToTheValidateThreadAndBackOnce() throws Exception {
        WorkspaceValidator counting = (ws, changed) -> {
            runs.incrementAndGet();
            return List.of();
        };
        LiveValidation lv = started(counting, Duration.ofMillis(60));
        toFx.set(0);
        runs.set(0);

        FakeEditor ed = new FakeEditor();
        WaitForAsyncUtils.asyncFx(() -> {
                    for (String t : List.of("f", "fi", "fin", "fine", "fine!")) {
                        ed.type(t);
                        lv.edited(FILE, ed);
                    }
                })
                .get(5, TimeUnit.SECONDS);
        waitFor(() -> published.size() == 2);
        Thread.sleep(150); // anything else the burst would have posted arrives by now

        assertThat(runs.get()).as("validation runs for one burst").isEqualTo(1);
        assertThat(toFx.get())
                .as("hand-overs to the FX thread for one burst (timer expiry, result)")
                .isEqualTo(2);
        assertThat(published.get(1).bufferVersions()).containsEntry(FILE, ed.version());
    }

    @Test
    void keystrokesTypedDuringALongRunAreNotQueuedBehindIt() throws Exception {
        java.util.concurrent.CountDownLatch entered = new java.util.concurrent.CountDownLatch(1);
        java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
        List<String> texts = new CopyOnWriteArrayList<>();
        WorkspaceValidator slowFirst = HeldRun.holding(FILE, "a", entered, release, texts, (ws, changed) -> List.of());
        LiveValidation lv = started(slowFirst, Duration.ofMillis(10));
        texts.clear();

        FakeEditor ed = new FakeEditor();
        for (String t : List.of("a", "ab", "abc", "abcd", "abcde")) { // 50 ms apart: each one ends a burst
            WaitForAsyncUtils.asyncFx(() -> {
                        ed.type(t);
                        lv.edited(FILE, ed);
                    })
                    .get(5, TimeUnit.SECONDS);
            if (t.equals("a")) {
                assertThat(entered.await(5, TimeUnit.SECONDS)).isTrue();
            }
            Thread.sleep(50);
        }
        release.countDown();
        waitFor(() -> published.size() == 2);
        Thread.sleep(200);

        assertThat(texts).as("the run under way, then the newest text only").containsExactly("a", "abcde");
        assertThat(published).hasSize(2);
        assertThat(published.get(1).bufferVersions()).containsEntry(FILE, ed.version());
    }

    private static void waitFor(java.util.function.BooleanSupplier done) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out");
            }
            Thread.sleep(10);
        }
    }
}
