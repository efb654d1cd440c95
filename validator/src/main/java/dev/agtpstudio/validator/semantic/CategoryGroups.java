package dev.agtpstudio.validator.semantic;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The nine catalog categories grouped by what they do to the world: read (discovery, retrieval, analysis), write
 * (transaction, modification, creation, domain_spanning), send (notification) and control (mechanics). An intent in
 * one group on a verb of a disjoint group is a contradiction (AGIS §6: BOOK / "Returns a list ..." reads where the verb
 * commits).
 */
public final class CategoryGroups {
    public static final String READ = "read";
    public static final String WRITE = "write";
    public static final String SEND = "send";
    public static final String CONTROL = "control";
    public static final String MECHANICS = "mechanics";

    private static final Map<String, String> GROUP = Map.of(
            "discovery",
            READ,
            "retrieval",
            READ,
            "analysis",
            READ,
            "transaction",
            WRITE,
            "modification",
            WRITE,
            "creation",
            WRITE,
            "domain_spanning",
            WRITE,
            "notification",
            SEND,
            MECHANICS,
            CONTROL);

    /** Pairs of categories close enough to count as consistent (finding and fetching both read a list back). */
    private static final Set<String> RELATED = Set.of("discovery|retrieval", "analysis|discovery");

    /** The most typical catalog verbs of each category, used as quick fixes when nothing better is known. */
    private static final Map<String, List<String>> TYPICAL = Map.of(
            "discovery", List.of("FIND", "SEARCH", "LIST"),
            "retrieval", List.of("FETCH", "RETRIEVE", "READ"),
            "analysis", List.of("ANALYZE", "EVALUATE", "COMPUTE"),
            "transaction", List.of("BOOK", "PURCHASE", "PAY"),
            "modification", List.of("UPDATE", "MODIFY", "REMOVE"),
            "creation", List.of("CREATE", "GENERATE", "BUILD"),
            "notification", List.of("NOTIFY", "ALERT", "PUBLISH"),
            "mechanics", List.of("INVOKE", "DELEGATE", "PROPOSE"),
            "domain_spanning", List.of("CANCEL", "SCHEDULE", "ACTIVATE"));

    private CategoryGroups() {}

    public static String group(String category) {
        return GROUP.get(category);
    }

    /** Categories without {@code mechanics} when the verb has others (mechanics is a secondary facet of many verbs). */
    public static Set<String> effective(List<String> categories) {
        Set<String> out = new LinkedHashSet<>(categories);
        if (out.size() > 1) {
            out.remove(MECHANICS);
        }
        return out;
    }

    public static Set<String> groups(Set<String> categories) {
        Set<String> out = new LinkedHashSet<>();
        for (String c : categories) {
            String g = GROUP.get(c);
            if (g != null) {
                out.add(g);
            }
        }
        return out;
    }

    public static boolean related(String a, String b) {
        return RELATED.contains(a.compareTo(b) < 0 ? a + "|" + b : b + "|" + a);
    }

    public static List<String> typicalVerbs(String category) {
        return TYPICAL.getOrDefault(category, List.of());
    }
}
