package dev.agtpstudio.server.net;

/**
 * Receives the server's events (the IDE console subscribes). Called on network threads: implementations must be
 * quick and hand work to their own thread.
 */
public interface ServerListener {
    void onExchange(ExchangeEvent event);

    /** Something the operator should see that is not an exchange, e.g. a file refused on reload. */
    default void onNotice(Notice notice) {}

    /** A notice: {@code kind} is a short tag ({@code started}, {@code stopped}, {@code reload-refused}, ...). */
    record Notice(java.time.Instant time, String kind, String message) {}
}
