package dev.agtpstudio.conformance.report;

import dev.agtpstudio.conformance.CheckReport;
import dev.agtpstudio.conformance.CheckResult;
import dev.agtpstudio.conformance.Outcome;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** JUnit XML (the Ant/Surefire schema CI servers read): one testsuite per endpoint, one testcase per check. */
final class JunitCheckReport implements CheckFormat.Writer {
    @Override
    public void write(CheckReport report, PrintWriter out) {
        Map<String, List<CheckResult>> suites = new LinkedHashMap<>();
        report.results()
                .forEach(r -> suites.computeIfAbsent(r.endpoint(), k -> new ArrayList<>())
                        .add(r));
        out.println("<?xml version=\"1.0\" encoding=\"UTF-8\"?>");
        out.printf(
                Locale.ROOT,
                "<testsuites name=\"agtp-studio check %s\" tests=\"%d\" failures=\"%d\" skipped=\"%d\" time=\"%.3f\">%n",
                esc(report.target()),
                report.results().size(),
                report.count(Outcome.FAIL),
                report.count(Outcome.SKIP),
                report.elapsedNanos() / 1e9);
        suites.forEach((endpoint, rs) -> {
            out.printf(
                    "  <testsuite name=\"%s\" tests=\"%d\" failures=\"%d\" skipped=\"%d\">%n",
                    esc(endpoint),
                    rs.size(),
                    rs.stream().filter(CheckResult::failed).count(),
                    rs.stream().filter(r -> r.outcome() == Outcome.SKIP).count());
            for (CheckResult r : rs) {
                out.printf("    <testcase classname=\"%s\" name=\"%s\">", esc(endpoint), esc(r.check()));
                if (r.outcome() == Outcome.FAIL) {
                    out.printf(
                            "%n      <failure message=\"%s\" type=\"%s\">%s</failure>%n    ",
                            esc(r.detail()),
                            esc(r.specRef()),
                            esc((r.request() == null ? "" : r.request() + "\n")
                                    + (r.response() == null ? "" : r.response())));
                } else if (r.outcome() == Outcome.SKIP) {
                    out.printf("%n      <skipped message=\"%s\"/>%n    ", esc(r.detail()));
                }
                out.println("</testcase>");
            }
            out.println("  </testsuite>");
        });
        out.println("</testsuites>");
    }

    /** XML-escapes text; control characters other than tab/CR/LF are not allowed in XML 1.0 and become U+FFFD. */
    static String esc(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '&' -> sb.append("&amp;");
                case '"' -> sb.append("&quot;");
                case '\r' -> sb.append("&#13;");
                default -> sb.append(c < 0x20 && c != '\n' && c != '\t' ? '\uFFFD' : c);
            }
        }
        return sb.toString();
    }
}
