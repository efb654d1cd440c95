package dev.agtpstudio.evolution;

/**
 * The {@code --fail-on} threshold of {@code agtp-studio diff}: the exit code is 1 when a change at or above it is
 * found. {@link #ANY} counts every change, internal ones included.
 */
public enum FailOn {
    BREAKING(ChangeSeverity.BREAKING),
    DEPRECATION(ChangeSeverity.DEPRECATION),
    ANY(ChangeSeverity.INTERNAL);

    /** Exit code: nothing at or above the threshold. */
    public static final int EXIT_CLEAN = 0;
    /** Exit code: at least one change at or above the threshold. */
    public static final int EXIT_FOUND = 1;
    /** Exit code: an input could not be read. */
    public static final int EXIT_UNREADABLE = 2;

    private final ChangeSeverity threshold;

    FailOn(ChangeSeverity threshold) {
        this.threshold = threshold;
    }

    public ChangeSeverity threshold() {
        return threshold;
    }

    /** {@link #EXIT_FOUND} when {@code result} holds a change at or above this threshold, else {@link #EXIT_CLEAN}. */
    public int exitCode(DiffResult result) {
        return result.changes().stream().anyMatch(c -> c.severity().atLeast(threshold)) ? EXIT_FOUND : EXIT_CLEAN;
    }
}
