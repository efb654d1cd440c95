package dev.agtpstudio.validator.semantic;

import dev.agtpstudio.core.model.PathTemplate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Ranks endpoints for a natural-language request ("book a table for two on Friday"), in the spirit of AGIS §11
 * steps 1-3 (method verbs first, then path nouns, then the intent declarations) and the ANS §3.5 rank formula.
 * With the embedding model ready it compares meanings; until then (or without a model) it falls back to lexical
 * overlap through the {@link Lexicon}. The capability match is a pure function of the request and the candidates, so
 * identical inputs always rank identically (ties break on {@code METHOD path}).
 */
public final class IntentMatcher {
    public static final String EMBEDDING = "embedding";
    public static final String LEXICAL = "lexical";

    private static final Set<String> STOP = Set.of(
            "a", "an", "the", "for", "of", "to", "in", "on", "at", "my", "me", "i", "please", "can", "could", "you",
            "with", "and", "or", "is", "are", "be", "do", "does", "what", "which", "how", "would", "will", "that",
            "this", "their", "there", "some", "any", "by", "from", "it", "as", "all", "want", "need", "like", "we",
            "our", "us", "your", "has", "have", "get", "id", "one", "should", "whether", "was", "were", "them", "they",
            "who", "when", "where", "its", "into", "about", "if", "so", "than");
    private static final double METHOD_FALLOFF = 0.2;
    private static final double SECONDARY = 0.5;

    private final Lexicon lexicon;
    private final EmbeddingConsistency embeddings;
    private final EmbeddingService service;
    private final MatchWeights weights;

    /**
     * @param embeddings the pass-6 scorer whose verb index is reused, or null for lexical matching only
     * @param service    the embedding service behind it, or null
     */
    public IntentMatcher(
            Lexicon lexicon, EmbeddingConsistency embeddings, EmbeddingService service, MatchWeights weights) {
        this.lexicon = lexicon;
        this.embeddings = embeddings;
        this.service = service;
        this.weights = weights;
    }

    /** This matcher (same lexicon and model) with other weights. */
    public IntentMatcher withWeights(MatchWeights other) {
        return other.equals(weights) ? this : new IntentMatcher(lexicon, embeddings, service, other);
    }

    public MatchWeights weights() {
        return weights;
    }

    /** The endpoints of a workspace (declarations and AGIS documents) ranked for {@code request}. */
    public List<EndpointMatch> rank(String request, dev.agtpstudio.core.workspace.Workspace workspace) {
        return rank(request, WorkspaceCandidates.of(workspace));
    }

    /** Candidates ranked best first; never blocks on the model. */
    public List<EndpointMatch> rank(String request, List<EndpointCandidate> candidates) {
        if (embeddings != null && service != null && embeddings.isReady()) {
            try {
                return rank(request, candidates, true);
            } catch (RuntimeException e) {
                return rank(request, candidates, false);
            }
        }
        return rank(request, candidates, false);
    }

    private List<EndpointMatch> rank(String request, List<EndpointCandidate> candidates, boolean emb) {
        List<String> req = content(request);
        IntentReader.Reading reading = new IntentReader(lexicon).read(request);
        boolean hasVerb = reading.known();
        VerbIndex.Ranking verbs = emb ? embeddings.rank(request) : null;
        float[] reqVec = emb ? service.embed(request) : null;
        List<EndpointMatch> out = new ArrayList<>();
        for (EndpointCandidate c : candidates) {
            String m = c.method() == null ? "" : c.method().toUpperCase(Locale.ROOT);
            double method = hasVerb ? lexicalMethod(reading, m) : 0;
            double path = lexicalPath(req, c.path());
            double intent = overlap(req, content(primaryText(c)), content(secondaryText(c)));
            if (emb) {
                method = Math.max(method, 0.5 * embeddingMethod(verbs, m));
                List<String> nouns = pathNouns(c.path());
                if (!nouns.isEmpty()) {
                    path = Math.max(
                            path, scale(Vectors.cosine(reqVec, service.embed(String.join(" ", nouns))), 0.1, 0.6));
                }
                double best = 0;
                for (String t : intentTexts(c)) {
                    best = Math.max(best, Vectors.cosine(reqVec, service.embed(t)));
                }
                intent = 0.5 * intent + 0.5 * scale(best, 0.1, 0.7);
            }
            double capability = hasVerb
                    ? weights.method() * method + weights.path() * path + weights.intent() * intent
                    : weights.path() * path + (weights.intent() + weights.method()) * intent;
            double rank = weights.trustTier() * c.trustTier()
                    + weights.behavioral() * c.behavioralTrust()
                    + weights.capability() * capability;
            out.add(new EndpointMatch(c, rank, capability, method, path, intent, emb ? EMBEDDING : LEXICAL));
        }
        out.sort(Comparator.comparingDouble(EndpointMatch::rankScore)
                .reversed()
                .thenComparing(x -> x.endpoint().id()));
        return out;
    }

    /**
     * Why {@code c} matched {@code request}, in the terms the lexical score counts (the embedding score has no words
     * to show): the method when the request's verb selects it, the path nouns, the intent or description words, and
     * the words found only in a parameter hint (named by its parameter) or the outcome. Empty when nothing matched.
     */
    public List<String> why(String request, EndpointCandidate c) {
        List<String> req = content(request);
        List<String> out = new ArrayList<>();
        IntentReader.Reading reading = new IntentReader(lexicon).read(request);
        String m = c.method() == null ? "" : c.method().toUpperCase(Locale.ROOT);
        if (reading.known() && lexicalMethod(reading, m) > 0) {
            out.add("method " + m + " fits the request's verb");
        }
        List<String> nouns = new ArrayList<>(pathNouns(c.path()));
        nouns.retainAll(req);
        if (!nouns.isEmpty()) {
            out.add("path names " + String.join(", ", nouns));
        }
        Set<String> primary = new LinkedHashSet<>(content(primaryText(c)));
        Set<String> inIntent = new LinkedHashSet<>();
        for (String w : req) {
            if (primary.contains(w)) {
                inIntent.add(w);
            }
        }
        if (!inIntent.isEmpty()) {
            out.add("intent or description says " + String.join(", ", inIntent));
        }
        new java.util.TreeMap<>(c.parameterHints()).forEach((param, hs) -> {
            Set<String> words = new LinkedHashSet<>();
            hs.forEach(h -> content(h).forEach(w -> {
                if (req.contains(w) && !primary.contains(w)) {
                    words.add(w);
                }
            }));
            if (!words.isEmpty()) {
                out.add("hint for " + param + " says " + String.join(", ", words));
            }
        });
        return List.copyOf(out);
    }

    /** Step 1 on the request's leading verbs only, so nouns such as "reservation" do not vote for RESERVE. */
    private double lexicalMethod(IntentReader.Reading reading, String m) {
        String mLemma = m.toLowerCase(Locale.ROOT);
        List<String> mCats = lexicon.methodCategories(m);
        if (reading.firstWord() != null
                && Morphology.candidates(reading.firstWord()).contains(mLemma)) {
            return 1.0;
        }
        double best = 0;
        for (Lexicon.Entry e : reading.verbs()) {
            if (e.lemma().equals(mLemma) || m.equals(e.nearestVerb())) {
                return 1.0;
            }
            Set<String> ic = CategoryGroups.effective(e.categories());
            Set<String> mc = CategoryGroups.effective(mCats);
            for (String a : ic) {
                for (String b : mc) {
                    best = Math.max(best, a.equals(b) ? 0.6 : CategoryGroups.related(a, b) ? 0.4 : 0);
                }
            }
        }
        return best;
    }

    private static double embeddingMethod(VerbIndex.Ranking r, String m) {
        double s = r.score(m);
        return Double.isNaN(s) ? 0 : Math.max(0, 1 - (r.top() - s) / METHOD_FALLOFF);
    }

    private static double lexicalPath(List<String> req, String path) {
        List<String> nouns = pathNouns(path);
        if (nouns.isEmpty()) {
            return 0;
        }
        int hit = 0;
        for (String n : nouns) {
            if (req.contains(n)) {
                hit++;
            }
        }
        return (double) hit / nouns.size();
    }

    /** The nouns of a path's literal segments, singular ({@code /guests/{guest_id}/messages -> guest, message}). */
    static List<String> pathNouns(String path) {
        Set<String> out = new LinkedHashSet<>();
        if (path == null) {
            return List.of();
        }
        for (String seg : PathTemplate.segmentsOf(path)) {
            if (PathTemplate.isParameterSegment(seg)) {
                continue;
            }
            for (String w : seg.split("[-_.]")) {
                if (!w.isEmpty()) {
                    out.add(Morphology.singular(w));
                }
            }
        }
        return List.copyOf(out);
    }

    /** Share of the request's words found in the intent or description (1 each) or only in hints or outcome (0.5). */
    private static double overlap(List<String> req, List<String> primary, List<String> secondary) {
        if (req.isEmpty()) {
            return 0;
        }
        Set<String> p = new LinkedHashSet<>(primary);
        Set<String> q = new LinkedHashSet<>(secondary);
        double hit = 0;
        for (String w : req) {
            hit += p.contains(w) ? 1 : q.contains(w) ? SECONDARY : 0;
        }
        return hit / req.size();
    }

    /** Content words of a text, each reduced to a verb lemma the lexicon knows or a singular noun. */
    private List<String> content(String text) {
        List<String> out = new ArrayList<>();
        for (String t : IntentReader.tokens(text)) {
            if (STOP.contains(t) || t.length() < 2) {
                continue;
            }
            out.add(lexicon.lookup(t).map(Lexicon.Entry::lemma).orElse(Morphology.singular(t)));
        }
        return out;
    }

    private static String primaryText(EndpointCandidate c) {
        return (c.intent() == null ? "" : c.intent()) + " " + (c.description() == null ? "" : c.description());
    }

    private static String secondaryText(EndpointCandidate c) {
        StringBuilder sb = new StringBuilder(c.outcome() == null ? "" : c.outcome());
        c.parameterHints().values().forEach(hs -> hs.forEach(h -> sb.append(' ').append(h)));
        return sb.toString();
    }

    private static List<String> intentTexts(EndpointCandidate c) {
        List<String> out = new ArrayList<>();
        if (c.intent() != null && !c.intent().isBlank()) {
            out.add(c.intent());
        }
        if (c.description() != null && !c.description().isBlank()) {
            out.add(c.description());
        }
        c.parameterHints()
                .values()
                .forEach(hs -> hs.forEach(h -> {
                    if (h != null && !h.isBlank()) {
                        out.add(h);
                    }
                }));
        return out;
    }

    private static double scale(double cos, double lo, double hi) {
        return Math.max(0, Math.min(1, (cos - lo) / (hi - lo)));
    }
}
