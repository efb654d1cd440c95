package dev.agtpstudio.importer;

/**
 * An operation the importer did not convert, and why.
 *
 * @param internal the importer itself failed on it (a defect to report, not a finding about the spec)
 */
public record SkippedOperation(String operation, String reason, boolean internal) {
    public SkippedOperation(String operation, String reason) {
        this(operation, reason, false);
    }

    /** The importer failed on this operation; the reason names no Java type. */
    static SkippedOperation internalFailure(String operation, RuntimeException e) {
        String detail = e.getMessage() == null || e.getMessage().isBlank()
                ? "no detail"
                : SpecProse.withoutJavaNames(SpecProse.firstLine(e.getMessage()));
        return new SkippedOperation(
                operation,
                "the importer failed on this operation (an internal error, please " + "report it: " + detail + ")",
                true);
    }
}
