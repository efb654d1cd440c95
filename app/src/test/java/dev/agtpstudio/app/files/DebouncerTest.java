package dev.agtpstudio.app.files;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** A burst runs its last action once, after the quiet delay (or at the latest after the longest wait); keys are independent. */
class DebouncerTest {

    @Test
    void aBurstRunsOnlyItsLastActionOnceItIsQuiet() throws Exception {
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
        try {
            Debouncer<String> d = new Debouncer<>(timer, Duration.ofMillis(400));
            List<String> ran = new CopyOnWriteArrayList<>();
            CountDownLatch both = new CountDownLatch(2);
            for (int i = 0; i < 5; i++) {
                String value = "a" + i;
                d.trigger("a", () -> {
                    ran.add(value);
                    both.countDown();
                });
            }
            d.trigger("b", () -> {
                ran.add("b");
                both.countDown();
            });
            assertThat(d.isPending("a")).isTrue();
            assertThat(both.await(10, TimeUnit.SECONDS)).isTrue();
            Thread.sleep(100);
            assertThat(ran).containsExactlyInAnyOrder("a4", "b");
            assertThat(d.isPending("a")).isFalse();
        } finally {
            timer.shutdownNow();
        }
    }

    @Test
    void aCancelledActionNeverRunsAndAShutDownSchedulerIsIgnored() throws Exception {
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
        Debouncer<String> d = new Debouncer<>(timer, Duration.ofMillis(50));
        List<String> ran = new CopyOnWriteArrayList<>();
        d.trigger("a", () -> ran.add("a"));
        assertThat(d.cancel("a")).isTrue();
        Thread.sleep(200);
        assertThat(ran).isEmpty();
        timer.shutdownNow();
        d.trigger("a", () -> ran.add("late"));
        assertThat(d.isPending("a")).isFalse();
    }

    @Test
    void aBurstThatGoesOnRunsItsNewestActionAfterTheLongestWaitAndAgainAfterIt() throws Exception {
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
        try {
            // the quiet delay is never reached: a trigger every 20 ms for 1.5 s
            Debouncer<String> d = new Debouncer<>(timer, Duration.ofMillis(300), Duration.ofMillis(500));
            List<Integer> ran = new CopyOnWriteArrayList<>();
            long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(1500);
            int i = 0;
            while (System.nanoTime() < end) {
                int value = i++;
                d.trigger("a", () -> ran.add(value));
                Thread.sleep(20);
            }
            int during = ran.size();
            Thread.sleep(700);
            assertThat(during).as("runs while the burst went on").isGreaterThanOrEqualTo(2);
            assertThat(ran).as("each run is of a newer trigger").isSorted().doesNotHaveDuplicates();
            assertThat(ran.get(ran.size() - 1)).as("the last trigger runs once the burst is quiet").isEqualTo(i - 1);
            assertThat(d.isPending("a")).isFalse();

            Debouncer<String> plain = new Debouncer<>(timer, Duration.ofMillis(400));
            List<Integer> once = new CopyOnWriteArrayList<>();
            for (int k = 0; k < 40; k++) {
                int value = k;
                plain.trigger("a", () -> once.add(value));
                Thread.sleep(20);
            }
            assertThat(once).as("without a longest wait, nothing runs while the burst goes on").isEmpty();
            Thread.sleep(700);
            assertThat(once).containsExactly(39);
        } finally {
            timer.shutdownNow();
        }
    }
}
