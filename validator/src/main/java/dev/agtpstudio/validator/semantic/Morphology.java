package dev.agtpstudio.validator.semantic;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Inflection stripping for English verbs and nouns, just enough to map {@code Books/Booked/Booking} to {@code book},
 * {@code Creates/Created} to {@code create}, {@code Shipped} to {@code ship}, {@code Queries} to {@code query}. It
 * proposes candidate base forms; a lexicon decides which one is a word.
 */
public final class Morphology {
    private Morphology() {}

    /** Candidate base forms of {@code word}, the word itself first. */
    public static List<String> candidates(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        Set<String> out = new LinkedHashSet<>();
        out.add(w);
        int n = w.length();
        if (n > 4 && w.endsWith("ies")) {
            out.add(w.substring(0, n - 3) + "y");
        }
        if (n > 4 && w.endsWith("ied")) {
            out.add(w.substring(0, n - 3) + "y");
        }
        if (n > 3 && w.endsWith("es")) {
            out.add(w.substring(0, n - 2));
        }
        if (n > 3 && w.endsWith("s") && !w.endsWith("ss")) {
            out.add(w.substring(0, n - 1));
        }
        if (n > 4 && w.endsWith("ed")) {
            String stem = w.substring(0, n - 2);
            out.add(stem);
            out.add(stem + "e");
            undouble(stem, out);
        }
        if (n > 5 && w.endsWith("ing")) {
            String stem = w.substring(0, n - 3);
            out.add(stem);
            out.add(stem + "e");
            undouble(stem, out);
        }
        return List.copyOf(out);
    }

    /** The first candidate base form that {@code known} accepts, or null. */
    public static String lemma(String word, Predicate<String> known) {
        for (String c : candidates(word)) {
            if (known.test(c)) {
                return c;
            }
        }
        return null;
    }

    /** Singular of a plural noun ({@code restaurants -> restaurant}, {@code categories -> category}); naive. */
    public static String singular(String noun) {
        String w = noun.toLowerCase(Locale.ROOT);
        int n = w.length();
        if (n > 4 && w.endsWith("ies")) {
            return w.substring(0, n - 3) + "y";
        }
        if (n > 4 && (w.endsWith("sses") || w.endsWith("xes") || w.endsWith("ches") || w.endsWith("shes"))) {
            return w.substring(0, n - 2);
        }
        if (n > 3 && w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) {
            return w.substring(0, n - 1);
        }
        return w;
    }

    private static void undouble(String stem, Set<String> out) {
        int n = stem.length();
        if (n >= 3 && stem.charAt(n - 1) == stem.charAt(n - 2) && "aeiou".indexOf(stem.charAt(n - 1)) < 0) {
            out.add(stem.substring(0, n - 1));
        }
    }
}
