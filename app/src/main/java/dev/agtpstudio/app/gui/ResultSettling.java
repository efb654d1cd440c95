package dev.agtpstudio.app.gui;

import dev.agtpstudio.app.files.Debouncer;
import dev.agtpstudio.app.validation.ValidationResult;
import java.time.Duration;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.Predicate;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * The two streams of validation results: every result ({@link #last()}, for the editors) and the settled ones
 * ({@link #settled()}, for the problems view, the preview and the changes view). While the user types, a result is
 * settled once results have paused for {@link #SETTLE_QUIET} and at least every {@link #SETTLE_LONGEST}; otherwise at
 * once. A result that adds or removes a finding rebuilds the problems table's visible rows (~13 ms of the FX thread
 * in a 20,000-line {@code .agis}), and the preview of a 2,000-file workspace projects every endpoint again: at two
 * results a second while typing, the keystrokes waited behind them (docs/decisions/0310). FX thread only.
 */
final class ResultSettling {
    static final Duration SETTLE_QUIET = Duration.ofMillis(300);
    static final Duration SETTLE_LONGEST = Duration.ofSeconds(1);

    private final ObjectProperty<ValidationResult> last = new SimpleObjectProperty<>();
    private final ObjectProperty<ValidationResult> settled = new SimpleObjectProperty<>();
    private final Debouncer<ObjectProperty<ValidationResult>> settling;
    private final Executor fx;
    private final Predicate<Duration> editedWithin;
    private final BooleanSupplier closed;

    /**
     * @param timer        the thread the settling delay runs on
     * @param editedWithin whether the user typed within the given time
     * @param closed       whether the window has closed (then nothing settles any more)
     */
    ResultSettling(
            ScheduledExecutorService timer, Executor fx, Predicate<Duration> editedWithin, BooleanSupplier closed) {
        this(timer, System::nanoTime, fx, editedWithin, closed);
    }

    /** {@code nanoClock}: the time {@code timer} measures its delays on (a virtual one in tests, decision 0611). */
    ResultSettling(
            ScheduledExecutorService timer,
            LongSupplier nanoClock,
            Executor fx,
            Predicate<Duration> editedWithin,
            BooleanSupplier closed) {
        this.settling = new Debouncer<>(timer, nanoClock, SETTLE_QUIET, SETTLE_LONGEST);
        this.fx = fx;
        this.editedWithin = editedWithin;
        this.closed = closed;
    }

    ReadOnlyObjectProperty<ValidationResult> last() {
        return last;
    }

    ReadOnlyObjectProperty<ValidationResult> settled() {
        return settled;
    }

    /**
     * Publishes a fresh result: settles it (now, or at the next pause while the user types), hands it to
     * {@code editors}, then makes it the {@link #last()} one.
     */
    void publish(ValidationResult r, Consumer<ValidationResult> editors) {
        if (editedWithin.test(SETTLE_QUIET)) {
            settling.trigger(settled, () -> fx.execute(() -> settle(r)));
        } else {
            settling.cancel(settled);
            settled.set(r);
        }
        editors.accept(r);
        last.set(r);
    }

    /** The workspace's session ended: its results describe nothing any more. */
    void clear() {
        settling.cancel(settled);
        last.set(null);
        settled.set(null);
    }

    /** A result put off while the user typed, unless a newer one was published since. */
    private void settle(ValidationResult r) {
        if (!closed.getAsBoolean() && last.get() == r) {
            settled.set(r);
        }
    }
}
