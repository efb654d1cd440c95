package dev.agtpstudio.core.toml;

/**
 * One problem found while parsing, located at the offending token.
 *
 * @param message a plain-words description (no position; the span says where)
 * @param start   offset of the offending token
 * @param end     offset just past it (equal to {@code start} at the end of the text)
 * @param limit   true when the problem is nesting deeper than the allowed depth, not a syntax error
 */
public record TomlError(String message, int start, int end, boolean limit) {}
