package dev.agtpstudio.validator.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.validator.Clients;
import dev.agtpstudio.validator.report.ReportFormat;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** {@code validate --clients}: the named clients' lints run, the others do not; names are checked. */
class ValidateClientsTest {
    private static final Path FIXTURE =
            Path.of("src/test/resources/fixtures/borderline/client-openai-strict-required-all.toml");

    private static String run(Set<String> clients) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new ValidateTool(MethodCatalog.bundled())
                .run(
                        new ValidateTool.Request(
                                List.of(FIXTURE),
                                ReportFormat.TEXT,
                                Severity.ERROR,
                                null,
                                null,
                                Path.of("").toAbsolutePath(),
                                1,
                                clients),
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(new ByteArrayOutputStream()));
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void onlyTheNamedClientsLintsRun() {
        assertThat(run(Set.of(Clients.OPENAI_STRICT))).contains("client/openai-strict/required-all");
        assertThat(run(Set.of(Clients.GEMINI))).doesNotContain("client/openai-strict/");
        assertThat(run(Set.of())).doesNotContain("client/");
    }

    @Test
    void clientNamesAreParsedAndChecked() {
        assertThat(Clients.parse("openai-strict, gemini")).containsExactlyInAnyOrder("openai-strict", "gemini");
        assertThat(Clients.parse("all")).containsExactlyInAnyOrderElementsOf(Clients.ALL);
        assertThat(Clients.parse("")).isEmpty();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Clients.parse("openai"))
                .hasMessage(
                        "unknown client openai; the clients are openai-strict, anthropic, gemini, mcp-hosts (or all)");
    }
}
