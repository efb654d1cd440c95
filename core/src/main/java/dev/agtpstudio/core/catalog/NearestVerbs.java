package dev.agtpstudio.core.catalog;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** "Did you mean" for method names: ranks catalog verbs by how likely each is the one the user meant. */
final class NearestVerbs {
    /** Rank of the exact verb, a legacy verb's preferred verb, a base form, an edit, and a shared stem. */
    private static final int EXACT = 0;

    private static final int LEGACY = 1;
    private static final int BASE_FORM = 2;
    private static final int PER_EDIT = 3;
    private static final int PREFIX = 8;

    /** Suffix -> replacements that turn an inflected or nominal form back into a verb. */
    private static final String[][] SUFFIXES = {
        {"IES", "Y"},
        {"IED", "Y"},
        {"ATIONS", "ATE", "E", ""},
        {"ATION", "ATE", "E", ""},
        {"ITION", "E", ""},
        {"MENTS", ""},
        {"MENT", ""},
        {"INGS", "", "E"},
        {"ING", "", "E"},
        {"ED", "", "E"},
        {"ES", "", "E"},
        {"ER", "", "E"},
        {"AL", "", "E"},
        {"S", ""},
    };

    private final MethodCatalog catalog;

    NearestVerbs(MethodCatalog catalog) {
        this.catalog = catalog;
    }

    List<String> suggest(String name, int max) {
        if (max <= 0) {
            return List.of();
        }
        String q = name == null ? "" : MethodCatalog.normalizeVerb(name);
        Map<String, Integer> ranked = new LinkedHashMap<>();
        if (catalog.isVerb(q)) {
            ranked.put(q, EXACT);
        }
        catalog.legacyVerb(q)
                .map(LegacyVerb::preferred)
                .filter(catalog::isVerb)
                .ifPresent(p -> ranked.putIfAbsent(p, LEGACY));
        for (String base : baseForms(q)) {
            if (catalog.isVerb(base)) {
                ranked.putIfAbsent(base, BASE_FORM);
            }
        }
        int limit = q.length() <= 4 ? 1 : q.length() <= 8 ? 2 : 3;
        for (MethodInfo m : catalog.methods().values()) {
            if (m.removed() || ranked.containsKey(m.name()) || q.isEmpty()) {
                continue;
            }
            int d = Levenshtein.withTranspositions(q, m.name(), limit + 1);
            if (d <= limit) {
                ranked.put(m.name(), PER_EDIT * d);
            } else if (sharesStem(q, m.name())) {
                ranked.put(m.name(), PREFIX);
            }
        }
        List<Map.Entry<String, Integer>> entries = new ArrayList<>(ranked.entrySet());
        entries.sort(Comparator.<Map.Entry<String, Integer>>comparingInt(Map.Entry::getValue)
                .thenComparingInt(e -> Math.abs(e.getKey().length() - q.length()))
                .thenComparing(Map.Entry::getKey));
        List<String> out = new ArrayList<>();
        for (Map.Entry<String, Integer> e : entries) {
            if (out.size() == max) {
                break;
            }
            out.add(e.getKey());
        }
        return out;
    }

    /** Candidate base verbs of an inflected or nominal form, e.g. RESERVATION -> RESERVATE, RESERVE, RESERV. */
    static List<String> baseForms(String q) {
        List<String> out = new ArrayList<>();
        for (String[] rule : SUFFIXES) {
            if (q.length() > rule[0].length() + 2 && q.endsWith(rule[0])) {
                String stem = q.substring(0, q.length() - rule[0].length());
                for (int i = 1; i < rule.length; i++) {
                    out.add(stem + rule[i]);
                }
                if (stem.length() > 3 && stem.charAt(stem.length() - 1) == stem.charAt(stem.length() - 2)) {
                    out.add(stem.substring(0, stem.length() - 1)); // CANCELLATION -> CANCEL, SHIPPING -> SHIP
                }
            }
        }
        return out;
    }

    /** One is a prefix of the other and the shorter one has at least four letters (BOOKINGS / BOOK). */
    private static boolean sharesStem(String q, String verb) {
        boolean queryShorter = q.length() < verb.length();
        String shorter = queryShorter ? q : verb;
        String longer = queryShorter ? verb : q;
        return shorter.length() >= 4 && longer.startsWith(shorter);
    }
}
