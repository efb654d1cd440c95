package dev.agtpstudio.lsp;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.load.LoadedFile;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.lsp4j.SemanticTokens;
import org.eclipse.lsp4j.SemanticTokensLegend;

/**
 * {@code textDocument/semanticTokens/full}: every string value that is a catalog verb ({@code method}, recipe
 * steps, policy lists, pattern names...) as a {@code method} token, with the {@code deprecated} modifier for
 * verbs the catalog deprecates. Tokens come from the loader's value ranges, so comments and keys never match.
 */
final class VerbTokens {
    static final List<String> TYPES = List.of("method");
    static final List<String> MODIFIERS = List.of("deprecated");
    static final SemanticTokensLegend LEGEND = new SemanticTokensLegend(TYPES, MODIFIERS);

    private VerbTokens() {}

    static SemanticTokens tokens(DocumentContext c) {
        LoadedFile<?> f = c.file().orElse(null);
        List<Integer> data = new ArrayList<>();
        if (f == null) {
            return new SemanticTokens(data);
        }
        MethodCatalog catalog = c.catalog();
        TextDocument doc = c.doc();
        int prevLine = 0;
        int prevChar = 0;
        for (ValueIndex.Value v : ValueIndex.values(f)) {
            if (!catalog.isVerb(v.word()) || v.word().indexOf('\n') >= 0) {
                continue;
            }
            var start = doc.position(v.range().start());
            int line = start.getLine();
            int ch = start.getCharacter();
            data.add(line - prevLine);
            data.add(line == prevLine ? ch - prevChar : ch);
            data.add(v.word().length());
            data.add(0);
            data.add(catalog.isDeprecated(v.word()) ? 1 : 0);
            prevLine = line;
            prevChar = ch;
        }
        return new SemanticTokens(data);
    }
}
