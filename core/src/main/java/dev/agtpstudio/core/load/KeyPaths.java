package dev.agtpstudio.core.load;

/** Builds JSON-pointer-like key paths ({@code /endpoint/handler/error_map/404}); {@code ~} and {@code /} are escaped. */
public final class KeyPaths {
    private KeyPaths() {}

    /** {@code parent} plus one segment, escaped as in RFC 6901. */
    public static String child(String parent, String segment) {
        return parent + "/" + escape(segment);
    }

    public static String child(String parent, int index) {
        return parent + "/" + index;
    }

    public static String escape(String segment) {
        if (segment.indexOf('~') < 0 && segment.indexOf('/') < 0) {
            return segment;
        }
        return segment.replace("~", "~0").replace("/", "~1");
    }
}
