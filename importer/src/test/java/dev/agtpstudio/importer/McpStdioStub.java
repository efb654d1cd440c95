package dev.agtpstudio.importer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A stdio MCP server for the tests, started as a separate JVM: answers initialize and tools/list (two pages, from the
 * tools/list file given as its argument) over newline-delimited JSON-RPC, after a log line on stdout's neighbour
 * stderr and a server notification. With {@code --silent} it reads and never answers (the deadline test).
 */
public final class McpStdioStub {
    public static void main(String[] args) throws Exception {
        ObjectMapper json = new ObjectMapper();
        boolean silent = args.length > 1 && args[1].equals("--silent");
        JsonNode tools =
                json.readTree(Files.readString(Path.of(args[0]))).path("result").path("tools");
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        System.err.println("stub: started");
        String line;
        while ((line = in.readLine()) != null) {
            if (silent) {
                continue;
            }
            JsonNode m = json.readTree(line);
            if (!m.has("id")) {
                continue;
            }
            var out = json.createObjectNode().put("jsonrpc", "2.0");
            out.set("id", m.get("id"));
            var result = out.putObject("result");
            switch (m.path("method").asText()) {
                case "initialize" -> {
                    System.out.println("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/message\",\"params\":{}}");
                    result.put("protocolVersion", "2025-06-18");
                    result.putObject("capabilities").putObject("tools");
                    result.putObject("serverInfo").put("name", "stub-server").put("version", "9.1");
                }
                case "tools/list" -> {
                    boolean first = !m.path("params").has("cursor");
                    var page = result.putArray("tools");
                    for (int i = first ? 0 : 3; i < (first ? 3 : tools.size()); i++) {
                        page.add(tools.get(i));
                    }
                    if (first) {
                        result.put("nextCursor", "page-2");
                    }
                }
                default -> {
                    out.remove("result");
                    out.putObject("error").put("code", -32601).put("message", "no such method");
                }
            }
            System.out.println(out);
            System.out.flush();
        }
    }
}
