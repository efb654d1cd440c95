package dev.agtpstudio.core.net;

import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/** The scheme rule of the product's clients: a command names the schemes it supports and refuses the rest in words. */
public final class Schemes {
    private Schemes() {}

    /** The scheme of {@code text} (lower case) when it has {@code scheme://} or is a {@code scheme:} URI, else null. */
    public static String of(String text) {
        int i = text.indexOf("://");
        if (i > 0) {
            return text.substring(0, i).toLowerCase(Locale.ROOT);
        }
        int colon = text.indexOf(':');
        // "file:/etc/passwd", "mailto:x": a scheme without "//"; a host:port ("localhost:4480") is not one
        boolean scheme = colon > 1
                && text.substring(0, colon).matches("[A-Za-z][A-Za-z0-9+.-]*")
                && !text.substring(colon + 1).matches("[0-9]+(/.*)?");
        return scheme ? text.substring(0, colon).toLowerCase(Locale.ROOT) : null;
    }

    /** Throws when {@code text} has a scheme outside {@code allowed}. */
    public static void require(String text, Set<String> allowed) {
        String scheme = of(text);
        if (scheme != null && !allowed.contains(scheme)) {
            throw new IllegalArgumentException("'" + text + "': the scheme " + scheme
                    + (text.contains("://") ? "://" : ":")
                    + " is not supported here; use "
                    + String.join(
                            " or ",
                            new TreeSet<>(allowed).stream().map(s -> s + "://").toList()));
        }
    }
}
