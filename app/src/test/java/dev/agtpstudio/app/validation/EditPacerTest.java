package dev.agtpstudio.app.validation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.testing.FakeEditor;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The pacing of one file's validation runs, on a hand-driven clock and timer. */
class EditPacerTest {
    private static final Duration DELAY = Duration.ofMillis(10);
    private static final long MS = 1_000_000L;

    private long now;
    private final List<Long> timerDelays = new ArrayList<>();
    private final List<Runnable> timers = new ArrayList<>();
    private final List<Long> validated = new ArrayList<>();
    private final FakeEditor buffer = new FakeEditor();
    private final EditPacer pacer = new EditPacer(
            DELAY,
            (d, task) -> {
                timerDelays.add(d.toNanos());
                timers.add(task);
            },
            () -> now,
            b -> validated.add(b.version()));

    private void fireTimer() {
        assertThat(timers).as("a timer is set").isNotEmpty();
        timers.remove(0).run();
    }

    @Test
    void firstEditAfterAQuietSpellIsValidatedAfterTheShortDelay() {
        buffer.type("a");
        pacer.edited(buffer);
        assertThat(timerDelays).containsExactly(DELAY.toNanos());
        fireTimer();
        assertThat(validated).containsExactly(1L);
    }

    @Test
    void editsBeforeTheTimerFiresAreValidatedOnceAtTheirNewestVersion() {
        for (int i = 0; i < 5; i++) {
            buffer.type("a" + i);
            pacer.edited(buffer);
        }
        assertThat(timers).hasSize(1);
        fireTimer();
        assertThat(validated).containsExactly(5L);
    }

    @Test
    void versionsTypedDuringARunAreNotQueuedOnlyTheNewestFollows() {
        buffer.type("a");
        pacer.edited(buffer);
        fireTimer();
        for (int i = 0; i < 8; i++) { // typed while version 1 is being validated
            buffer.type("b" + i);
            pacer.edited(buffer);
        }
        assertThat(timers).as("nothing is scheduled while a run is under way").isEmpty();
        now += 200 * MS;
        pacer.finished(200 * MS);
        fireTimer();
        assertThat(validated).containsExactly(1L, 9L);
        now += 100 * MS;
        pacer.finished(100 * MS);
        assertThat(timers)
                .as("the newest version was validated: nothing more to do")
                .isEmpty();
    }

    @Test
    void whileTypingTheNextRunWaitsAsLongAsTheLastRunTook() {
        buffer.type("a");
        pacer.edited(buffer);
        fireTimer();
        buffer.type("b");
        pacer.edited(buffer);
        now += 200 * MS;
        pacer.finished(200 * MS); // a run of 200 ms just ended
        assertThat(timerDelays).last().isEqualTo(200 * MS);
        fireTimer();
        now += 50 * MS;
        pacer.finished(50 * MS);
        now += 30 * MS; // the user types 30 ms after that run ended
        buffer.type("c");
        pacer.edited(buffer);
        assertThat(timerDelays)
                .as("50 ms after the run's end, 30 ms of which have passed")
                .last()
                .isEqualTo(20 * MS);
        now += 500 * MS; // a quiet spell: the next keystroke is validated after the short delay again
        fireTimer();
        pacer.finished(5 * MS);
        now += 500 * MS;
        buffer.type("d");
        pacer.edited(buffer);
        assertThat(timerDelays).last().isEqualTo(DELAY.toNanos());
    }

    @Test
    void cancelledFileIsNotValidatedAgain() {
        buffer.type("a");
        pacer.edited(buffer);
        pacer.cancel();
        fireTimer();
        assertThat(validated).isEmpty();
    }
}
