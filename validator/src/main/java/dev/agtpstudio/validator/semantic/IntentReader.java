package dev.agtpstudio.validator.semantic;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Finds the verbs an intent statement leads with ("Assesses and prioritizes a patient" -> assess, prioritize), skipping
 * filler ("This endpoint", "Safely") and reading through "Allows agents to ..." and phrasal verbs ("Looks up").
 */
public final class IntentReader {
    /**
     * What an intent reads as: its main verb (null when none is known), all leading verbs, their categories, and the
     * first content word (null for an empty intent).
     */
    public record Reading(
            String mainLemma,
            List<Lexicon.Entry> verbs,
            List<String> categories,
            List<String> tokens,
            String firstWord) {
        public Reading {
            verbs = List.copyOf(verbs);
            categories = List.copyOf(categories);
            tokens = List.copyOf(tokens);
        }

        public boolean known() {
            return mainLemma != null;
        }
    }

    private static final Set<String> SKIP = Set.of(
            "this",
            "the",
            "a",
            "an",
            "endpoint",
            "operation",
            "method",
            "service",
            "api",
            "it",
            "will",
            "we",
            "our",
            "used",
            "to",
            "that",
            "which",
            "simply",
            "please",
            "agent",
            "agents",
            "user",
            "users",
            "caller",
            "callers",
            "client",
            "clients",
            "i",
            "you",
            "can",
            "may",
            "should",
            "must",
            "be",
            "is",
            "just",
            "also",
            "then",
            "first");
    private static final Set<String> AUX = Set.of("allow", "let", "help", "enable", "attempt", "try", "permit");
    private static final Set<String> PARTICLES = Set.of("up", "down", "in", "out", "off", "on", "back");
    private static final int COORDINATION_WINDOW = 8;

    private final Lexicon lexicon;

    public IntentReader(Lexicon lexicon) {
        this.lexicon = lexicon;
    }

    public static List<String> tokens(String text) {
        List<String> out = new ArrayList<>();
        if (text == null) {
            return out;
        }
        // The runs of a-z and 0-9 of the lower-cased text (what splitting at [^a-z0-9]+ gives), without a regex.
        String lower = text.toLowerCase(Locale.ROOT);
        int start = -1;
        for (int i = 0; i <= lower.length(); i++) {
            char c = i < lower.length() ? lower.charAt(i) : ' ';
            boolean word = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
            if (word && start < 0) {
                start = i;
            } else if (!word && start >= 0) {
                out.add(lower.substring(start, i));
                start = -1;
            }
        }
        return out;
    }

    public Reading read(String intent) {
        List<String> toks = tokens(intent);
        int i = firstContentToken(toks, 0);
        if (i < 0) {
            return new Reading(null, List.of(), List.of(), toks, null);
        }
        String first = toks.get(i);
        Optional<Lexicon.Entry> main = verbAt(toks, i);
        if (main.isEmpty()) {
            return new Reading(null, List.of(), List.of(), toks, first);
        }
        if (AUX.contains(main.get().lemma())) {
            int j = firstContentToken(toks, i + 1);
            if (j > 0 && j <= i + 4 && toks.subList(i + 1, j).stream().anyMatch(SKIP::contains)) {
                Optional<Lexicon.Entry> real = verbAt(toks, j);
                if (real.isPresent()) {
                    main = real;
                    i = j;
                }
            }
        }
        List<Lexicon.Entry> verbs = new ArrayList<>();
        verbs.add(main.get());
        for (int k = i + 1; k < Math.min(toks.size() - 1, i + COORDINATION_WINDOW); k++) {
            if (toks.get(k).equals("and")
                    || toks.get(k).equals("or")
                    || toks.get(k).equals("then")) {
                verbAt(toks, k + 1).filter(e -> !verbs.contains(e)).ifPresent(verbs::add);
            }
        }
        Set<String> cats = new LinkedHashSet<>();
        verbs.forEach(v -> cats.addAll(v.categories()));
        return new Reading(main.get().lemma(), verbs, List.copyOf(cats), toks, first);
    }

    private Optional<Lexicon.Entry> verbAt(List<String> toks, int i) {
        Optional<Lexicon.Entry> e = lexicon.lookup(toks.get(i));
        if (e.isPresent() && i + 1 < toks.size() && PARTICLES.contains(toks.get(i + 1))) {
            Optional<Lexicon.Entry> phrasal = lexicon.lookup(e.get().lemma() + "_" + toks.get(i + 1));
            if (phrasal.isPresent()) {
                return phrasal;
            }
        }
        return e;
    }

    private int firstContentToken(List<String> toks, int from) {
        for (int i = from; i < toks.size(); i++) {
            String t = toks.get(i);
            boolean adverb = t.length() > 4 && t.endsWith("ly") && !lexicon.knows(t);
            if (!SKIP.contains(t) && !adverb) {
                return i;
            }
        }
        return -1;
    }
}
