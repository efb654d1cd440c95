package dev.agtpstudio.validator.support;

import java.util.Random;

/** Random short strings over a small alphabet, for tests that compare a hand-written scan with its definition. */
public final class RandomText {
    private RandomText() {}

    /** Up to {@code maxLength - 1} characters drawn from {@code alphabet}. */
    public static String of(Random random, String alphabet, int maxLength) {
        StringBuilder sb = new StringBuilder();
        for (int k = random.nextInt(maxLength); k > 0; k--) {
            sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return sb.toString();
    }
}
