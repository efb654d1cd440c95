package dev.agtpstudio.validator.grade;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * How well the description grade separates the hand-labelled set (111 public tool descriptions, labelled before the
 * grade existed; see src/test/resources/grade/README.md). Prints the figures; {@code scripts/grade-calibration} runs
 * it. The bar: AUC at least 0.80 (a good tool outscores a poor one four times in five) and accuracy at least 0.75 at
 * the documented pass mark, {@link #PASS_MARK}.
 */
class GradeCalibrationTest {
    /** The score docs/grade.md calls acceptable: at or above it a description is judged good. */
    static final int PASS_MARK = 70;

    @Test
    void separatesTheLabelledSetWithoutTheModel() throws Exception {
        List<LabelledSet.Item> items = LabelledSet.load();
        assertThat(items).hasSizeGreaterThanOrEqualTo(60);
        Map<Integer, EndpointGrade> grades = LabelledSet.grades(items, Confusables.words());
        Map<Integer, Integer> scores = LabelledSet.scores(grades);
        double auc = LabelledSet.auc(items, scores);
        double acc = LabelledSet.accuracy(items, scores, PASS_MARK);
        System.out.printf(Locale.ROOT, "grade calibration (word overlap): %d items, AUC %.3f, accuracy at %d %.3f%n",
                items.size(), auc, PASS_MARK, acc);
        for (LabelledSet.Item i : items) {
            System.out.printf(Locale.ROOT, "  %3d %-5s %3d %s %s%n", i.id(), i.good() ? "good" : "poor",
                    scores.get(i.id()), i.subject().name(), grades.get(i.id()).findings().stream()
                            .map(f -> f.code().substring(6) + "-" + f.points()).toList());
        }
        assertThat(auc).isGreaterThanOrEqualTo(0.80);
        assertThat(acc).isGreaterThanOrEqualTo(0.75);
    }
}
