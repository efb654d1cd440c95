package dev.agtpstudio.app.bench;

import dev.agtpstudio.app.gui.Studio;
import dev.agtpstudio.app.testing.FxStallProbe;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;

/**
 * Toggling the theme (View > Toggle Light/Dark Theme) on a 2,000-file workspace, in the real window (headless
 * Monocle, or a display with {@code -Dbench.display=true}): the workspace of {@link ScaleBench#bigWorkspace} is opened
 * and validated, one of its endpoints is open in an editor and the preview shows the manifest's Raw view (the whole
 * projection as JSON text), then the theme is toggled {@code toggles} times. Each toggle is timed from posting it to the FX thread
 * until the pulse after it has laid the window out and the FX thread is free again (a heartbeat posted right after the
 * toggle runs); the {@link FxStallProbe}'s longest heartbeat gap is printed with it.
 *
 * <pre>
 * app/bench.sh ThemeToggleBench [toggles, default 6] [workspace files, default 2000]
 * </pre>
 * With {@code -Dbench.profile=true} the FX thread's stack is sampled every 5 ms during the toggles and the hottest
 * frames of the application and of JavaFX are printed.
 */
public final class ThemeToggleBench {
    private ThemeToggleBench() {}

    public static void main(String[] args) {
        BenchSupport.runAndExit(() -> run(args));
    }

    private static void run(String[] args) throws Exception {
        int toggles = BenchSupport.intArg(args, 0, 6);
        int files = BenchSupport.intArg(args, 1, 2000);
        BenchSupport.headless();
        Path tmp = Files.createTempDirectory("agtp-theme");
        Path large = tmp.resolve("large");
        int made = ScaleBench.bigWorkspace(BenchSupport.projectDir().resolve("samples/hotel"), large, files);
        Studio studio = BenchSupport.studio(tmp.resolve("home"));
        Path r = large.toAbsolutePath().normalize();
        CompletableFuture<?>[] opening = new CompletableFuture<?>[1];
        BenchSupport.fx(() -> opening[0] = studio.openWorkspace(r));
        opening[0].get(120, TimeUnit.SECONDS);
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(600);
        while (!BenchSupport.fx(() -> studio.lastResultProperty().get() != null
                && studio.lastResultProperty().get().workspace().root().equals(r)
                && studio.lastResultProperty().get().workspace().files().size() >= made)) {
            if (System.nanoTime() > end) {
                throw new AssertionError("the workspace was not validated in 600 s");
            }
            Thread.sleep(100);
        }
        Path endpoint =
                large.resolve("endpoints/list_properties.toml").toAbsolutePath().normalize();
        BenchSupport.fx(() -> studio.documents().open(endpoint)).get(60, TimeUnit.SECONDS);
        Thread.sleep(3000); // the preview and the first frames settle
        // the manifest's Raw view: the whole projection as JSON text (megabytes for 2,000 files)
        long rawAt = System.nanoTime();
        BenchSupport.fx(() -> {
            ((javafx.scene.control.ToggleButton) studio.stage().getScene().lookup("#preview-raw-manifest")).fire();
            return null;
        });
        settle();
        javafx.scene.Node rawView =
                BenchSupport.fx(() -> studio.stage().getScene().lookup("#preview-raw-text-manifest"));
        // the text is written and its document built on workers: wait until it is there
        long writtenBy = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (BenchSupport.fx(
                () -> ((String) rawView.getClass().getMethod("getText").invoke(rawView)).isEmpty())) {
            if (System.nanoTime() > writtenBy) {
                throw new AssertionError("the Raw view got no text in 120 s");
            }
            Thread.sleep(50);
        }
        int chars = BenchSupport.fx(
                () -> ((String) rawView.getClass().getMethod("getText").invoke(rawView)).length());
        // the view's document is built on a worker and swapped in later: the toggles start once it is shown, so the
        // swap is not counted as part of the first toggle
        long shownBy = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (!BenchSupport.fx(
                () -> ((dev.agtpstudio.app.ui.LongText) rawView).area().getLength() == chars)) {
            if (System.nanoTime() > shownBy) {
                throw new AssertionError("the Raw view did not show its text in 120 s");
            }
            Thread.sleep(50);
        }
        settle();
        System.out.printf(
                "manifest as JSON text: %d chars, shown in a %s; Raw shown in %.0f ms%n",
                chars, rawView.getClass().getSimpleName(), (System.nanoTime() - rawAt) / 1e6);
        Thread.sleep(1000);
        long fxId = BenchSupport.fx(() -> Thread.currentThread().getId());
        Profile profile = Boolean.getBoolean("bench.profile") ? new Profile(fxId) : null;
        long[] times = new long[toggles];
        try (FxStallProbe probe = FxStallProbe.start()) {
            for (int i = 0; i < toggles; i++) {
                probe.reset();
                CountDownLatch done = new CountDownLatch(1);
                long posted = System.nanoTime();
                if (profile != null) {
                    profile.toggling = true;
                }
                Platform.runLater(() -> {
                    studio.actions().run("view.toggleTheme");
                    // after the pulse that restyles and lays out the window
                    Platform.requestNextPulse();
                    studio.stage().getScene().addPostLayoutPulseListener(new Runnable() {
                        @Override
                        public void run() {
                            studio.stage().getScene().removePostLayoutPulseListener(this);
                            Platform.runLater(done::countDown);
                        }
                    });
                });
                if (!done.await(120, TimeUnit.SECONDS)) {
                    throw new AssertionError("toggle " + i + " did not finish in 120 s");
                }
                times[i] = System.nanoTime() - posted;
                if (profile != null) {
                    profile.toggling = false;
                }
                Thread.sleep(300);
                System.out.printf(
                        "toggle %d (to %s): %.0f ms; longest FX heartbeat gap %d ms%n",
                        i + 1,
                        BenchSupport.fx(() -> studio.settingsProperty().get().theme()),
                        times[i] / 1e6,
                        probe.maxGapMillis());
                settle();
                Thread.sleep(500);
            }
        }
        if (profile != null) {
            profile.stop();
        }

        System.out.println(
                BenchSupport.stats("theme toggle, posted to laid out (workspace of %d files)".formatted(made), times));
        BenchSupport.close(studio);
    }

    /** Waits until the FX thread answers within 100 ms twice in a row (the pulses after a change are done). */
    private static void settle() throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(600);
        int quick = 0;
        while (quick < 2) {
            if (System.nanoTime() > end) {
                throw new AssertionError("the FX thread stayed busy for 600 s");
            }
            long t0 = System.nanoTime();
            CountDownLatch answered = new CountDownLatch(1);
            Platform.runLater(answered::countDown);
            answered.await(600, TimeUnit.SECONDS);
            quick = System.nanoTime() - t0 < TimeUnit.MILLISECONDS.toNanos(100) ? quick + 1 : 0;
            Thread.sleep(50);
        }
    }

    /** Samples the FX thread's stack; prints the frames seen most often (self and inclusive). */
    private static final class Profile {
        private final Thread sampler;
        private final Map<String, Integer> inclusive = new HashMap<>();
        private volatile boolean running = true;
        /** Sampled only while a toggle is on its way (not while the bench settles between toggles). */
        volatile boolean toggling;

        private final Map<String, Integer> self = new HashMap<>();
        private int samples;

        Profile(long fxId) {
            sampler = new Thread(
                    () -> {
                        var mx = ManagementFactory.getThreadMXBean();
                        while (running) {
                            ThreadInfo info = mx.getThreadInfo(fxId, 200);
                            if (info != null
                                    && toggling
                                    && info.getThreadState() == Thread.State.RUNNABLE
                                    && info.getStackTrace().length > 0
                                    && !info.getStackTrace()[0].getMethodName().contains("runLoop")) {
                                synchronized (inclusive) {
                                    samples++;
                                    StackTraceElement top = info.getStackTrace()[0];
                                    self.merge(top.getClassName() + "." + top.getMethodName(), 1, Integer::sum);
                                    for (StackTraceElement e : info.getStackTrace()) {
                                        if (e.getClassName().startsWith("dev.agtpstudio")
                                                && !e.getClassName().contains("bench")) {
                                            self.merge(
                                                    "first app frame: " + e.getClassName() + "." + e.getMethodName(),
                                                    1,
                                                    Integer::sum);
                                            break;
                                        }
                                    }
                                    java.util.Set<String> seen = new java.util.HashSet<>();
                                    for (StackTraceElement e : info.getStackTrace()) {
                                        String k = e.getClassName() + "." + e.getMethodName();
                                        if (seen.add(k)) {
                                            inclusive.merge(k, 1, Integer::sum);
                                        }
                                    }
                                }
                            }
                            try {
                                Thread.sleep(5);
                            } catch (InterruptedException e) {
                                return;
                            }
                        }
                    },
                    "theme-profile");
            sampler.setDaemon(true);
            sampler.start();
        }

        void stop() throws InterruptedException {
            running = false;
            sampler.join();
            synchronized (inclusive) {
                System.out.println("FX thread samples while busy: " + samples + "; frames in most samples:");
                inclusive.entrySet().stream()
                        .sorted((a, b) -> b.getValue() - a.getValue())
                        .limit(60)
                        .forEach(e -> System.out.printf("  %5d  %s%n", e.getValue(), e.getKey()));
                System.out.println("Top frames and innermost application frames:");
                self.entrySet().stream()
                        .sorted((a, b) -> b.getValue() - a.getValue())
                        .limit(40)
                        .forEach(e -> System.out.printf("  %5d  %s%n", e.getValue(), e.getKey()));
            }
        }
    }
}
