package dev.agtpstudio.importer;

/** An operation the importer did not convert, and why. */
public record SkippedOperation(String operation, String reason) {
}
