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
    /** A symbolic link that leaves the workspace or points nowhere (refused, never followed). */
    public static final String LINK = "parse/link";
    /** A FIFO, socket or device where a workspace file was expected (never opened). */
    public static final String NOT_A_FILE = "parse/not-a-file";

    private ParseRules() {}
}
