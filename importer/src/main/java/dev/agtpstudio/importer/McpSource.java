package dev.agtpstudio.importer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.io.ErrorMessages;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.core.net.BoundedHttp;
import dev.agtpstudio.core.net.ClientLimitExceeded;
import dev.agtpstudio.core.net.ClientTimeout;
import dev.agtpstudio.core.net.Deadline;
import dev.agtpstudio.core.net.McpFrames;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Where {@code import-mcp} reads the tools from (docs/import.md#import-from-mcp): a {@code tools/list} JSON file, an
 * MCP server started as a command (stdio: spawn, initialize, tools/list with every page, shut down), or a Streamable
 * HTTP URL (https, or http on loopback). Every exchange ends by one {@link Deadline} and counts its bytes against one
 * limit, as every client of the product (docs/decisions/0440, 0475); the child process is killed when the deadline
 * passes.
 */
public final class McpSource {
    /** The body limit of the product's clients (docs/decisions/0440). */
    public static final long MAX_BYTES = 16L * 1024 * 1024;
    /** Pages of tools/list followed at most (a server whose cursor never ends cannot hold the import). */
    static final int MAX_PAGES = 100;

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path file;
    private final String url;
    private final List<String> command;

    private McpSource(Path file, String url, List<String> command) {
        this.file = file;
        this.url = url;
        this.command = command == null ? null : List.copyOf(command);
    }

    public static McpSource file(Path file) {
        return new McpSource(file, null, null);
    }

    public static McpSource url(String url) {
        return new McpSource(null, url, null);
    }

    public static McpSource command(List<String> command) {
        return new McpSource(null, null, command);
    }

    /** True when SOURCE names a URL rather than a file. */
    public static boolean isUrl(String source) {
        return source.startsWith("http://") || source.startsWith("https://");
    }

    public boolean isHttp() {
        return url != null;
    }

    public String url() {
        return url;
    }

    /** How messages and the report name the source. */
    public String label() {
        return file != null ? file.toString() : url != null ? url : String.join(" ", command);
    }

    /** Why this source cannot be used, or null. */
    public String problem() {
        if (url != null) {
            URI u;
            try {
                u = URI.create(url);
            } catch (IllegalArgumentException e) {
                return url + " is not a URL";
            }
            if (u.getHost() == null) {
                return url + " has no host";
            }
            if (url.startsWith("http://") && !HandlerBinding.isLoopbackUrl(url)) {
                return url + " is plain http on a host that is not loopback; use https (plain http is kept for "
                        + "127.0.0.1, localhost and [::1])";
            }
        }
        if (command != null && command.isEmpty()) {
            return "no command after --";
        }
        return null;
    }

    /** The tools as the importer's tree; an unreadable source gives a spec whose problems say why. */
    public ParsedSpec read(Deadline deadline) {
        try {
            if (file != null) {
                if (!Files.isRegularFile(file)) {
                    return unreadable("no such file");
                }
                if (Files.size(file) > MAX_BYTES) {
                    return unreadable("the file is larger than the limit of " + MAX_BYTES + " bytes");
                }
                return McpSpec.parse(Files.readString(file, StandardCharsets.UTF_8), label(), null, null);
            }
            return url != null ? http(deadline) : stdio(deadline);
        } catch (ClientTimeout e) {
            return unreadable("no complete answer within the time limit of " + deadline.describe() + " (--timeout)");
        } catch (ClientLimitExceeded e) {
            return unreadable(e.getMessage());
        } catch (IOException e) {
            return unreadable(ErrorMessages.describe(e));
        }
    }

    private ParsedSpec http(Deadline deadline) throws IOException {
        URI uri = URI.create(url);
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Content-Type", "application/json");
        headers.put("Accept", McpFrames.ACCEPT);
        HttpResponse<byte[]> init = BoundedHttp.post(
                uri,
                McpFrames.bytes(McpFrames.initialize(1, "agtp-studio import-mcp", "1")),
                headers,
                deadline,
                MAX_BYTES);
        JsonNode server = McpFrames.result(httpResponse(init, 1, "initialize"), "initialize");
        init.headers().firstValue(McpFrames.SESSION_HEADER).ifPresent(s -> headers.put(McpFrames.SESSION_HEADER, s));
        headers.put("MCP-Protocol-Version", McpFrames.PROTOCOL_VERSION);
        BoundedHttp.post(uri, McpFrames.bytes(McpFrames.initialized()), headers, deadline, MAX_BYTES);
        ArrayNode tools = JsonNodeFactory.instance.arrayNode();
        String cursor = null;
        for (int page = 0; page < MAX_PAGES; page++) {
            int id = 2 + page;
            HttpResponse<byte[]> r =
                    BoundedHttp.post(uri, McpFrames.bytes(list(id, cursor)), headers, deadline, MAX_BYTES);
            cursor = page(McpFrames.result(httpResponse(r, id, "tools/list"), "tools/list"), tools);
            if (cursor == null) {
                break;
            }
        }
        return McpSpec.fromTools(
                tools,
                "/result/tools",
                label(),
                server.path("serverInfo").path("name").asText(null),
                server.path("serverInfo").path("version").asText(null));
    }

    private static JsonNode httpResponse(HttpResponse<byte[]> r, int id, String what) throws IOException {
        if (r.statusCode() / 100 != 2) {
            throw new IOException("the server answered HTTP " + r.statusCode() + " to " + what);
        }
        return McpFrames.response(
                r.headers().firstValue("Content-Type").orElse(""), new String(r.body(), StandardCharsets.UTF_8), id);
    }

    private ParsedSpec stdio(Deadline deadline) throws IOException {
        Process p;
        try {
            p = new ProcessBuilder(command)
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
        } catch (IOException e) {
            return unreadable("cannot start the command: " + ErrorMessages.describe(e));
        }
        try (Deadline.Guard ignored = deadline.guard(p::destroyForcibly)) {
            OutputStream in = p.getOutputStream();
            LineReader out = new LineReader(p.getInputStream());
            in.write(McpFrames.line(McpFrames.initialize(1, "agtp-studio import-mcp", "1"))
                    .getBytes(StandardCharsets.UTF_8));
            in.flush();
            JsonNode server = McpFrames.result(out.response(1, deadline), "initialize");
            in.write(McpFrames.line(McpFrames.initialized()).getBytes(StandardCharsets.UTF_8));
            ArrayNode tools = JsonNodeFactory.instance.arrayNode();
            String cursor = null;
            for (int page = 0; page < MAX_PAGES; page++) {
                int id = 2 + page;
                in.write(McpFrames.line(list(id, cursor)).getBytes(StandardCharsets.UTF_8));
                in.flush();
                cursor = page(McpFrames.result(out.response(id, deadline), "tools/list"), tools);
                if (cursor == null) {
                    break;
                }
            }
            in.close(); // MCP stdio shutdown: close the server's input, then end it if it lingers
            return McpSpec.fromTools(
                    tools,
                    "/result/tools",
                    label(),
                    server.path("serverInfo").path("name").asText(null),
                    server.path("serverInfo").path("version").asText(null));
        } finally {
            try {
                if (!p.waitFor(
                        Math.min(2000, Math.max(1, deadline.remainingMillis())),
                        java.util.concurrent.TimeUnit.MILLISECONDS)) {
                    p.destroy();
                    if (!p.waitFor(1, java.util.concurrent.TimeUnit.SECONDS)) {
                        p.destroyForcibly();
                    }
                }
            } catch (InterruptedException e) {
                p.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
    }

    private static ObjectNode list(int id, String cursor) {
        ObjectNode params = JsonNodeFactory.instance.objectNode();
        if (cursor != null) {
            params.put("cursor", cursor);
        }
        return McpFrames.request(id, "tools/list", params);
    }

    /** Adds the page's tools; the next cursor, or null. */
    private static String page(JsonNode result, ArrayNode tools) throws IOException {
        if (!result.path("tools").isArray()) {
            throw new IOException("the tools/list result has no \"tools\" array");
        }
        result.get("tools").forEach(tools::add);
        String next = result.path("nextCursor").asText(null);
        return next == null || next.isEmpty() ? null : next;
    }

    private ParsedSpec unreadable(String message) {
        return new ParsedSpec(
                null, label(), "MCP tools/list", null, null, List.of(), List.of(new SpecProblem(label(), message)));
    }

    /** Newline-delimited messages from the server's stdout, all of them counted against {@link #MAX_BYTES}. */
    private static final class LineReader {
        private final InputStream in;
        private long total;

        LineReader(InputStream in) {
            this.in = in;
        }

        JsonNode response(int id, Deadline deadline) throws IOException {
            while (true) {
                String line = next(deadline);
                if (line.isBlank()) {
                    continue;
                }
                JsonNode msg;
                try {
                    msg = JSON.readTree(line);
                } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                    throw new IOException("the server wrote a line that is not JSON on its standard output");
                }
                if (msg != null && msg.path("id").asInt(-1) == id && !msg.has("method")) {
                    return msg;
                }
            }
        }

        private String next(Deadline deadline) throws IOException {
            ByteArrayOutputStream line = new ByteArrayOutputStream();
            int b;
            while (true) {
                try {
                    b = in.read();
                } catch (IOException e) {
                    if (deadline.expired()) {
                        throw new ClientTimeout(deadline);
                    }
                    throw e;
                }
                if (b < 0) {
                    if (deadline.expired()) {
                        throw new ClientTimeout(deadline);
                    }
                    throw new IOException("the server ended before it answered");
                }
                if (++total > MAX_BYTES) {
                    throw new ClientLimitExceeded("the server's output", MAX_BYTES);
                }
                if (b == '\n') {
                    return line.toString(StandardCharsets.UTF_8);
                }
                line.write(b);
            }
        }
    }
}
