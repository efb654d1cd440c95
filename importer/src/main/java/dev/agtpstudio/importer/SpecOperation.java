package dev.agtpstudio.importer;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One HTTP operation of the spec.
 *
 * @param pointer JSON pointer of the operation object, e.g. {@code /paths/~1pets/get}
 */
public record SpecOperation(
        String httpMethod,
        String path,
        String operationId,
        String summary,
        String description,
        List<String> tags,
        boolean deprecated,
        JsonNode node,
        JsonNode pathItem,
        String pointer) {
    public static final List<String> HTTP =
            List.of("get", "put", "post", "delete", "options", "head", "patch", "trace");

    public SpecOperation {
        tags = List.copyOf(tags);
    }

    /** {@code GET /pets}: how the report names the operation. */
    public String label() {
        return httpMethod + " " + path;
    }

    /** Every operation of the spec, in document order. */
    public static List<SpecOperation> all(JsonNode root) {
        List<SpecOperation> out = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = root.path("paths").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> p = it.next();
            JsonNode item = p.getValue();
            for (Iterator<Map.Entry<String, JsonNode>> ops = item.fields(); ops.hasNext(); ) {
                Map.Entry<String, JsonNode> o = ops.next();
                String m = o.getKey().toLowerCase(Locale.ROOT);
                if (!HTTP.contains(m) || !o.getValue().isObject()) {
                    continue;
                }
                JsonNode op = o.getValue();
                List<String> tags = new ArrayList<>();
                op.path("tags").forEach(t -> tags.add(t.asText()));
                String summary = SpecProse.clean(text(op, "summary"));
                String description = SpecProse.clean(text(op, "description"));
                boolean deprecated = op.path("deprecated").asBoolean(false) || SpecProse.markedDeprecated(summary);
                out.add(new SpecOperation(
                        m.toUpperCase(Locale.ROOT),
                        p.getKey(),
                        text(op, "operationId"),
                        SpecProse.withoutDeprecatedMarker(summary),
                        SpecProse.withoutDeprecatedMarker(description),
                        tags,
                        deprecated,
                        op,
                        item,
                        "/paths/" + p.getKey().replace("~", "~0").replace("/", "~1") + "/" + o.getKey()));
            }
        }
        return out;
    }

    /**
     * True when a selector (a tag, an exact path, a path prefix ending with {@code *}, or the operationId: an MCP
     * tool's name) picks this operation.
     */
    public boolean matches(String selector) {
        if (selector.endsWith("*")) {
            return path.startsWith(selector.substring(0, selector.length() - 1));
        }
        return tags.contains(selector)
                || path.equals(selector)
                || label().equalsIgnoreCase(selector)
                || selector.equals(operationId);
    }

    private static String text(JsonNode n, String k) {
        JsonNode v = n.get(k);
        return v == null || !v.isTextual() || v.asText().isBlank()
                ? null
                : v.asText().strip();
    }
}
