package dev.agtpstudio.app.gui;

import dev.agtpstudio.app.settings.AppDirs;
import dev.agtpstudio.app.settings.Settings;
import dev.agtpstudio.app.settings.SettingsStore;
import dev.agtpstudio.app.workspace.SampleWorkspace;
import dev.agtpstudio.app.workspace.StartupWorkspace;
import dev.agtpstudio.app.workspace.WorkspaceScanner;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.core.workspace.Language;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * What the IDE can prepare before its window exists, on a background thread while the JavaFX toolkit starts: which
 * workspace to open (the argument, else the last one, else the sample) and the loaded files of that workspace. The
 * window then opens the workspace without reading and parsing it on the FX thread. Nothing here touches JavaFX.
 */
public final class StartupPrefetch {
    /**
     * The chosen workspace (empty when there is none), the problems met choosing it, and its scan, which is null when
     * the preferences name their own method catalog (that catalog is loaded, and the files scanned, by the window).
     */
    public record Prefetched(Optional<Path> workspace, List<String> problems, WorkspaceScanner.Result scanned) {}

    private final CompletableFuture<Prefetched> result;
    private final CompletableFuture<StudioServices> services;

    private StartupPrefetch(CompletableFuture<Prefetched> result, CompletableFuture<StudioServices> services) {
        this.result = result;
        this.services = services;
    }

    /**
     * Starts choosing and scanning, and building the production services (the validator, the editors, the
     * extensions), each on a new daemon thread, and returns at once.
     */
    public static StartupPrefetch start(Path argument, AppDirs dirs) {
        CompletableFuture<Prefetched> f =
                onNewThread("startup-prefetch", () -> compute(argument, dirs, ProductionParts.loader()));
        CompletableFuture<StudioServices> s = onNewThread("startup-services", () -> StudioServices.production(dirs));
        return new StartupPrefetch(f, s);
    }

    private static <T> CompletableFuture<T> onNewThread(String name, java.util.function.Supplier<T> work) {
        CompletableFuture<T> f = new CompletableFuture<>();
        Thread t = new Thread(
                () -> {
                    try {
                        T done = work.get();
                        StartupReport.phase(name + " done (on its own thread)");
                        f.complete(done);
                    } catch (RuntimeException | Error e) {
                        f.completeExceptionally(e);
                    }
                },
                name);
        t.setDaemon(true);
        t.start();
        return f;
    }

    /** The production services, built while the toolkit starts (or here, when that failed). */
    public StudioServices services() {
        try {
            return services.join();
        } catch (RuntimeException e) {
            // built again below, where a failure reaches the caller
        }
        return StudioServices.defaults();
    }

    /** The prepared start, waiting for it if needed; empty when preparing failed (the window then does it itself). */
    public Optional<Prefetched> get() {
        try {
            return Optional.of(result.join());
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    /** The prepared start, when it is ready (completes on the prefetch thread). */
    public CompletableFuture<Prefetched> future() {
        return result;
    }

    /** The work itself, on the calling thread (tests call it directly). */
    static Prefetched compute(Path argument, AppDirs dirs, dev.agtpstudio.app.workspace.SourceLoader loader) {
        Settings settings = new SettingsStore(dirs.settingsFile()).load();
        List<String> problems = new ArrayList<>();
        Optional<Path> ws = new StartupWorkspace(
                        new SampleWorkspace(SampleWorkspace.defaultCandidates(), dirs.sampleDir()))
                .choose(argument, settings.lastWorkspace(), problems);
        WorkspaceScanner.Result scanned = ws.isPresent() && settings.catalogFile() == null
                ? new WorkspaceScanner(loader).scan(ws.get(), MethodCatalog.bundled())
                : null;
        warmLexers();
        return new Prefetched(ws, List.copyOf(problems), scanned);
    }

    /** Loads the highlighting lexers (plain Java) so the first editor does not pay for it on the FX thread. */
    private static void warmLexers() {
        for (FileKind k : FileKind.values()) {
            var lexer = dev.agtpstudio.editor.lexer.Lexers.of(Language.of(k, ""), v -> false);
            lexer.lexLine("key = \"value\" # comment", lexer.initialState(), (kind, offset, length) -> {});
        }
    }
}
