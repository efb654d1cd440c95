package dev.agtpstudio.core.toml;

import java.util.Locale;

/** Character classes of TOML 1.0.0. */
final class Chars {
    private Chars() {}

    static boolean isBareKeyChar(int c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    }

    /** Characters a scalar token (number, boolean, date/time) may hold; the token ends at anything else. */
    static boolean isWordChar(int c) {
        return isBareKeyChar(c) || c == '+' || c == '.' || c == ':';
    }

    static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }

    static boolean isHexDigit(int c) {
        return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    }

    /** True when the char at {@code i} is half of a surrogate pair without its other half (not Unicode text). */
    static boolean isLoneSurrogate(String s, int i) {
        char c = s.charAt(i);
        if (Character.isHighSurrogate(c)) {
            return i + 1 >= s.length() || !Character.isLowSurrogate(s.charAt(i + 1));
        }
        return Character.isLowSurrogate(c) && (i == 0 || !Character.isHighSurrogate(s.charAt(i - 1)));
    }

    /** {@code U+0001} for a message. */
    static String name(int c) {
        return String.format(Locale.ROOT, "U+%04X", c);
    }
}
