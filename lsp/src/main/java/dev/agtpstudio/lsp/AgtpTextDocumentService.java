package dev.agtpstudio.lsp;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionList;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DidSaveTextDocumentParams;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.LocationLink;
import org.eclipse.lsp4j.MarkupKind;
import org.eclipse.lsp4j.SemanticTokens;
import org.eclipse.lsp4j.SemanticTokensParams;
import org.eclipse.lsp4j.SymbolInformation;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.services.TextDocumentService;

/** The {@code textDocument/*} methods, each a thin adapter onto {@link LspWorkspace} and one feature class. */
final class AgtpTextDocumentService implements TextDocumentService {
    private final LspWorkspace workspace;
    private final Completions completions = new Completions();
    private volatile String hoverKind = MarkupKind.MARKDOWN;

    AgtpTextDocumentService(LspWorkspace workspace) {
        this.workspace = workspace;
    }

    /** The markup the client asked hovers in ({@code textDocument.hover.contentFormat}, in its order of preference). */
    void hoverFormat(List<String> contentFormat) {
        hoverKind = contentFormat == null
                ? MarkupKind.MARKDOWN
                : contentFormat.stream()
                        .filter(k -> MarkupKind.MARKDOWN.equals(k) || MarkupKind.PLAINTEXT.equals(k))
                        .findFirst()
                        .orElse(MarkupKind.MARKDOWN);
    }

    @Override
    public void didOpen(DidOpenTextDocumentParams p) {
        var d = p.getTextDocument();
        workspace.opened(d.getUri(), d.getVersion(), d.getText());
    }

    @Override
    public void didChange(DidChangeTextDocumentParams p) {
        workspace.changed(p.getTextDocument().getUri(), p.getTextDocument().getVersion(), p.getContentChanges());
    }

    @Override
    public void didClose(DidCloseTextDocumentParams p) {
        workspace.closed(p.getTextDocument().getUri());
    }

    @Override
    public void didSave(DidSaveTextDocumentParams p) {
        workspace.saved(p.getTextDocument().getUri());
    }

    @Override
    public CompletableFuture<Either<List<CompletionItem>, CompletionList>> completion(CompletionParams p) {
        return workspace.query(
                p.getTextDocument().getUri(),
                c -> Either.<List<CompletionItem>, CompletionList>forRight(completions.complete(c, p.getPosition())),
                Either.forRight(new CompletionList(false, List.of())));
    }

    @Override
    public CompletableFuture<Hover> hover(HoverParams p) {
        return workspace.query(p.getTextDocument().getUri(), c -> Hovers.hover(c, p.getPosition(), hoverKind), null);
    }

    @Override
    public CompletableFuture<List<Either<Command, CodeAction>>> codeAction(CodeActionParams p) {
        return workspace.query(
                p.getTextDocument().getUri(),
                c ->
                        CodeActions.actions(
                                        c,
                                        p.getRange(),
                                        p.getContext() == null
                                                ? null
                                                : p.getContext().getOnly())
                                .stream()
                                .map(Either::<Command, CodeAction>forRight)
                                .toList(),
                List.of());
    }

    @Override
    public CompletableFuture<Either<List<? extends Location>, List<? extends LocationLink>>> definition(
            DefinitionParams p) {
        return workspace.query(
                p.getTextDocument().getUri(),
                c -> Either.<List<? extends Location>, List<? extends LocationLink>>forLeft(
                        Definitions.find(c, p.getPosition())),
                Either.forLeft(List.of()));
    }

    @Override
    public CompletableFuture<List<Either<SymbolInformation, DocumentSymbol>>> documentSymbol(DocumentSymbolParams p) {
        return workspace.query(
                p.getTextDocument().getUri(),
                c -> DocumentSymbols.symbols(c).stream()
                        .map(Either::<SymbolInformation, DocumentSymbol>forRight)
                        .toList(),
                List.of());
    }

    @Override
    public CompletableFuture<SemanticTokens> semanticTokensFull(SemanticTokensParams p) {
        return workspace.query(p.getTextDocument().getUri(), VerbTokens::tokens, new SemanticTokens(List.of()));
    }
}
