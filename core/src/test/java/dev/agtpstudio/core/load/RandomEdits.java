package dev.agtpstudio.core.load;

import java.util.List;
import java.util.Random;

/** Random edits of a document, as differential tests of re-reads and kept results make them. */
public final class RandomEdits {
    private RandomEdits() {}

    /**
     * One random edit from the first {@code endpoints:} on (or the start): an insertion of one of {@code inserts}, a
     * deletion of one to six characters, or a line removed.
     */
    public static String edit(String text, Random random, List<String> inserts) {
        int from = Math.max(0, text.indexOf("endpoints:"));
        int at = from + random.nextInt(text.length() - from);
        return switch (random.nextInt(6)) {
            case 0, 1, 2 -> text.substring(0, at) + inserts.get(random.nextInt(inserts.size())) + text.substring(at);
            case 3, 4 -> text.substring(0, at) + text.substring(Math.min(text.length(), at + 1 + random.nextInt(6)));
            default -> {
                int lineStart = text.lastIndexOf('\n', at) + 1;
                int lineEnd = text.indexOf('\n', at);
                yield lineEnd < 0 ? text : text.substring(0, lineStart) + text.substring(lineEnd + 1);
            }
        };
    }
}
