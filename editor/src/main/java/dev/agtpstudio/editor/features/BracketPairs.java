package dev.agtpstudio.editor.features;

/**
 * What typing a bracket or a quote does in JSON and TOML, the way current editors do it (plain logic, no JavaFX; see
 * {@link AutoClose} for the keys):
 * <ul>
 *   <li>{@code {}, {@code [} and {@code "} insert their closer after the caret, unless the caret is inside a string,
 *       or before a word character (a letter, a digit, {@code _}), or (for a quote) after one;</li>
 *   <li>a closer typed right before the same closer steps over it instead of adding a second one;</li>
 *   <li>Backspace between an opener and its closer with nothing in between deletes both.</li>
 * </ul>
 * Each method reads only the caret's line, split at the caret.
 */
public final class BracketPairs {
    /** What a typed character does: insert {@code text} and put the caret {@code caret} characters into it. */
    public record Typed(String text, int caret) {
        /** Steps over the character after the caret, inserting nothing. */
        public static final Typed OVER = new Typed("", 1);

        public boolean stepsOver() {
            return this == OVER;
        }
    }

    private BracketPairs() {}

    /** The closer that pairs with {@code c}, or 0. */
    public static char closer(char c) {
        return switch (c) {
            case '{' -> '}';
            case '[' -> ']';
            case '"' -> '"';
            default -> 0;
        };
    }

    /**
     * What typing {@code c} does between {@code before} and {@code after} (the caret's line); null when it is typed as
     * it is.
     */
    public static Typed typed(char c, String before, String after) {
        char next = after.isEmpty() ? 0 : after.charAt(0);
        if (inComment(before)) {
            return null;
        }
        boolean inString = inString(before);
        if ((c == '}' || c == ']') && next == c && !inString) {
            return Typed.OVER;
        }
        if (c == '"' && inString && escapes(before)) {
            return null; // \" inside a string is a quote in the text
        }
        if (c == '"' && inString) {
            // the quote that ends the string: over the one already there (its auto-inserted closer)
            return next == '"' ? Typed.OVER : null;
        }
        char close = closer(c);
        if (close == 0 || inString || isWord(next)) {
            return null;
        }
        if (c == '"'
                && !before.isEmpty()
                && (isWord(before.charAt(before.length() - 1)) || before.charAt(before.length() - 1) == '"')) {
            return null;
        }
        return new Typed(String.valueOf(c) + close, 1);
    }

    /** Whether Backspace at the caret deletes an empty pair ({@code {|}}, {@code [|]}, {@code "|"}). */
    public static boolean deletesPair(String before, String after) {
        if (before.isEmpty() || after.isEmpty() || inComment(before)) {
            return false;
        }
        char open = before.charAt(before.length() - 1);
        char close = closer(open);
        if (close == 0 || after.charAt(0) != close) {
            return false;
        }
        // "|" is an empty string only when the quote before the caret opens one
        return open != '"' || inString(before);
    }

    /** Whether the end of {@code before} is inside a double-quoted string (unescaped quotes counted on the line). */
    static boolean inString(String before) {
        return scan(before) == 1;
    }

    /** Whether the end of {@code before} is inside a TOML comment ({@code #} outside a string; JSON has none). */
    static boolean inComment(String before) {
        return scan(before) == 2;
    }

    /** 0: code, 1: inside a string, 2: inside a comment, at the end of {@code before}. */
    private static int scan(String before) {
        boolean in = false;
        for (int i = 0; i < before.length(); i++) {
            char ch = before.charAt(i);
            if (in && ch == '\\') {
                i++;
            } else if (ch == '"') {
                in = !in;
            } else if (!in && ch == '#') {
                return 2;
            }
        }
        return in ? 1 : 0;
    }

    /** Whether {@code before} ends with an odd number of backslashes (the next character is escaped). */
    private static boolean escapes(String before) {
        int n = 0;
        for (int i = before.length() - 1; i >= 0 && before.charAt(i) == '\\'; i--) {
            n++;
        }
        return n % 2 == 1;
    }

    private static boolean isWord(char c) {
        return c != 0 && (Character.isLetterOrDigit(c) || c == '_');
    }
}
