package dev.agtpstudio.app.importwizard;

import dev.agtpstudio.app.gui.NamedThreads;
import dev.agtpstudio.importer.ImportPlanner;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;

/**
 * Runs the wizard's slow steps (read, plan, import) one at a time on the {@code import-wizard} thread, with a progress
 * bar and a status line; the FX thread only starts them and applies their results. A cancelled job's result is
 * dropped: the UI is free again at once, even while the worker finishes a step it cannot interrupt (parsing).
 */
final class WizardWork {
    /** A slow step; it polls {@code cancelled} and reports (done, total). */
    @FunctionalInterface
    interface Job<T> {
        T run(BooleanSupplier cancelled, ImportPlanner.Progress progress) throws Exception;
    }

    private final ExecutorService worker = NamedThreads.single("import-wizard");
    private final ProgressBar bar = new ProgressBar(0);
    private final Label status = new Label();
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    private AtomicBoolean current;
    private Runnable onCancel = () -> {};

    WizardWork() {
        bar.setId("wizard-progress");
        bar.setPrefWidth(220);
        bar.setVisible(false);
        status.setId("wizard-status");
    }

    ProgressBar bar() {
        return bar;
    }

    Label status() {
        return status;
    }

    ReadOnlyBooleanProperty busy() {
        return busy.getReadOnlyProperty();
    }

    void say(String text) {
        status.setText(text);
    }

    /** FX thread: starts {@code job}; {@code done} gets its result on the FX thread unless it was cancelled. */
    <T> void run(String what, Job<T> job, Consumer<T> done, Runnable cancelled) {
        AtomicBoolean flag = new AtomicBoolean();
        current = flag;
        onCancel = cancelled;
        busy.set(true);
        bar.setVisible(true);
        bar.setProgress(ProgressBar.INDETERMINATE_PROGRESS);
        status.setText(what + "...");
        AtomicLong latest = new AtomicLong(-1);
        AtomicBoolean posted = new AtomicBoolean();
        ImportPlanner.Progress progress = (d, t) -> {
            latest.set(((long) d << 32) | t);
            if (posted.compareAndSet(false, true)) {
                Platform.runLater(() -> {
                    posted.set(false);
                    long v = latest.get();
                    if (current == flag && (int) v > 0) {
                        bar.setProgress((double) (v >>> 32) / (int) v);
                        status.setText(what + ": " + (v >>> 32) + " of " + (int) v);
                    }
                });
            }
        };
        worker.submit(() -> {
            try {
                T result = job.run(flag::get, progress);
                Platform.runLater(() -> finish(flag, () -> done.accept(result)));
            } catch (Exception | Error e) {
                Platform.runLater(() -> finish(flag, () -> status.setText(what + " failed: " + e.getMessage())));
            }
        });
    }

    private void finish(AtomicBoolean flag, Runnable apply) {
        if (current != flag || flag.get()) {
            return;
        }
        current = null;
        busy.set(false);
        bar.setVisible(false);
        status.setText("");
        apply.run();
    }

    /** FX thread: cancels the running job, if any; true when there was one. */
    boolean cancel() {
        AtomicBoolean flag = current;
        if (flag == null) {
            return false;
        }
        flag.set(true);
        current = null;
        busy.set(false);
        bar.setVisible(false);
        status.setText("Cancelled.");
        onCancel.run();
        return true;
    }

    void shutdown() {
        cancel();
        worker.shutdown();
    }
}
