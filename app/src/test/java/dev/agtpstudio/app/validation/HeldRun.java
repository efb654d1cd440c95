package dev.agtpstudio.app.validation;

import dev.agtpstudio.validator.live.WorkspaceValidator;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** A validator for tests that type while a run is under way. */
final class HeldRun {
    private HeldRun() {}

    /**
     * Notes the text of {@code file} each run validates in {@code seen}, holds the run of the text {@code held}
     * until {@code release} (after counting down {@code entered}), then answers as {@code then} does.
     */
    static WorkspaceValidator holding(
            Path file,
            String held,
            CountDownLatch entered,
            CountDownLatch release,
            List<String> seen,
            WorkspaceValidator then) {
        return (ws, changed) -> {
            String text = ws.file(file).orElseThrow().text();
            seen.add(text);
            if (text.equals(held)) {
                entered.countDown();
                try {
                    release.await(5, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            return then.validate(ws, changed);
        };
    }
}
