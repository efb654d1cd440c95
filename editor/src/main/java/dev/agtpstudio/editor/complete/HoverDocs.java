package dev.agtpstudio.editor.complete;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.catalog.MethodInfo;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Optional;
import java.util.Properties;

/**
 * The text of a hover card on a key (what it means, with its section) or on a method verb (the catalog's gloss and
 * category). Pure logic: the editor asks with the token's kind and text.
 */
public final class HoverDocs {
    private static final Properties KEYS = load();

    private HoverDocs() {
    }

    private static Properties load() {
        Properties p = new Properties();
        try (InputStream in = HoverDocs.class.getResourceAsStream("key-docs.properties")) {
            if (in != null) {
                p.load(new java.io.InputStreamReader(in, java.nio.charset.StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return p;
    }

    /** What {@code key} (unquoted, last segment of a dotted key) means, when it is one the product knows. */
    public static Optional<String> key(String key) {
        if (key == null) {
            return Optional.empty();
        }
        String k = key.strip();
        if (k.length() >= 2 && (k.charAt(0) == '"' || k.charAt(0) == '\'') && k.charAt(k.length() - 1) == k.charAt(0)) {
            k = k.substring(1, k.length() - 1);
        }
        int dot = k.lastIndexOf('.');
        k = dot >= 0 ? k.substring(dot + 1) : k;
        String doc = KEYS.getProperty(k);
        return doc == null ? Optional.empty() : Optional.of("`" + k + "`: " + doc);
    }

    /** The gloss of a catalog verb: "BOOK (transaction): Reserve a resource ..."; empty for unknown words. */
    public static Optional<String> verb(String word, MethodCatalog catalog) {
        if (word == null || catalog == null) {
            return Optional.empty();
        }
        String w = word.strip().replace("\"", "").replace("'", "");
        Optional<MethodInfo> m = catalog.method(w);
        if (m.isEmpty()) {
            return catalog.legacyVerb(w).map(l -> w + " is a legacy HTTP verb; the AGTP method is " + l.preferred()
                    + " (AGTP-API \u00a73.6).");
        }
        MethodInfo i = m.get();
        String cat = i.categories().isEmpty() ? "" : " (" + String.join(", ", i.categories()) + ")";
        String state = i.removed() ? " Removed from the catalog" + (i.successor() == null ? "" : "; use " + i.successor()) + "."
                : i.deprecatedIn() != null ? " Deprecated in " + i.deprecatedIn()
                        + (i.successor() == null ? "" : "; use " + i.successor()) + "." : "";
        return Optional.of(i.name() + cat + ": " + (i.description() == null ? "a catalog method" : i.description()) + state
                + " (AGTP-API \u00a73).");
    }
}
