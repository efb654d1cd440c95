package dev.agtpstudio.app.server;

import dev.agtpstudio.core.io.ErrorMessages;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.model.PathTemplate;
import dev.agtpstudio.server.client.ClientExchange;
import dev.agtpstudio.server.mcp.NettyMcpHttpTransport;
import dev.agtpstudio.server.tools.Tool;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * The invoke panel's A2T and MCP sends to the embedded server: an A2T {@code POST /tools/{id}:invoke} (A2T §7) with
 * the form's fields as {@code input_parameters}, or an MCP {@code tools/call} through the official SDK's client on the
 * streamable HTTP endpoint. Both keep the raw exchange and carry the panel's AGTP headers as HTTP headers.
 */
final class ToolCallClient {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final McpJsonMapper MCP_JSON = new JacksonMcpJsonMapper(JSON);
    private static final Duration TIMEOUT = Duration.ofSeconds(30);

    private ToolCallClient() {
    }

    /** {@code POST {base}/tools/{toolId}:invoke}; the answer as sent (status, headers, body). */
    static InvokeOutcome a2t(String base, Tool tool, ObjectNode input, Map<String, String> headers) throws Exception {
        ObjectNode invocation = JSON.createObjectNode();
        ArrayNode params = invocation.putArray("input_parameters");
        input.fields().forEachRemaining(e -> params.addObject().put("name", e.getKey()).set("value", e.getValue()));
        Map<String, String> hs = new java.util.LinkedHashMap<>(headers);
        hs.put("Content-Type", "application/json");
        ClientExchange x = HttpWire.exchange(URI.create(base), "POST", "/tools/" + tool.toolId() + ":invoke", hs,
                JSON.writeValueAsBytes(invocation));
        return InvokeOutcome.of(x, SchemaVerdict.notChecked("an A2T answer is output_parameters (A2T \u00a77), not the endpoint's output document"));
    }

    /** {@code initialize}, then {@code tools/call} of the tool's MCP name; the JSON-RPC messages both ways. */
    static InvokeOutcome mcp(String url, Tool tool, ObjectNode input, Map<String, String> headers) {
        URI u = URI.create(url);
        String base = u.getScheme() + "://" + u.getHost() + ":" + u.getPort();
        HttpClientStreamableHttpTransport http = HttpClientStreamableHttpTransport.builder(base)
                .endpoint(NettyMcpHttpTransport.PATH).jsonMapper(MCP_JSON)
                .httpRequestCustomizer((r, method, uri, body, ctx) -> headers.forEach(r::header)).build();
        RecordingMcpTransport recorder = new RecordingMcpTransport(http, MCP_JSON, url);
        McpSyncClient client = McpClient.sync(recorder).requestTimeout(TIMEOUT).initializationTimeout(TIMEOUT).build();
        long start = System.nanoTime();
        try {
            client.initialize();
            @SuppressWarnings("unchecked")
            Map<String, Object> args = JSON.convertValue(input, Map.class);
            McpSchema.CallToolResult r = client.callTool(new McpSchema.CallToolRequest(tool.mcpName(), args));
            double millis = (System.nanoTime() - start) / 1e6;
            String text = r.content().stream().filter(c -> c instanceof McpSchema.TextContent)
                    .map(c -> ((McpSchema.TextContent) c).text()).findFirst().orElse("");
            boolean error = Boolean.TRUE.equals(r.isError());
            return new InvokeOutcome(error ? 0 : 200, error ? "" : "tools/call result", List.of(), InvokeOutcome.pretty(text),
                    recorder.transcript(), millis, SchemaVerdict.notChecked("an MCP result is text content"),
                    error ? "MCP tool error: " + firstLine(text) : null);
        } catch (RuntimeException e) {
            double millis = (System.nanoTime() - start) / 1e6;
            String msg = ErrorMessages.describe(e);
            return new InvokeOutcome(0, "", List.of(), "", recorder.transcript(), millis,
                    SchemaVerdict.notChecked("no response"), msg + " (" + url + ")");
        } finally {
            client.closeGracefully();
        }
    }

    private static String firstLine(String text) {
        int nl = text.indexOf('\n');
        return nl < 0 ? text : text.substring(0, nl);
    }

    /** The form's JSON as an object, path parameters typed into the path added where the form has none. */
    static ObjectNode input(String body, String template, String typedPath) throws java.io.IOException {
        JsonNode n = body == null || body.isBlank() ? JSON.createObjectNode() : JSON.readTree(body.getBytes(StandardCharsets.UTF_8));
        if (!n.isObject()) {
            throw new java.io.IOException("A2T and MCP take an object of named inputs, not " + n.getNodeType().toString().toLowerCase(java.util.Locale.ROOT));
        }
        ObjectNode o = (ObjectNode) n;
        String[] t = template.split("/", -1);
        String[] p = (typedPath == null ? "" : typedPath.split("\\?", 2)[0]).split("/", -1);
        for (int i = 0; i < t.length && t.length == p.length; i++) {
            if (PathTemplate.isParameterSegment(t[i]) && !p[i].equals(t[i]) && !p[i].isEmpty()) {
                String name = PathTemplate.nameOf(t[i]);
                if (!o.has(name)) {
                    o.put(name, java.net.URLDecoder.decode(p[i], StandardCharsets.UTF_8));
                }
            }
        }
        return o;
    }
}
