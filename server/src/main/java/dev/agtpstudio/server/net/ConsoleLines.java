package dev.agtpstudio.server.net;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * The lines {@code agtp-studio serve} prints for what its listeners report: one per exchange (standard output) and
 * one per notice (standard error). Here, beside {@link ServerListener}, so that the hostile-input harness scans the
 * very lines a person sees (issue 35 item 5).
 */
public final class ConsoleLines {
    private static final DateTimeFormatter TIME =
            DateTimeFormatter.ofPattern("HH:mm:ss.SSS").withZone(ZoneId.systemDefault());

    private ConsoleLines() {}

    /** {@code 12:00:00.000 QUERY     /rooms                         -> 200  1.20 ms}, warnings after it. */
    public static String exchange(ExchangeEvent e) {
        return String.format(
                Locale.ROOT,
                "%s %-9s %-30s -> %d  %.2f ms%s",
                TIME.format(e.time()),
                e.method() == null ? "-" : e.method(),
                e.path() == null ? "(no target)" : e.path(),
                e.status(),
                e.latencyMillis(),
                e.warnings().isEmpty() ? "" : "  " + String.join("; ", e.warnings()));
    }

    /** {@code 12:00:00.000 [reloaded] ...}. */
    public static String notice(ServerListener.Notice n) {
        return TIME.format(n.time()) + " [" + n.kind() + "] " + n.message();
    }
}
