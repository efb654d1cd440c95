package dev.agtpstudio.editor.features;

import java.util.ArrayList;
import java.util.List;

/** Pure line transformations: comment toggling, indenting and outdenting a block of lines. */
public final class LineEdits {
    private LineEdits() {}

    /**
     * Comments every non-blank line with {@code prefix + " "} at the block's smallest indentation, or, when all
     * non-blank lines are already commented, removes one prefix (and one following space) from each.
     */
    public static List<String> toggleComment(List<String> lines, String prefix) {
        boolean allCommented = true;
        int minIndent = Integer.MAX_VALUE;
        for (String l : lines) {
            if (l.isBlank()) {
                continue;
            }
            int ind = indentOf(l);
            minIndent = Math.min(minIndent, ind);
            if (!l.startsWith(prefix, ind)) {
                allCommented = false;
            }
        }
        if (minIndent == Integer.MAX_VALUE) {
            return lines;
        }
        List<String> out = new ArrayList<>(lines.size());
        for (String l : lines) {
            if (l.isBlank()) {
                out.add(l);
            } else if (allCommented) {
                int ind = indentOf(l);
                int after = ind + prefix.length();
                if (after < l.length() && l.charAt(after) == ' ') {
                    after++;
                }
                out.add(l.substring(0, ind) + l.substring(after));
            } else {
                out.add(l.substring(0, minIndent) + prefix + " " + l.substring(minIndent));
            }
        }
        return out;
    }

    /** Adds {@code width} spaces in front of every non-blank line. */
    public static List<String> indent(List<String> lines, int width) {
        String pad = " ".repeat(width);
        return lines.stream().map(l -> l.isBlank() ? l : pad + l).toList();
    }

    /** Removes up to {@code width} leading spaces (or one tab) from every line. */
    public static List<String> outdent(List<String> lines, int width) {
        List<String> out = new ArrayList<>(lines.size());
        for (String l : lines) {
            if (l.startsWith("\t")) {
                out.add(l.substring(1));
                continue;
            }
            int k = 0;
            while (k < width && k < l.length() && l.charAt(k) == ' ') {
                k++;
            }
            out.add(l.substring(k));
        }
        return out;
    }

    public static int indentOf(String l) {
        int i = 0;
        while (i < l.length() && (l.charAt(i) == ' ' || l.charAt(i) == '\t')) {
            i++;
        }
        return i;
    }
}
