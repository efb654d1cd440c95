package dev.agtpstudio.validator.support;

import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.TextEdit;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.text.TextRange;

/** Ranges inside string literals and edits that rewrite them, for TOML, YAML and JSON alike. */
public final class Literals {
    private Literals() {}

    /**
     * The offset where the characters of {@code value} start inside {@code range}: just after an opening quote
     * when the literal is quoted and unescaped, or -1 when the literal text does not spell {@code value} verbatim.
     */
    public static int contentStart(LoadedFile<?> file, TextRange range, String value) {
        if (range == null || value == null) {
            return -1;
        }
        String text = file.text();
        int s = range.start();
        if (s < text.length() && (text.charAt(s) == '"' || text.charAt(s) == '\'')) {
            s++;
        }
        if (s + value.length() <= text.length() && text.startsWith(value, s)) {
            return s;
        }
        return -1;
    }

    /** The range of {@code value.substring(from, to)} inside the literal, or the whole literal when unknown. */
    public static TextRange subRange(LoadedFile<?> file, TextRange range, String value, int from, int to) {
        int s = contentStart(file, range, value);
        if (s < 0) {
            return range;
        }
        return file.source().range(s + from, s + to);
    }

    /** A fix that rewrites the characters of a string value, keeping its quotes; null when not mechanical. */
    public static Fix replaceValue(
            String title, LoadedFile<?> file, TextRange range, String oldValue, String newValue) {
        int s = contentStart(file, range, oldValue);
        if (s < 0) {
            return null;
        }
        return Fix.of(title, new TextEdit(s, s + oldValue.length(), newValue));
    }

    /** A fix that replaces part of a string value ({@code [from, to)} of {@code value}). */
    public static Fix replacePart(
            String title, LoadedFile<?> file, TextRange range, String value, int from, int to, String replacement) {
        int s = contentStart(file, range, value);
        if (s < 0) {
            return null;
        }
        return Fix.of(title, new TextEdit(s + from, s + to, replacement));
    }

    /** JSON/TOML double-quoted string literal. */
    public static String quote(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') {
                sb.append('\\');
            }
            sb.append(c);
        }
        return sb.append('"').toString();
    }
}
