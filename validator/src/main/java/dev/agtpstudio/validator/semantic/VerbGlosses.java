package dev.agtpstudio.validator.semantic;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.catalog.MethodInfo;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The text embedded for each catalog verb: {@code "verb: gloss"}. The gloss is the catalog's own description when it
 * has one, else our short gloss from {@code glosses.tsv}, else a phrase for the verb's primary category.
 */
public final class VerbGlosses {
    private static final String RESOURCE = "/dev/agtpstudio/validator/semantic/glosses.tsv";
    private static final Map<String, String> CATEGORY_PHRASE = Map.of(
            "discovery", "find or search for things that match criteria",
            "retrieval", "fetch existing data and return it",
            "analysis", "examine or compute information and return a result",
            "transaction", "commit to an exchange such as buying, paying or booking",
            "modification", "change existing data",
            "creation", "make something new",
            "notification", "send a message or alert to someone",
            "mechanics", "control how agents and requests are handled",
            "domain_spanning", "change the lifecycle state of a resource");

    private final MethodCatalog catalog;
    private final Map<String, String> own;

    private VerbGlosses(MethodCatalog catalog, Map<String, String> own) {
        this.catalog = catalog;
        this.own = Map.copyOf(own);
    }

    public static VerbGlosses bundled(MethodCatalog catalog) {
        Map<String, String> own = new HashMap<>();
        try (InputStream in = VerbGlosses.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + RESOURCE);
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            while ((line = r.readLine()) != null) {
                String[] p = line.split("\t");
                if (!line.startsWith("#") && p.length == 2) {
                    own.put(p[0].strip(), p[1].strip());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new VerbGlosses(catalog, own);
    }

    /** The gloss of {@code verb} (a catalog verb). */
    public String gloss(String verb) {
        MethodInfo m = catalog.method(verb).orElse(null);
        if (m != null && m.description() != null && !m.description().isBlank()) {
            return m.description().strip();
        }
        String g = own.get(verb);
        if (g != null) {
            return g;
        }
        String cat = m == null ? null : m.primaryCategory();
        return CATEGORY_PHRASE.getOrDefault(cat, "perform an action");
    }

    /** The text embedded for {@code verb}. */
    public String text(String verb) {
        return verb.toLowerCase(Locale.ROOT) + ": " + gloss(verb);
    }
}
