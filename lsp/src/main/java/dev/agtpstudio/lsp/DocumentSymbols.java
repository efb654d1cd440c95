package dev.agtpstudio.lsp;

import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.Recipe;
import dev.agtpstudio.core.model.RecipeBook;
import dev.agtpstudio.core.text.TextRange;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.SymbolKind;

/**
 * {@code textDocument/documentSymbol}: the endpoints of an endpoint TOML or AGIS document ({@code METHOD /path})
 * and the recipes of {@code agtp-recipes.toml}, each spanning its declaration, selecting its method (or name).
 */
final class DocumentSymbols {
    private DocumentSymbols() {
    }

    static List<DocumentSymbol> symbols(DocumentContext c) {
        LoadedFile<?> f = c.file().orElse(null);
        if (f == null || f.model() == null) {
            return List.of();
        }
        List<DocumentSymbol> out = new ArrayList<>();
        if (f.model() instanceof EndpointDecl e) {
            // One endpoint per file: it spans the whole document.
            out.add(symbol(c, f, e.id(), SymbolKind.Method, null, e.fieldPath("method"), e.description()));
        } else if (f.model() instanceof AgisDocument d && d.endpoints() != null) {
            for (AgisDocument.AgisEndpoint e : d.endpoints()) {
                if (e != null) {
                    out.add(symbol(c, f, e.method() + " " + e.path(), SymbolKind.Method, e.keyPath(),
                            e.keyPath() + "/method", e.description()));
                }
            }
        } else if (f.model() instanceof RecipeBook b && b.recipes() != null) {
            for (Recipe r : b.recipes()) {
                if (r != null) {
                    out.add(symbol(c, f, String.valueOf(r.name()), SymbolKind.Function, r.keyPath(),
                            r.keyPath() + "/name", r.description()));
                }
            }
        }
        return out;
    }

    private static DocumentSymbol symbol(DocumentContext c, LoadedFile<?> f, String name, SymbolKind kind,
                                         String keyPath, String selectPath, String detail) {
        TextRange whole = keyPath == null ? f.source().range(0, f.text().length()) : f.locations().rangeFor(keyPath);
        TextRange select = f.locations().rangeFor(selectPath);
        if (whole == null) {
            whole = select != null ? select : TextRange.FILE_START;
        }
        if (select == null || select.start() < whole.start() || select.end() > whole.end()) {
            select = whole;
        }
        DocumentSymbol s = new DocumentSymbol(name, kind, c.doc().range(whole), c.doc().range(select));
        s.setDetail(detail);
        return s;
    }
}
