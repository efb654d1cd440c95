package dev.agtpstudio.editor.complete;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.catalog.MethodInfo;
import dev.agtpstudio.core.complete.KeyDocs;
import dev.agtpstudio.core.complete.KeyLocator;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.core.workspace.Language;
import java.util.Optional;

/**
 * The text of a hover card on a key (what it means, with its section) or on a method verb (the catalog's gloss and
 * category). Key text is the {@code description} of the published JSON Schemas ({@link KeyDocs}), found by the key's
 * path in the document, so same-named keys at different places get their own text. Pure logic: the editor asks with
 * the document and the offset.
 */
public final class HoverDocs {
    private HoverDocs() {}

    /** What the key at {@code offset} of a {@code kind} document means, when the schema of that kind describes it. */
    public static Optional<String> key(FileKind kind, Language lang, String text, int offset) {
        if (kind == null || text == null) {
            return Optional.empty();
        }
        return KeyLocator.at(text, offset, lang)
                .flatMap(k -> KeyDocs.of(kind, k.path()))
                .map(d -> "`" + d.key() + "`: " + d.text());
    }

    /** What the enumerated value at {@code offset} means, when the schema describes the values of its key. */
    public static Optional<String> value(FileKind kind, Language lang, String text, int offset) {
        if (kind == null || text == null) {
            return Optional.empty();
        }
        return KeyLocator.valueAt(text, offset, lang)
                .flatMap(v -> KeyDocs.enumValue(kind, v.path(), v.value()).map(d -> "`" + v.value() + "`: " + d));
    }

    /** The gloss of a catalog verb: "BOOK (transaction): Reserve a resource ..."; empty for unknown words. */
    public static Optional<String> verb(String word, MethodCatalog catalog) {
        if (word == null || catalog == null) {
            return Optional.empty();
        }
        String w = word.strip().replace("\"", "").replace("'", "");
        Optional<MethodInfo> m = catalog.method(w);
        if (m.isEmpty()) {
            return catalog.legacyVerb(w)
                    .map(l -> w + " is a legacy HTTP verb; the AGTP method is " + l.preferred()
                            + " (AGTP-API \u00a73.6).");
        }
        MethodInfo i = m.get();
        String cat = i.categories().isEmpty() ? "" : " (" + String.join(", ", i.categories()) + ")";
        String state = i.removed()
                ? " Removed from the catalog" + (i.successor() == null ? "" : "; use " + i.successor()) + "."
                : i.deprecatedIn() != null
                        ? " Deprecated in " + i.deprecatedIn() + (i.successor() == null ? "" : "; use " + i.successor())
                                + "."
                        : "";
        return Optional.of(i.name() + cat + ": " + (i.description() == null ? "a catalog method" : i.description())
                + state + " (AGTP-API \u00a73).");
    }
}
