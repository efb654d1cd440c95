package dev.agtpstudio.lsp;

import dev.agtpstudio.core.catalog.MethodInfo;
import dev.agtpstudio.core.complete.CompletionContext;
import dev.agtpstudio.core.complete.CompletionProvider;
import dev.agtpstudio.core.complete.CompletionRequest;
import dev.agtpstudio.core.complete.CompletionResult;
import dev.agtpstudio.core.complete.DefaultCompletionProvider;
import dev.agtpstudio.core.load.FileKind;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionItemKind;
import org.eclipse.lsp4j.CompletionList;
import org.eclipse.lsp4j.MarkupContent;
import org.eclipse.lsp4j.MarkupKind;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;

/** {@code textDocument/completion}: the IDE's own {@link DefaultCompletionProvider}, its proposals as LSP items. */
final class Completions {
    private final CompletionProvider provider = new DefaultCompletionProvider();

    CompletionList complete(DocumentContext c, Position position) {
        TextDocument doc = c.doc();
        if (doc.path() == null) {
            return new CompletionList(false, List.of());
        }
        FileKind kind = FileKind.classify(doc.path(), doc.text());
        CompletionResult r = provider.complete(new CompletionRequest(
                doc.text(), doc.offset(position), kind, CompletionContext.fromWorkspace(c.workspace())));
        Range replace = doc.range(r.replaceStart(), r.replaceEnd());
        List<CompletionItem> items = new ArrayList<>();
        int rank = 0;
        for (dev.agtpstudio.core.complete.CompletionItem p : r.items()) {
            CompletionItem item = new CompletionItem(p.label());
            item.setDetail(p.detail());
            item.setKind(kind(p.kind()));
            item.setTextEdit(org.eclipse.lsp4j.jsonrpc.messages.Either.forLeft(new TextEdit(replace, p.insertText())));
            item.setFilterText(p.label());
            item.setSortText(String.format("%05d", rank++));
            if (p.documentation() != null) {
                item.setDocumentation(new MarkupContent(MarkupKind.MARKDOWN, p.documentation()));
            }
            if (p.kind() == dev.agtpstudio.core.complete.CompletionItem.Kind.VERB) {
                c.catalog()
                        .method(p.label())
                        .ifPresent(m -> item.setDocumentation(
                                new MarkupContent(MarkupKind.MARKDOWN, Hovers.verbDoc(m, c.catalog()))));
                item.setDeprecated(c.catalog()
                        .method(p.label())
                        .map(MethodInfo::deprecated)
                        .orElse(false));
            }
            items.add(item);
        }
        return new CompletionList(false, items);
    }

    static CompletionItemKind kind(dev.agtpstudio.core.complete.CompletionItem.Kind k) {
        return switch (k) {
            case VERB -> CompletionItemKind.Method;
            case KEY -> CompletionItemKind.Property;
            case SECTION -> CompletionItemKind.Module;
            case VALUE -> CompletionItemKind.EnumMember;
            case RECIPE -> CompletionItemKind.Function;
            case ERROR_CODE -> CompletionItemKind.Constant;
            case SCOPE -> CompletionItemKind.Value;
        };
    }
}
