package dev.agtpstudio.conformance;

import java.nio.file.Path;
import java.util.Objects;

/**
 * One check's result. A failure carries the raw request and response so it can be replayed with
 * {@code agtp-studio invoke --raw} (or the IDE's replay button).
 *
 * @param endpoint {@code METHOD /path}, or {@link #SERVER} for server-wide checks
 * @param check    the stable check id, e.g. {@code valid-input} (docs/conformance.md)
 * @param detail   what was seen, in words
 * @param request  the raw request text of the exchange that decided the outcome, or null
 * @param response the raw response text, or null (also null when no response arrived)
 * @param specRef  the draft section the check enforces, e.g. {@code AGTP-API §13.3}
 * @param file     the workspace file declaring the endpoint, or null
 */
public record CheckResult(
        String endpoint,
        String check,
        Outcome outcome,
        String detail,
        String request,
        String response,
        String specRef,
        Path file) {
    public static final String SERVER = "(server)";

    public CheckResult {
        Objects.requireNonNull(endpoint, "endpoint");
        Objects.requireNonNull(check, "check");
        Objects.requireNonNull(outcome, "outcome");
        detail = detail == null ? "" : detail;
        specRef = specRef == null ? "" : specRef;
    }

    public boolean failed() {
        return outcome == Outcome.FAIL;
    }

    /** The same result with the raw exchange attached. */
    public CheckResult withExchange(Sent sent) {
        return sent == null
                ? this
                : new CheckResult(
                        endpoint, check, outcome, detail, sent.requestText(), sent.responseText(), specRef, file);
    }
}
