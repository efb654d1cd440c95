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

/** A burst runs its last action once, after the quiet delay; keys are independent. */
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
}
