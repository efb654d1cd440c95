package dev.agtpstudio.lsp;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.SymbolKind;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * "Fix all &lt;rule&gt; in file" and {@code source.fixAll.agtp} compose the validator's fixes into one workspace edit;
 * document symbols are the file's outline (endpoint, input/output, fields; recipes).
 */
class FixAllAndSymbolsTest {
    private static final String RULE = "schema/field-name";

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

    private static TextDocumentIdentifier id(Path p) {
        return new TextDocumentIdentifier(Uris.of(p));
    }

    private static long count(PublishDiagnosticsParams p, String code) {
        return p.getDiagnostics().stream()
                .filter(d -> code.equals(d.getCode().getLeft()))
                .count();
    }

    private List<CodeAction> actions(Path file, Range range, List<Diagnostic> diags, List<String> only)
            throws Exception {
        CodeActionContext context = new CodeActionContext(diags);
        context.setOnly(only);
        return lsp
                .server()
                .getTextDocumentService()
                .codeAction(new CodeActionParams(id(file), range, context))
                .get(30, TimeUnit.SECONDS)
                .stream()
                .map(Either::getRight)
                .toList();
    }

    /** Applies an action's edits the way a client does: one change of the document per edit, last first. */
    private static String apply(String text, List<TextEdit> edits) {
        List<TextEdit> sorted = new ArrayList<>(edits);
        sorted.sort((a, b) -> compare(b.getRange().getStart(), a.getRange().getStart()));
        StringBuilder sb = new StringBuilder(text);
        for (TextEdit e : sorted) {
            sb.replace(
                    offset(text, e.getRange().getStart()),
                    offset(text, e.getRange().getEnd()),
                    e.getNewText());
        }
        return sb.toString();
    }

    private static int compare(Position a, Position b) {
        return a.getLine() != b.getLine()
                ? Integer.compare(a.getLine(), b.getLine())
                : Integer.compare(a.getCharacter(), b.getCharacter());
    }

    private static int offset(String text, Position p) {
        int o = 0;
        for (int l = 0; l < p.getLine(); l++) {
            o = text.indexOf('\n', o) + 1;
        }
        return o + p.getCharacter();
    }

    @Test
    void fixAllOfARuleInTheFileRepairsEveryOccurrenceInOneEditAndSourceFixAllIsOffered() throws Exception {
        lsp.initialize(root);
        Path file = root.resolve("endpoints/query_rooms.toml");
        String original = Files.readString(file);
        String text = original.replace("name = \"room_type\"", "name = \"roomType\"")
                .replace("name = \"max_nightly_rate\"", "name = \"maxNightlyRate\"");
        lsp.open(file, text);
        PublishDiagnosticsParams p = lsp.await(file, d -> count(d, RULE) == 2);
        Diagnostic first = p.getDiagnostics().stream()
                .filter(d -> RULE.equals(d.getCode().getLeft()))
                .findFirst()
                .orElseThrow();

        List<CodeAction> at = actions(file, first.getRange(), List.of(first), null);
        assertThat(at)
                .extracting(CodeAction::getTitle)
                .contains("Rename to room_type", "Fix all schema/field-name in file (2 occurrences)");
        CodeAction all = at.stream()
                .filter(a -> a.getTitle().startsWith("Fix all schema/field-name"))
                .findFirst()
                .orElseThrow();
        assertThat(all.getKind()).isEqualTo("quickfix");
        assertThat(all.getDiagnostics()).hasSize(2);
        List<TextEdit> edits = all.getEdit().getChanges().get(Uris.of(file));
        assertThat(edits).hasSize(2);
        assertThat(apply(text, edits)).isEqualTo(original);

        // source.fixAll (asked by its parent kind, as editors do on save) covers the whole file; quickfix-only does not
        Range whole = new Range(new Position(0, 0), new Position(0, 0));
        List<CodeAction> source = actions(file, whole, List.of(), List.of("source.fixAll"));
        assertThat(source).extracting(CodeAction::getKind).containsExactly("source.fixAll.agtp");
        assertThat(apply(text, source.get(0).getEdit().getChanges().get(Uris.of(file))))
                .isEqualTo(original);
        assertThat(actions(file, first.getRange(), List.of(first), List.of("quickfix")))
                .extracting(CodeAction::getKind)
                .containsOnly("quickfix");

        // the client applies it: the rule is gone, in one new version
        List<TextEdit> lastFirst = new ArrayList<>(edits);
        lastFirst.sort((a, b) -> compare(b.getRange().getStart(), a.getRange().getStart()));
        lsp.change(
                file,
                2,
                lastFirst.stream()
                        .map(e -> new TextDocumentContentChangeEvent(e.getRange(), e.getNewText()))
                        .toList());
        lsp.await(file, d -> d.getVersion() == 2 && count(d, RULE) == 0);
    }

    @Test
    void aRuleWithOneOccurrenceHasNoFixAllAndACleanFileNoSourceFixAll() throws Exception {
        lsp.initialize(root);
        Path file = root.resolve("endpoints/query_rooms.toml");
        String text = Files.readString(file).replace("name = \"room_type\"", "name = \"roomType\"");
        lsp.open(file, text);
        PublishDiagnosticsParams p = lsp.await(file, d -> count(d, RULE) == 1);
        Diagnostic only = p.getDiagnostics().stream()
                .filter(d -> RULE.equals(d.getCode().getLeft()))
                .findFirst()
                .orElseThrow();
        assertThat(actions(file, only.getRange(), List.of(only), null))
                .extracting(CodeAction::getTitle)
                .contains("Rename to room_type")
                .noneMatch(t -> t.startsWith("Fix all schema/field-name"));

        Path clean = root.resolve("endpoints/fetch_reservation.toml");
        lsp.open(clean, Files.readString(clean));
        lsp.await(clean, d -> true);
        assertThat(actions(
                        clean,
                        new Range(new Position(0, 0), new Position(0, 0)),
                        List.of(),
                        List.of("source.fixAll.agtp")))
                .isEmpty();
    }

    @Test
    void documentSymbolsAreTheOutlineEndpointGroupsAndFields() throws Exception {
        lsp.initialize(root);
        Path file = root.resolve("endpoints/query_rooms.toml");
        String text = Files.readString(file);
        lsp.open(file, text);
        List<DocumentSymbol> symbols = lsp
                .server()
                .getTextDocumentService()
                .documentSymbol(new DocumentSymbolParams(id(file)))
                .get(30, TimeUnit.SECONDS)
                .stream()
                .map(Either::getRight)
                .toList();
        assertThat(symbols).extracting(DocumentSymbol::getName).containsExactly("QUERY /rooms");
        DocumentSymbol ep = symbols.get(0);
        assertThat(ep.getKind()).isEqualTo(SymbolKind.Method);
        assertThat(ep.getChildren()).extracting(DocumentSymbol::getName).containsExactly("input", "output");
        DocumentSymbol input = ep.getChildren().get(0);
        assertThat(input.getChildren())
                .extracting(DocumentSymbol::getName)
                .startsWith("property_id", "check_in", "check_out")
                .contains("max_nightly_rate");
        DocumentSymbol checkIn = input.getChildren().get(1);
        assertThat(checkIn.getKind()).isEqualTo(SymbolKind.Field);
        assertThat(checkIn.getDetail()).isEqualTo("string");
        int nameAt = text.indexOf("\"check_in\"");
        assertThat(offset(text, checkIn.getSelectionRange().getStart())).isEqualTo(nameAt);
        assertThat(offset(text, checkIn.getRange().getStart())).isLessThan(nameAt);
        assertThat(compare(input.getRange().getStart(), checkIn.getRange().getStart()))
                .isLessThanOrEqualTo(0);
        assertThat(compare(input.getRange().getEnd(), checkIn.getRange().getEnd()))
                .isGreaterThanOrEqualTo(0);

        Path recipes = root.resolve("agtp-recipes.toml");
        String r = Files.readString(recipes);
        lsp.open(recipes, r);
        List<DocumentSymbol> rs = lsp
                .server()
                .getTextDocumentService()
                .documentSymbol(new DocumentSymbolParams(id(recipes)))
                .get(30, TimeUnit.SECONDS)
                .stream()
                .map(Either::getRight)
                .toList();
        assertThat(rs).isNotEmpty().allMatch(s -> s.getKind() == SymbolKind.Function);
        assertThat(rs.get(0).getName()).isEqualTo("audit-folio-via-fetch-and-quote");
        assertThat(offset(r, rs.get(0).getSelectionRange().getStart()))
                .isEqualTo(r.indexOf("\"audit-folio-via-fetch-and-quote\""));
    }
}
