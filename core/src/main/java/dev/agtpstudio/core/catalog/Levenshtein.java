package dev.agtpstudio.core.catalog;

/** Edit distance with an early exit, for "did you mean" suggestions. */
public final class Levenshtein {
    private Levenshtein() {}

    /** The edit distance of {@code a} and {@code b}, or {@code cap} when it is at least {@code cap}. */
    public static int distance(String a, String b, int cap) {
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
            int rowMin = cur[0];
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

    /**
     * The optimal-string-alignment distance (Levenshtein plus swapping two adjacent letters as one edit, so
     * {@code SERACH} is one edit from {@code SEARCH}), or {@code cap} when it is at least {@code cap}.
     */
    public static int withTranspositions(String a, String b, int cap) {
        if (Math.abs(a.length() - b.length()) >= cap) {
            return cap;
        }
        int[] prev2 = new int[b.length() + 1];
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            int rowMin = cur[0];
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                int d = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d = Math.min(d, prev2[j - 2] + 1);
                }
                cur[j] = d;
                rowMin = Math.min(rowMin, d);
            }
            if (rowMin >= cap) {
                return cap;
            }
            int[] t = prev2;
            prev2 = prev;
            prev = cur;
            cur = t;
        }
        return Math.min(prev[b.length()], cap);
    }
}
