package dev.agtpstudio.server.wire;

/**
 * Control characters in header values. Incoming values with one are refused ({@link #firstControl}); outgoing
 * values and values shown to a user are escaped ({@link #escape}) so that a bare CR, NUL or ESC can never split a
 * header line or reach a terminal. HTAB is allowed, as in HTTP field values.
 */
public final class HeaderValues {
    private HeaderValues() {}

    /** The index of the first control character (other than HTAB) in {@code v}, or -1. */
    public static int firstControl(String v) {
        for (int i = 0; i < v.length(); i++) {
            if (isControl(v.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    /** {@code v} with each control character (other than HTAB) and each backslash written as {@code \xNN} / {@code \\}. */
    public static String escape(String v) {
        if (v == null) {
            return null;
        }
        if (firstControl(v) < 0) {
            return v;
        }
        StringBuilder sb = new StringBuilder(v.length() + 8);
        for (int i = 0; i < v.length(); i++) {
            char c = v.charAt(i);
            if (c == '\\') {
                sb.append("\\\\");
            } else if (isControl(c)) {
                sb.append(String.format("\\x%02X", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    /**
     * Text for a terminal or a text view: like {@link #escape} but keeping line breaks and tabs (a raw exchange
     * printed by {@code agtp-studio invoke --raw} or shown by the IDE).
     */
    public static String escapeText(String v) {
        StringBuilder sb = null;
        for (int i = 0; i < v.length(); i++) {
            char c = v.charAt(i);
            boolean keep = c == '\n' || c == '\r' && i + 1 < v.length() && v.charAt(i + 1) == '\n' || !isControl(c);
            if (!keep && sb == null) {
                sb = new StringBuilder(v.length() + 8).append(v, 0, i);
            }
            if (sb != null) {
                if (keep) {
                    sb.append(c);
                } else {
                    sb.append(String.format("\\x%02X", (int) c));
                }
            }
        }
        return sb == null ? v : sb.toString();
    }

    private static boolean isControl(char c) {
        return (c < 0x20 && c != '\t') || c == 0x7f || (c >= 0x80 && c < 0xa0);
    }
}
