package dev.agtpstudio.core.toml;

/** A span of the parsed text: UTF-16 offsets {@code [start, end)}. */
public record Span(int start, int end) {}
