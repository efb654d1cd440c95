package dev.agtpstudio.lsp;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code clients} initialization option turns the client lints on, with their quick fixes as code actions. */
class ClientsInitOptionTest {
    private static final String STRICT = "client/openai-strict/required-all";
    private static final Path SAMPLE =
            Path.of(System.getProperty("agtp.project.dir", "..")).resolve("samples/hotel");

    @Test
    void namesAreReadFromAListOrACommaStringAndUnknownOnesAreReported() {
        List<String> warned = new ArrayList<>();
        assertThat(ClientsInitOption.from(JsonParser.parseString("{\"clients\": [\"gemini\", \"nope\"]}"), warned::add))
                .containsExactly("gemini");
        assertThat(warned)
                .singleElement()
                .satisfies(w -> assertThat(w).contains("nope").contains("openai-strict"));
        assertThat(ClientsInitOption.from(JsonParser.parseString("{\"clients\": \"all\"}"), warned::add))
                .hasSize(4);
        assertThat(ClientsInitOption.from(null, warned::add)).isEmpty();
        assertThat(ClientsInitOption.from(new JsonObject(), warned::add)).isEmpty();
    }

    @Test
    void strictModeFindingsAndTheirFixReachTheClient(@TempDir Path root) throws Exception {
        Path file = root.resolve("book.toml");
        String text = Files.readString(SAMPLE.resolve("endpoints/book_reservation.toml"));
        Files.writeString(file, text);
        try (PipedServer lsp = PipedServer.lexiconOnly()) {
            InitializeParams p = new InitializeParams();
            p.setWorkspaceFolders(List.of(new WorkspaceFolder(Uris.of(root), "ws")));
            p.setInitializationOptions(JsonParser.parseString("{\"clients\": \"openai-strict\"}"));
            lsp.server().initialize(p).get(30, TimeUnit.SECONDS);
            lsp.server().initialized(new InitializedParams());
            lsp.open(file, text);
            var published = lsp.await(
                    file,
                    d -> d.getDiagnostics().stream()
                            .anyMatch(x -> STRICT.equals(x.getCode().getLeft())));
            Diagnostic diag = published.getDiagnostics().stream()
                    .filter(x -> STRICT.equals(x.getCode().getLeft()))
                    .findFirst()
                    .orElseThrow();
            List<Either<org.eclipse.lsp4j.Command, CodeAction>> actions = lsp.server()
                    .getTextDocumentService()
                    .codeAction(new CodeActionParams(
                            new TextDocumentIdentifier(Uris.of(file)),
                            diag.getRange(),
                            new CodeActionContext(List.of(diag))))
                    .get(30, TimeUnit.SECONDS);
            assertThat(actions)
                    .anySatisfy(a -> assertThat(a.getRight().getTitle()).contains("required and null-able"));
        }
    }

    @Test
    void withoutTheOptionNoClientLintRuns(@TempDir Path root) throws Exception {
        Path file = root.resolve("book.toml");
        String text = Files.readString(SAMPLE.resolve("endpoints/book_reservation.toml"));
        Files.writeString(file, text);
        try (PipedServer lsp = PipedServer.lexiconOnly()) {
            lsp.initialize(root);
            lsp.open(file, text);
            var published = lsp.awaitAny();
            assertThat(published.getDiagnostics())
                    .noneMatch(x -> x.getCode().getLeft().startsWith("client/"));
        }
    }
}
