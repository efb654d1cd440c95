package dev.agtpstudio.validator.support;

/** Key path segments escaped as the loaders write them (RFC 6901: {@code ~} as {@code ~0}, {@code /} as {@code ~1}). */
public final class Keys {
    private Keys() {}

    public static String escape(String segment) {
        if (segment.indexOf('~') < 0 && segment.indexOf('/') < 0) {
            return segment;
        }
        return segment.replace("~", "~0").replace("/", "~1");
    }
}
