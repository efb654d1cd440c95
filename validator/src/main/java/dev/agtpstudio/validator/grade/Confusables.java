package dev.agtpstudio.validator.grade;

import dev.agtpstudio.validator.semantic.EmbeddingService;
import dev.agtpstudio.validator.semantic.Vectors;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds, for each tool of a workspace, the other tool a model could most easily confuse it with: the nearest by the
 * embedding of its name and prose (all-MiniLM-L6-v2, the model AGIS pass 6 loads, through the same
 * {@link EmbeddingService}), or, without the model, by the overlap of their words. A pair counts only at or above the
 * threshold (docs/grade.md).
 */
public interface Confusables {
    /** The nearest other tool of {@code subjects.get(i)} for every i, or null where none is near enough. */
    List<Near> nearest(List<GradeSubject> subjects);

    /** A near tool: its index in the list and how similar it is (0-1). */
    record Near(int index, double similarity) {}

    /** Cosine of the MiniLM embeddings at or above which two tools are near-duplicates. */
    double EMBEDDING_THRESHOLD = 0.82;
    /** Word-set overlap (Jaccard) at or above which two tools are near-duplicates without the model. */
    double WORD_THRESHOLD = 0.6;

    /** The text compared: the tool name, split into words, and the first 300 characters of its prose. */
    static String text(GradeSubject s) {
        String prose = s.prose();
        return String.join(" ", GradeWords.nameWords(s.name())) + ": "
                + (prose.length() > 300 ? prose.substring(0, 300) : prose);
    }

    /** By the embedding model (blocks until it is loaded). */
    static Confusables embedding(EmbeddingService model) {
        return subjects -> {
            List<String> texts = subjects.stream().map(Confusables::text).toList();
            List<float[]> vs = texts.isEmpty() ? List.of() : model.embedAll(texts);
            return nearestByCosine(vs, EMBEDDING_THRESHOLD);
        };
    }

    /**
     * By shared words (no model): for a run that does not load it. Counted through an index from word to tools, so a
     * workspace of a thousand tools costs the pairs that share a word, not a set intersection per pair.
     */
    static Confusables words() {
        return new WordOverlap();
    }

    /**
     * Each vector's nearest other by cosine, at or above {@code threshold} (null where none is): each pair's cosine is
     * computed once, from squared norms computed once, and offered to both of its vectors; each vector sees its
     * candidates in ascending index order and keeps the first of equal ones, so the answer is the one a scan of every
     * other vector in index order gives (a thousand tools: half a million dot products instead of three million).
     */
    static List<Near> nearestByCosine(List<float[]> vs, double threshold) {
        int n = vs.size();
        double[] norm = new double[n];
        for (int i = 0; i < n; i++) {
            norm[i] = Vectors.dot(vs.get(i), vs.get(i));
        }
        int[] best = new int[n];
        double[] bestSimilarity = new double[n];
        java.util.Arrays.fill(best, -1);
        for (int i = 0; i < n; i++) {
            float[] a = vs.get(i);
            for (int j = i + 1; j < n; j++) {
                double s = Vectors.cosine(Vectors.dot(a, vs.get(j)), norm[i], norm[j]);
                if (s < threshold) {
                    continue;
                }
                if (best[i] < 0 || s > bestSimilarity[i]) {
                    best[i] = j;
                    bestSimilarity[i] = s;
                }
                if (best[j] < 0 || s > bestSimilarity[j]) {
                    best[j] = i;
                    bestSimilarity[j] = s;
                }
            }
        }
        List<Near> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(best[i] < 0 ? null : new Near(best[i], bestSimilarity[i]));
        }
        return out;
    }
}
