package dev.agtpstudio.lsp;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.catalog.MethodInfo;
import dev.agtpstudio.core.complete.KeyDocs;
import dev.agtpstudio.core.complete.KeyLocator;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.core.workspace.Language;
import java.util.List;
import java.util.Optional;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.MarkupContent;
import org.eclipse.lsp4j.MarkupKind;
import org.eclipse.lsp4j.Position;

/**
 * {@code textDocument/hover}: on a diagnostic, the rule (id, message, spec section, a link to its entry in
 * {@code docs/rules.md}); on a key, the published schema's description of the key at that path ({@link KeyDocs});
 * on a method name, the verb's category and gloss from the catalog; on an enumerated value, its description.
 */
final class Hovers {
    private Hovers() {}

    /**
     * The hover at {@code position}, as markdown, or as plain text when {@code kind} is
     * {@link MarkupKind#PLAINTEXT} (the client's {@code hover.contentFormat} prefers it).
     */
    static Hover hover(DocumentContext c, Position position, String kind) {
        Hover h = hover(c, position);
        if (h != null && MarkupKind.PLAINTEXT.equals(kind)) {
            h.setContents(new MarkupContent(
                    MarkupKind.PLAINTEXT, plain(h.getContents().getRight().getValue())));
        }
        return h;
    }

    /** Markdown as plain text: no emphasis or code marks, a link as {@code text: url}, rules as blank lines. */
    static String plain(String markdown) {
        return markdown.replace("\n\n---\n\n", "\n\n")
                .replaceAll("\\[([^\\]]*)\\]\\(([^)\\s]*)\\)", "$1: $2")
                .replaceAll("\\*\\*([^*]*)\\*\\*", "$1")
                .replaceAll("`([^`]*)`", "$1");
    }

    static Hover hover(DocumentContext c, Position position) {
        TextDocument doc = c.doc();
        int offset = doc.offset(position);
        StringBuilder md = new StringBuilder();
        for (Diagnostic d : c.diagnostics()) {
            if (!d.suppressed()
                    && d.range().start() <= offset
                    && offset <= d.range().end()) {
                DiagnosticConverter rules = c.server().converter();
                md.append(ruleDoc(d, rules.title(d.ruleId()), rules.href(d.ruleId())))
                        .append("\n\n---\n\n");
            }
        }
        FileKind kind = doc.path() == null ? FileKind.OTHER : FileKind.classify(doc.path(), doc.text());
        Language lang = Language.of(kind, doc.text());
        Optional<KeyLocator.KeyAt> key = KeyLocator.at(doc.text(), offset, lang);
        Optional<KeyDocs.Doc> keyDoc = key.flatMap(k -> KeyDocs.of(kind, k.path()));
        keyDoc.ifPresent(d -> md.append(keyDoc(d)));
        Word word = Word.at(doc.text(), offset);
        Optional<MethodInfo> verb =
                word == null || key.isPresent() ? Optional.empty() : c.catalog().method(word.text());
        verb.ifPresent(m -> md.append(verbDoc(m, c.catalog())));
        Optional<KeyLocator.ValueAt> value =
                key.isPresent() || verb.isPresent() ? Optional.empty() : KeyLocator.valueAt(doc.text(), offset, lang);
        Optional<String> valueDoc = value.flatMap(v -> KeyDocs.enumValue(kind, v.path(), v.value()));
        valueDoc.ifPresent(d -> md.append("**")
                .append(value.get().value())
                .append("** \u00b7 `")
                .append(String.join(".", value.get().path()))
                .append("`\n\n")
                .append(d));
        if (md.length() == 0) {
            return null;
        }
        String text = md.toString().replaceAll("\\n\\n---\\n\\n$", "");
        Hover h = new Hover(new MarkupContent(MarkupKind.MARKDOWN, text));
        if (keyDoc.isPresent()) {
            h.setRange(doc.range(key.get().start(), key.get().end()));
        } else if (verb.isPresent()) {
            h.setRange(doc.range(word.start(), word.end()));
        } else if (valueDoc.isPresent()) {
            h.setRange(doc.range(value.get().start(), value.get().end()));
        }
        return h;
    }

    /** A key's card: its name, its path in the document and the schema's description of it. */
    static String keyDoc(KeyDocs.Doc d) {
        return "**" + d.key() + "** \u00b7 `" + String.join(".", d.path()) + "`\n\n" + d.text();
    }

    static String ruleDoc(Diagnostic d, String title, String href) {
        StringBuilder sb = new StringBuilder();
        sb.append("**")
                .append(d.ruleId())
                .append("** (")
                .append(d.severity().label())
                .append(')');
        if (title != null) {
            sb.append(": ").append(title);
        }
        sb.append("\n\n").append(d.message());
        if (!d.specRef().isEmpty()) {
            sb.append("\n\nSee ").append(d.specRef()).append('.');
        }
        if (!d.fixes().isEmpty()) {
            sb.append("\n\nQuick fix: ")
                    .append(String.join(
                            "; ", d.fixes().stream().map(f -> f.title()).toList()));
        }
        sb.append("\n\n[Rule documentation](").append(href).append(')');
        return sb.toString();
    }

    static String verbDoc(MethodInfo m, MethodCatalog catalog) {
        StringBuilder sb = new StringBuilder("**").append(m.name()).append("**");
        List<String> cats = m.categories();
        if (!cats.isEmpty()) {
            sb.append(" \u00b7 ").append(String.join(", ", cats));
            String gloss = catalog.categories().get(m.primaryCategory());
            if (gloss != null) {
                sb.append(" (").append(gloss).append(')');
            }
        }
        if (m.embedded()) {
            sb.append(" \u00b7 embedded");
        }
        if (m.description() != null && !m.description().isBlank()) {
            sb.append("\n\n").append(m.description());
        }
        if (m.deprecated()) {
            sb.append("\n\nDeprecated")
                    .append(m.deprecatedIn() == null ? "" : " in " + m.deprecatedIn())
                    .append(m.successor() == null ? "" : "; use " + m.successor())
                    .append('.');
        }
        sb.append("\n\nMethod catalog: AGTP-API \u00a73.2, \u00a74.");
        return sb.toString();
    }

    /** A run of letters, digits, {@code _} and {@code -} around an offset. */
    record Word(int start, int end, String text) {
        static Word at(String text, int offset) {
            int s = Math.max(0, Math.min(offset, text.length()));
            int e = s;
            while (s > 0 && isWordChar(text.charAt(s - 1))) {
                s--;
            }
            while (e < text.length() && isWordChar(text.charAt(e))) {
                e++;
            }
            return s == e ? null : new Word(s, e, text.substring(s, e));
        }

        private static boolean isWordChar(char ch) {
            return Character.isLetterOrDigit(ch) || ch == '_' || ch == '-';
        }
    }
}
