package dev.agtpstudio.app.cli;

import com.nimbusds.jose.jwk.JWKSet;
import dev.agtpstudio.conformance.ManifestValidation;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.ParseRules;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.io.ErrorMessages;
import dev.agtpstudio.preview.sign.ManifestSignature;
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
            new RuleInfo(
                    ManifestValidation.RULE,
                    Severity.ERROR,
                    Passes.GENERAL,
                    ManifestValidation.SPEC,
                    "A published manifest validates against the manifest schema"),
            new RuleInfo(
                    ManifestValidation.SIGNATURE_RULE,
                    Severity.ERROR,
                    Passes.GENERAL,
                    ManifestSignature.SPEC,
                    "manifest_signature verifies against the trusted keys (--trust)"),
            new RuleInfo(
                    ManifestValidation.UNSIGNED_RULE,
                    Severity.WARNING,
                    Passes.GENERAL,
                    ManifestSignature.SPEC,
                    "The manifest is signed"),
            new RuleInfo(ParseRules.SYNTAX, Severity.ERROR, Passes.GENERAL, "", "The file parses"));

    private final ReportFormat format;
    private final String rulesUrl;
    private final Severity failOn;
    private final Duration timeout;
    private final JWKSet trust;

    /** @param trust the keys of {@code --trust}, or null to check only that a signature is present */
    ManifestReport(ReportFormat format, String rulesUrl, Severity failOn, Duration timeout, JWKSet trust) {
        this.format = format;
        this.rulesUrl = rulesUrl;
        this.failOn = failOn;
        this.timeout = timeout;
        this.trust = trust;
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
            List<Diagnostic> ds = ManifestValidation.validate(s, trust);
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
