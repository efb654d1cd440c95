package dev.agtpstudio.lsp;

import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.outline.FileOutline;
import dev.agtpstudio.core.outline.OutlineNode;
import dev.agtpstudio.core.text.TextRange;
import java.util.List;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.SymbolKind;

/**
 * {@code textDocument/documentSymbol}: the file's {@link FileOutline}, the one the IDE's outline, breadcrumbs and
 * Quick Open show, as hierarchical symbols: each endpoint ({@code METHOD /path}) with its {@code input} and
 * {@code output} groups and their fields, or the recipes of {@code agtp-recipes.toml}. Each symbol spans its entry
 * and selects its method or name.
 */
final class DocumentSymbols {
    private DocumentSymbols() {}

    static List<DocumentSymbol> symbols(DocumentContext c) {
        LoadedFile<?> f = c.file().orElse(null);
        return f == null
                ? List.of()
                : FileOutline.of(f).stream().map(n -> symbol(c, n)).toList();
    }

    private static DocumentSymbol symbol(DocumentContext c, OutlineNode n) {
        TextRange whole = n.range();
        TextRange select = n.target();
        if (select.start() < whole.start() || select.end() > whole.end()) {
            select = whole;
        }
        DocumentSymbol s = new DocumentSymbol(
                n.label(), kind(n.kind()), c.doc().range(whole), c.doc().range(select));
        s.setDetail(n.detail());
        if (!n.children().isEmpty()) {
            s.setChildren(n.children().stream().map(x -> symbol(c, x)).toList());
        }
        return s;
    }

    private static SymbolKind kind(OutlineNode.Kind k) {
        return switch (k) {
            case ENDPOINT -> SymbolKind.Method;
            case GROUP -> SymbolKind.Struct;
            case FIELD -> SymbolKind.Field;
            case RECIPE -> SymbolKind.Function;
        };
    }
}
