package dev.agtpstudio.app.cli;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.io.ErrorMessages;
import dev.agtpstudio.validator.ValidationReport;
import dev.agtpstudio.validator.a2s.A2sValidation;
import dev.agtpstudio.validator.cli.ValidateTool;
import dev.agtpstudio.validator.report.ReportFormat;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** {@code validate} for A2S capability documents ({@code .a2s.json}, {@code .a2s.yaml}), in its report formats. */
final class A2sReport {

    private A2sReport() {}

    static int run(
            List<Path> files, ReportFormat format, String rulesUrl, Severity failOn, PrintStream out, PrintStream err) {
        List<Diagnostic> all = new ArrayList<>();
        for (Path f : files) {
            try {
                all.addAll(A2sValidation.validate(f, Files.readString(f)));
            } catch (IOException e) {
                err.println("agtp-studio validate: cannot read " + f + ": " + ErrorMessages.describe(e));
                return ValidateTool.UNREADABLE;
            }
        }
        ValidationReport report = new ValidationReport(all);
        try {
            format.writer(rulesUrl)
                    .write(report, A2sValidation.RULES, Path.of("").toAbsolutePath(), out);
        } catch (IOException e) {
            err.println("agtp-studio validate: cannot write the report: " + ErrorMessages.describe(e));
            return ValidateTool.UNREADABLE;
        }
        out.flush();
        return report.hasAtLeast(failOn) ? ValidateTool.FINDINGS : ValidateTool.OK;
    }
}
