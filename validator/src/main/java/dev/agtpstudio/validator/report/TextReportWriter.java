package dev.agtpstudio.validator.report;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationReport;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code file:line:col: severity rule-id: message}, one finding a line, then a summary line. A file name or message
 * cannot forge a line: control characters are written as escapes ({@code \n}, {@code \r}, {@code \t},
 * {@code \x1b}), and a backslash in a file name as {@code \\}. A file name holding a colon or a double quote is
 * written in double quotes ({@code "x:1:1: error r: y.toml":3:1: ...}), so a name cannot forge the
 * {@code file:line:col: severity rule:} prefix either (issue 35).
 */
public final class TextReportWriter implements ReportWriter {
    @Override
    public void write(ValidationReport report, List<RuleInfo> rules, Path baseDir, Appendable out) throws IOException {
        for (Diagnostic d : report.diagnostics()) {
            String file = d.file() == null ? "<workspace>" : escapeName(RuleDocs.relative(baseDir, d.file()));
            out.append(file)
                    .append(':')
                    .append(String.valueOf(d.range().startLine()))
                    .append(':')
                    .append(String.valueOf(d.range().startColumn()))
                    .append(": ")
                    .append(d.severity().label())
                    .append(' ')
                    .append(d.ruleId())
                    .append(": ")
                    .append(escapeText(d.message().replace('\n', ' ')));
            if (d.suppressed()) {
                out.append(" [suppressed: ")
                        .append(escapeText(String.valueOf(d.suppressedBy())))
                        .append(']');
            }
            out.append('\n');
        }
        out.append(report.summary().line()).append('\n');
    }

    /**
     * A file name on one line, unambiguous: backslashes doubled, control characters escaped, and the whole name in
     * double quotes (a quote inside as {@code \"}) when it holds a colon or a quote.
     */
    public static String escapeName(String name) {
        String e = escape(name, true);
        return e.indexOf(':') < 0 && e.indexOf('"') < 0 ? e : '"' + e.replace("\"", "\\\"") + '"';
    }

    /** Message text on one line: control characters escaped. */
    static String escapeText(String text) {
        return escape(text, false);
    }

    private static String escape(String s, boolean backslash) {
        StringBuilder b = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            String rep = switch (c) {
                case '\n' -> "\\n";
                case '\r' -> "\\r";
                case '\t' -> "\\t";
                case '\\' -> backslash ? "\\\\" : null;
                default ->
                    Character.isISOControl(c) || c == '\u2028' || c == '\u2029'
                            ? String.format("\\x%02x", (int) c & 0xffff)
                            : null;
            };
            if (rep != null && b == null) {
                b = new StringBuilder(s.length() + 8).append(s, 0, i);
            }
            if (b != null) {
                if (rep != null) {
                    b.append(rep);
                } else {
                    b.append(c);
                }
            }
        }
        return b == null ? s : b.toString();
    }
}
