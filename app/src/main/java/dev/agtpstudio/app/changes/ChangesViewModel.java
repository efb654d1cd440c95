package dev.agtpstudio.app.changes;

import dev.agtpstudio.core.workspace.DocumentVersion;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.evolution.A2tToolVersions;
import dev.agtpstudio.evolution.ContractDiff;
import dev.agtpstudio.evolution.ContractSource;
import dev.agtpstudio.evolution.DiffResult;
import dev.agtpstudio.evolution.StartedBaseline;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * Compares each workspace snapshot with its baseline (the last commit or the last export) on a worker and publishes
 * the result on the FX executor. Bursts collapse as in the preview: while one comparison runs, newer snapshots only
 * replace the pending one.
 */
public final class ChangesViewModel {
    private final Executor worker;
    private final Executor fx;
    private final ObjectProperty<ChangesSnapshot> snapshot = new SimpleObjectProperty<>();
    private final ObjectProperty<Baseline> baseline = new SimpleObjectProperty<>(Baseline.LAST_COMMIT);
    /** A workspace with the generation it was submitted in: results of an earlier generation are not shown. */
    private record Queued(Workspace ws, long generation) {}

    private final AtomicReference<Queued> pending = new AtomicReference<>();
    /** Raised by {@link #clear} (FX thread): what was computed for the previous workspace is dropped. */
    private volatile long generation;

    private final AtomicBoolean running = new AtomicBoolean();
    private final BaselineLoader baselines = new BaselineLoader();
    private volatile Workspace last;
    private volatile Baseline mode = Baseline.LAST_COMMIT;
    /** Set while the view takes on the baseline a snapshot was computed against (no recomputation). */
    private boolean adopting;

    public ChangesViewModel(Executor worker, Executor fx) {
        this.worker = worker;
        this.fx = fx;
        baseline.addListener((o, a, b) -> {
            mode = b;
            if (!adopting) {
                resubmit();
            }
        });
    }

    public ReadOnlyObjectProperty<ChangesSnapshot> snapshotProperty() {
        return snapshot;
    }

    /** The baseline to compare against; changing it recomputes. */
    public ObjectProperty<Baseline> baselineProperty() {
        return baseline;
    }

    /** Queues {@code ws}; returns at once. */
    public void submit(Workspace ws) {
        if (ws == null) {
            return;
        }
        pending.set(new Queued(ws, generation));
        drain();
    }

    /**
     * Forgets the workspace (another was opened): nothing is shown until the new workspace's first snapshot, and a
     * comparison still running for the old one is dropped when it is done. FX thread.
     */
    public void clear() {
        generation++;
        pending.set(null);
        last = null;
        snapshot.set(null);
        if (baseline.get() == Baseline.STARTED) {
            baseline.set(Baseline.LAST_COMMIT); // the next folder's own started baseline stands in again if it has one
        }
    }

    /** Reads the baseline again (git HEAD may have moved outside the IDE) and recomputes. */
    public void refresh() {
        worker.execute(baselines::invalidate);
        resubmit();
    }

    /** True when the comparison shown calls for a bump that has not been made yet. */
    public static boolean canBump(ChangesSnapshot s) {
        return s != null
                && s.result() != null
                && s.result().suggestedDocumentVersion() != null
                && !s.result().alreadyBumped();
    }

    /**
     * The suggested bump as one action: on the worker, writes the suggested {@code document_version} and the new A2T
     * tool versions of the comparison shown, then recomputes. Completes with the version written, or null when
     * nothing calls for one.
     */
    public CompletableFuture<String> applySuggestedBump() {
        ChangesSnapshot s = snapshot.get();
        Workspace ws = last;
        if (!canBump(s) || ws == null) {
            return CompletableFuture.completedFuture(null);
        }
        DiffResult r = s.result();
        return CompletableFuture.supplyAsync(
                () -> {
                    try {
                        DocumentVersion.write(ws.root(), r.suggestedDocumentVersion());
                        A2tToolVersions.read(ws.root()).apply(r.tools()).write(ws.root());
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                    resubmit();
                    return r.suggestedDocumentVersion();
                },
                worker);
    }

    /** Deletes the copy of the last commit; call when the window closes. */
    public void close() {
        worker.execute(baselines::close);
    }

    /**
     * Computes the snapshot on the calling thread (the worker; tests call it directly). A folder without git history
     * that has a started baseline is compared with it, and the snapshot says so ({@link ChangesSnapshot#baseline}).
     */
    public ChangesSnapshot compute(Workspace ws, Baseline b) {
        try {
            ContractSource.check(ws);
        } catch (ContractSource.UnreadableException e) {
            return ChangesSnapshot.unavailable(
                    b,
                    "Fix the parse errors to compare (a file that does not parse would " + "look like removals): "
                            + e.errors().get(0),
                    ws.version(),
                    false);
        }
        try {
            return compare(ws, b);
        } catch (BaselineLoader.Unavailable e) {
            if (b == Baseline.LAST_COMMIT
                    && e.startable()
                    && StartedBaseline.startedAt(ws.root()).isPresent()) {
                try {
                    return compare(ws, Baseline.STARTED);
                } catch (BaselineLoader.Unavailable again) {
                    return ChangesSnapshot.unavailable(
                            Baseline.STARTED, again.getMessage(), ws.version(), again.startable());
                }
            }
            return ChangesSnapshot.unavailable(b, e.getMessage(), ws.version(), e.startable());
        }
    }

    private ChangesSnapshot compare(Workspace ws, Baseline b) throws BaselineLoader.Unavailable {
        Workspace base = baselines.load(ws.root(), b, ws.catalog());
        DiffResult r = new ContractDiff().diff(base, ws);
        return new ChangesSnapshot(b, r, null, ws.version(), false, base, ws, SideBySide.entries(r));
    }

    /**
     * Starts the baseline from the workspace as last compared (unsaved edits included) and compares against it from
     * then on. Runs on the worker; completes with false, writing nothing, when one was started before and
     * {@code replace} is false (the caller asks first).
     */
    public CompletableFuture<Boolean> startBaseline(boolean replace) {
        Workspace ws = last;
        if (ws == null) {
            return CompletableFuture.completedFuture(false);
        }
        return CompletableFuture.supplyAsync(
                () -> {
                    try {
                        StartedBaseline.start(ws, replace);
                    } catch (java.nio.file.FileAlreadyExistsException e) {
                        return false;
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                    fx.execute(() -> {
                        if (baseline.get() == Baseline.STARTED) {
                            resubmit();
                        } else {
                            baseline.set(Baseline.STARTED);
                        }
                    });
                    return true;
                },
                worker);
    }

    /** When the baseline shown was started, for the question before replacing it (worker or any thread). */
    public java.util.Optional<java.nio.file.attribute.FileTime> startedAt() {
        Workspace ws = last;
        return ws == null ? java.util.Optional.empty() : StartedBaseline.startedAt(ws.root());
    }

    /** {@code e}'s file side by side, built on the worker; completes on it. */
    public CompletableFuture<SideBySide> sideBySide(ChangesSnapshot s, SideBySide.Entry e) {
        return CompletableFuture.supplyAsync(() -> SideBySide.of(e.file(), s.base(), s.current(), s.result()), worker);
    }

    private void resubmit() {
        Workspace ws = last;
        if (ws != null) {
            submit(ws);
        }
    }

    private void drain() {
        if (!running.compareAndSet(false, true)) {
            return;
        }
        worker.execute(() -> {
            try {
                Queued q;
                while ((q = pending.getAndSet(null)) != null) {
                    last = q.ws();
                    ChangesSnapshot s = compute(q.ws(), mode);
                    long g = q.generation();
                    fx.execute(() -> {
                        if (g == generation) {
                            if (s.baseline() == Baseline.STARTED && baseline.get() == Baseline.LAST_COMMIT) {
                                mode = s.baseline(); // a started baseline stood in for git history
                                adopting = true;
                                baseline.set(s.baseline());
                                adopting = false;
                            }
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
}
