package dev.agtpstudio.validator.grade;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.validator.semantic.Vectors;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The embedding near-tool finder computes each pair once and still answers what a scan of every other tool in index
 * order answers (the same tool, the same similarity to the last bit, the first of equal ones), on random vectors with
 * near-duplicates, exact duplicates (ties) and zero vectors.
 */
class NearestByCosineTest {
    @Test
    void answersWhatTheScanOfEveryPairAnswers() {
        Random r = new Random(42);
        for (int round = 0; round < 60; round++) {
            int n = 1 + r.nextInt(40);
            List<float[]> vs = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                int kind = r.nextInt(6);
                if (kind == 0 && !vs.isEmpty()) {
                    vs.add(vs.get(r.nextInt(vs.size())).clone()); // a tie
                } else if (kind == 1) {
                    vs.add(new float[8]); // a zero vector: cosine 0 with everything
                } else if (kind == 2 && !vs.isEmpty()) {
                    float[] v = vs.get(r.nextInt(vs.size())).clone();
                    v[r.nextInt(8)] += 0.05f; // a near-duplicate
                    vs.add(v);
                } else {
                    float[] v = new float[8];
                    for (int k = 0; k < 8; k++) {
                        v[k] = r.nextFloat() - 0.3f;
                    }
                    vs.add(v);
                }
            }
            double threshold = round % 2 == 0 ? 0.82 : 0.2;
            assertThat(Confusables.nearestByCosine(vs, threshold)).isEqualTo(scan(vs, threshold));
        }
    }

    /** Every other vector in index order, the first of equal similarities kept (the finder before it was made cheap). */
    private static List<Confusables.Near> scan(List<float[]> vs, double threshold) {
        List<Confusables.Near> out = new ArrayList<>();
        for (int i = 0; i < vs.size(); i++) {
            Confusables.Near best = null;
            for (int j = 0; j < vs.size(); j++) {
                if (j == i) {
                    continue;
                }
                double s = Vectors.cosine(vs.get(i), vs.get(j));
                if (s >= threshold && (best == null || s > best.similarity())) {
                    best = new Confusables.Near(j, s);
                }
            }
            out.add(best);
        }
        return out;
    }
}
