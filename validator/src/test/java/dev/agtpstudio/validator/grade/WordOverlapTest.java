package dev.agtpstudio.validator.grade;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link WordOverlap} compares word counts as fractions instead of dividing per pair: the same verdicts as the
 * divided doubles it replaced, for the threshold and for which of two tools is nearer.
 */
class WordOverlapTest {
    @Test
    void theFractionIsTheThreshold() {
        assertThat((double) WordOverlap.THRESHOLD_NUM / WordOverlap.THRESHOLD_DEN)
                .isEqualTo(Confusables.WORD_THRESHOLD);
    }

    @Test
    void atOrAboveTheThresholdAsTheQuotientSays() {
        for (long union = 1; union <= 3000; union++) {
            for (long shared = 1; shared <= union; shared++) {
                boolean divided = (double) shared / union >= Confusables.WORD_THRESHOLD;
                boolean multiplied = WordOverlap.THRESHOLD_DEN * shared >= WordOverlap.THRESHOLD_NUM * union;
                assertThat(multiplied).as("%d / %d", shared, union).isEqualTo(divided);
            }
        }
    }

    @Test
    void nearerAsTheQuotientsSay() {
        Random r = new Random(620);
        for (int k = 0; k < 1_000_000; k++) {
            long b = 1 + r.nextInt(3000);
            long d = 1 + r.nextInt(3000);
            long a = 1 + (long) r.nextInt((int) b);
            long c = 1 + (long) r.nextInt((int) d);
            int divided = Integer.signum(Double.compare((double) a / b, (double) c / d));
            int multiplied = Long.signum(a * d - c * b);
            assertThat(multiplied).as("%d/%d against %d/%d", a, b, c, d).isEqualTo(divided);
        }
    }
}
