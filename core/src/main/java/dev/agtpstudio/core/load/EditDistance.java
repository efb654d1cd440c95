package dev.agtpstudio.core.load;

/**
 * Levenshtein distance for "did you mean" on unknown keys. Kept in this package (rather than using the catalog's)
 * so that loading does not depend on the catalog package (no package cycles, docs/decisions/0008).
 */
final class EditDistance {
    private EditDistance() {
    }

    /** The distance of {@code a} and {@code b}, or {@code cap} when it is at least {@code cap}. */
    static int distance(String a, String b, int cap) {
        if (Math.abs(a.length() - b.length()) >= cap) {
            return cap;
        }
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            int rowMin = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
                rowMin = Math.min(rowMin, cur[j]);
            }
            if (rowMin >= cap) {
                return cap;
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return Math.min(prev[b.length()], cap);
    }
}
