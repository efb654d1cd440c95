package dev.agtpstudio.app.gui;

import dev.agtpstudio.app.settings.AppDirs;
import dev.agtpstudio.app.testing.ScriptedDialogs;
import dev.agtpstudio.app.workspace.SampleWorkspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** Starts a real {@link Studio} window (headless Monocle in tests) on a copy of the sample workspace. */
final class StudioFixture {
    final Path home;
    final Path workspace;
    final ScriptedDialogs dialogs = new ScriptedDialogs();
    /** The extensions the window installs (none unless a test sets them before {@link #start}). */
    List<StudioExtension> extensions = List.of();
    /** The loader the window reads files with (a test may slow it down). */
    dev.agtpstudio.app.workspace.SourceLoader loader = ProductionParts.loader();
    /** The editors of the window (a test that is not about editing may use plain ones). */
    java.util.function.Supplier<dev.agtpstudio.app.ui.editor.EditorFactory> editors = ProductionParts::editors;
    /** The validator of the window (a test may watch what the window asks of it). */
    java.util.function.Supplier<dev.agtpstudio.validator.live.WorkspaceValidator> validator =
            () -> new dev.agtpstudio.validator.live.StandardValidation(null);
    /** Whether {@link #start} opens the workspace. */
    boolean openAtStart = true;

    Studio studio;

    StudioFixture(Path tmp) throws IOException {
        home = tmp.resolve("home");
        workspace = tmp.resolve("hotel");
        copy(sampleSource(), workspace);
    }

    static Path sampleSource() {
        Path project = Path.of(System.getProperty("agtp.project.dir", "."));
        return project.resolve("samples/hotel");
    }

    static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : (Iterable<Path>) s::iterator) {
                Path t = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(t);
                } else {
                    Files.copy(p, t);
                }
            }
        }
    }

    StudioServices services() {
        AppDirs dirs = AppDirs.under(home);
        return new StudioServices(
                dirs,
                loader,
                validator.get(),
                editors.get(),
                new SampleWorkspace(List.of(), dirs.sampleDir()),
                Clock.systemUTC(),
                Duration.ofMillis(60),
                Duration.ofMillis(100),
                Duration.ofMillis(250),
                extensions);
    }

    Studio start() throws Exception {
        StudioServices services = services();
        java.util.concurrent.CompletableFuture<?>[] opening = new java.util.concurrent.CompletableFuture<?>[1];
        studio = FxToolkit.setupFixture(() -> {
            Stage stage = new Stage();
            Studio s = new Studio(stage, services, dialogs, Platform::runLater);
            stage.show();
            opening[0] = openAtStart
                    ? s.openWorkspace(workspace)
                    : java.util.concurrent.CompletableFuture.completedFuture(true);
            return s;
        });
        opening[0].get(30, TimeUnit.SECONDS);
        return studio;
    }

    void stop() throws Exception {
        if (studio != null) {
            Studio s = studio;
            FxToolkit.setupFixture(() -> {
                s.shutdown();
                s.stage().close();
            });
        }
    }

    static <T> T fx(Callable<T> c) throws Exception {
        return WaitForAsyncUtils.asyncFx(c).get(10, TimeUnit.SECONDS);
    }

    static void fxRun(Runnable r) throws Exception {
        WaitForAsyncUtils.asyncFx(r).get(10, TimeUnit.SECONDS);
    }

    static void waitUntil(String what, BooleanSupplier condition) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!fx(condition::getAsBoolean)) {
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out waiting for: " + what);
            }
            Thread.sleep(40);
        }
    }
}
