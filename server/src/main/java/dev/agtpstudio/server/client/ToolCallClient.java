package dev.agtpstudio.server.client;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.io.ErrorMessages;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A tool call on an agent-facing surface: an A2T {@code POST /tools/{id}:invoke} (A2T §7) with the inputs as
 * {@code input_parameters} ({@link HttpWire}), or an MCP {@code tools/call} through the official SDK's client on the
 * Streamable HTTP endpoint. Both keep the raw exchange, carry the caller's headers as HTTP headers and are bounded
 * like every client of the product ({@link ClientOptions}: one deadline per exchange, the answer-size limit, TLS
 * through {@link ClientTls}). The IDE's invoke panel sends its A2T and MCP requests through it.
 */
public final class ToolCallClient {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final McpJsonMapper MCP_JSON = new JacksonMcpJsonMapper(JSON);

    private ToolCallClient() {}

    /**
     * What an MCP {@code tools/call} gave: the first text content, whether the tool reported an error, the JSON-RPC
     * messages both ways ({@link RecordingMcpTransport}), the time taken, and, when no result arrived, why.
     */
    public record McpCall(String text, boolean toolError, String transcript, long elapsedNanos, String failure) {
        public double elapsedMillis() {
            return elapsedNanos / 1_000_000.0;
        }
    }

    /** {@code POST {base}/tools/{toolId}:invoke}; the answer as sent (status, headers, body). */
    public static ClientExchange a2t(
            URI base, boolean trustAny, String toolId, ObjectNode input, Map<String, String> headers)
            throws IOException {
        ObjectNode invocation = JSON.createObjectNode();
        ArrayNode params = invocation.putArray("input_parameters");
        input.fields()
                .forEachRemaining(
                        e -> params.addObject().put("name", e.getKey()).set("value", e.getValue()));
        Map<String, String> hs = new LinkedHashMap<>(headers);
        hs.put("Content-Type", "application/json");
        return HttpWire.exchange(
                ClientOptions.http(base, trustAny),
                "POST",
                "/tools/" + toolId + ":invoke",
                hs,
                JSON.writeValueAsBytes(invocation));
    }

    /** {@code initialize}, then {@code tools/call} of {@code toolName} at {@code endpoint}; never throws. */
    public static McpCall mcp(
            URI endpoint, boolean trustAny, String toolName, ObjectNode input, Map<String, String> headers) {
        ClientOptions bounds = ClientOptions.http(endpoint, trustAny);
        long start = System.nanoTime();
        RecordingMcpTransport recorder = null;
        McpSyncClient client = null;
        try {
            SslSetup tls = new SslSetup(bounds);
            HttpClientStreamableHttpTransport http = HttpClientStreamableHttpTransport.builder(
                            endpoint.getScheme() + "://" + endpoint.getRawAuthority())
                    .endpoint(endpoint.getRawPath())
                    .jsonMapper(MCP_JSON)
                    .connectTimeout(bounds.timeout())
                    .maxResponseSize(bounds.limits().maxBodyBytes())
                    .customizeClient(tls::apply)
                    .httpRequestCustomizer((r, method, uri, body, ctx) -> headers.forEach(r::header))
                    .build();
            recorder = new RecordingMcpTransport(http, MCP_JSON, endpoint.toString());
            client = McpClient.sync(recorder)
                    .requestTimeout(bounds.timeout())
                    .initializationTimeout(bounds.timeout())
                    .build();
            client.initialize();
            @SuppressWarnings("unchecked")
            Map<String, Object> args = JSON.convertValue(input, Map.class);
            McpSchema.CallToolResult r = client.callTool(new McpSchema.CallToolRequest(toolName, args));
            String text = r.content().stream()
                    .filter(c -> c instanceof McpSchema.TextContent)
                    .map(c -> ((McpSchema.TextContent) c).text())
                    .findFirst()
                    .orElse("");
            return new McpCall(
                    text, Boolean.TRUE.equals(r.isError()), recorder.transcript(), System.nanoTime() - start, null);
        } catch (IOException | RuntimeException e) {
            return new McpCall(
                    "",
                    false,
                    recorder == null ? "" : recorder.transcript(),
                    System.nanoTime() - start,
                    ErrorMessages.describe(e));
        } finally {
            if (client != null) {
                client.closeGracefully();
            }
        }
    }

    /** The JDK client's TLS and redirect settings for the SDK's transport: {@link ClientTls}, no redirects. */
    private record SslSetup(ClientOptions bounds, javax.net.ssl.SSLContext context) {
        SslSetup(ClientOptions bounds) throws IOException {
            this(bounds, bounds.tls() ? ClientTls.context(bounds.insecure()) : null);
        }

        void apply(HttpClient.Builder b) {
            b.followRedirects(HttpClient.Redirect.NEVER);
            if (context != null) {
                b.sslContext(context);
            }
        }
    }
}
