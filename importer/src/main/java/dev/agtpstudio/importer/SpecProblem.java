package dev.agtpstudio.importer;

/** Something wrong in the spec itself; {@code where} is a JSON-pointer-like location, or the parser's words. */
public record SpecProblem(String where, String message) {
}
