package dev.agtpstudio.server.wire;

/** User events the decoder fires so the connection can time requests. */
public enum DecoderEvent {
    /** The first byte of a new request arrived. */
    REQUEST_STARTED
}
