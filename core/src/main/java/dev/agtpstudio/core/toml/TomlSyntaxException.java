package dev.agtpstudio.core.toml;

/** Thrown inside the parser at an error; the line driver turns it into a {@link TomlError} and recovers. */
final class TomlSyntaxException extends RuntimeException {
    private final int start;
    private final int end;
    private final boolean limit;
    private final boolean swallowsRest;

    TomlSyntaxException(String message, int start, int end, boolean limit, boolean swallowsRest) {
        super(message, null, false, false);
        this.start = start;
        this.end = end;
        this.limit = limit;
        this.swallowsRest = swallowsRest;
    }

    int start() {
        return start;
    }

    /** True when the error leaves the rest of the text unreadable (an unclosed multi-line string). */
    boolean swallowsRest() {
        return swallowsRest;
    }

    TomlError toError() {
        return new TomlError(getMessage(), start, end, limit);
    }
}
