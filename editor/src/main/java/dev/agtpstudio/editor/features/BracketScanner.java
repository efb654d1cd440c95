package dev.agtpstudio.editor.features;

/** Finds the partner of a bracket by counting brackets of the same kind (quotes are not considered). */
public final class BracketScanner {
    /** Returned when the character at the position is not a bracket. */
    public static final int NOT_A_BRACKET = Integer.MIN_VALUE;

    private static final String OPEN = "([{";
    private static final String CLOSE = ")]}";

    private BracketScanner() {}

    /** The partner's index, -1 when unmatched, or {@link #NOT_A_BRACKET}. */
    public static int partner(CharSequence text, int at) {
        char c = text.charAt(at);
        int o = OPEN.indexOf(c);
        int cl = CLOSE.indexOf(c);
        if (o < 0 && cl < 0) {
            return NOT_A_BRACKET;
        }
        boolean forward = o >= 0;
        char open = forward ? c : OPEN.charAt(cl);
        char close = forward ? CLOSE.charAt(o) : c;
        int depth = 0;
        int step = forward ? 1 : -1;
        for (int i = at; i >= 0 && i < text.length(); i += step) {
            char d = text.charAt(i);
            if (d == open) {
                depth += forward ? 1 : -1;
            } else if (d == close) {
                depth += forward ? -1 : 1;
            }
            if (depth == 0) {
                return i;
            }
        }
        return -1;
    }
}
