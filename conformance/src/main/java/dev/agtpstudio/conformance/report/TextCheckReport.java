package dev.agtpstudio.conformance.report;

import dev.agtpstudio.conformance.CheckReport;
import dev.agtpstudio.conformance.CheckResult;
import dev.agtpstudio.conformance.Outcome;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** One line per check grouped by endpoint, failures followed by their raw exchange, then a summary line. */
final class TextCheckReport implements CheckFormat.Writer {
    @Override
    public void write(CheckReport report, PrintWriter out) {
        out.println("agtp-studio check " + report.target());
        Map<String, List<CheckResult>> byEndpoint = new LinkedHashMap<>();
        for (CheckResult r : report.results()) {
            byEndpoint
                    .computeIfAbsent(r.endpoint(), k -> new java.util.ArrayList<>())
                    .add(r);
        }
        byEndpoint.forEach((endpoint, rs) -> {
            out.println();
            out.println(endpoint);
            for (CheckResult r : rs) {
                out.printf("  %-4s %-34s %s%n", r.outcome().label(), r.check(), r.detail());
                if (r.outcome() == Outcome.FAIL && r.request() != null) {
                    indent(out, "> ", r.request());
                    indent(out, "< ", r.response() == null ? "(no response)" : r.response());
                }
            }
        });
        out.println();
        out.printf(Locale.ROOT, "%s (%.0f checks/s)%n", report.summary().line(), report.checksPerSecond());
    }

    private static void indent(PrintWriter out, String prefix, String text) {
        for (String line : text.split("\r?\n", -1)) {
            out.println("       " + prefix + line);
        }
    }
}
