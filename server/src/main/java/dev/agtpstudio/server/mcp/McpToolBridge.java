package dev.agtpstudio.server.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.preview.McpProjector;
import dev.agtpstudio.server.dispatch.Dispatcher;
import dev.agtpstudio.server.net.Connection;
import dev.agtpstudio.server.tools.McpTools;
import dev.agtpstudio.server.tools.Tool;
import dev.agtpstudio.server.tools.ToolCatalog;
import dev.agtpstudio.server.tools.ToolInvoker;
import dev.agtpstudio.server.wire.AgtpResponse;
import dev.agtpstudio.server.wire.Headers;
import dev.agtpstudio.server.wire.StatusClass;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The workspace's registered endpoints as MCP tools, exactly as the preview projects them ({@link McpTools}: names,
 * titles, annotations, input and output schemas); the result of a call to a tool with an output schema carries the
 * endpoint's JSON answer as {@code structuredContent} besides the text; a call is checked against the schema's declared and required properties (a tool error naming
 * the argument) and then dispatched as an AGTP request by {@link ToolInvoker}, so it meets the same scopes, checks
 * and handlers. Only the endpoint's JSON answer or its stable error body reaches the client, never a stack trace.
 */
public final class McpToolBridge {
    static final McpJsonMapper MAPPER = new JacksonMcpJsonMapper(new ObjectMapper());
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long CALL_TIMEOUT_SECONDS = 60;

    private final Dispatcher dispatcher;
    private final ToolInvoker invoker;
    private final AtomicLong sessions = new AtomicLong(2_000_000);

    private final Headers callerHeaders;

    public McpToolBridge(Dispatcher dispatcher) {
        this(dispatcher, Headers.empty());
    }

    /**
     * {@code callerHeaders} ({@code Agent-ID}, {@code Authority-Scope}, ...) are sent with every call: an MCP client
     * has no way to send AGTP headers, so whoever starts the bridge says who the agent is and what it may do.
     */
    public McpToolBridge(Dispatcher dispatcher, Headers callerHeaders) {
        this.dispatcher = dispatcher;
        this.invoker = new ToolInvoker(dispatcher);
        this.callerHeaders = callerHeaders;
    }

    /** The tools as registered now: the preview's MCP projection ({@link McpTools}) over what the dispatcher registered. */
    public List<McpSchema.Tool> tools() {
        List<McpSchema.Tool> out = new ArrayList<>();
        for (McpProjector.McpTool t : McpTools.of(dispatcher).tools()) {
            out.add(JSON.convertValue(t.tool(), McpSchema.Tool.class));
        }
        return out;
    }

    /** The manifest the server publishes now, as JSON text. */
    public String manifestJson() {
        return dispatcher.manifest().toString();
    }

    /** The workspace's AGIS document (the first that loaded) as file name and text. */
    public Optional<Map.Entry<String, String>> agisDocument() {
        return dispatcher.workspace().agisFiles().stream()
                .filter(f -> f.model() != null)
                .findFirst()
                .map(f -> Map.entry(f.path().getFileName().toString(), f.text()));
    }

    /** Whether a tool of this name is served now. */
    public boolean has(String name) {
        return ToolCatalog.of(dispatcher).byMcpName(name).isPresent();
    }

    /** Calls tool {@code name} with {@code arguments}; a refusal or a non-2xx answer is a tool error ({@code isError}). */
    public McpSchema.CallToolResult call(String name, Map<String, Object> arguments) {
        return call(name, arguments, Headers.empty());
    }

    /**
     * The same with the headers of this call's HTTP request: their AGTP headers take the place of the bridge's own
     * (see {@link ToolInvoker} for which are passed on).
     */
    public McpSchema.CallToolResult call(String name, Map<String, Object> arguments, Headers requestHeaders) {
        Optional<Tool> tool = ToolCatalog.of(dispatcher).byMcpName(name);
        if (tool.isEmpty()) {
            return error("Unknown tool: '" + name + "'");
        }
        ObjectNode args = JSON.valueToTree(arguments == null ? Map.of() : arguments);
        String refusal = check(tool.get().inputSchema(), args);
        if (refusal != null) {
            return error(refusal);
        }
        Connection conn = new Connection(sessions.incrementAndGet(), "mcp", false);
        try {
            AgtpResponse r = invoker.invoke(tool.get(), args, merged(requestHeaders), conn)
                    .toCompletableFuture()
                    .get(CALL_TIMEOUT_SECONDS, TimeUnit.SECONDS);
            String text = new String(r.body(), StandardCharsets.UTF_8);
            // 261/262/263 sit in the 2xx range but are not the endpoint's answer (AGTP-API §11)
            boolean ok = StatusClass.of(r.status()).isSuccess();
            McpSchema.CallToolResult.Builder b = McpSchema.CallToolResult.builder()
                    .addTextContent(ok ? text : "AGTP " + r.status() + ": " + text)
                    .isError(!ok);
            Object structured = ok && declaresOutput(name) ? structured(r.body()) : null;
            if (structured != null) {
                b.structuredContent(structured);
            }
            return b.build();
        } catch (java.util.concurrent.TimeoutException e) {
            return error("the endpoint did not answer within " + CALL_TIMEOUT_SECONDS + " s");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return error("the call was interrupted");
        } catch (java.util.concurrent.ExecutionException e) {
            return error("the server failed while answering; the server console has the details");
        } finally {
            conn.closed();
        }
    }

    private boolean declaresOutput(String name) {
        return McpTools.of(dispatcher).tools().stream().anyMatch(t -> t.name().equals(name) && t.hasOutputSchema());
    }

    /** The answer as {@code structuredContent} when it is a JSON object (the tool's outputSchema describes one), else null. */
    private static Object structured(byte[] body) {
        try {
            JsonNode n = JSON.readTree(body);
            return n != null && n.isObject() ? JSON.convertValue(n, Map.class) : null;
        } catch (java.io.IOException e) {
            return null;
        }
    }

    private Headers merged(Headers request) {
        Headers.Builder b = Headers.builder();
        callerHeaders.entries().forEach(e -> {
            if (request.get(e.getKey()).isEmpty()) {
                b.add(e.getKey(), e.getValue());
            }
        });
        request.entries().forEach(e -> b.add(e.getKey(), e.getValue()));
        return b.build();
    }

    /** The first argument the schema does not declare, or the first required one missing, as a message; else null. */
    static String check(JsonNode schema, ObjectNode args) {
        JsonNode props = schema.path("properties");
        var names = args.fieldNames();
        while (names.hasNext()) {
            String n = names.next();
            if (!props.has(n)) {
                return "unknown argument '" + n + "': the tool's input schema does not declare it";
            }
        }
        Set<String> given = new HashSet<>();
        args.fieldNames().forEachRemaining(given::add);
        for (JsonNode r : schema.path("required")) {
            if (!given.contains(r.asText())) {
                return "missing required argument '" + r.asText() + "'";
            }
        }
        return null;
    }

    private static McpSchema.CallToolResult error(String message) {
        return McpSchema.CallToolResult.builder()
                .addTextContent(message)
                .isError(true)
                .build();
    }
}
