package dev.agtpstudio.core.toml;

/** Where parsing resumes after an error. */
final class Recovery {
    private Recovery() {}

    /** The offset just past the newline that ends the line holding {@code i} (or the end of the text). */
    static int nextLine(String s, int i) {
        int nl = s.indexOf('\n', Math.min(i, s.length()));
        return nl < 0 ? s.length() : nl + 1;
    }

    /** The offset where the line holding {@code i} starts. */
    static int lineStart(String s, int i) {
        return s.lastIndexOf('\n', Math.min(i, s.length()) - 1) + 1;
    }

    /**
     * True when the line at {@code i} reads like the start of an entry, a {@code [header]} or {@code key =}
     * (not the rest of an array value): where to resume after an error inside a multi-line array.
     */
    static boolean startsEntry(String s, int i) {
        int end = s.indexOf('\n', i);
        String line = s.substring(i, end < 0 ? s.length() : end).strip();
        int hash = line.indexOf('#');
        if (hash >= 0) {
            line = line.substring(0, hash).strip();
        }
        if (line.startsWith("[")) {
            String inner = line.replaceFirst("^\\[\\[?\\s*", "");
            return line.endsWith("]")
                    && line.indexOf(',') < 0
                    && !inner.isEmpty()
                    && (Chars.isBareKeyChar(inner.charAt(0)) || inner.charAt(0) == '"' || inner.charAt(0) == '\'');
        }
        int eq = line.indexOf('=');
        if (eq <= 0) {
            return false;
        }
        for (int k = 0; k < eq; k++) {
            char ch = line.charAt(k);
            if (!Chars.isBareKeyChar(ch) && ch != '.' && ch != ' ' && ch != '\t' && ch != '"' && ch != '\'') {
                return false;
            }
        }
        return true;
    }
}
