package dev.agtpstudio.server.wire;

/** Emitted by the decoder instead of a request when the bytes break the framing; the connection answers 400 and closes. */
public record WireFailure(WireException error, byte[] raw) {}
