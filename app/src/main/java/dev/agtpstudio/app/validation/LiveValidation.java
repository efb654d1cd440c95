package dev.agtpstudio.app.validation;

import dev.agtpstudio.app.files.TextSource;
import dev.agtpstudio.app.workspace.WorkspaceScanner;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.validator.a2s.A2sValidation;
import dev.agtpstudio.validator.live.IncrementalValidation;
import dev.agtpstudio.validator.live.WorkspaceValidator;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Validates while the user types, following the snapshot / compute / apply-if-current rule:
 * <ol>
 * <li>{@link #edited} (FX thread) hands the buffer to its file's {@link EditPacer}, which decides when it is
 * validated: shortly after the first keystroke, then, while the user keeps typing, one run at a time on the newest
 * text with a pause as long as the last run between runs. Its timer runs on the {@code validate} executor (idle
 * whenever a run is due) and hands each expiry to the FX thread: an FX timer would fire only with an animation pulse,
 * which added 8-10 ms to a 10 ms delay (docs/decisions/0275);</li>
 * <li>when a run starts, the buffer's version and an immutable snapshot of its text are taken on the FX
 * thread (the text itself is built on the validate thread);</li>
 * <li>the file is re-loaded and the workspace validated on the {@code validate} executor (one run at a time, the
 * edited file reported as the only change, so an incremental validator redoes only that file plus workspace
 * rules); the re-load starts from the file's last load, so an edit inside one endpoint of an AGIS document re-reads
 * only that endpoint (docs/decisions/0290);</li>
 * <li>back on the FX thread the result is published only if the buffer still has the version that was validated;
 * otherwise it is dropped (a newer run is already on its way).</li>
 * </ol>
 * A burst of keystrokes thus hands work to the FX thread twice (the timer's expiry, then the result).
 * The workspace snapshot and the incremental state ({@link IncrementalValidation}, shared with the language server)
 * are owned by the {@code validate} thread.
 */
public final class LiveValidation {
    private final WorkspaceScanner loader;
    private final ScheduledExecutorService validateThread;
    private final Executor fx;
    private final Duration delay;
    /** Per edited file: when its edits are validated. */
    private final Map<Path, EditPacer> pacers = new HashMap<>();

    private final Consumer<ValidationResult> onResult;
    private final Consumer<ValidationState> onState;

    // validate thread only
    private final IncrementalValidation session;
    private final Map<Path, Long> bufferVersions = new HashMap<>();
    /** A2S capability documents edited in the IDE: not workspace files, each validated on its own as validate does. */
    private final Map<Path, List<Diagnostic>> a2s = new HashMap<>();
    /** The workspace's findings of the last run, shown again with the A2S documents' when only one of those changed. */
    private List<Diagnostic> lastRun = List.of();
    // FX thread only
    private int inFlight;
    private ValidationResult last;
    private long lastEdit = Long.MIN_VALUE;

    /**
     * {@code fx} is the FX thread in the IDE (a stand-in in tests); the pacing timer runs on {@code validateThread}
     * and hands each expiry to {@code fx}.
     */
    public LiveValidation(
            WorkspaceScanner loader,
            WorkspaceValidator validator,
            ScheduledExecutorService validateThread,
            Executor fx,
            Duration delay,
            Consumer<ValidationResult> onResult,
            Consumer<ValidationState> onState) {
        this.loader = loader;
        this.session = new IncrementalValidation(validator);
        this.validateThread = validateThread;
        this.fx = fx;
        this.delay = delay;
        this.onResult = onResult;
        this.onState = onState;
    }

    /** Starts over on a freshly scanned workspace and validates all of it. */
    public void reset(Workspace ws) {
        started();
        submit(() -> {
            session.reset(ws);
            bufferVersions.clear();
            run(null, -1, null, 0, 0);
        });
    }

    /** A buffer changed (FX thread); its {@link EditPacer} validates it soon. */
    public void edited(Path file, TextSource buffer) {
        lastEdit = System.nanoTime();
        pacers.computeIfAbsent(
                        file, f -> new EditPacer(delay, this::later, System::nanoTime, b -> validateBuffer(f, b)))
                .edited(buffer);
    }

    /** The pacers' timer: {@code task} on the FX thread after {@code d}, counted on the {@code validate} thread. */
    private void later(Duration d, Runnable task) {
        try {
            validateThread.schedule(() -> fx.execute(task), d.toNanos(), TimeUnit.NANOSECONDS);
        } catch (RejectedExecutionException e) {
            // shut down: edits are no longer validated
        }
    }

    /** A paced run starts (FX thread): snapshot the buffer and validate it on the {@code validate} thread. */
    private void validateBuffer(Path file, TextSource buffer) {
        long version = buffer.version();
        Supplier<String> text = buffer.snapshot(); // built on the validate thread
        long at = System.nanoTime();
        started();
        submit(() -> update(file, text.get(), version, buffer, at));
    }

    /** Forgets the pending edits of {@code file} (it was removed). */
    private void cancelEdits(Path file) {
        EditPacer p = pacers.remove(file);
        if (p != null) {
            p.cancel();
        }
    }

    /** The file's text changed outside the editor (reload, revert, disk change of a file that is not open). */
    public void fileChanged(Path file, String text) {
        started();
        submit(() -> update(file, text, -1, null, 0));
    }

    /** A file was deleted, renamed away, or stopped being part of the workspace. */
    public void fileRemoved(Path file) {
        cancelEdits(file);
        started();
        submit(() -> {
            session.fileRemoved(file);
            a2s.remove(file);
            bufferVersions.remove(file);
            run(null, -1, null, 0, 0);
        });
    }

    /** Re-validates everything (catalog change, explicit command). */
    public void revalidateAll(java.util.function.UnaryOperator<Workspace> change) {
        started();
        submit(() -> {
            session.changeAll(change);
            run(null, -1, null, 0, 0);
        });
    }

    /** Queues work on the validate thread; after shutdown edits are simply not validated any more. */
    private void submit(Runnable r) {
        try {
            validateThread.execute(r);
        } catch (RejectedExecutionException e) {
            fx.execute(() -> inFlight = Math.max(0, inFlight - 1));
        }
    }

    /** True when a buffer was edited in the last {@code d} (FX thread): the user is typing. */
    public boolean editedWithin(Duration d) {
        return lastEdit != Long.MIN_VALUE && System.nanoTime() - lastEdit < d.toNanos();
    }

    /** The last published result (FX thread), or null. */
    public ValidationResult last() {
        return last;
    }

    private void update(Path file, String text, long version, TextSource buffer, long snapshotAt) {
        long t0 = System.nanoTime();
        if (session.workspace() == null) {
            finished(null, file, version, buffer, 0);
            return;
        }
        Workspace ws = session.workspace();
        if (version >= 0) {
            bufferVersions.put(file, version);
        } else {
            bufferVersions.remove(file);
        }
        if (A2sValidation.isA2s(file)) {
            a2s.put(file, A2sValidation.validate(file, text));
            long end = System.nanoTime();
            finished(result(ws, lastRun, end - t0, snapshotAt, end), file, version, buffer, end - t0);
            return;
        }
        LoadedFile<?> loaded = loader.reload(ws.file(file).orElse(null), file, text, ws.catalog());
        session.fileLoaded(loaded);
        run(file, version, buffer, snapshotAt, t0);
    }

    /** Validates the snapshot; {@code began} is when this piece of work began on the validate thread (0: now). */
    private void run(Path edited, long version, TextSource buffer, long snapshotAt, long began) {
        Workspace workspace = session.workspace();
        if (workspace == null) {
            finished(null, edited, version, buffer, 0);
            return;
        }
        long t0 = System.nanoTime();
        lastRun = session.run(edited);
        long end = System.nanoTime();
        ValidationResult r = result(workspace, lastRun, end - t0, snapshotAt, end);
        finished(r, edited, version, buffer, end - (began == 0 ? t0 : began));
    }

    /** The workspace's findings with those of the A2S documents being edited (validate thread). */
    private ValidationResult result(Workspace ws, List<Diagnostic> diags, long elapsed, long snapshotAt, long end) {
        List<Diagnostic> all = new java.util.ArrayList<>(diags);
        a2s.values().forEach(all::addAll);
        return new ValidationResult(ws, all, bufferVersions, elapsed, snapshotAt, end);
    }

    /** A run is queued (called on the FX thread, by the public methods). */
    private void started() {
        inFlight++;
        onState.accept(ValidationState.inProgress());
    }

    /** Back on the FX thread: publish {@code r} if still current; a buffer's run tells its pacer what it cost. */
    private void finished(ValidationResult r, Path edited, long version, TextSource buffer, long costNanos) {
        fx.execute(() -> {
            inFlight--;
            EditPacer pacer = buffer == null ? null : pacers.get(edited);
            if (pacer != null) {
                pacer.finished(costNanos);
            }
            boolean current = buffer == null || buffer.version() == version;
            if (r != null && current) {
                last = r;
                onResult.accept(r);
            }
            if (inFlight == 0) {
                onState.accept(last == null ? ValidationState.idle() : ValidationState.done(last.diagnostics()));
            }
        });
    }
}
