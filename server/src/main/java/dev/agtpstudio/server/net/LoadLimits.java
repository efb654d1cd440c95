package dev.agtpstudio.server.net;

/**
 * What one server holds at most under load (docs/decisions/0191).
 *
 * @param maxConnections     open connections at once; one more is answered 503 {@code too-many-connections} and closed
 * @param bodyBudgetBytes    request body bytes buffered at once across all connections; a request whose
 *                           Content-Length does not fit is answered 503 {@code server-busy} and its connection closed
 * @param minBodyBytesPerSecond the read timeout of a request with a body is the base read timeout plus
 *                           Content-Length divided by this rate, so a raised body limit gets the time it needs
 */
public record LoadLimits(int maxConnections, long bodyBudgetBytes, long minBodyBytesPerSecond) {
    public static final LoadLimits DEFAULT = new LoadLimits(1024, 256L * 1024 * 1024, 256 * 1024);

    public LoadLimits {
        if (maxConnections < 1 || bodyBudgetBytes < 0 || minBodyBytesPerSecond < 1) {
            throw new IllegalArgumentException("load limits out of range: " + maxConnections + "/" + bodyBudgetBytes
                    + "/" + minBodyBytesPerSecond);
        }
    }

    /** The time allowed for a request whose head announced {@code contentLength} body bytes. */
    public java.time.Duration readTimeout(java.time.Duration base, long contentLength) {
        return base.plusMillis(contentLength * 1000 / minBodyBytesPerSecond);
    }
}
