package dev.agtpstudio.app.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.agtpstudio.server.client.ClientExchange;
import dev.agtpstudio.server.client.ToolCallClient;
import dev.agtpstudio.server.wire.StatusClass;
import java.util.List;
import java.util.Map;

/**
 * What the invoke panel shows after a send: status line, headers (warning headers flagged), the body pretty-printed
 * when it is JSON, the raw exchange, the timing, and the output-schema verdict; or the error that prevented an
 * exchange.
 */
public record InvokeOutcome(
        int status,
        String reason,
        List<HeaderLine> headers,
        String prettyBody,
        String raw,
        double millis,
        SchemaVerdict verdict,
        String error) {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /** A response header; {@code warning} for AGTP-Catalog-Warning, AGTP-Endpoint-Warning and other *-Warning headers. */
    public record HeaderLine(String name, String value, boolean warning) {
        @Override
        public String toString() {
            return name + ": " + value;
        }
    }

    public static InvokeOutcome of(ClientExchange x, SchemaVerdict verdict) {
        List<HeaderLine> hs =
                x.headers().entries().stream().map(InvokeOutcome::line).toList();
        return new InvokeOutcome(
                x.status(), x.reason(), hs, pretty(x.bodyText()), x.rawText(), x.elapsedMillis(), verdict, null);
    }

    /** An A2T {@code :invoke} answer: output_parameters, so the endpoint's output schema is not checked. */
    public static InvokeOutcome ofA2t(ClientExchange x) {
        return of(
                x,
                SchemaVerdict.notChecked(
                        "an A2T answer is output_parameters (A2T \u00a77), not the endpoint's output document"));
    }

    /** An MCP {@code tools/call} to {@code url}: its text result, a tool error, or why no result came. */
    public static InvokeOutcome ofMcp(ToolCallClient.McpCall c, String url) {
        if (c.failure() != null) {
            return new InvokeOutcome(
                    0,
                    "",
                    List.of(),
                    "",
                    c.transcript(),
                    c.elapsedMillis(),
                    SchemaVerdict.notChecked("no response"),
                    c.failure() + " (" + url + ")");
        }
        boolean error = c.toolError();
        return new InvokeOutcome(
                error ? 0 : 200,
                error ? "" : "tools/call result",
                List.of(),
                pretty(c.text()),
                c.transcript(),
                c.elapsedMillis(),
                SchemaVerdict.notChecked("an MCP result is text content"),
                error ? "MCP tool error: " + firstLine(c.text()) : null);
    }

    private static String firstLine(String text) {
        int nl = text.indexOf('\n');
        return nl < 0 ? text : text.substring(0, nl);
    }

    public static InvokeOutcome failed(String error, double millis) {
        return new InvokeOutcome(0, "", List.of(), "", "", millis, SchemaVerdict.notChecked("no response"), error);
    }

    private static HeaderLine line(Map.Entry<String, String> e) {
        return new HeaderLine(
                e.getKey(),
                e.getValue(),
                e.getKey().toLowerCase(java.util.Locale.ROOT).endsWith("-warning"));
    }

    public boolean hasWarnings() {
        return headers.stream().anyMatch(HeaderLine::warning);
    }

    public String statusLine() {
        return error != null ? "Failed: " + error : status + " " + reason;
    }

    /** What the status means (a 262 is a refusal, not a success); null when no exchange happened. */
    public StatusClass statusClass() {
        return error != null ? null : StatusClass.of(status);
    }

    /** The style class the status line takes: status-success, status-pending, status-warning or status-error. */
    public String statusStyleClass() {
        StatusClass c = statusClass();
        if (c == null) {
            return "status-error";
        }
        return switch (c) {
            case SUCCESS -> "status-success";
            case NEGOTIATION -> "status-pending";
            case AUTHORIZATION_REQUIRED, REDIRECTION -> "status-warning";
            default -> "status-error";
        };
    }

    /**
     * What to do next after a 262 that asks for Authority-Scope, or null: the hint names the header and its format.
     */
    /**
     * What to do about a 262: the scopes the server named in its answer ({@code required_scopes}), else those the
     * endpoint declares ({@code endpointScopes}); no example scopes that belong to no endpoint.
     */
    public String authorityHint(List<String> endpointScopes) {
        if (statusClass() != StatusClass.AUTHORIZATION_REQUIRED) {
            return null;
        }
        String body = prettyBody == null ? "" : prettyBody;
        String why = body.contains("wildcards-required")
                ? "wildcards consent"
                : body.contains("credentials-missing")
                        ? "credentials"
                        : body.contains("anonymous-discovery-disabled")
                                ? "an identified agent (Agent-ID)"
                                : "more Authority-Scope";
        if (!why.equals("more Authority-Scope")) {
            return "262 Authorization Required: the server needs " + why + " (AGTP-API §11).";
        }
        List<String> named = namedScopes(body);
        String fill = !named.isEmpty()
                ? String.join(", ", named) + " (the scopes the server named)"
                : !endpointScopes.isEmpty()
                        ? String.join(", ", endpointScopes) + " (the scopes the endpoint requires)"
                        : null;
        if (fill == null) {
            return "262 Authorization Required: the server requires an Authority-Scope header on every invocation"
                    + " (policies.scope_required_for_invocation), and this endpoint names no required_scopes: fill"
                    + " Authority-Scope under Headers with a scope the agent was granted, and send again (AGTP-API §8.7,"
                    + " §11).";
        }
        return "262 Authorization Required: the server needs " + why + ". Fill Authority-Scope under Headers with "
                + fill + ", comma-separated, and send again (AGTP-API §11).";
    }

    /** The {@code required_scopes} the answer names, wherever its error object carries them. */
    private static List<String> namedScopes(String body) {
        try {
            JsonNode req = JSON.readTree(body).findValue("required_scopes");
            if (req != null && req.isArray()) {
                List<String> out = new java.util.ArrayList<>();
                req.forEach(n -> out.add(n.asText()));
                return out;
            }
        } catch (Exception e) {
            // not JSON: nothing named
        }
        return List.of();
    }

    static String pretty(String body) {
        if (body == null || body.isBlank()) {
            return "";
        }
        try {
            JsonNode n = JSON.readTree(body);
            return JSON.writeValueAsString(n);
        } catch (Exception e) {
            return body;
        }
    }
}
