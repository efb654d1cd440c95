package dev.agtpstudio.server.wire;

/** User event the decoder fires when a head announcing {@code contentLength} body bytes has been parsed. */
public record BodyExpected(int contentLength) {}
