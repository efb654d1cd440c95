package dev.agtpstudio.lsp;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.preview.A2tSignatureLock;
import dev.agtpstudio.preview.ProjectionKind;
import dev.agtpstudio.preview.ProjectionOptions;
import dev.agtpstudio.preview.Projections;
import dev.agtpstudio.validator.a2s.A2sValidation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 40 over LSP: an open A2S capability document is validated as {@code validate} does (a hand edit is
 * {@code a2s/checksum} with a code action that recomputes it), and the A2T signature lock (decision 0530) publishes
 * {@code a2t/signature-changed} at the endpoint.
 */
class A2sAndA2tLockTest {
    @TempDir
    Path tmp;

    Path root;
    PipedServer lsp;

    @BeforeEach
    void start() throws Exception {
        root = HotelWorkspace.copyTo(tmp.resolve("hotel"));
        lsp = PipedServer.lexiconOnly();
    }

    @AfterEach
    void stop() throws Exception {
        lsp.close();
    }

    private static boolean has(PublishDiagnosticsParams p, String code) {
        return p.getDiagnostics().stream().anyMatch(d -> code.equals(d.getCode().getLeft()));
    }

    @Test
    void anEditedA2sDocumentIsAChecksumErrorWhoseCodeActionRecomputesIt() throws Exception {
        Workspace ws = WorkspaceLoader.load(root, MethodCatalog.bundled());
        JsonNode cap = Projections.standard(ws)
                .project(ProjectionKind.A2S, ws, ProjectionOptions.at(Instant.EPOCH))
                .document()
                .path("capabilities")
                .get(0);
        Path file = root.resolve("caps").resolve(cap.path("name").asText() + ".a2s.json");
        String good = A2sValidation.JSON.writeValueAsString(cap) + "\n";
        String edited = good.replace("\"description\" : \"", "\"description\" : \"Edited. ");
        assertThat(edited).isNotEqualTo(good);
        lsp.initialize(root);
        lsp.open(file, edited);
        PublishDiagnosticsParams p = lsp.await(file, d -> has(d, "a2s/checksum"));
        Diagnostic diag = p.getDiagnostics().stream()
                .filter(d -> d.getCode().getLeft().equals("a2s/checksum"))
                .findFirst()
                .orElseThrow();
        assertThat(diag.getRange().getStart().getLine()).isEqualTo((int) good.substring(0, good.indexOf("\"checksum\""))
                .chars()
                .filter(c -> c == '\n')
                .count());
        assertThat(diag.getCodeDescription().getHref()).contains("a2s");

        List<Either<Command, CodeAction>> actions = lsp.server()
                .getTextDocumentService()
                .codeAction(new CodeActionParams(
                        new TextDocumentIdentifier(Uris.of(file)),
                        diag.getRange(),
                        new CodeActionContext(List.of(diag))))
                .get(30, TimeUnit.SECONDS);
        CodeAction fix = actions.stream()
                .map(Either::getRight)
                .filter(a -> a.getTitle().contains("checksum"))
                .findFirst()
                .orElseThrow();
        List<TextEdit> edits = fix.getEdit().getChanges().get(Uris.of(file));
        assertThat(edits).hasSize(1);
        lsp.change(
                file,
                2,
                List.of(new TextDocumentContentChangeEvent(
                        edits.get(0).getRange(), edits.get(0).getNewText())));
        lsp.await(file, d -> d.getVersion() == 2 && d.getDiagnostics().isEmpty());
    }

    @Test
    void aChangedA2tSignatureWithoutABumpIsPublishedAtTheEndpoint() throws Exception {
        Workspace ws = WorkspaceLoader.load(root, MethodCatalog.bundled());
        Projections.Served served = Projections.standard(ws).served(ws, ProjectionOptions.at(Instant.EPOCH));
        assertThat(A2tSignatureLock.recordNew(root, A2tSignatureLock.byEndpoint(served.manifest(), served.a2t())))
                .isNotEmpty();
        Path file = root.resolve("endpoints/cancel_reservation.toml");
        String text = Files.readString(file) + """

                [[endpoint.input.optional]]
                name = "note"
                type = "string"
                description = "A note for the property."
                """;
        lsp.initialize(root);
        lsp.open(file, text);
        PublishDiagnosticsParams p = lsp.await(file, d -> has(d, "a2t/signature-changed"));
        Diagnostic d = p.getDiagnostics().stream()
                .filter(x -> x.getCode().getLeft().equals("a2t/signature-changed"))
                .findFirst()
                .orElseThrow();
        assertThat(d.getMessage()).contains("bump the tool to version 2").doesNotContain("Exception");
        assertThat(d.getRange().getStart().getLine()).isEqualTo(5);
    }
}
