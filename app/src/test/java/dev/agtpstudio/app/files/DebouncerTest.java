package dev.agtpstudio.app.files;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A burst runs its last action once, after the quiet delay (or at the latest after the longest wait); keys are
 * independent. Time is virtual ({@link ManualScheduler}): no test sleeps, and every expectation is exact.
 */
class DebouncerTest {
    private final ManualScheduler timer = new ManualScheduler();
    private final List<String> ran = new ArrayList<>();

    private Debouncer<String> debouncer(long delayMs, Long longestMs) {
        return new Debouncer<>(
                timer,
                timer::nanoTime,
                Duration.ofMillis(delayMs),
                longestMs == null ? null : Duration.ofMillis(longestMs));
    }

    private void advance(long ms) {
        timer.advance(Duration.ofMillis(ms));
    }

    @Test
    void aBurstRunsOnlyItsLastActionOnceItIsQuiet() {
        Debouncer<String> d = debouncer(400, null);
        for (int i = 0; i < 5; i++) {
            String value = "a" + i;
            d.trigger("a", () -> ran.add(value));
            advance(100); // each trigger comes before the previous one's delay is over
        }
        d.trigger("b", () -> ran.add("b"));
        assertThat(d.isPending("a")).isTrue();
        advance(299);
        assertThat(ran).as("a has been quiet for 399 ms only").isEmpty();
        advance(1);
        assertThat(ran).containsExactly("a4");
        assertThat(d.isPending("a")).isFalse();
        assertThat(d.isPending("b")).isTrue();
        advance(100);
        assertThat(ran).containsExactly("a4", "b");
        advance(10_000);
        assertThat(ran).as("each burst runs once").containsExactly("a4", "b");
    }

    @Test
    void aCancelledActionNeverRunsAndAShutDownSchedulerIsIgnored() {
        Debouncer<String> d = debouncer(50, null);
        d.trigger("a", () -> ran.add("a"));
        assertThat(d.cancel("a")).isTrue();
        assertThat(d.cancel("a")).as("nothing is waiting any more").isFalse();
        advance(200);
        assertThat(ran).isEmpty();
        timer.shutdownNow();
        d.trigger("a", () -> ran.add("late"));
        assertThat(d.isPending("a")).isFalse();
        advance(200);
        assertThat(ran).isEmpty();
    }

    @Test
    void aBurstThatGoesOnRunsItsNewestActionAfterTheLongestWaitAndAgainAfterIt() {
        // the quiet delay (300 ms) is never reached: a trigger every 20 ms for 1.1 s
        Debouncer<String> d = debouncer(300, 500L);
        List<Integer> runs = new ArrayList<>();
        List<Long> at = new ArrayList<>();
        int last = -1;
        for (int i = 0; i < 56; i++) {
            int value = i;
            d.trigger("a", () -> {
                runs.add(value);
                at.add(timer.nanoTime() / 1_000_000);
            });
            last = i;
            advance(20);
        }
        // bursts start at 0 ms, run at 500 (newest: the trigger at 480), restart at 500, run at 1000 (trigger at 980)
        assertThat(runs)
                .as("the newest trigger runs once the longest wait is up")
                .containsExactly(24, 49);
        assertThat(at).containsExactly(500L, 1000L);
        // the third burst (from 1000 ms) ends with the trigger at 1100 ms: it runs 300 ms later, before its longest
        // wait
        advance(279);
        assertThat(runs).hasSize(2);
        advance(1);
        assertThat(runs).as("the last trigger runs once the burst is quiet").containsExactly(24, 49, last);
        assertThat(at.get(2)).isEqualTo(1400L);
        assertThat(d.isPending("a")).isFalse();
    }

    @Test
    void withoutALongestWaitNothingRunsWhileTheBurstGoesOn() {
        Debouncer<String> plain = debouncer(400, null);
        List<Integer> once = new ArrayList<>();
        for (int k = 0; k < 40; k++) {
            int value = k;
            plain.trigger("a", () -> once.add(value));
            advance(20);
        }
        assertThat(once)
                .as("without a longest wait, nothing runs while the burst goes on")
                .isEmpty();
        advance(380);
        assertThat(once).containsExactly(39);
    }
}
