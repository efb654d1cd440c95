package dev.agtpstudio.core.toml;

import java.util.Locale;

/** Character classes of TOML 1.0.0. */
final class Chars {
    private Chars() {
    }

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

    /** {@code U+0001} for a message. */
    static String name(int c) {
        return String.format(Locale.ROOT, "U+%04X", c);
    }
}
