package dev.agtpstudio.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.app.Launcher;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CatalogDiffCommandTest {
    static final Path PROJECT = Path.of(System.getProperty("agtp.project.dir", ".."));
    static final Path FIXTURES = PROJECT.resolve("core/src/test/resources/dev/agtpstudio/core/catalog/diff");
    static final Path SAMPLE = PROJECT.resolve("samples/hotel");

    record Run(int exit, String out, String err) {}

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Launcher.commandLine()
                .setOut(new PrintWriter(out))
                .setErr(new PrintWriter(err))
                .execute(args);
        return new Run(exit, out.toString(), err.toString());
    }

    static String fx(String name) {
        return FIXTURES.resolve(name).toString();
    }

    @ParameterizedTest
    @CsvSource({
        "catalog-1.0.0.json, catalog-1.1.0.json, deployment-migrating, 0",
        "catalog-1.0.0.json, catalog-2.0.0.json, deployment-migrating, 1",
        "catalog-1.0.0.json, catalog-2.0.0.json, deployment, 1",
        "catalog-1.0.0.json, catalog-2.0.0.json, deployment-broken, 2",
        "catalog-1.0.0.json, malformed-truncated.json, deployment, 2",
        "malformed-bad-verb.json, catalog-1.0.0.json, deployment, 2",
    })
    void exitCodeSaysWhetherTheDeploymentBreaks(String old, String neu, String deployment, int exit) {
        Run r = run("catalog-diff", fx(old), fx(neu), "--against-deployment", fx(deployment));
        assertThat(r.exit()).as(r.out() + r.err()).isEqualTo(exit);
    }

    @Test
    void textReportViaLauncherRunGoesToStandardOutput() {
        PrintStream saved = System.out;
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        int exit;
        try {
            System.setOut(new PrintStream(buf, true, StandardCharsets.UTF_8));
            exit = Launcher.run(
                    "catalog-diff",
                    fx("catalog-1.0.0.json"),
                    fx("catalog-2.0.0.json"),
                    "--against-deployment",
                    fx("deployment"));
        } finally {
            System.setOut(saved);
        }
        String out = buf.toString(StandardCharsets.UTF_8);
        assertThat(exit).isEqualTo(1);
        assertThat(out)
                .contains(
                        "catalog 1.0.0 -> 2.0.0",
                        "removed (2): RESERVE (successor BOOK), LOOKUP",
                        "endpoints/lookup_codes.toml:2:10: error catalog-diff/endpoint-method-removed",
                        "agtp-recipes.toml:9:10: error catalog-diff/recipe-step-removed",
                        "agtp-server.toml:25:13: error catalog-diff/policy-redirect-to-removed",
                        "; exit 1");
    }

    @Test
    void jsonReportIsMachineReadable() throws Exception {
        Run r = run(
                "catalog-diff",
                fx("catalog-1.1.0.json"),
                fx("catalog-2.0.0.json"),
                "--against-deployment",
                fx("deployment"),
                "--format",
                "json");
        assertThat(r.exit()).isEqualTo(1);
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertThat(j.get("removed")).hasSize(2);
        assertThat(j.get("deployment").get("breaks").asBoolean()).isTrue();
        assertThat(j.get("exit_code").asInt()).isEqualTo(1);
    }

    @Test
    void withoutDeploymentOnlyTheDiffIsPrintedAndExitIsZero() {
        Run r = run("catalog-diff", fx("catalog-1.0.0.json"), fx("catalog-2.0.0.json"));
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("added (1): STAY", "no deployment given").doesNotContain("endpoint file(s)");
    }

    @Test
    void bundledCatalogNamesTheShippedOneAndTheSampleIsUnaffectedByItself() {
        Run r = run("catalog-diff", "bundled", "bundled", "--against-deployment", SAMPLE.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("catalog 1.0.0 -> 1.0.0", "nothing in the deployment is affected");
    }

    @Test
    void unreadableCatalogIsReportedOnStandardErrorWithExitTwo() {
        Run r = run("catalog-diff", fx("no-such.json"), fx("catalog-2.0.0.json"));
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("OLD catalog", "no-such.json: no such file");
        Run j = run("catalog-diff", fx("catalog-1.0.0.json"), fx("malformed-truncated.json"), "--format", "json");
        assertThat(j.exit()).isEqualTo(2);
        assertThat(j.out()).contains("\"exit_code\" : 2", "not valid JSON at line");
    }

    @Test
    void missingArgumentsAreAUsageError() {
        Run r = run("catalog-diff", fx("catalog-1.0.0.json"));
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("Missing required parameter");
    }
}
