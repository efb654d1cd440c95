package dev.agtpstudio.validator.grade;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.validator.semantic.EmbeddingService;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * How well the description grade separates the hand-labelled set (111 public tool descriptions, labelled before the
 * grade existed; see src/test/resources/grade/README.md). Prints the figures; {@code scripts/grade-calibration} runs
 * it. The bar: AUC at least 0.80 (a good tool outscores a poor one four times in five) and accuracy at least 0.75 at
 * the documented pass mark, {@link #PASS_MARK}.
 *
 * <p>Why these bars: the first weights (commit "Description grade: DescriptionGrader ...") reached AUC 0.794 and
 * accuracy 0.694; calibration (docs/grade.md, "Calibration") brought the set to AUC 0.876 and accuracy 0.820 at 80.
 * The bars sit just under that, so a change that loses the separation fails here, while 0.85 is still far from the
 * 0.5 of a grade that cannot tell good from poor. The pass mark 80 was chosen on this same set (the best of
 * 50, 55, ..., 95), which the report says: the figures are in-sample.
 */
class GradeCalibrationTest {
    /** The score docs/grade.md calls acceptable: at or above it a description is judged good. */
    static final int PASS_MARK = 80;

    @Test
    void separatesTheLabelledSetWithoutTheModel() throws Exception {
        check(Confusables.words(), "word overlap");
    }

    /** As the IDE grades: near tools found by all-MiniLM-L6-v2 (pass 6's model). */
    @Test
    void separatesTheLabelledSetWithTheModel() throws Exception {
        try (EmbeddingService model = EmbeddingService.miniLm()) {
            model.start().get(120, java.util.concurrent.TimeUnit.SECONDS);
            check(Confusables.embedding(model), "all-MiniLM-L6-v2");
        }
    }

    private static void check(Confusables confusables, String how) throws Exception {
        List<LabelledSet.Item> items = LabelledSet.load();
        assertThat(items).hasSizeGreaterThanOrEqualTo(60);
        Map<Integer, EndpointGrade> grades = LabelledSet.grades(items, confusables);
        Map<Integer, Integer> scores = LabelledSet.scores(grades);
        double auc = LabelledSet.auc(items, scores);
        double acc = LabelledSet.accuracy(items, scores, PASS_MARK);
        System.out.printf(
                Locale.ROOT,
                "grade calibration (%s): %d items, AUC %.3f, accuracy at %d %.3f%n",
                how,
                items.size(),
                auc,
                PASS_MARK,
                acc);
        for (int t = 50; t <= 95; t += 5) {
            System.out.printf(Locale.ROOT, "  accuracy at %d: %.3f%n", t, LabelledSet.accuracy(items, scores, t));
        }
        for (LabelledSet.Item i : items) {
            System.out.printf(
                    Locale.ROOT,
                    "  %3d %-5s %3d %s %s%n",
                    i.id(),
                    i.good() ? "good" : "poor",
                    scores.get(i.id()),
                    i.subject().name(),
                    grades.get(i.id()).findings().stream()
                            .map(f -> f.code().substring(6) + "-" + f.points())
                            .toList());
        }
        assertThat(auc).isGreaterThanOrEqualTo(0.85);
        assertThat(acc).isGreaterThanOrEqualTo(0.80);
    }
}
