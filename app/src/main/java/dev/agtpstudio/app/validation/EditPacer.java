package dev.agtpstudio.app.validation;

import dev.agtpstudio.app.files.TextSource;
import java.time.Duration;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * When one file's edits are validated (FX thread only). The first edit after a quiet spell is validated
 * {@code delay} later, so a keystroke's diagnostics follow it at once. While the file keeps changing, at most one run
 * is under way, only the newest text is ever validated (the buffer versions typed during a run are never queued), and
 * after each run the next one waits as long as that run took: on a large document (a 20,000-line {@code .agis} takes
 * ~0.2 s to load and check) validation then uses at most half of one core while the user types, leaving the other to
 * the editor, and the whole document's diagnostics still arrive within about twice a run's time of any keystroke
 * (docs/decisions/0275).
 */
final class EditPacer {
    private final Duration delay;
    private final BiConsumer<Duration, Runnable> timer;
    private final LongSupplier clock;
    private final Consumer<TextSource> validate;

    private TextSource latest;
    private long validatedVersion = Long.MIN_VALUE;
    private boolean timerSet;
    private boolean running;
    private long lastEnd;
    private long lastCost;

    /**
     * {@code timer} runs its task on the FX thread after the duration; {@code validate} starts one run of the given
     * buffer, and {@link #finished} must be called (FX thread) when that run is over, whatever its outcome.
     */
    EditPacer(Duration delay, BiConsumer<Duration, Runnable> timer, LongSupplier clock, Consumer<TextSource> validate) {
        this.delay = delay;
        this.timer = timer;
        this.clock = clock;
        this.validate = validate;
    }

    /** The buffer changed. */
    void edited(TextSource buffer) {
        latest = buffer;
        schedule();
    }

    /** The run started by {@code validate} is over; it took {@code costNanos} on the validate thread. */
    void finished(long costNanos) {
        running = false;
        lastEnd = clock.getAsLong();
        lastCost = costNanos;
        if (latest != null && latest.version() != validatedVersion) {
            schedule();
        }
    }

    /** Nothing more to validate: the file left the workspace. */
    void cancel() {
        latest = null;
    }

    private void schedule() {
        if (timerSet || running || latest == null) {
            return;
        }
        long wait = Math.max(delay.toNanos(), lastEnd + lastCost - clock.getAsLong());
        timerSet = true;
        timer.accept(Duration.ofNanos(wait), this::fire);
    }

    private void fire() {
        timerSet = false;
        TextSource buffer = latest;
        if (buffer == null || running) {
            return;
        }
        validatedVersion = buffer.version();
        running = true;
        validate.accept(buffer);
    }
}
