package dev.agtpstudio.app.cli;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.ParseRules;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.io.ErrorMessages;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationReport;
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
    private static final List<RuleInfo> RULES = List.of(
            new RuleInfo(A2sValidation.HEADER, Severity.ERROR, Passes.GENERAL, A2sValidation.SPEC,
                    "The capability header and execution steps are present"),
            new RuleInfo(A2sValidation.CHECKSUM, Severity.ERROR, Passes.GENERAL, A2sValidation.SPEC,
                    "checksum is the SHA-256 of the document without it"),
            new RuleInfo(A2sValidation.PLACEHOLDER, Severity.ERROR, Passes.GENERAL, A2sValidation.SPEC,
                    "Every ${NAME} is an input or an earlier step's output"),
            new RuleInfo(A2sValidation.DEFINITION, Severity.ERROR, Passes.GENERAL, A2sValidation.SPEC,
                    "Each step's definition is valid for its format"),
            new RuleInfo(ParseRules.SYNTAX, Severity.ERROR, Passes.GENERAL, "", "The file parses"));

    private A2sReport() {
    }

    static int run(List<Path> files, ReportFormat format, String rulesUrl, Severity failOn, PrintStream out, PrintStream err) {
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
            format.writer(rulesUrl).write(report, RULES, Path.of("").toAbsolutePath(), out);
        } catch (IOException e) {
            err.println("agtp-studio validate: cannot write the report: " + ErrorMessages.describe(e));
            return ValidateTool.UNREADABLE;
        }
        out.flush();
        return report.hasAtLeast(failOn) ? ValidateTool.FINDINGS : ValidateTool.OK;
    }
}
