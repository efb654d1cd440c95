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
            return pick(subjects.size(), (i, j) -> Vectors.cosine(vs.get(i), vs.get(j)), EMBEDDING_THRESHOLD);
        };
    }

    /**
     * By shared words (no model): for a run that does not load it. Counted through an index from word to tools, so a
     * workspace of a thousand tools costs the pairs that share a word, not a set intersection per pair.
     */
    static Confusables words() {
        return new WordOverlap();
    }

    /** Similarity of tools i and j. */
    interface Similarity {
        double of(int i, int j);
    }

    private static List<Near> pick(int n, Similarity sim, double threshold) {
        List<Near> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            Near best = null;
            for (int j = 0; j < n; j++) {
                if (j == i) {
                    continue;
                }
                double s = sim.of(i, j);
                if (s >= threshold && (best == null || s > best.similarity())) {
                    best = new Near(j, s);
                }
            }
            out.add(best);
        }
        return out;
    }
}
