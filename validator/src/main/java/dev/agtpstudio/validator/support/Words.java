package dev.agtpstudio.validator.support;

import java.util.Locale;
import java.util.regex.Pattern;

/** Small text predicates the rules share. */
public final class Words {
    private static final Pattern SENTENCE_END = Pattern.compile("[.!?](\\s+)(?=[A-Z0-9])");

    private Words() {}

    /**
     * Whether {@code s} matches {@code [a-z][a-z0-9]*(_[a-z0-9]+)*}: a lower-case letter, then letters and digits in
     * runs joined by single underscores. Checked without a regular expression (every parameter and error name of a
     * document, on every live run).
     */
    public static boolean isSnakeCase(String s) {
        if (s == null || s.isEmpty() || s.charAt(0) < 'a' || s.charAt(0) > 'z') {
            return false;
        }
        for (int i = 1; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean alnum = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
            if (!alnum && (c != '_' || s.charAt(i - 1) == '_')) {
                return false;
            }
        }
        return s.charAt(s.length() - 1) != '_';
    }

    /** Best-effort snake_case form of a name ({@code roomType} to {@code room_type}). */
    public static String toSnakeCase(String s) {
        String t = s.replaceAll("([a-z0-9])([A-Z])", "$1_$2")
                .replaceAll("[^A-Za-z0-9]+", "_")
                .toLowerCase(Locale.ROOT)
                .replaceAll("^_+|_+$", "")
                .replaceAll("_+", "_");
        if (t.isEmpty() || !Character.isLetter(t.charAt(0))) {
            t = "x_" + t;
        }
        return t;
    }

    /** Number of sentences, counting a terminator followed by whitespace and a capital or digit as a break. */
    public static int sentenceCount(String s) {
        if (s == null || s.isBlank()) {
            return 0;
        }
        int n = 1;
        var m = SENTENCE_END.matcher(s.trim());
        while (m.find()) {
            n++;
        }
        return n;
    }

    /** A plural of an English noun, good enough to turn a verb-looking segment into a collection noun. */
    public static String plural(String word) {
        String lower = word.toLowerCase(Locale.ROOT);
        boolean upper = !word.isEmpty() && word.equals(word.toUpperCase(Locale.ROOT)) && !word.equals(lower);
        String suffix;
        String stem = word;
        if (lower.matches(".*(s|x|z|ch|sh)")) {
            suffix = "es";
        } else if (lower.matches(".*[^aeiou]y")) {
            stem = word.substring(0, word.length() - 1);
            suffix = "ies";
        } else {
            suffix = "s";
        }
        return stem + (upper ? suffix.toUpperCase(Locale.ROOT) : suffix);
    }
}
