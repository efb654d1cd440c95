package dev.agtpstudio.app.cli;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.validator.cli.ValidateTool;
import dev.agtpstudio.validator.report.ReportFormat;
import dev.agtpstudio.validator.report.RuleDocs;
import dev.agtpstudio.validator.semantic.EmbeddingConsistency;
import dev.agtpstudio.validator.semantic.EmbeddingService;
import dev.agtpstudio.validator.semantic.IntentConsistency;
import dev.agtpstudio.validator.semantic.SemanticOptions;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code agtp-studio validate PATH...}: a thin shell over {@link ValidateTool} (module validator). */
@Command(
        name = "validate",
        mixinStandardHelpOptions = true,
        description = "Validate endpoint TOML, agtp-server.toml, agtp-recipes.toml and .agis files.%n"
                + "Exit status: 0 nothing at or above --fail-on, 1 findings, 2 input cannot be read.")
public final class ValidateCommand implements Callable<Integer> {

    /** The threshold names of {@code --fail-on}. */
    enum FailOn {
        error,
        warning,
        info
    }

    @Parameters(
            arity = "0..*",
            paramLabel = "PATH",
            description =
                    "Files or workspace folders; a published manifest (.json with agtp_version) is checked against the manifest schema;"
                            + " an A2S capability document (NAME.a2s.json or NAME.a2s.yaml, as `manifest --projection a2s --out DIR` writes"
                            + " them) has its checksum, placeholders and step definitions checked (docs/a2s.md).")
    List<Path> paths = new java.util.ArrayList<>();

    @Option(
            names = "--manifest",
            paramLabel = "URL|HOST:PORT",
            description =
                    "Fetch a published manifest (https URL, agtp://host[:port] or host:port, read with DISCOVER) and validate it; repeatable.")
    List<String> manifests = new java.util.ArrayList<>();

    @Option(
            names = "--trust",
            paramLabel = "PUBKEY|JWKS",
            description =
                    "Verify each manifest's manifest_signature against this public JWK or JWK Set file (the kid"
                            + " picks the key; AGTP-API §8.8, docs/signing.md). Without it an unsigned manifest is still a warning.")
    Path trust;

    @Option(
            names = "--timeout",
            defaultValue = "15",
            paramLabel = "SECONDS",
            description =
                    "With --manifest: seconds each fetch may take, the whole answer included (default: ${DEFAULT-VALUE}).")
    int timeoutSeconds;

    @Option(names = "--format", defaultValue = "text", description = "text, json or sarif (default: ${DEFAULT-VALUE}).")
    ReportFormat format;

    @Option(
            names = "--fail-on",
            defaultValue = "error",
            description =
                    "Lowest severity that makes the exit status 1: error, warning or info (default: ${DEFAULT-VALUE}).")
    FailOn failOn;

    @Option(
            names = "--env-file",
            paramLabel = "FILE",
            description = "KEY=VALUE file used to resolve $${VAR} placeholders; unresolved ones become errors.")
    Path envFile;

    @Option(
            names = "--rules-url",
            paramLabel = "URL",
            description = "Base URL of the rule documentation used in help links (default: ${DEFAULT-VALUE}).",
            defaultValue = RuleDocs.DEFAULT_BASE)
    String rulesUrl;

    /** How AGIS pass 6 judges intent against method. */
    enum Semantic {
        auto,
        embedding,
        lexicon
    }

    @Option(
            names = "--semantic",
            defaultValue = "auto",
            description = "Intent/method consistency scorer (AGIS pass 6, and semantic/intent-* on endpoint TOML):"
                    + " auto (all-MiniLM-L6-v2 when an .agis file is validated, else the lexicon, so a TOML-only run"
                    + " starts fast), embedding (the model for every input, as the IDE does) or lexicon (no model)"
                    + " (default: ${DEFAULT-VALUE}).")
    Semantic semantic;

    @Option(
            names = "--level",
            defaultValue = "1",
            paramLabel = "N",
            description =
                    "AGIS conformance level to check readiness for (AGIS §3.3): 1, or 2 for the fields Level 2"
                            + " runtimes rely on (impact, is_idempotent, confidence, state_transition) (default: ${DEFAULT-VALUE}).")
    int level;

    @picocli.CommandLine.Mixin
    ClientsOption clientsOption = new ClientsOption();

    @picocli.CommandLine.Mixin
    CatalogOption catalogOption = new CatalogOption();

    @picocli.CommandLine.Mixin
    GradeOption grade = new GradeOption();

    @Override
    public Integer call() {
        java.util.Set<String> clients;
        try {
            clients = clientsOption.parse();
        } catch (IllegalArgumentException e) {
            System.err.println("agtp-studio validate: --clients: " + e.getMessage());
            return 2;
        }
        if (level < 1 || level > 2) {
            System.err.println("agtp-studio validate: --level must be 1 or 2, not " + level);
            return 2;
        }
        List<Path> a2s = paths.stream().filter(A2sFiles::isA2s).toList();
        if (!a2s.isEmpty()) {
            if (a2s.size() != paths.size() || !manifests.isEmpty()) {
                System.err.println(
                        "agtp-studio validate: give A2S documents (.a2s.json, .a2s.yaml) and other files in separate runs");
                return ValidateTool.UNREADABLE;
            }
            return A2sReport.run(a2s, format, rulesUrl, Severity.parse(failOn.name()), System.out, System.err);
        }
        List<Path> manifestFiles = paths.stream()
                .filter(dev.agtpstudio.conformance.ManifestValidation::looksLikeManifest)
                .toList();
        if (!manifests.isEmpty() || !manifestFiles.isEmpty()) {
            if (manifestFiles.size() != paths.size()) {
                System.err.println(
                        "agtp-studio validate: give published manifests and workspace files in separate runs");
                return ValidateTool.UNREADABLE;
            }
            if (timeoutSeconds < 1) {
                System.err.println("agtp-studio validate: --timeout must be at least 1 second");
                return ValidateTool.UNREADABLE;
            }
            com.nimbusds.jose.jwk.JWKSet keys = null;
            if (trust != null) {
                try {
                    keys = dev.agtpstudio.preview.sign.SigningKeys.readTrust(trust);
                } catch (dev.agtpstudio.preview.sign.SigningKeys.KeyProblem e) {
                    System.err.println("agtp-studio validate: --trust " + e.getMessage());
                    return ValidateTool.UNREADABLE;
                }
            }
            return new ManifestReport(
                            format,
                            rulesUrl,
                            Severity.parse(failOn.name()),
                            java.time.Duration.ofSeconds(timeoutSeconds),
                            keys)
                    .run(manifestFiles, manifests, System.out, System.err);
        }
        if (trust != null) {
            System.err.println(
                    "agtp-studio validate: --trust verifies published manifests (a manifest .json or --manifest URL), not workspace files");
            return ValidateTool.UNREADABLE;
        }
        MethodCatalog catalog = catalogOption.resolve("validate", System.err::println);
        if (catalog == null) {
            return ValidateTool.UNREADABLE;
        }
        ValidateTool.Request req = new ValidateTool.Request(
                paths,
                format,
                Severity.parse(failOn.name()),
                envFile,
                rulesUrl,
                Path.of("").toAbsolutePath(),
                level,
                clients);
        java.util.function.Supplier<IntentConsistency> scorer = semantic == Semantic.lexicon
                ? null
                : () -> EmbeddingConsistency.bundled(EmbeddingService.miniLm(), SemanticOptions.defaults());
        return new ValidateTool(
                        catalog,
                        scorer,
                        semantic == Semantic.embedding,
                        List.of(new dev.agtpstudio.validator.a2t.A2tSignatureCheck()))
                .grading(grade.on)
                .run(req, System.out, System.err);
    }
}
