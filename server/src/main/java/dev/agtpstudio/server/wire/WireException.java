package dev.agtpstudio.server.wire;

/**
 * A message that breaks the AGTP/1.0 framing rules. {@link #code} is the error code put in the 400 body
 * ({@code {"error":{"code":...,"message":...}}}).
 */
public final class WireException extends Exception {
    private static final long serialVersionUID = 1L;
    private final String code;
    private final int status;

    public WireException(String code, String message) {
        this(400, code, message);
    }

    /** A failure answered with {@code status} (503 when the server is out of capacity, 400 otherwise). */
    public WireException(int status, String code, String message) {
        super(message, null, false, false);
        this.code = code;
        this.status = status;
    }

    public int status() {
        return status;
    }

    public String code() {
        return code;
    }
}
