package dev.agtpstudio.lsp;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.load.FileLoader;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.load.LoaderLimits;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.validator.a2s.A2sValidation;
import dev.agtpstudio.validator.suppress.Suppressions;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.function.Supplier;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.MessageType;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.services.LanguageClient;

/**
 * The server's state: the workspace folders (each a {@link Session} on the same {@code WorkspaceLoader} snapshot and
 * incremental validation as the IDE), files opened outside every folder (each a session of its own), and the open
 * documents. Everything runs on one named thread, {@code lsp-validate}: notifications queue their change and a
 * validation, and a validation queued behind a newer change is skipped (a burst of keystrokes that arrives while a
 * validation runs is validated once, on the newest text, and published with the newest version; the superseded
 * versions get no publication). Requests read the newest state on the same thread, so they never see a
 * half-applied edit.
 */
final class LspWorkspace implements AutoCloseable {
    private final ExecutorService thread = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "lsp-validate");
        t.setDaemon(true);
        return t;
    });
    private final Supplier<LanguageClient> client;
    // made on the lsp-validate thread as its first task, so initialize is answered without waiting for them
    private MethodCatalog catalog;
    private Pass6 pass6;
    private volatile Set<String> clients = Set.of();
    private DiagnosticConverter converter;

    // lsp-validate thread only
    private final List<Session> folders = new ArrayList<>();
    private final Map<Path, Session> singles = new HashMap<>();
    private final Map<String, TextDocument> open = new LinkedHashMap<>();
    /** Open A2S capability documents (not workspace files): each validated on its own, as {@code validate} does. */
    private final Map<String, List<Diagnostic>> a2s = new HashMap<>();

    private final Set<Session> dirty = new LinkedHashSet<>();
    /** Documents opened or changed since the last flush: each gets a publication, even an unchanged one. */
    private final Set<String> announce = new LinkedHashSet<>();
    /** Changes queued on the state thread and not applied yet: a validation with one behind it is superseded. */
    private final AtomicInteger queuedChanges = new AtomicInteger();

    /**
     * The catalog, pass 6 and the rule titles are made on the state thread as its first task (about a second of CPU
     * on a cold JVM): {@code initialize} is answered meanwhile, and every later task finds them ready.
     */
    LspWorkspace(
            Supplier<MethodCatalog> catalog,
            Supplier<Pass6> pass6,
            Supplier<DiagnosticConverter> converter,
            Supplier<LanguageClient> client) {
        this.client = client;
        onThread(() -> {
            this.catalog = catalog.get();
            this.pass6 = pass6.get();
            this.converter = converter.get();
        });
    }

    MethodCatalog catalog() {
        return catalog;
    }

    DiagnosticConverter converter() {
        return converter;
    }

    /** Loads the workspace folders and publishes their diagnostics; completes when they are out. */
    CompletableFuture<Void> addFolders(List<Path> roots) {
        return CompletableFuture.runAsync(
                () -> {
                    for (Path root : roots) {
                        Path r = root.toAbsolutePath().normalize();
                        if (folders.stream().noneMatch(s -> s.root().equals(r)) && Files.isDirectory(r)) {
                            Session s = newSession(WorkspaceLoader.load(r, catalog), false);
                            folders.add(s);
                            dirty.add(s);
                        }
                    }
                    flush();
                    folders.forEach(s -> s.validator().warmUp());
                },
                thread);
    }

    void removeFolders(List<Path> roots) {
        onThread(() -> {
            for (Path root : roots) {
                Path r = root.toAbsolutePath().normalize();
                folders.removeIf(s -> {
                    if (s.root().equals(r)) {
                        clear(s);
                        return true;
                    }
                    return false;
                });
            }
        });
    }

    void opened(String uri, int version, String text) {
        change(() -> {
            Path path = Uris.toPath(uri);
            TextDocument doc = TextDocument.of(uri, path, version, text);
            open.put(uri, doc);
            announce.add(uri);
            load(doc);
        });
    }

    void changed(String uri, int version, List<TextDocumentContentChangeEvent> changes) {
        change(() -> {
            TextDocument doc = open.get(uri);
            if (doc == null) {
                return;
            }
            TextDocument next = doc.apply(version, changes);
            open.put(uri, next);
            announce.add(uri);
            load(next);
        });
    }

    /** A closed document falls back to its file on disk; a single file's session ends and its findings clear. */
    void closed(String uri) {
        change(() -> {
            TextDocument doc = open.remove(uri);
            if (doc == null || doc.path() == null) {
                return;
            }
            if (a2s.remove(uri) != null) {
                publish(doc, List.of());
                return;
            }
            Session single = singles.remove(doc.path());
            if (single != null) {
                clear(single);
                return;
            }
            diskChanged(doc.path());
        });
    }

    /** A document was saved: a saved suppressions file applies from now on. */
    void saved(String uri) {
        change(() -> {
            Path path = Uris.toPath(uri);
            Session s = sessionOf(path);
            if (s != null && isSuppressions(s, path)) {
                s.invalidateAll();
                dirty.add(s);
            }
        });
    }

    /** A watched file was created, changed or deleted on disk (editors report it via didChangeWatchedFiles). */
    void fileEvent(String uri) {
        change(() -> {
            Path path = Uris.toPath(uri);
            if (path != null && open.values().stream().noneMatch(d -> path.equals(d.path()))) {
                diskChanged(path);
            }
        });
    }

    /** Runs {@code query} on the state thread against the open document {@code uri} and the session holding it. */
    <T> CompletableFuture<T> query(String uri, Function<DocumentContext, T> query, T none) {
        return CompletableFuture.supplyAsync(
                () -> {
                    TextDocument doc = open.get(uri);
                    if (doc == null) {
                        return none;
                    }
                    Session s = sessionOf(doc.path());
                    Workspace ws = s != null
                            ? s.workspace()
                            : Workspace.of(
                                    doc.path() != null
                                            ? doc.path().getParent()
                                            : Path.of("").toAbsolutePath(),
                                    catalog,
                                    List.of());
                    List<Diagnostic> diags =
                            a2s.containsKey(uri) ? a2s.get(uri) : s == null ? List.of() : s.published(doc.path());
                    return query.apply(new DocumentContext(doc, ws, diags, this));
                },
                thread);
    }

    /** Re-validates everything from scratch (the model became ready). */
    void revalidateAll() {
        onThread(() -> {
            folders.forEach(s -> {
                s.invalidateAll();
                dirty.add(s);
            });
            singles.values().forEach(s -> {
                s.invalidateAll();
                dirty.add(s);
            });
            flush();
        });
    }

    private void load(TextDocument doc) {
        if (A2sValidation.isA2s(doc.path())) {
            a2s.put(doc.uri(), A2sValidation.validate(doc.path(), doc.text()));
            return;
        }
        Session s = sessionOf(doc.path());
        if (s != null && isSuppressions(s, doc.path())) {
            return; // read from disk by the validator: takes effect on save
        }
        if (doc.path() == null || !WorkspaceLoader.isWorkspaceFile(doc.path())) {
            return;
        }
        LoadedFile<?> previous = s == null || s.workspace() == null
                ? null
                : s.workspace().file(doc.path()).orElse(null);
        LoadedFile<?> file = FileLoader.reload(previous, doc.path(), doc.text(), LoaderLimits.DEFAULT);
        if (s == null) {
            Path parent = doc.path().getParent();
            s = newSession(Workspace.of(parent, catalog, List.of(file)), true);
            singles.put(doc.path(), s);
            s.validator().warmUp();
        } else {
            s.fileLoaded(file);
        }
        dirty.add(s);
    }

    private void diskChanged(Path path) {
        Session s = sessionOf(path);
        if (s == null || s.single()) {
            return;
        }
        if (isSuppressions(s, path)) {
            s.invalidateAll();
        } else if (!WorkspaceLoader.isWorkspaceFile(path)) {
            return;
        } else if (Files.isRegularFile(path)) {
            try {
                s.fileLoaded(FileLoader.load(path, Files.readString(path, StandardCharsets.UTF_8)));
            } catch (IOException | RuntimeException e) {
                s.fileRemoved(path);
            }
        } else {
            s.fileRemoved(path);
        }
        dirty.add(s);
    }

    private static boolean isSuppressions(Session s, Path path) {
        return !s.single() && path.equals(s.root().resolve(Suppressions.FILE));
    }

    private Session sessionOf(Path path) {
        if (path == null) {
            return null;
        }
        Session single = singles.get(path);
        if (single != null) {
            return single;
        }
        Session best = null;
        for (Session s : folders) {
            if (s.covers(path)
                    && (best == null || s.root().getNameCount() > best.root().getNameCount())) {
                best = s;
            }
        }
        return best;
    }

    private Session newSession(Workspace ws, boolean single) {
        var validator = pass6.newValidator(this::revalidateAll);
        validator.setClients(clients);
        return new Session(ws, single, validator);
    }

    /** The client lints every session runs from now on (the {@code clients} initialization option). */
    void clients(Set<String> names) {
        clients = Set.copyOf(names);
    }

    /**
     * Queues {@code apply} (a change to the state) and a validation after it. The validation is skipped when another
     * change was queued meanwhile: that change's own validation, queued behind it, covers both, so a validation
     * never runs on text that is already out of date (LemMinX cancels its pending validation the same way).
     */
    private void change(Runnable apply) {
        queuedChanges.incrementAndGet();
        onThread(() -> {
            try {
                apply.run();
            } finally {
                queuedChanges.decrementAndGet();
            }
        });
        onThread(() -> {
            if (queuedChanges.get() == 0) {
                flush();
            }
        });
    }

    /**
     * Validates the sessions with pending changes and publishes what changed, then the current findings of every
     * document opened or changed since the last flush that was not among them (an empty list for a clean file), so
     * a client hears about each document it opens or edits (editors drop diagnostics for files they have not open).
     */
    private void flush() {
        List<Session> todo = new ArrayList<>(dirty);
        dirty.clear();
        Set<Path> sent = new HashSet<>();
        for (Session s : todo) {
            Map<Path, List<Diagnostic>> changed = s.validate(null);
            publish(changed);
            sent.addAll(changed.keySet());
        }
        for (String uri : announce) {
            TextDocument doc = open.get(uri);
            if (doc != null && (doc.path() == null || !sent.contains(doc.path()))) {
                Session s = sessionOf(doc.path());
                List<Diagnostic> own = a2s.get(uri);
                publish(doc, own != null ? own : s == null ? List.of() : s.published(doc.path()));
            }
        }
        announce.clear();
    }

    private void clear(Session s) {
        Map<Path, List<Diagnostic>> empty = new HashMap<>();
        s.publishedFiles().forEach(p -> empty.put(p, List.of()));
        publish(empty);
    }

    private void publish(Map<Path, List<Diagnostic>> byFile) {
        LanguageClient c = client.get();
        if (c == null) {
            return;
        }
        for (Map.Entry<Path, List<Diagnostic>> e : byFile.entrySet()) {
            publish(document(e.getKey()), e.getValue());
        }
    }

    private void publish(TextDocument doc, List<Diagnostic> diagnostics) {
        LanguageClient c = client.get();
        if (c != null) {
            c.publishDiagnostics(new PublishDiagnosticsParams(
                    doc.uri(), converter.convert(doc, diagnostics), doc.version() >= 0 ? doc.version() : null));
        }
    }

    /** The open document for {@code path}, or the file's loaded (or empty) text under its own URI. */
    private TextDocument document(Path path) {
        for (TextDocument d : open.values()) {
            if (path.equals(d.path())) {
                return d;
            }
        }
        Session s = sessionOf(path);
        Optional<LoadedFile<?>> f = s == null ? Optional.empty() : s.file(path);
        return TextDocument.of(Uris.of(path), path, -1, f.map(LoadedFile::text).orElse(""));
    }

    /**
     * Queues {@code task} on the state thread. A failure in it is reported to the client's log (and standard error)
     * instead of ending the thread's work; the next notification starts from the state as it was.
     */
    private void onThread(Runnable task) {
        if (thread.isShutdown()) {
            return; // after exit: nothing more is validated
        }
        thread.execute(() -> {
            try {
                task.run();
            } catch (RuntimeException e) {
                System.err.println("agtp-studio lsp: internal error:");
                e.printStackTrace(System.err);
                LanguageClient c = client.get();
                if (c != null) { // no exception text: class names mean nothing to the client
                    c.logMessage(new MessageParams(
                            MessageType.Error,
                            "agtp-studio lsp: internal error while updating the workspace; details are in the"
                                    + " server's standard error."));
                }
            }
        });
    }

    /** Lets queued work finish, then stops the thread. */
    @Override
    public void close() {
        onThread(() -> {
            if (pass6 != null) {
                pass6.close();
            }
        });
        thread.shutdown();
    }
}
