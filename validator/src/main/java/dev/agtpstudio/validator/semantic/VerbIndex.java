package dev.agtpstudio.validator.semantic;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.catalog.MethodInfo;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Embeddings of every catalog verb's {@code "verb: gloss"} text, computed once, and rankings of all verbs and
 * categories against an embedded text. Immutable once built.
 */
public final class VerbIndex {
    /** How all verbs rank against one text: best first, with each verb's 1-based rank and the category scores. */
    public record Ranking(List<VerbScore> verbs, Map<String, Integer> rankOf, Map<String, Double> categoryScores) {
        public double top() {
            return verbs.get(0).score();
        }

        public double score(String verb) {
            Integer r = rankOf.get(verb);
            return r == null ? Double.NaN : verbs.get(r - 1).score();
        }

        /** The category whose best verbs are closest to the text. */
        public String bestCategory() {
            return categoryScores.entrySet().stream()
                    .max(Map.Entry.comparingByValue())
                    .map(Map.Entry::getKey)
                    .orElse(null);
        }
    }

    private static final int CATEGORY_TOP = 3;

    private final MethodCatalog catalog;
    private final List<String> verbs;
    private final List<float[]> vectors;
    /** Each verb vector's squared norm, so a ranking computes only dot products against the verbs. */
    private final double[] squaredNorms;

    private VerbIndex(MethodCatalog catalog, List<String> verbs, List<float[]> vectors) {
        this.catalog = catalog;
        this.verbs = List.copyOf(verbs);
        this.vectors = List.copyOf(vectors);
        this.squaredNorms = new double[this.vectors.size()];
        for (int i = 0; i < squaredNorms.length; i++) {
            squaredNorms[i] = Vectors.dot(this.vectors.get(i), this.vectors.get(i));
        }
    }

    /** Embeds every non-removed catalog verb (one batch; a few seconds on a laptop core). */
    public static VerbIndex build(MethodCatalog catalog, VerbGlosses glosses, EmbeddingService embeddings) {
        List<String> verbs = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        for (MethodInfo m : catalog.methods().values()) {
            if (!m.removed()) {
                verbs.add(m.name());
                texts.add(glosses.text(m.name()));
            }
        }
        return new VerbIndex(catalog, verbs, embeddings.embedAll(texts));
    }

    public int size() {
        return verbs.size();
    }

    public boolean contains(String verb) {
        return verbs.contains(verb);
    }

    public Ranking rank(float[] text) {
        List<VerbScore> scored = new ArrayList<>(verbs.size());
        double textNorm = Vectors.dot(text, text);
        for (int i = 0; i < verbs.size(); i++) {
            scored.add(new VerbScore(
                    verbs.get(i), Vectors.cosine(Vectors.dot(text, vectors.get(i)), textNorm, squaredNorms[i])));
        }
        scored.sort(Comparator.comparingDouble(VerbScore::score).reversed().thenComparing(VerbScore::verb));
        Map<String, Integer> rankOf = new HashMap<>();
        Map<String, List<Double>> perCat = new LinkedHashMap<>();
        for (int i = 0; i < scored.size(); i++) {
            VerbScore v = scored.get(i);
            rankOf.put(v.verb(), i + 1);
            String cat = catalog.category(v.verb()).orElse(null);
            if (cat != null) {
                List<Double> l = perCat.computeIfAbsent(cat, k -> new ArrayList<>());
                if (l.size() < CATEGORY_TOP) {
                    l.add(v.score());
                }
            }
        }
        Map<String, Double> cats = new LinkedHashMap<>();
        perCat.forEach((c, l) -> cats.put(
                c, l.stream().mapToDouble(Double::doubleValue).average().orElse(0)));
        return new Ranking(List.copyOf(scored), Map.copyOf(rankOf), Map.copyOf(cats));
    }
}
