package dev.agtpstudio.lsp;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.SemanticTokens;
import org.eclipse.lsp4j.SemanticTokensParams;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentSyncKind;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Drives the real server over a pipe the way an editor does, with LSP4J's own client. */
class LanguageServerProtocolTest {
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

    private static Position at(String text, String marker, int delta) {
        int o = text.indexOf(marker) + delta;
        String before = text.substring(0, o);
        int line = (int) before.chars().filter(c -> c == '\n').count();
        return new Position(line, o - before.lastIndexOf('\n') - 1);
    }

    private static boolean has(PublishDiagnosticsParams p, String code) {
        return p.getDiagnostics().stream().anyMatch(d -> code.equals(d.getCode().getLeft()));
    }

    @Test
    void initializeAnnouncesIncrementalSyncAndTheFeatures() throws Exception {
        InitializeResult r = lsp.initialize(root);
        var caps = r.getCapabilities();
        assertThat(caps.getTextDocumentSync().getRight().getChange()).isEqualTo(TextDocumentSyncKind.Incremental);
        assertThat(caps.getCompletionProvider()).isNotNull();
        assertThat(caps.getHoverProvider().getLeft()).isTrue();
        assertThat(caps.getCodeActionProvider()).isNotNull();
        assertThat(caps.getDefinitionProvider().getLeft()).isTrue();
        assertThat(caps.getDocumentSymbolProvider().getLeft()).isTrue();
        assertThat(caps.getSemanticTokensProvider().getLegend().getTokenTypes()).containsExactly("method");
        assertThat(r.getServerInfo().getName()).isEqualTo("agtp-studio");
    }

    @Test
    void workspaceFilesArePublishedOnStartWithRuleIdLinkSeverityAndExactRange() throws Exception {
        Path bad = root.resolve("endpoints/fetch_reservation.toml");
        String text = Files.readString(bad).replace("method = \"FETCH\"", "method = \"FECTH\"");
        Files.writeString(bad, text);
        lsp.initialize(root);

        PublishDiagnosticsParams p = lsp.await(bad, d -> has(d, "method/not-in-catalog"));
        Diagnostic d = p.getDiagnostics().stream()
                .filter(x -> x.getCode().getLeft().equals("method/not-in-catalog"))
                .findFirst()
                .orElseThrow();
        assertThat(d.getSeverity()).isEqualTo(DiagnosticSeverity.Error);
        assertThat(d.getSource()).isEqualTo("agtp-studio");
        assertThat(d.getCodeDescription().getHref()).endsWith("rules.md#method-not-in-catalog");
        Position start = at(text, "\"FECTH\"", 0); // the value's range, quotes included, as in the IDE
        assertThat(d.getRange().getStart()).isEqualTo(start);
        assertThat(d.getRange().getEnd().getLine()).isEqualTo(start.getLine());
    }

    @Test
    void serverConfigRecipesAndJsonAgisAreValidatedToo() throws Exception {
        Path recipes = root.resolve("agtp-recipes.toml");
        Files.writeString(recipes, Files.readString(recipes).replaceFirst("method = \"FETCH\"", "method = \"FECTH\""));
        Path server = root.resolve("agtp-server.toml");
        Files.writeString(server, Files.readString(server) + "\n[server\n");
        Path json = root.resolve("extra.agis");
        Files.writeString(json, "{\n  \"agis\": \"1.0\",\n  \"endpoints\": [\n");
        lsp.initialize(root);
        assertThat(lsp.await(recipes, d -> !d.getDiagnostics().isEmpty()).getDiagnostics())
                .anyMatch(d -> d.getMessage().contains("FECTH"));
        assertThat(lsp.await(server, d -> !d.getDiagnostics().isEmpty()).getDiagnostics())
                .anyMatch(d -> d.getCode().getLeft().startsWith("parse/"));
        assertThat(lsp.await(json, d -> !d.getDiagnostics().isEmpty()).getDiagnostics())
                .anyMatch(d -> d.getCode().getLeft().startsWith("parse/"));
    }

    @Test
    void aFailingDiscoverabilityTestIsPublishedOnItsLineAndClearsWhenFixed() throws Exception {
        lsp.initialize(root);
        Path tests = root.resolve("discovery-tests.toml");
        String good = Files.readString(tests);
        String bad = good.replaceFirst(
                "intent = \"cancel my stay\"\nexpect = \"CANCEL /reservations/\\{reservation_id}\"",
                "intent = \"cancel my stay\"\nexpect = \"FETCH /reservations/{reservation_id}\"");
        assertThat(bad).isNotEqualTo(good);
        lsp.open(tests, bad);
        PublishDiagnosticsParams p = lsp.await(tests, d -> has(d, "discovery/test-failed"));
        Diagnostic d = p.getDiagnostics().stream()
                .filter(x -> x.getCode().getLeft().equals("discovery/test-failed"))
                .findFirst()
                .orElseThrow();
        assertThat(d.getRange().getStart().getLine())
                .isEqualTo(at(bad, "\"cancel my stay\"", 0).getLine());
        assertThat(d.getMessage())
                .contains(
                        "FETCH /reservations/{reservation_id}",
                        "does not match at all",
                        "first: 1. CANCEL /reservations/");
        assertThat(d.getCodeDescription().getHref()).endsWith("rules.md#discovery-test-failed");

        lsp.change(tests, 2, List.of(new TextDocumentContentChangeEvent(good)));
        lsp.await(tests, x -> !has(x, "discovery/test-failed"));
    }

    @Test
    void didChangeIsAppliedIncrementallyAndRevalidated() throws Exception {
        lsp.initialize(root);
        Path file = root.resolve("endpoints/fetch_reservation.toml");
        String text = Files.readString(file);
        lsp.open(file, text);
        Position s = at(text, "\"FETCH\"", 1);
        lsp.change(
                file,
                2,
                List.of(new TextDocumentContentChangeEvent(
                        new Range(s, new Position(s.getLine(), s.getCharacter() + 5)), "FECTH")));
        PublishDiagnosticsParams broken = lsp.await(file, d -> has(d, "method/not-in-catalog"));
        assertThat(broken.getVersion()).isEqualTo(2);

        lsp.change(
                file,
                3,
                List.of(new TextDocumentContentChangeEvent(
                        new Range(s, new Position(s.getLine(), s.getCharacter() + 5)), "FETCH")));
        PublishDiagnosticsParams fixed = lsp.await(file, d -> !has(d, "method/not-in-catalog"));
        assertThat(fixed.getVersion()).isEqualTo(3);
    }

    @Test
    void codeActionOffersTheValidatorsQuickFixAsAWorkspaceEditThatRepairsTheFile() throws Exception {
        lsp.initialize(root);
        Path file = root.resolve("endpoints/fetch_reservation.toml");
        String text = Files.readString(file).replace("method = \"FETCH\"", "method = \"fetch\"");
        lsp.open(file, text);
        PublishDiagnosticsParams p = lsp.await(
                file,
                d -> d.getDiagnostics().stream()
                        .anyMatch(x -> x.getRange().getStart().equals(at(text, "\"fetch\"", 0))));
        Diagnostic diag = p.getDiagnostics().stream()
                .filter(x -> x.getRange().getStart().equals(at(text, "\"fetch\"", 0)))
                .findFirst()
                .orElseThrow();

        List<Either<Command, CodeAction>> actions = lsp.server()
                .getTextDocumentService()
                .codeAction(new CodeActionParams(id(file), diag.getRange(), new CodeActionContext(List.of(diag))))
                .get(30, TimeUnit.SECONDS);
        CodeAction fix = actions.stream()
                .map(Either::getRight)
                .filter(a -> a.getTitle().contains("FETCH"))
                .findFirst()
                .orElseThrow();
        assertThat(fix.getKind()).isEqualTo("quickfix");
        List<TextEdit> edits = fix.getEdit().getChanges().get(Uris.of(file));
        assertThat(edits).hasSize(1);
        assertThat(edits.get(0).getNewText()).isEqualTo("FETCH");

        lsp.change(
                file,
                2,
                List.of(new TextDocumentContentChangeEvent(
                        edits.get(0).getRange(), edits.get(0).getNewText())));
        lsp.await(
                file,
                d -> d.getVersion() == 2
                        && d.getDiagnostics().stream()
                                .noneMatch(x -> x.getCode()
                                        .getLeft()
                                        .equals(diag.getCode().getLeft())));
    }

    @Test
    void completionOffersVerbsWithTheirCategoryAtAMethodValue() throws Exception {
        lsp.initialize(root);
        Path file = root.resolve("endpoints/new.toml");
        String text = "[endpoint]\nmethod = \"FE";
        lsp.open(file, text);
        var result = lsp.server()
                .getTextDocumentService()
                .completion(new CompletionParams(id(file), new Position(1, 12)))
                .get(30, TimeUnit.SECONDS);
        List<CompletionItem> items = result.getRight().getItems();
        CompletionItem fetch = items.stream()
                .filter(i -> i.getLabel().equals("FETCH"))
                .findFirst()
                .orElseThrow();
        assertThat(fetch.getDetail()).isNotBlank();
        TextEdit edit = fetch.getTextEdit().getLeft();
        assertThat(edit.getRange()).isEqualTo(new Range(new Position(1, 10), new Position(1, 12)));
        assertThat(edit.getNewText()).isEqualTo("FETCH\"");
        assertThat(fetch.getDocumentation().getRight().getValue()).contains("FETCH");
    }

    @Test
    void completionOffersRecipeNamesOfTheWorkspace() throws Exception {
        lsp.initialize(root);
        Path file = root.resolve("endpoints/audit_folio.toml");
        String text = Files.readString(file).replace("recipe = \"audit-folio-via-fetch-and-quote\"", "recipe = \"");
        lsp.open(file, text);
        Position p = at(text, "recipe = \"", 10);
        var items = lsp.server()
                .getTextDocumentService()
                .completion(new CompletionParams(id(file), p))
                .get(30, TimeUnit.SECONDS)
                .getRight()
                .getItems();
        assertThat(items).extracting(CompletionItem::getLabel).contains("audit-folio-via-fetch-and-quote");
    }

    @Test
    void hoverShowsTheVerbsGlossAndTheRuleOfADiagnostic() throws Exception {
        lsp.initialize(root);
        Path file = root.resolve("endpoints/fetch_reservation.toml");
        String text = Files.readString(file);
        lsp.open(file, text);
        Hover verb = lsp.server()
                .getTextDocumentService()
                .hover(new HoverParams(id(file), at(text, "FETCH\"", 2)))
                .get(30, TimeUnit.SECONDS);
        assertThat(verb.getContents().getRight().getValue())
                .startsWith("**FETCH**")
                .contains("retrieval");

        String bad = text.replace("method = \"FETCH\"", "method = \"FECTH\"");
        lsp.change(file, 2, List.of(new TextDocumentContentChangeEvent(bad)));
        lsp.await(file, d -> has(d, "method/not-in-catalog"));
        Hover rule = lsp.server()
                .getTextDocumentService()
                .hover(new HoverParams(id(file), at(bad, "FECTH", 1)))
                .get(30, TimeUnit.SECONDS);
        assertThat(rule.getContents().getRight().getValue())
                .contains(
                        "**method/not-in-catalog** (error): Method is not in the catalog nor a declared custom method")
                .contains("rules.md#method-not-in-catalog")
                .contains("AGTP-API");
    }

    @Test
    void definitionJumpsFromARecipeReferenceToTheRecipe() throws Exception {
        lsp.initialize(root);
        Path file = root.resolve("endpoints/audit_folio.toml");
        String text = Files.readString(file);
        lsp.open(file, text);
        var result = lsp.server()
                .getTextDocumentService()
                .definition(new DefinitionParams(id(file), at(text, "audit-folio-via", 3)))
                .get(30, TimeUnit.SECONDS);
        List<? extends Location> locs = result.getLeft();
        assertThat(locs).hasSize(1);
        Path recipes = root.resolve("agtp-recipes.toml");
        assertThat(locs.get(0).getUri()).isEqualTo(Uris.of(recipes));
        String recipesText = Files.readString(recipes);
        assertThat(locs.get(0).getRange().getStart()).isEqualTo(at(recipesText, "audit-folio-via-fetch-and-quote", 0));
    }

    @Test
    void definitionJumpsFromAnErrorMapValueToTheDeclaredError() throws Exception {
        lsp.initialize(root);
        Path file = root.resolve("endpoints/audit_folio.toml");
        String text = Files.readString(file) + "\n[endpoint.handler.error_map]\n\"404\" = \"reservation_not_found\"\n";
        lsp.open(file, text);
        int use = text.lastIndexOf("reservation_not_found");
        Position p = at(text.substring(0, use) + "@@", "@@", 0);
        var locs = lsp.server()
                .getTextDocumentService()
                .definition(new DefinitionParams(id(file), p))
                .get(30, TimeUnit.SECONDS)
                .getLeft();
        assertThat(locs).extracting(l -> l.getRange().getStart()).contains(at(text, "reservation_not_found", 0));
    }

    @Test
    void definitionJumpsFromADeprecatedEndpointToItsSuccessor() throws Exception {
        lsp.initialize(root);
        Path file = root.resolve("endpoints/list_properties.toml");
        String text = Files.readString(file) + "\n[endpoint.deprecated]\ndeprecated_in = \"1.1\"\n\n"
                + "[endpoint.deprecated.successor]\nmethod = \"QUERY\"\npath = \"/rooms\"\n";
        lsp.open(file, text);
        Position onSuccessor = at(text, "\"/rooms\"", 3);
        var locs = lsp.server()
                .getTextDocumentService()
                .definition(new DefinitionParams(id(file), onSuccessor))
                .get(30, TimeUnit.SECONDS)
                .getLeft();
        Path successor = root.resolve("endpoints/query_rooms.toml");
        assertThat(locs).hasSize(1);
        assertThat(locs.get(0).getUri()).isEqualTo(Uris.of(successor));
        assertThat(locs.get(0).getRange().getStart()).isEqualTo(at(Files.readString(successor), "QUERY\"", 0));
    }

    @Test
    void documentSymbolsNameTheEndpointAndSemanticTokensMarkItsVerb() throws Exception {
        lsp.initialize(root);
        Path file = root.resolve("endpoints/fetch_reservation.toml");
        String text = Files.readString(file);
        lsp.open(file, text);
        List<Either<org.eclipse.lsp4j.SymbolInformation, DocumentSymbol>> symbols = lsp.server()
                .getTextDocumentService()
                .documentSymbol(new DocumentSymbolParams(id(file)))
                .get(30, TimeUnit.SECONDS);
        assertThat(symbols).hasSize(1);
        assertThat(symbols.get(0).getRight().getName()).isEqualTo("FETCH /reservations/{reservation_id}");
        assertThat(symbols.get(0).getRight().getSelectionRange().getStart()).isEqualTo(at(text, "\"FETCH\"", 0));

        SemanticTokens tokens = lsp.server()
                .getTextDocumentService()
                .semanticTokensFull(new SemanticTokensParams(id(file)))
                .get(30, TimeUnit.SECONDS);
        Position verb = at(text, "FETCH\"", 0);
        assertThat(tokens.getData()).startsWith(verb.getLine(), verb.getCharacter(), 5, 0, 0);
    }

    @Test
    void agisDocumentsGetSymbolsAndDiagnostics() throws Exception {
        lsp.initialize(root);
        Path agis = root.resolve("harbor-light.agis");
        String text = Files.readString(agis);
        lsp.open(agis, text);
        var symbols = lsp.server()
                .getTextDocumentService()
                .documentSymbol(new DocumentSymbolParams(id(agis)))
                .get(30, TimeUnit.SECONDS);
        assertThat(symbols).isNotEmpty();
        assertThat(symbols.get(0).getRight().getName()).matches("[A-Z]+ /.*");
    }

    @Test
    void aFileOutsideTheWorkspaceIsValidatedOnItsOwn() throws Exception {
        lsp.initialize(root);
        Path loose = Files.createDirectories(tmp.resolve("elsewhere")).resolve("lone.toml");
        String text = Files.readString(root.resolve("endpoints/fetch_reservation.toml"))
                .replace("method = \"FETCH\"", "method = \"FECTH\"");
        lsp.open(loose, text);
        lsp.await(loose, d -> has(d, "method/not-in-catalog"));
        lsp.server().getTextDocumentService().didClose(new org.eclipse.lsp4j.DidCloseTextDocumentParams(id(loose)));
        lsp.await(loose, d -> d.getDiagnostics().isEmpty());
    }

    @Test
    void suppressionsOfTheWorkspaceApply() throws Exception {
        Path suppressed = root.resolve("endpoints/fetch_reservation.toml");
        Path reported = root.resolve("endpoints/quote_rates.toml");
        for (Path f : List.of(suppressed, reported)) {
            Files.writeString(f, Files.readString(f).replaceFirst("method = \"[A-Z]+\"", "method = \"FECTH\""));
        }
        Files.createDirectories(root.resolve(".agtp-studio"));
        Path rules = root.resolve(".agtp-studio/suppressions.toml");
        Files.writeString(
                rules,
                "[[suppress]]\nrule = \"method/not-in-catalog\"\n"
                        + "file = \"endpoints/fetch_reservation.toml\"\nreason = \"a custom verb we register ourselves\"\n");
        lsp.initialize(root);
        lsp.await(reported, d -> has(d, "method/not-in-catalog"));
        // A request is answered after everything the same run published: the suppressed file's state is final.
        lsp.server()
                .getTextDocumentService()
                .documentSymbol(new DocumentSymbolParams(id(reported)))
                .get(30, TimeUnit.SECONDS);
        PublishDiagnosticsParams p = lsp.latest(suppressed);
        assertThat(p == null || !has(p, "method/not-in-catalog")).isTrue();

        // Without the suppressions file the same finding is reported.
        Files.delete(rules);
        lsp.server()
                .getWorkspaceService()
                .didChangeWatchedFiles(new org.eclipse.lsp4j.DidChangeWatchedFilesParams(List.of(
                        new org.eclipse.lsp4j.FileEvent(Uris.of(rules), org.eclipse.lsp4j.FileChangeType.Deleted))));
        lsp.await(suppressed, d -> has(d, "method/not-in-catalog"));
    }

    @Test
    void shutdownThenExitEndsWithCodeZero() throws Exception {
        lsp.initialize(root);
        lsp.server().shutdown().get(30, TimeUnit.SECONDS);
        lsp.server().exit();
        assertThat(lsp.exitCode.get(30, TimeUnit.SECONDS)).isZero();
    }

    @Test
    void exitWithoutShutdownEndsWithCodeOne() throws Exception {
        lsp.initialize(root);
        lsp.server().exit();
        assertThat(lsp.exitCode.get(30, TimeUnit.SECONDS)).isEqualTo(1);
    }

    @Test
    void everyOpenedFileGetsItsDiagnosticsAndACleanOneAnEmptyList() throws Exception {
        Path clean = root.resolve("notes/clean.toml");
        Files.createDirectories(clean.getParent());
        lsp.initialize(root);
        lsp.awaitAny();
        Thread.sleep(300); // the start-up publications are out
        lsp.drain();
        lsp.open(clean, "# nothing to check\n");
        PublishDiagnosticsParams p = lsp.await(clean, d -> true);
        assertThat(p.getDiagnostics()).isEmpty();
        assertThat(p.getVersion()).isEqualTo(1);

        // A file opened after start-up whose findings were already published is published again, for the client
        // that dropped them while the file was closed (Emacs).
        Path bad = root.resolve("endpoints/fetch_reservation.toml");
        String text = Files.readString(bad).replace("method = \"FETCH\"", "method = \"FECTH\"");
        Files.writeString(bad, text);
        lsp.server()
                .getWorkspaceService()
                .didChangeWatchedFiles(new org.eclipse.lsp4j.DidChangeWatchedFilesParams(List.of(
                        new org.eclipse.lsp4j.FileEvent(Uris.of(bad), org.eclipse.lsp4j.FileChangeType.Changed))));
        lsp.await(bad, d -> has(d, "method/not-in-catalog"));
        lsp.drain();
        lsp.open(bad, text);
        assertThat(lsp.await(bad, d -> Integer.valueOf(1).equals(d.getVersion()))
                        .getDiagnostics())
                .anyMatch(d -> d.getCode().getLeft().equals("method/not-in-catalog"));

        // Every change is answered, even one that changes no finding.
        lsp.change(clean, 2, List.of(new TextDocumentContentChangeEvent("# still nothing\n")));
        assertThat(lsp.await(clean, d -> Integer.valueOf(2).equals(d.getVersion()))
                        .getDiagnostics())
                .isEmpty();
    }

    @Test
    void hoverIsPlainTextWhenTheClientAsksForIt() throws Exception {
        org.eclipse.lsp4j.ClientCapabilities caps = new org.eclipse.lsp4j.ClientCapabilities();
        org.eclipse.lsp4j.TextDocumentClientCapabilities text = new org.eclipse.lsp4j.TextDocumentClientCapabilities();
        text.setHover(new org.eclipse.lsp4j.HoverCapabilities(List.of("plaintext"), false));
        caps.setTextDocument(text);
        lsp.initialize(root, caps);
        Path file = root.resolve("endpoints/fetch_reservation.toml");
        String content = Files.readString(file);
        lsp.open(file, content);
        Hover verb = lsp.server()
                .getTextDocumentService()
                .hover(new HoverParams(id(file), at(content, "FETCH\"", 2)))
                .get(30, TimeUnit.SECONDS);
        assertThat(verb.getContents().getRight().getKind()).isEqualTo("plaintext");
        assertThat(verb.getContents().getRight().getValue())
                .startsWith("FETCH \u00b7 retrieval")
                .doesNotContain("**");
    }
}
