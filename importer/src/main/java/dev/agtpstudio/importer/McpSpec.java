package dev.agtpstudio.importer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An MCP {@code tools/list} result read as the OpenAPI tree the importer plans from (docs/decisions/0556), so verbs,
 * flags, the report and the re-import merge are the OpenAPI importer's own: each tool is {@code POST /<name>} with
 * its name as operationId, its title as summary, its inputSchema as the JSON request body and its outputSchema (or
 * the {@code content} array MCP always returns) as the 200 answer. The tool itself travels in the operation's
 * {@code x-mcp-tool} (name and annotations) for {@link McpPlan}. A tool schema's own {@code definitions}/{@code $defs}
 * become components and its local {@code $ref}s point there; earlier drafts' keywords are rewritten to Draft 2020-12
 * by the importer's {@link SchemaDialect} as it inlines them.
 */
final class McpSpec {
    static final String EXTENSION = "x-mcp-tool";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private McpSpec() {}

    /**
     * @param text   the file's or the server's answer: a {@code tools/list} result ({@code {"tools": [...]}}) or the
     *               whole JSON-RPC response ({@code {"jsonrpc": "2.0", "result": {...}}})
     * @param source how the report names it (a file, a URL, a command)
     */
    static ParsedSpec parse(String text, String source, String serverName, String serverVersion) {
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            return unreadable(
                    source,
                    "line " + e.getLocation().getLineNr() + ", column "
                            + e.getLocation().getColumnNr(),
                    "not JSON: " + SpecProse.firstLine(e.getOriginalMessage()));
        }
        if (root == null || !root.isObject()) {
            return unreadable(source, "/", "a tools/list result is a JSON object with a \"tools\" array");
        }
        if (root.has("error")) {
            return unreadable(
                    source,
                    "/error",
                    "the server answered tools/list with an error: "
                            + root.path("error")
                                    .path("message")
                                    .asText(root.path("error").toString()));
        }
        JsonNode result = root.has("result") ? root.get("result") : root;
        String at = root.has("result") ? "/result" : "";
        if (!result.path("tools").isArray()) {
            return unreadable(
                    source,
                    at + "/tools",
                    "no \"tools\" array: this is not a tools/list result "
                            + "(AGIS Appendix C.3; MCP 2025-06-18 tools/list)");
        }
        return fromTools(result.get("tools"), at + "/tools", source, serverName, serverVersion);
    }

    static ParsedSpec fromTools(JsonNode tools, String at, String source, String serverName, String serverVersion) {
        List<SpecProblem> problems = new ArrayList<>();
        ObjectNode doc = F.objectNode().put("openapi", "3.1.0");
        doc.putObject("info")
                .put("title", serverName == null ? "MCP server" : serverName)
                .put("version", serverVersion == null ? "tools/list" : serverVersion);
        ObjectNode paths = doc.putObject("paths");
        ObjectNode components = doc.putObject("components").putObject("schemas");
        Set<String> names = new HashSet<>();
        int i = 0;
        for (JsonNode tool : tools) {
            String where = at + "/" + i++;
            String name = tool.path("name").asText("");
            if (!tool.isObject() || name.isBlank()) {
                problems.add(new SpecProblem(where, "a tool without a \"name\" was left out"));
                continue;
            }
            if (!names.add(name)) {
                problems.add(new SpecProblem(where, "a second tool named \"" + name + "\" was left out"));
                continue;
            }
            ObjectNode op = paths.putObject("/" + name).putObject("post");
            op.put("operationId", name);
            String title = tool.path("title")
                    .asText(tool.path("annotations").path("title").asText(""));
            if (!title.isBlank()) {
                op.put("summary", title);
            }
            if (tool.path("description").isTextual()) {
                op.put("description", tool.get("description").asText());
            }
            ObjectNode ext = op.putObject(EXTENSION).put("name", name);
            if (tool.path("annotations").isObject()) {
                ext.set("annotations", tool.get("annotations"));
            }
            String prefix = schemaPrefix(name);
            JsonNode input = tool.path("inputSchema").isObject()
                    ? hoist(tool.get("inputSchema"), prefix + "_input_", components)
                    : F.objectNode().put("type", "object");
            if (!tool.path("inputSchema").isObject()) {
                problems.add(new SpecProblem(
                        where + "/inputSchema",
                        "the tool has no inputSchema object; an empty " + "object was assumed"));
            }
            ObjectNode body = op.putObject("requestBody").put("required", true);
            body.putObject("content").putObject("application/json").set("schema", input);
            JsonNode output = tool.path("outputSchema").isObject()
                    ? hoist(tool.get("outputSchema"), prefix + "_output_", components)
                    : contentSchema();
            ObjectNode ok = op.putObject("responses").putObject("200");
            ok.put(
                    "description",
                    tool.path("outputSchema").isObject()
                            ? "The tool's structured result."
                            : "The tool's content blocks.");
            ok.putObject("content").putObject("application/json").set("schema", output);
        }
        return new ParsedSpec(
                doc,
                source,
                "MCP tools/list",
                doc.path("info").path("title").asText(),
                doc.path("info").path("version").asText(),
                List.of(),
                problems);
    }

    /** What tools/call answers when the tool declares no outputSchema: its content blocks. */
    private static ObjectNode contentSchema() {
        ObjectNode s = F.objectNode().put("type", "object");
        ObjectNode content = s.putObject("properties").putObject("content");
        content.put("type", "array").put("description", "The tool's content blocks (text, image, audio, resource).");
        ObjectNode item = content.putObject("items").put("type", "object");
        item.putObject("properties").putObject("type").put("type", "string");
        item.putArray("required").add("type");
        s.putArray("required").add("content");
        return s;
    }

    /** A copy without {@code $schema}, its definitions moved to components and its local references pointing there. */
    private static JsonNode hoist(JsonNode schema, String prefix, ObjectNode components) {
        ObjectNode copy = schema.deepCopy();
        copy.remove("$schema");
        copy.remove("$id");
        rewriteRefs(copy, prefix); // the definitions' own references too, before they move
        for (String key : List.of("definitions", "$defs")) {
            JsonNode defs = copy.remove(key);
            if (defs != null && defs.isObject()) {
                for (Iterator<Map.Entry<String, JsonNode>> it = defs.fields(); it.hasNext(); ) {
                    Map.Entry<String, JsonNode> d = it.next();
                    components.set(prefix + d.getKey(), d.getValue());
                }
            }
        }
        return copy;
    }

    private static void rewriteRefs(JsonNode n, String prefix) {
        if (n.isObject()) {
            ObjectNode o = (ObjectNode) n;
            JsonNode ref = o.get("$ref");
            if (ref != null && ref.isTextual()) {
                String r = ref.asText();
                for (String local : List.of("#/definitions/", "#/$defs/")) {
                    if (r.startsWith(local)) {
                        o.put("$ref", "#/components/schemas/" + prefix + r.substring(local.length()));
                    }
                }
            }
            o.fields().forEachRemaining(e -> rewriteRefs(e.getValue(), prefix));
        } else if (n.isArray()) {
            n.forEach(c -> rewriteRefs(c, prefix));
        }
    }

    private static String schemaPrefix(String tool) {
        return tool.replaceAll("[^A-Za-z0-9_.-]", "_");
    }

    private static ParsedSpec unreadable(String source, String where, String message) {
        return new ParsedSpec(
                null, source, "MCP tools/list", null, null, List.of(), List.of(new SpecProblem(where, message)));
    }
}
