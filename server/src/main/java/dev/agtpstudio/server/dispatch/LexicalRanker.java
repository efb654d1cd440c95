package dev.agtpstudio.server.dispatch;

import dev.agtpstudio.core.model.EndpointDecl;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A plain lexical ranker: the share of the intent's content words found in the endpoint's method, path,
 * description, semantic intent and outcome (light suffix stripping, stop words ignored). Used when no semantic
 * matcher is injected.
 */
public final class LexicalRanker implements CandidateRanker {
    private static final Set<String> STOP = Set.of("a", "an", "the", "of", "for", "to", "in", "on", "and", "or", "is", "are",
            "be", "with", "at", "by", "from", "that", "this", "it", "my", "me", "i", "we", "our", "some", "any", "all", "what", "which");

    @Override
    public List<Candidate> rank(String intent, List<EndpointDecl> endpoints, int max) {
        Set<String> want = words(intent);
        List<Candidate> out = new ArrayList<>();
        if (want.isEmpty()) {
            return out;
        }
        for (EndpointDecl e : endpoints) {
            StringBuilder text = new StringBuilder();
            text.append(e.method()).append(' ').append(e.path().replaceAll("[/{}_-]", " ")).append(' ').append(nz(e.description()));
            if (e.semantic() != null) {
                text.append(' ').append(nz(e.semantic().intent())).append(' ').append(nz(e.semantic().outcome()));
            }
            Set<String> have = words(text.toString());
            long hit = want.stream().filter(have::contains).count();
            if (hit > 0) {
                out.add(new Candidate(e, Math.round(1000.0 * hit / want.size()) / 1000.0));
            }
        }
        out.sort(Comparator.comparingDouble(Candidate::score).reversed().thenComparing(c -> c.endpoint().id()));
        return out.size() > max ? out.subList(0, max) : out;
    }

    private static Set<String> words(String s) {
        Set<String> out = new HashSet<>();
        for (String w : s.toLowerCase(Locale.ROOT).split("[^a-z0-9]+")) {
            if (w.length() < 2 || STOP.contains(w)) {
                continue;
            }
            out.add(stem(w));
        }
        return out;
    }

    private static String stem(String w) {
        for (String suf : new String[] {"ings", "ing", "ies", "es", "ed", "s"}) {
            if (w.length() > suf.length() + 2 && w.endsWith(suf)) {
                return suf.equals("ies") ? w.substring(0, w.length() - 3) + "y" : w.substring(0, w.length() - suf.length());
            }
        }
        return w;
    }

    private static String nz(String s) {
        return s == null ? "" : s;
    }
}
