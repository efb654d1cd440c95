package dev.agtpstudio.server.client.request;

/** A saved request or environment file that cannot be used; the message starts with {@code FILE:LINE:COLUMN: }. */
public final class RequestFileException extends Exception {
    private static final long serialVersionUID = 1L;

    public RequestFileException(String message) {
        super(message);
    }
}
