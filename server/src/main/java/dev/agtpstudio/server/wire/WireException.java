package dev.agtpstudio.server.wire;

/**
 * A message that breaks the AGTP/1.0 framing rules. {@link #code} is the error code put in the 400 body
 * ({@code {"error":{"code":...,"message":...}}}).
 */
public final class WireException extends Exception {
    private static final long serialVersionUID = 1L;
    private final String code;

    public WireException(String code, String message) {
        super(message, null, false, false);
        this.code = code;
    }

    public String code() {
        return code;
    }
}
