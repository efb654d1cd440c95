package dev.agtpstudio.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.files.ManualScheduler;
import dev.agtpstudio.app.validation.ValidationResult;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.Workspace;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The two streams of results: every one for the editors, the settled ones for the slower views (decision 0310). Time
 * is virtual ({@link ManualScheduler}, decision 0611): typing is a keystroke at a given virtual time, so every
 * expectation is exact and none depends on how the machine schedules threads.
 */
class ResultSettlingTest {
    private final ManualScheduler timer = new ManualScheduler();
    /** Virtual time of the last keystroke, in nanoseconds; none yet. */
    private long lastKeystroke = Long.MIN_VALUE;

    private boolean closed;
    private final List<String> order = new ArrayList<>();
    private final ResultSettling settling = new ResultSettling(
            timer,
            timer::nanoTime,
            Runnable::run,
            d -> lastKeystroke != Long.MIN_VALUE && timer.nanoTime() - lastKeystroke < d.toNanos(),
            () -> closed);

    private static ValidationResult result() {
        return new ValidationResult(
                Workspace.of(Path.of("ws"), MethodCatalog.bundled(), List.of()), List.of(), Map.of(), 0, 0, 0);
    }

    private void advanceTo(long ms) {
        timer.advance(Duration.ofNanos(ms * 1_000_000 - timer.nanoTime()));
    }

    private void keystroke() {
        lastKeystroke = timer.nanoTime();
    }

    @Test
    void withoutTypingAResultIsSettledAtOnceThenHandedToTheEditorsThenTheLastOne() {
        ValidationResult r = result();
        settling.settled().addListener((o, a, b) -> order.add("settled"));
        settling.last().addListener((o, a, b) -> order.add("last"));
        settling.publish(r, x -> order.add("editors"));
        assertThat(order).containsExactly("settled", "editors", "last");
        assertThat(settling.settled().get()).isSameAs(r);
        assertThat(settling.last().get()).isSameAs(r);
    }

    @Test
    void whileTypingOnlyTheNewestResultIsSettledAtThePause() {
        List<ValidationResult> settled = new ArrayList<>();
        settling.settled().addListener((o, a, b) -> settled.add(b));
        ValidationResult first = result();
        ValidationResult second = result();
        keystroke();
        settling.publish(first, x -> {});
        advanceTo(100);
        keystroke();
        settling.publish(second, x -> {});
        assertThat(settling.last().get()).isSameAs(second);
        advanceTo(399);
        assertThat(settling.settled().get()).as("not settled while typing").isNull();
        advanceTo(400); // 300 ms after the last result
        assertThat(settled).containsExactly(second);
    }

    /**
     * A keystroke every 40 ms for 2.5 s, each followed 10 ms later by a result (each a new finding): the editors get
     * all 63 at once, the slower views three (at the longest wait, 1 s after each burst began, and at the pause), and
     * the last one settled is the last one typed. This was a wall-clock test in {@code StudioWindowTest}; how long a
     * keystroke takes to reach the editor and the problems view is measured by {@code EditLatencyBench}
     * (docs/benchmarks.md).
     */
    @Test
    void whileTypingResultsSettleAtTheLongestWaitAndAtThePauseAndTheEditorsTakeEachAtOnce() {
        List<ValidationResult> published = new ArrayList<>();
        List<ValidationResult> toEditors = new ArrayList<>();
        List<ValidationResult> settled = new ArrayList<>();
        List<Long> settledAt = new ArrayList<>();
        settling.settled().addListener((o, a, b) -> {
            settled.add(b);
            settledAt.add(timer.nanoTime() / 1_000_000);
        });
        for (long t = 0; t < 2500; t += 40) {
            advanceTo(t);
            keystroke();
            advanceTo(t + 10);
            ValidationResult r = result();
            published.add(r);
            settling.publish(r, toEditors::add);
            assertThat(settling.last().get()).isSameAs(r);
        }
        advanceTo(10_000);
        assertThat(toEditors).as("the editors take every result at once").isEqualTo(published);
        assertThat(published).hasSize(63);
        // the burst from 10 ms settles at 1010 ms the newest result then (the one of 970 ms); the next burst, from
        // 1010 ms, at 2010 ms (1970 ms); the last, from 2010 ms, 300 ms after the last result (2490 ms)
        assertThat(settledAt).containsExactly(1010L, 2010L, 2790L);
        assertThat(settled).containsExactly(published.get(24), published.get(49), published.get(62));
        assertThat(settling.settled().get()).isSameAs(settling.last().get());
    }

    @Test
    void aSessionEndForgetsBothAndCancelsTheResultPutOff() {
        settling.publish(result(), x -> {});
        keystroke();
        settling.publish(result(), x -> {});
        settling.clear();
        assertThat(settling.last().get()).isNull();
        assertThat(settling.settled().get()).isNull();
        assertThat(timer.scheduledCount())
                .as("the put-off result was scheduled")
                .isEqualTo(1);
        advanceTo(10_000); // past any pause the cancelled one waited for
        assertThat(settling.settled().get()).isNull();
    }

    @Test
    void nothingSettlesAfterTheWindowClosed() {
        keystroke();
        ValidationResult r = result();
        settling.publish(r, x -> {});
        closed = true;
        advanceTo(10_000);
        assertThat(settling.settled().get()).isNull();
        assertThat(settling.last().get()).isSameAs(r);
    }
}
