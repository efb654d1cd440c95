package dev.agtpstudio.importer;

/** Something wrong in the spec itself; {@code where} is a JSON-pointer-like location, or the parser's words. */
public record SpecProblem(String where, String message) {
    /** Messages come partly from swagger-parser, which names its Java types: those are reduced to their last word. */
    public SpecProblem {
        message = SpecProse.withoutJavaNames(message);
    }
}
