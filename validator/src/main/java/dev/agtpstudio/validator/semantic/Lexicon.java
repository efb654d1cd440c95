package dev.agtpstudio.validator.semantic;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.catalog.MethodInfo;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What an English verb means in catalog terms: its categories and the nearest catalog verb. Built from the catalog's
 * own verbs plus the hand-written {@code lexicon.tsv} (which overrides how a word reads in an intent), and the
 * antonym pairs of {@code antonyms.tsv} plus the catalog's prefix pairs (DEPLOY/UNDEPLOY, ACTIVATE/DEACTIVATE).
 * Immutable and thread-safe.
 */
public final class Lexicon {
    /** One known word. */
    public record Entry(String lemma, List<String> categories, String nearestVerb) {
        public Entry {
            categories = List.copyOf(categories);
        }
    }

    private static final String LEXICON = "/dev/agtpstudio/validator/semantic/lexicon.tsv";
    private static final String ANTONYMS = "/dev/agtpstudio/validator/semantic/antonyms.tsv";
    private static final List<String> PREFIXES = List.of("un", "de", "dis");

    private final MethodCatalog catalog;
    private final Map<String, Entry> words;
    private final Set<String> antonyms;

    private Lexicon(MethodCatalog catalog, Map<String, Entry> words, Set<String> antonyms) {
        this.catalog = catalog;
        this.words = Map.copyOf(words);
        this.antonyms = Set.copyOf(antonyms);
    }

    /** The bundled lexicon over {@code catalog}. */
    public static Lexicon load(MethodCatalog catalog) {
        Map<String, Entry> words = new HashMap<>();
        for (MethodInfo m : catalog.methods().values()) {
            if (!m.removed()) {
                String w = m.name().toLowerCase(Locale.ROOT);
                words.put(w, new Entry(w, m.categories(), m.name()));
            }
        }
        for (String[] row : rows(LEXICON)) {
            if (row.length < 2) {
                continue;
            }
            List<String> cats = List.of(row[1].split(","));
            String verb = row.length > 2 && catalog.isVerb(row[2]) ? row[2] : null;
            words.put(row[0], new Entry(row[0], cats, verb));
        }
        Set<String> ants = new HashSet<>();
        for (String[] row : rows(ANTONYMS)) {
            if (row.length == 2) {
                ants.add(key(row[0], row[1]));
            }
        }
        for (String w : List.copyOf(words.keySet())) {
            for (String p : PREFIXES) {
                if (words.containsKey(p + w)) {
                    ants.add(key(w, p + w));
                }
            }
        }
        return new Lexicon(catalog, words, ants);
    }

    public MethodCatalog catalog() {
        return catalog;
    }

    /** The entry for {@code word} (any inflection), if the word is known. */
    public Optional<Entry> lookup(String word) {
        if (word == null || word.isBlank()) {
            return Optional.empty();
        }
        String lemma = Morphology.lemma(word, words::containsKey);
        return lemma == null ? Optional.empty() : Optional.of(words.get(lemma));
    }

    public boolean knows(String lemma) {
        return words.containsKey(lemma);
    }

    /** True when the two base forms oppose each other (create/cancel, deploy/undeploy). */
    public boolean opposes(String lemmaA, String lemmaB) {
        return antonyms.contains(key(lemmaA, lemmaB));
    }

    /**
     * The categories of a method verb: the catalog's when it is a catalog verb, else the lexicon's reading of the word
     * (for domain verbs such as ADMIT), else empty.
     */
    public List<String> methodCategories(String method) {
        if (method == null) {
            return List.of();
        }
        String up = method.toUpperCase(Locale.ROOT);
        if (catalog.isVerb(up)) {
            return catalog.method(up).map(MethodInfo::categories).orElse(List.of());
        }
        return lookup(method).map(Entry::categories).orElse(List.of());
    }

    private static String key(String a, String b) {
        return a.compareTo(b) < 0 ? a + "|" + b : b + "|" + a;
    }

    private static List<String[]> rows(String resource) {
        List<String[]> out = new ArrayList<>();
        try (InputStream in = Lexicon.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + resource);
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            while ((line = r.readLine()) != null) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                out.add(line.strip().split("\t"));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
