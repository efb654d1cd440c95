package dev.agtpstudio.validator.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.validator.report.ReportFormat;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code agtp-studio validate}: exit codes, thresholds, the env file, and the text line format. */
class ValidateToolTest {
    static final Path FX = Path.of("src/test/resources/fixtures");

    record Run(int code, String out, String err) {}

    static Run run(List<Path> paths, ReportFormat format, Severity failOn, Path env) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new ValidateTool(MethodCatalog.bundled())
                .run(
                        new ValidateTool.Request(
                                paths, format, failOn, env, null, Path.of("").toAbsolutePath()),
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @ParameterizedTest(name = "{0} --fail-on {1} -> {2}")
    @CsvSource({
        "valid/recipes, ERROR, 0",
        "valid/recipes, WARNING, 0",
        "invalid/config-alias-chain, ERROR, 1",
        "borderline/config-alias-target, ERROR, 0",
        "borderline/config-alias-target, WARNING, 1",
        "borderline/portability-path-template.toml, WARNING, 0",
        "borderline/portability-path-template.toml, INFO, 1",
        "does/not/exist, ERROR, 2",
    })
    void exitCodeFollowsTheThreshold(String path, Severity failOn, int expected) {
        assertThat(run(List.of(FX.resolve(path)), ReportFormat.TEXT, failOn, null)
                        .code())
                .isEqualTo(expected);
    }

    @Test
    void textLinesAreFileLineColumnSeverityRuleMessage() {
        Run r = run(List.of(FX.resolve("invalid/path-verb-segment.toml")), ReportFormat.TEXT, Severity.ERROR, null);
        assertThat(r.code()).isEqualTo(1);
        String line = r.out()
                .lines()
                .filter(l -> l.contains("path/verb-segment"))
                .findFirst()
                .orElseThrow();
        assertThat(line)
                .matches("src/test/resources/fixtures/invalid/path-verb-segment\\.toml:4:10: error "
                        + "path/verb-segment: Path segment `order` .*§5\\.1.*");
        assertThat(r.out().lines().reduce((a, b) -> b).orElseThrow())
                .matches("\\d+ error, \\d+ warning, \\d+ info, \\d+ hint, \\d+ suppressed");
    }

    @Test
    void envFileResolvesPlaceholdersAndMissingOnesBecomeErrors(@TempDir Path tmp) throws Exception {
        Path fixture = FX.resolve("invalid/handler-env-placeholder.toml");
        Path env = tmp.resolve("test.env");
        Files.writeString(env, "# comment\nexport MISSING_TOKEN=\"abc\"\n");
        assertThat(run(List.of(fixture), ReportFormat.TEXT, Severity.ERROR, env).out())
                .doesNotContain("handler/env-placeholder");
        Files.writeString(env, "OTHER=1\n");
        Run r = run(List.of(fixture), ReportFormat.TEXT, Severity.ERROR, env);
        assertThat(r.out()).contains("error handler/env-placeholder");
        assertThat(r.code()).isEqualTo(1);
        Run noEnv = run(List.of(fixture), ReportFormat.TEXT, Severity.ERROR, null);
        assertThat(noEnv.out()).contains("info handler/env-placeholder");
        assertThat(noEnv.code()).isZero();
    }

    @Test
    void aMissingInputIsOneLineAndExitTwoWithoutAReport() {
        Run r = run(
                List.of(FX.resolve("valid/recipes"), FX.resolve("does/not/exist.json")),
                ReportFormat.TEXT,
                Severity.ERROR,
                null);
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err().lines().toList())
                .containsExactly(
                        "agtp-studio validate: cannot read " + FX.resolve("does/not/exist.json") + " (no such file)");
        assertThat(r.out()).isEmpty();
    }

    @Test
    void unreadableEnvFileIsExitTwo(@TempDir Path tmp) {
        Run r = run(List.of(FX.resolve("valid/recipes")), ReportFormat.TEXT, Severity.ERROR, tmp.resolve("nope.env"));
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("--env-file");
    }

    @Test
    void aFileIsValidatedInsideItsWorkspace() {
        Path file = FX.resolve("valid/recipes/endpoints/reserve_room.toml");
        Run r = run(List.of(file), ReportFormat.TEXT, Severity.INFO, null);
        assertThat(r.out()).doesNotContain("composition-recipe-missing").doesNotContain("agtp-recipes.toml");
        assertThat(r.code()).as(r.out()).isEqualTo(1);
        assertThat(r.out()).contains("portability/path-template");
    }

    @Test
    void suppressedFindingsArePrintedButDoNotFail() {
        Run r = run(List.of(FX.resolve("valid/suppressed")), ReportFormat.TEXT, Severity.ERROR, null);
        assertThat(r.out()).contains("path/verb-segment").contains("[suppressed: Kept for v1 clients until 2027]");
        assertThat(r.code()).isZero();
    }

    @Test
    void theScorerJudgesEndpointTomlOnlyWhenAskedToForEveryInput() {
        java.util.concurrent.atomic.AtomicInteger made = new java.util.concurrent.atomic.AtomicInteger();
        java.util.function.Supplier<dev.agtpstudio.validator.semantic.IntentConsistency> scorer = () -> {
            made.incrementAndGet();
            return dev.agtpstudio.validator.semantic.LexiconConsistency.bundled();
        };
        ValidateTool.Request req = new ValidateTool.Request(
                List.of(FX.resolve("valid/reference-form.toml")),
                ReportFormat.TEXT,
                Severity.ERROR,
                null,
                null,
                Path.of("").toAbsolutePath());
        PrintStream sink = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        new ValidateTool(MethodCatalog.bundled(), scorer, false).run(req, sink, sink);
        assertThat(made).as("auto: a TOML-only run keeps the lexicon").hasValue(0);
        new ValidateTool(MethodCatalog.bundled(), scorer, true).run(req, sink, sink);
        assertThat(made).as("embedding: the model judges endpoint TOML too").hasValue(1);
    }

    @Test
    void anAgisInputIsJudgedByTheScorerThoughALexiconValidatorWasBuiltAhead() {
        java.util.concurrent.atomic.AtomicInteger made = new java.util.concurrent.atomic.AtomicInteger();
        java.util.function.Supplier<dev.agtpstudio.validator.semantic.IntentConsistency> scorer = () -> {
            made.incrementAndGet();
            return dev.agtpstudio.validator.semantic.LexiconConsistency.bundled();
        };
        Path agis = FX.resolve("agis/valid/finance.agis");
        ValidateTool.Request req = new ValidateTool.Request(
                List.of(agis),
                ReportFormat.TEXT,
                Severity.ERROR,
                null,
                null,
                Path.of("").toAbsolutePath());
        ByteArrayOutputStream ahead = new ByteArrayOutputStream();
        new ValidateTool(MethodCatalog.bundled(), scorer, false)
                .run(req, new PrintStream(ahead, true, StandardCharsets.UTF_8), System.err);
        assertThat(made)
                .as("auto with an .agis input: the scorer, not the validator built ahead")
                .hasValue(1);
        ByteArrayOutputStream lexicon = new ByteArrayOutputStream();
        new ValidateTool(MethodCatalog.bundled())
                .run(req, new PrintStream(lexicon, true, StandardCharsets.UTF_8), System.err);
        assertThat(ahead.toString(StandardCharsets.UTF_8)).isEqualTo(lexicon.toString(StandardCharsets.UTF_8));
    }
}
