package dev.agtpstudio.app.server;

import dev.agtpstudio.server.net.ExchangeEvent;
import java.nio.charset.StandardCharsets;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;

/** One row of the console's request log, with the raw bytes both ways for the detail pane. */
public record LogEntry(
        String time,
        String method,
        String path,
        int status,
        double latencyMillis,
        List<String> warnings,
        String rawRequest,
        String rawResponse) {
    private static final DateTimeFormatter TIME =
            DateTimeFormatter.ofPattern("HH:mm:ss.SSS").withZone(ZoneId.systemDefault());

    public static LogEntry of(ExchangeEvent e) {
        return new LogEntry(
                TIME.format(e.time()),
                e.method() == null ? "-" : e.method(),
                e.path() == null ? "(no target)" : e.path(),
                e.status(),
                e.latencyMillis(),
                List.copyOf(e.warnings()),
                text(e.request()),
                text(e.response()));
    }

    public boolean hasWarnings() {
        return !warnings.isEmpty();
    }

    /** The exchange as the detail pane shows it: request bytes, a blank line, response bytes. */
    public String rawExchange() {
        return rawRequest + (rawRequest.endsWith("\n") ? "" : "\n") + "\n" + rawResponse;
    }

    private static String text(byte[] b) {
        return b == null ? "" : new String(b, StandardCharsets.UTF_8);
    }
}
