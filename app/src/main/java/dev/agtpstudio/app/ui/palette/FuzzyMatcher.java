package dev.agtpstudio.app.ui.palette;

/**
 * Scores how well a typed query matches a label: every query character must appear in order (case-insensitive);
 * consecutive characters and characters at word starts score higher, so "sv" ranks "Save" above "Show preview".
 */
public final class FuzzyMatcher {
    private FuzzyMatcher() {}

    /** The score, or -1 when {@code query} is not a subsequence of {@code label}. An empty query scores 0. */
    public static int score(String query, String label) {
        String q = query.trim().toLowerCase(java.util.Locale.ROOT);
        if (q.isEmpty()) {
            return 0;
        }
        String l = label.toLowerCase(java.util.Locale.ROOT);
        int score = 0;
        int li = 0;
        int prev = -2;
        for (int qi = 0; qi < q.length(); qi++) {
            char c = q.charAt(qi);
            if (c == ' ') {
                continue;
            }
            int found = l.indexOf(c, li);
            if (found < 0) {
                return -1;
            }
            score += 1;
            if (found == prev + 1) {
                score += 5;
            }
            if (found == 0 || !Character.isLetterOrDigit(l.charAt(found - 1))) {
                score += 8;
            }
            prev = found;
            li = found + 1;
        }
        return score * 100 - Math.min(99, label.length());
    }
}
