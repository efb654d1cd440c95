package dev.agtpstudio.app.cli;

import dev.agtpstudio.conformance.ManifestValidation;
import dev.agtpstudio.core.io.ErrorMessages;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.ParseRules;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationReport;
import dev.agtpstudio.validator.cli.ValidateTool;
import dev.agtpstudio.validator.report.ReportFormat;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** {@code validate} for published manifests: files and fetched ones, in the validate command's report formats. */
final class ManifestReport {
    private static final List<RuleInfo> RULES = List.of(
            new RuleInfo(ManifestValidation.RULE, Severity.ERROR, Passes.GENERAL, ManifestValidation.SPEC,
                    "A published manifest validates against the manifest schema"),
            new RuleInfo(ParseRules.SYNTAX, Severity.ERROR, Passes.GENERAL, "", "The file parses"));

    private final ReportFormat format;
    private final String rulesUrl;
    private final Severity failOn;
    private final Duration timeout;

    ManifestReport(ReportFormat format, String rulesUrl, Severity failOn, Duration timeout) {
        this.format = format;
        this.rulesUrl = rulesUrl;
        this.failOn = failOn;
        this.timeout = timeout;
    }

    int run(List<Path> files, List<String> fetched, PrintStream out, PrintStream err) {
        List<Diagnostic> all = new ArrayList<>();
        boolean unreadable = false;
        List<ManifestValidation.Source> sources = new ArrayList<>();
        for (Path f : files) {
            try {
                sources.add(ManifestValidation.read(f));
            } catch (IOException e) {
                err.println("agtp-studio validate: cannot read " + f + ": " + ErrorMessages.describe(e));
                unreadable = true;
            }
        }
        for (String where : fetched) {
            try {
                sources.add(ManifestValidation.fetch(where, timeout));
            } catch (IllegalArgumentException e) {
                err.println("agtp-studio validate: --manifest " + e.getMessage());
                unreadable = true;
            } catch (IOException e) {
                err.println("agtp-studio validate: cannot fetch a manifest from " + where + ": " + e.getMessage());
                unreadable = true;
            }
        }
        if (unreadable) {
            // No report: a summary of the rest would look like a clean run of what was asked for.
            return ValidateTool.UNREADABLE;
        }
        for (ManifestValidation.Source s : sources) {
            List<Diagnostic> ds = ManifestValidation.validate(s);
            if (s.file() == null) {
                ds.forEach(d -> err.println(s.label() + ": " + d.message()));
            }
            all.addAll(ds);
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
