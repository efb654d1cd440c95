package dev.agtpstudio.app.preview;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.io.AtomicWrite;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.evolution.Change;
import dev.agtpstudio.evolution.ContractDiff;
import dev.agtpstudio.preview.Projection;
import dev.agtpstudio.preview.ProjectionKind;
import dev.agtpstudio.preview.ProjectionOptions;
import dev.agtpstudio.preview.Projections;
import dev.agtpstudio.validator.engine.Publication;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * Computes every projection for the latest workspace snapshot on a worker and publishes the result on the FX
 * executor. Bursts collapse: while one computation runs, further snapshots only replace the pending one, so at most
 * one more run follows, on the newest text. Endpoint files with errors are left out, as the server would refuse them.
 */
public final class PreviewViewModel {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /** A snapshot to project and the diagnostics that go with it. */
    public record Input(Workspace workspace, List<Diagnostic> diagnostics) {}

    private final Executor worker;
    private final Executor fx;
    private final Clock clock;
    private final ObjectProperty<PreviewSnapshot> snapshot = new SimpleObjectProperty<>();
    /** An input with the generation it was submitted in: results of an earlier generation are not shown. */
    private record Queued(Input in, long generation) {}

    private final AtomicReference<Queued> pending = new AtomicReference<>();
    /** Raised by {@link #clear} (FX thread): what was computed for the previous workspace is dropped. */
    private volatile long generation;

    private final AtomicBoolean running = new AtomicBoolean();
    private PreviewState state;
    private Path stateRoot;
    private volatile Input last;

    public PreviewViewModel(Executor worker, Executor fx, Clock clock) {
        this.worker = worker;
        this.fx = fx;
        this.clock = clock;
    }

    /** The input the newest snapshot was computed from (null before the first, and after {@link #clear}). */
    public Input lastInput() {
        return last;
    }

    /** The executor projections run on (never the FX thread). */
    public Executor worker() {
        return worker;
    }

    /** The executor that runs on the FX thread. */
    public Executor fx() {
        return fx;
    }

    public ReadOnlyObjectProperty<PreviewSnapshot> snapshotProperty() {
        return snapshot;
    }

    /** Queues {@code in}; returns at once. Only the newest pending input is ever computed. */
    public void submit(Input in) {
        if (in == null || in.workspace() == null) {
            return;
        }
        pending.set(new Queued(in, generation));
        drain();
    }

    /**
     * Forgets the workspace (another was opened): the preview shows nothing until the new workspace's first input,
     * and what is still being computed for the old one is dropped when it is done. FX thread.
     */
    public void clear() {
        generation++;
        pending.set(null);
        last = null;
        snapshot.set(null);
    }

    /** The per-workspace state, made once per workspace root. */
    private synchronized PreviewState stateFor(Workspace ws) {
        if (state == null || !ws.root().equals(stateRoot)) {
            stateRoot = ws.root();
            state = new PreviewState(ws.root());
        }
        return state;
    }

    private void drain() {
        if (!running.compareAndSet(false, true)) {
            return;
        }
        worker.execute(() -> {
            try {
                Queued q;
                while ((q = pending.getAndSet(null)) != null) {
                    last = q.in();
                    PreviewSnapshot s = compute(q.in());
                    long g = q.generation();
                    fx.execute(() -> {
                        if (g == generation) {
                            snapshot.set(s);
                        }
                    });
                }
            } finally {
                running.set(false);
                if (pending.get() != null) {
                    drain();
                }
            }
        });
    }

    /** Computes the snapshot for {@code in} on the calling thread (the worker; tests call it directly). */
    public PreviewSnapshot compute(Input in) {
        Workspace ws = in.workspace();
        int errors = (int) in.diagnostics().stream()
                .filter(d -> d.severity() == Severity.ERROR && !d.suppressed())
                .count();
        Publication publication = Publication.of(ws, in.diagnostics());
        List<Path> refusedEndpoints = new ArrayList<>(publication.refused().keySet());
        PreviewState st = stateFor(ws);
        String version = st.documentVersion();
        Projections p = Projections.of(ws, publication.filter());
        ProjectionOptions opts = ProjectionOptions.at(clock.instant()).withDocumentVersion(version);
        Projections.Served served = p.served(ws, opts);
        Map<ProjectionKind, Projection> out = ManifestSigning.copy(p.projectAll(ws, opts, served));
        ManifestSigning signing = ManifestSigning.apply(ws, out);
        // what agents are served costs this many tokens: counted here, off the FX thread, from the same projection
        Map<ProjectionKind, dev.agtpstudio.preview.tokens.ToolTokens.ListCost> tokens = Map.of(
                ProjectionKind.MCP, dev.agtpstudio.preview.tokens.ToolTokens.mcp(served),
                ProjectionKind.A2T, dev.agtpstudio.preview.tokens.ToolTokens.a2t(served));
        Optional<Workspace> exported = st.exportedWorkspace(ws.catalog());
        List<Change> changes = exported.map(
                        prev -> new ContractDiff().diff(prev, ws).changes())
                .orElse(List.of());
        String exportedVersion = exported.isPresent()
                ? st.lastExportedManifest()
                        .map(m -> m.path("document_version").asText(null))
                        .orElse(null)
                : null;
        return new PreviewSnapshot(
                out,
                refusedEndpoints,
                errors,
                changes,
                exported.isPresent(),
                version,
                ws.version(),
                exportedVersion,
                signing,
                tokens);
    }

    /** Pretty JSON of one projection of the current snapshot, for copying and exporting. */
    public String text(ProjectionKind kind) {
        PreviewSnapshot s = snapshot.get();
        return s == null ? "" : textOf(s, kind);
    }

    /**
     * The projection of {@code s} as JSON text, written on the worker: for a 2,000-file workspace the manifest is
     * megabytes, and writing it on the FX thread (each time a new snapshot reached a showing Raw view) held up the
     * pulses, a theme toggle's among them (docs/decisions/0492).
     */
    public CompletableFuture<String> textAsync(PreviewSnapshot s, ProjectionKind kind) {
        return CompletableFuture.supplyAsync(() -> textOf(s, kind), worker);
    }

    private static String textOf(PreviewSnapshot s, ProjectionKind kind) {
        try {
            return JSON.writeValueAsString(s.get(kind).document()) + System.lineSeparator();
        } catch (IOException e) {
            throw new IllegalStateException("a projection is always serialisable", e);
        }
    }

    /**
     * Writes one projection of the current snapshot to {@code file} atomically, on the worker; exporting the manifest
     * also makes it the diff baseline. The future fails with the {@link IOException} when the file cannot be written.
     */
    public CompletableFuture<Void> export(ProjectionKind kind, Path file) {
        PreviewSnapshot s = snapshot.get();
        Input in = last;
        if (s == null) {
            return CompletableFuture.failedFuture(new IOException("nothing to export yet"));
        }
        return onWorker(() -> {
            AtomicWrite.write(file, textOf(s, kind));
            if (kind == ProjectionKind.MANIFEST && in != null) {
                stateFor(in.workspace()).rememberExportedManifest(s.get(kind).document());
                stateFor(in.workspace()).rememberExportedWorkspace(in.workspace());
                resubmit();
            }
            return null;
        });
    }

    /** Raises {@code document_version} (persisted in the workspace, on the worker) and recomputes. */
    public CompletableFuture<String> bumpDocumentVersion() {
        Input in = last;
        if (in == null) {
            return CompletableFuture.failedFuture(new IOException("no workspace"));
        }
        return onWorker(() -> {
            PreviewState st = stateFor(in.workspace());
            String next = PreviewState.bump(st.documentVersion());
            st.setDocumentVersion(next);
            resubmit();
            return next;
        });
    }

    /** File work of the preview, on its worker: never on the FX thread. */
    private interface FileWork<T> {
        T run() throws IOException;
    }

    private <T> CompletableFuture<T> onWorker(FileWork<T> work) {
        CompletableFuture<T> f = new CompletableFuture<>();
        worker.execute(() -> {
            try {
                f.complete(work.run());
            } catch (IOException | RuntimeException e) {
                f.completeExceptionally(e);
            }
        });
        return f;
    }

    private void resubmit() {
        Input in = last;
        if (in != null) {
            submit(in);
        }
    }
}
