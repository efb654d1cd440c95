package dev.agtpstudio.lsp;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code textDocument/hover} on keys and values of the sample workspace: the text is the published schema's
 * description of the key at its path (so VS Code and other clients show the same text as the IDE), for endpoint,
 * server and recipes TOML and for AGIS in YAML and JSON.
 */
class KeyHoverTest {
    @TempDir
    static Path tmp;

    static Path root;
    static PipedServer lsp;

    @BeforeAll
    static void start() throws Exception {
        root = HotelWorkspace.copyTo(tmp.resolve("hotel"));
        lsp = PipedServer.lexiconOnly();
        lsp.initialize(root);
    }

    @AfterAll
    static void stop() throws Exception {
        lsp.close();
    }

    /** The hover's markdown at the n-th occurrence of {@code marker}, {@code delta} characters in. */
    private String hover(String relative, String marker, int occurrence, int delta) throws Exception {
        Path file = root.resolve(relative);
        String text = Files.readString(file);
        lsp.open(file, text);
        int o = -1;
        for (int i = 0; i <= occurrence; i++) {
            o = text.indexOf(marker, o + 1);
        }
        assertThat(o).as(marker + " #" + occurrence + " in " + relative).isGreaterThanOrEqualTo(0);
        o += delta;
        String before = text.substring(0, o);
        Position p =
                new Position((int) before.chars().filter(c -> c == '\n').count(), o - before.lastIndexOf('\n') - 1);
        Hover h = lsp.server()
                .getTextDocumentService()
                .hover(new HoverParams(new TextDocumentIdentifier(Uris.of(file)), p))
                .get(30, TimeUnit.SECONDS);
        return h == null ? null : h.getContents().getRight().getValue();
    }

    @Test
    void endpointTomlKeysByTableAndSameNamedKeys() throws Exception {
        String f = "endpoints/notify_guest.toml";
        assertThat(hover(f, "\ndescription =", 0, 2))
                .startsWith("**description** \u00b7 `endpoint.description`")
                .contains("Operator-facing")
                .contains("AGTP-API \u00a76.3");
        assertThat(hover(f, "\ndescription =", 1, 2))
                .startsWith("**description** \u00b7 `endpoint.input.required.description`")
                .contains("What the field means");
        assertThat(hover(f, "\nname =", 0, 2)).startsWith("**name** \u00b7 `endpoint.input.required.name`");
        assertThat(hover(f, "\nintent", 0, 2))
                .startsWith("**intent** \u00b7 `endpoint.semantic.intent`")
                .contains("AGTP-API \u00a77.1");
        assertThat(hover(f, "[endpoint.semantic]", 0, 11)).startsWith("**semantic** \u00b7 `endpoint.semantic`");
        assertThat(hover(f, "\"irreversible\"", 0, 3))
                .as("an enumerated value")
                .startsWith("**irreversible** \u00b7 `endpoint.semantic.impact`")
                .contains("cannot be undone");
        assertThat(hover(f, "\"NOTIFY\"", 0, 2))
                .as("a method value keeps the verb gloss")
                .startsWith("**NOTIFY**");
    }

    @Test
    void keyCompletionsCarryTheSameDocumentation() throws Exception {
        Path file = root.resolve("endpoints/notify_guest.toml");
        String text = Files.readString(file).replace("is_idempotent = false", "is_idem");
        lsp.open(file, text);
        int o = text.indexOf("is_idem") + "is_idem".length();
        String before = text.substring(0, o);
        Position p =
                new Position((int) before.chars().filter(c -> c == '\n').count(), o - before.lastIndexOf('\n') - 1);
        var items = lsp.server()
                .getTextDocumentService()
                .completion(new CompletionParams(new TextDocumentIdentifier(Uris.of(file)), p))
                .get(30, TimeUnit.SECONDS)
                .getRight()
                .getItems();
        CompletionItem idem = items.stream()
                .filter(i -> i.getLabel().equals("is_idempotent"))
                .findFirst()
                .orElseThrow();
        assertThat(idem.getDocumentation().getRight().getValue())
                .contains("Idempotency-Key")
                .contains("AGTP-API \u00a77.1");
        lsp.open(file, Files.readString(file));
    }

    @Test
    void discoveryTestsKeysComeFromTheirSchema() throws Exception {
        assertThat(hover("discovery-tests.toml", "\nmax_rank", 0, 2))
                .startsWith("**max_rank** \u00b7 `test.max_rank`")
                .contains("worst rank");
        assertThat(hover("discovery-tests.toml", "\nexpect", 0, 2))
                .startsWith("**expect** \u00b7 `test.expect`")
                .contains("METHOD /path");
    }

    @Test
    void serverAndRecipesTomlKeys() throws Exception {
        assertThat(hover("agtp-server.toml", "\ndomain", 0, 2))
                .startsWith("**domain** \u00b7 `server.domain`")
                .contains("AGTP-API \u00a78.3");
        assertThat(hover("agtp-server.toml", "from_method", 0, 2))
                .startsWith("**from_method** \u00b7 `policies.methods.redirects.from_method`")
                .contains("AGTP-API \u00a79.2");
        assertThat(hover("agtp-server.toml", "\nrecipes_file", 0, 2))
                .startsWith("**recipes_file** \u00b7 `synthesis.recipes_file`");
        assertThat(hover("agtp-recipes.toml", "\nname =", 0, 2))
                .startsWith("**name** \u00b7 `recipe.name`")
                .contains("unique");
        assertThat(hover("agtp-recipes.toml", "kind =", 0, 1))
                .startsWith("**kind** \u00b7 `recipe.steps.parameters.reservation_id.kind`")
                .contains("previous_step");
    }

    @Test
    void agisYamlAndJsonKeysAtSeveralDepths() throws Exception {
        String f = "harbor-light.agis";
        assertThat(hover(f, "\ndescription:", 0, 2))
                .startsWith("**description** \u00b7 `description`")
                .contains("whole service")
                .contains("AGIS \u00a78.1");
        assertThat(hover(f, "    description:", 0, 5))
                .startsWith("**description** \u00b7 `endpoints.description`")
                .contains("this endpoint");
        assertThat(hover(f, "capability:", 0, 2))
                .startsWith("**capability** \u00b7 `endpoints.semantic.capability`")
                .contains("AGIS \u00a76.2");
        assertThat(hover(f, "capability: discovery", 0, 14))
                .as("an enumerated value")
                .startsWith("**discovery**")
                .contains("matching resources");

        Path json = root.resolve("json-form.agis");
        Files.writeString(json, """
                {
                  "agis": "1.0",
                  "service": "Tables",
                  "agtp": "agtp://tables.example",
                  "description": "Table bookings.",
                  "endpoints": [
                    {"method": "BOOK", "path": "/table", "description": "Books a table.",
                     "semantic": {"intent": "Book a table.", "actor": "agent", "outcome": "A table is booked."},
                     "input": {}, "output": {}, "errors": ["table_unavailable"]}
                  ],
                  "vocabulary": {"declared_verbs": ["BOOK"]}
                }
                """);
        assertThat(hover("json-form.agis", "\"description\"", 0, 2)).startsWith("**description** \u00b7 `description`");
        assertThat(hover("json-form.agis", "\"description\"", 1, 2))
                .startsWith("**description** \u00b7 `endpoints.description`");
        assertThat(hover("json-form.agis", "\"actor\"", 0, 2))
                .startsWith("**actor** \u00b7 `endpoints.semantic.actor`");
        assertThat(hover("json-form.agis", "\"declared_verbs\"", 0, 2)).contains("AGIS \u00a78.2");
    }
}
