package dev.agtpstudio.core.diag;

/** Rule ids reserved for loaders, so the problems view has one source for parse errors and rule findings. */
public final class ParseRules {
    public static final String SYNTAX = "parse/syntax";
    public static final String TYPE = "parse/type";
    public static final String UNKNOWN_KEY = "parse/unknown-key";
    public static final String LIMIT = "parse/limit";
    public static final String IO = "parse/io";
    public static final String ENCODING = "parse/encoding";
    public static final String DUPLICATE_KEY = "parse/duplicate-key";

    private ParseRules() {
    }
}
