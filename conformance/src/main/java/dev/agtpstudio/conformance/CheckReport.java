package dev.agtpstudio.conformance;

import java.util.List;

/**
 * Every result of one run against one target.
 *
 * @param target       {@code host:port} as given
 * @param elapsedNanos wall time of the run, manifest fetch included
 * @param exchanges    how many requests were sent
 */
public record CheckReport(String target, List<CheckResult> results, long elapsedNanos, int exchanges) {
    /** Exit status of {@code agtp-studio check} when the run completed: 0 all passed or skipped, 1 any failed. */
    public static final int PASSED = 0;

    public static final int FAILED = 1;
    /** The workspace cannot be read or the target cannot be reached. */
    public static final int UNUSABLE = 2;

    public CheckReport {
        results = List.copyOf(results);
    }

    /**
     * The report's summary (decision 0591): {@code checks}, {@code passed}, {@code failed}, {@code skipped},
     * {@code requests} and {@code seconds}.
     */
    public dev.agtpstudio.core.diag.ReportSummary summary() {
        return new dev.agtpstudio.core.diag.ReportSummary()
                .count("checks", results.size())
                .count("passed", count(Outcome.PASS))
                .count("failed", count(Outcome.FAIL))
                .count("skipped", count(Outcome.SKIP))
                .count("requests", exchanges)
                .count("seconds", elapsedNanos / 1e9);
    }

    public long count(Outcome o) {
        return results.stream().filter(r -> r.outcome() == o).count();
    }

    public int exitCode() {
        return count(Outcome.FAIL) > 0 ? FAILED : PASSED;
    }

    public double checksPerSecond() {
        return elapsedNanos == 0 ? 0 : results.size() / (elapsedNanos / 1e9);
    }
}
