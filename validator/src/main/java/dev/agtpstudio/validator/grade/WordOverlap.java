package dev.agtpstudio.validator.grade;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * {@link Confusables#words()}: the nearest tool by the overlap (Jaccard) of the content words of {@link
 * Confusables#text}, the name's words and the prose's first 300 characters. Words are read as spans of the prose and
 * numbered through a small table keyed by their lower-case text, so a word is copied once per workspace, not once per
 * tool (decision 0620).
 */
final class WordOverlap implements Confusables {
    /**
     * {@link Confusables#WORD_THRESHOLD} as a fraction. For word counts (below 2^31) {@code (double) a / b >= 0.6}
     * exactly when {@code 5a >= 3b}, and two such quotients compare as their fractions do (distinct fractions differ
     * by far more than a double's rounding), so the counts are compared without dividing; only the nearest tool's
     * similarity is divided out, to the same double as before. {@code WordOverlapTest} holds this to the threshold.
     */
    static final long THRESHOLD_NUM = 3;

    static final long THRESHOLD_DEN = 5;

    /** The characters of the prose compared (as {@link Confusables#text}). */
    private static final int LIMIT = 300;

    @Override
    public List<Near> nearest(List<GradeSubject> subjects) {
        int n = subjects.size();
        Vocabulary ids = new Vocabulary();
        // tool -> its distinct words, word -> how many tools hold it (and the last tool that counted it)
        int[][] wordsOf = new int[n][];
        int[] count = new int[64];
        int[] last = new int[64];
        int[] buffer = new int[64];
        GradeWords.Spans spans = new GradeWords.Spans();
        for (int i = 0; i < n; i++) {
            GradeSubject s = subjects.get(i);
            int k = 0;
            GradeWords.Spans name = GradeWords.Spans.name(s.name() == null ? "" : s.name());
            for (int x = 0; x < name.size(); x++) {
                if (name.content(x)) {
                    buffer = grow(buffer, k);
                    buffer[k++] = ids.id(name.text, name.start(x), name.end(x));
                }
            }
            // the prose's first 300 characters, read part by part where s.prose() would join them
            int at = 0;
            for (int part = 0; part < 3 && at < LIMIT; part++) {
                String p = part == 0 ? s.description() : part == 1 ? s.intent() : s.outcome();
                int from = p == null ? 0 : GradeSubject.start(p);
                if (p == null || from == p.length()) {
                    continue;
                }
                at += at == 0 ? 0 : 1;
                int to = GradeSubject.end(p);
                spans.read(p, from, Math.min(to, from + Math.max(0, LIMIT - at)));
                for (int x = 0; x < spans.size(); x++) {
                    buffer = grow(buffer, k);
                    buffer[k++] = ids.id(p, spans.start(x), spans.end(x));
                }
                at += to - from;
            }
            int distinct = 0;
            for (int x = 0; x < k; x++) {
                int id = buffer[x];
                if (id >= count.length) {
                    count = Arrays.copyOf(count, Math.max(id + 1, count.length * 2));
                    last = Arrays.copyOf(last, count.length);
                }
                if (last[id] != i + 1) {
                    last[id] = i + 1;
                    count[id]++;
                    buffer[distinct++] = id;
                }
            }
            wordsOf[i] = Arrays.copyOf(buffer, distinct);
        }
        // word -> the tools holding it; for a word most tools hold, the tools NOT holding it instead (a word in every
        // tool, boilerplate, then costs nothing to count: it adds one to every pair)
        int[][] toolsOf = new int[ids.size()][];
        boolean[] common = new boolean[ids.size()];
        for (int id = 0; id < toolsOf.length; id++) {
            common[id] = 2 * count[id] > n;
            toolsOf[id] = new int[common[id] ? n - count[id] : count[id]];
        }
        int[] fill = new int[ids.size()];
        int[] holder = new int[ids.size()];
        Arrays.fill(holder, -1);
        for (int i = 0; i < n; i++) {
            for (int id : wordsOf[i]) {
                if (common[id]) {
                    // the tools between the previous holder and this one lack the word
                    for (int j = holder[id] + 1; j < i; j++) {
                        toolsOf[id][fill[id]++] = j;
                    }
                    holder[id] = i;
                } else {
                    toolsOf[id][fill[id]++] = i;
                }
            }
        }
        for (int id = 0; id < toolsOf.length; id++) {
            for (int j = holder[id] + 1; common[id] && j < n; j++) {
                toolsOf[id][fill[id]++] = j;
            }
        }
        List<Near> out = new ArrayList<>(n);
        int[] shared = new int[n];
        for (int i = 0; i < n; i++) {
            Arrays.fill(shared, 0);
            int base = 0;
            for (int id : wordsOf[i]) {
                if (common[id]) {
                    base++;
                    for (int j : toolsOf[id]) {
                        shared[j]--;
                    }
                } else {
                    for (int j : toolsOf[id]) {
                        shared[j]++;
                    }
                }
            }
            // similarity sh / (si + sj - sh), compared as fractions: no division per pair (see THRESHOLD)
            int best = -1;
            long bestShared = 0;
            long bestUnion = 1;
            int si = wordsOf[i].length;
            for (int j = 0; j < n; j++) {
                long sh = base + shared[j];
                if (j == i || sh == 0) {
                    continue;
                }
                long union = si + wordsOf[j].length - sh;
                if (THRESHOLD_DEN * sh >= THRESHOLD_NUM * union && (best < 0 || sh * bestUnion > bestShared * union)) {
                    best = j;
                    bestShared = sh;
                    bestUnion = union;
                }
            }
            out.add(best < 0 ? null : new Near(best, (double) bestShared / bestUnion));
        }
        return out;
    }

    private static int[] grow(int[] a, int k) {
        return k < a.length ? a : Arrays.copyOf(a, a.length * 2);
    }

    /** Words numbered in the order first seen, looked up by a span of a text in lower case without copying it. */
    private static final class Vocabulary {
        private String[] keys = new String[256];
        private int[] values = new int[256];
        private int size;

        int size() {
            return size;
        }

        /** The number of {@code text[from, to)} (ASCII letters and digits, any case), a new one when first seen. */
        int id(String text, int from, int to) {
            int len = to - from;
            int h = 0;
            for (int i = from; i < to; i++) {
                h = 31 * h + lower(text.charAt(i));
            }
            int mask = keys.length - 1;
            int slot = (h ^ h >>> 16) & mask;
            for (String k = keys[slot]; k != null; k = keys[slot]) {
                if (k.length() == len && text.regionMatches(true, from, k, 0, len)) {
                    return values[slot];
                }
                slot = slot + 1 & mask;
            }
            char[] c = new char[len];
            for (int i = 0; i < len; i++) {
                c[i] = lower(text.charAt(from + i));
            }
            keys[slot] = new String(c);
            values[slot] = size;
            size++;
            if (2 * size > keys.length) {
                rehash();
            }
            return size - 1;
        }

        private static char lower(char c) {
            return c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
        }

        private void rehash() {
            String[] oldKeys = keys;
            int[] oldValues = values;
            keys = new String[oldKeys.length * 2];
            values = new int[keys.length];
            int mask = keys.length - 1;
            for (int o = 0; o < oldKeys.length; o++) {
                String k = oldKeys[o];
                if (k == null) {
                    continue;
                }
                int h = k.hashCode();
                int slot = (h ^ h >>> 16) & mask;
                while (keys[slot] != null) {
                    slot = slot + 1 & mask;
                }
                keys[slot] = k;
                values[slot] = oldValues[o];
            }
        }
    }
}
