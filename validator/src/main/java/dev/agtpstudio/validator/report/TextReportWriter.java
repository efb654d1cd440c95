package dev.agtpstudio.validator.report;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationReport;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** {@code file:line:col: severity rule-id: message}, one finding a line, then a summary line. */
public final class TextReportWriter implements ReportWriter {
    @Override
    public void write(ValidationReport report, List<RuleInfo> rules, Path baseDir, Appendable out) throws IOException {
        long suppressed = 0;
        for (Diagnostic d : report.diagnostics()) {
            String file = d.file() == null ? "<workspace>" : RuleDocs.relative(baseDir, d.file());
            out.append(file).append(':').append(String.valueOf(d.range().startLine())).append(':')
                    .append(String.valueOf(d.range().startColumn())).append(": ").append(d.severity().label())
                    .append(' ').append(d.ruleId()).append(": ").append(d.message().replace('\n', ' '));
            if (d.suppressed()) {
                suppressed++;
                out.append(" [suppressed: ").append(d.suppressedBy()).append(']');
            }
            out.append('\n');
        }
        out.append(String.format("%d error(s), %d warning(s), %d info, %d hint(s)%s%n", report.count(Severity.ERROR),
                report.count(Severity.WARNING), report.count(Severity.INFO), report.count(Severity.HINT),
                suppressed == 0 ? "" : ", " + suppressed + " suppressed"));
    }
}
