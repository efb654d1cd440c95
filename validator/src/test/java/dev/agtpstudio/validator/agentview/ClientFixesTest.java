package dev.agtpstudio.validator.agentview;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.FileLoader;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.validator.Clients;
import dev.agtpstudio.validator.ValidationOptions;
import dev.agtpstudio.validator.engine.Validators;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The mechanical client fixes: applied to their fixture, the finding is gone and nothing new is wrong. */
class ClientFixesTest {
    private static final Path FX = Path.of("src/test/resources/fixtures");

    private static List<Diagnostic> validate(Path file, String text, String client) {
        Workspace ws = WorkspaceLoader.load(FX.resolve("context"), MethodCatalog.bundled())
                .withFile(FileLoader.load(file, text));
        return Validators.standard(ValidationOptions.defaults().withClients(Set.of(client)))
                .validate(ws)
                .diagnostics()
                .stream()
                .filter(d -> file.equals(d.file()))
                .toList();
    }

    /** Applies the one fix of {@code rule}'s finding in {@code fixture} and returns the fixed text. */
    private static String fixed(String fixture, String client, String rule, String fixTitle) throws Exception {
        Path file = FX.resolve("borderline").resolve(fixture);
        String text = Files.readString(file);
        Diagnostic d = validate(file, text, client).stream()
                .filter(x -> x.ruleId().equals(rule))
                .findFirst()
                .orElseThrow();
        assertThat(d.fixes())
                .as("fixes of " + rule)
                .singleElement()
                .satisfies(f -> assertThat(f.title()).isEqualTo(fixTitle));
        String after = d.fixes().get(0).applyTo(text);
        List<Diagnostic> again = validate(file, after, client);
        assertThat(again).as(after).noneMatch(x -> x.ruleId().equals(rule));
        assertThat(again).as(after).noneMatch(x -> x.severity() == Severity.ERROR);
        return after;
    }

    @Test
    void anOptionalFieldTableBecomesRequiredAndNullable() throws Exception {
        String after = fixed(
                "client-openai-strict-required-all.toml",
                Clients.OPENAI_STRICT,
                "client/openai-strict/required-all",
                "Make `guest_note` required and null-able");
        assertThat(after)
                .doesNotContain("[[endpoint.input.optional]]")
                .contains("name = \"guest_note\"\ntype = \"string\"\nschema = { type = [\"string\", \"null\"] }\n");
    }

    @Test
    void anUnsupportedKeywordIsRemovedFromItsInlineTable() throws Exception {
        String after = fixed(
                "client-openai-strict-unsupported-keyword.toml",
                Clients.OPENAI_STRICT,
                "client/openai-strict/unsupported-keyword",
                "Remove `allOf`");
        assertThat(after).contains("schema = { type = \"integer\" } # expect");
        String gemini = fixed(
                "client-gemini-unsupported-keyword.toml",
                Clients.GEMINI,
                "client/gemini/unsupported-keyword",
                "Remove `exclusiveMinimum`");
        assertThat(gemini).contains("schema = { type = \"integer\" } # expect");
    }

    @Test
    void anInlineObjectIsClosed() throws Exception {
        String after = fixed(
                "client-openai-strict-additional-properties.toml",
                Clients.OPENAI_STRICT,
                "client/openai-strict/additional-properties",
                "Add additionalProperties false");
        assertThat(after).contains("required = [\"nights\"], additionalProperties = false }");
    }

    @Test
    void aKeywordAloneOnItsLineIsRemovedWithItsLine() throws Exception {
        Path file = FX.resolve("borderline/client-gemini-unsupported-keyword.toml");
        String text = Files.readString(file)
                .replace(
                        "schema = { type = \"integer\", exclusiveMinimum = 0 } # expect: client/gemini/unsupported-keyword\n",
                        "schema.type = \"integer\"\nschema.exclusiveMinimum = 0\n");
        Diagnostic d = validate(file, text, Clients.GEMINI).stream()
                .filter(x -> x.ruleId().equals("client/gemini/unsupported-keyword"))
                .findFirst()
                .orElseThrow();
        assertThat(d.fixes().get(0).applyTo(text)).contains("schema.type = \"integer\"\n\n[[endpoint.output]]");
    }
}
