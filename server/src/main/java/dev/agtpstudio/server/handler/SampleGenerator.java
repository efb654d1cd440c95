package dev.agtpstudio.server.handler;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.util.UUID;

/**
 * Deterministic sample data for a JSON Schema: the same schema and seed always give the same document. Strings
 * follow {@code format} (uuid, date, date-time, email, uri, ...), enums take their first value, numbers respect
 * minimum, arrays carry one item (or {@code minItems}; a tuple one per position) generated from {@code items} (absent or
 * {@code true} items allow any value: a sample string, never {@code null}), objects every declared property. A local
 * {@code $ref} ({@code #/$defs/Room}) is followed within the schema being generated.
 */
public final class SampleGenerator {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;
    private static final int MAX_DEPTH = 8;

    public JsonNode generate(JsonNode schema, String seed) {
        return new Run(schema).gen(schema, seed, 0);
    }

    /** One generation: the root the local references resolve against. */
    private static final class Run {
        private final JsonNode root;

        Run(JsonNode root) {
            this.root = root;
        }

        private JsonNode gen(JsonNode s, String seed, int depth) {
            if (s == null || !s.isObject() || depth > MAX_DEPTH) {
                return F.nullNode();
            }
            if (s.path("$ref").isTextual() && s.get("$ref").asText().startsWith("#")) {
                JsonNode target = root.at(s.get("$ref").asText().substring(1));
                return target.isObject() ? gen(target, seed, depth + 1) : F.textNode(string(s, seed));
            }
            if (s.has("const")) {
                return s.get("const").deepCopy();
            }
            if (s.path("enum").isArray() && s.get("enum").size() > 0) {
                return s.get("enum").get(0).deepCopy();
            }
            if (s.path("examples").isArray() && s.get("examples").size() > 0) {
                return s.get("examples").get(0).deepCopy();
            }
            for (String k : new String[] {"oneOf", "anyOf"}) {
                if (s.path(k).isArray() && s.get(k).size() > 0) {
                    return gen(s.get(k).get(0), seed, depth + 1);
                }
            }
            String type = s.path("type").isTextual() ? s.get("type").asText()
                    : s.path("type").isArray() && s.get("type").size() > 0 ? s.get("type").get(0).asText()
                    : s.has("properties") ? "object" : s.has("items") ? "array" : "string";
            switch (type) {
                case "object": {
                    ObjectNode o = F.objectNode();
                    s.path("properties").fields().forEachRemaining(e -> o.set(e.getKey(), gen(e.getValue(), seed + "/" + e.getKey(), depth + 1)));
                    return o;
                }
                case "array": {
                    ArrayNode a = F.arrayNode();
                    if (s.path("prefixItems").isArray() && s.get("prefixItems").size() > 0) {
                        // A tuple: one value per position (items, if any, is only for what follows).
                        int i = 0;
                        for (JsonNode position : s.get("prefixItems")) {
                            a.add(gen(position, seed + "/" + i++, depth + 1));
                        }
                        return a;
                    }
                    int n = Math.max(1, s.path("minItems").asInt(1));
                    // no items (or items: true) allows any element: the empty schema, which gives a sample string
                    JsonNode items = s.path("items").isObject() ? s.get("items") : F.objectNode();
                    for (int i = 0; i < n; i++) {
                        a.add(gen(items, seed + "/" + i, depth + 1));
                    }
                    return a;
                }
                case "integer": {
                    long min = s.path("minimum").asLong(s.has("exclusiveMinimum") ? s.get("exclusiveMinimum").asLong() + 1 : 1);
                    return F.numberNode(Math.max(min, Math.min(s.path("maximum").asLong(Long.MAX_VALUE), min + Math.floorMod(hash(seed), 10))));
                }
                case "number": {
                    double min = s.path("minimum").asDouble(0);
                    return F.numberNode(min + Math.floorMod(hash(seed), 1000) / 10.0 + 0.5);
                }
                case "boolean":
                    return F.booleanNode(true);
                case "null":
                    return F.nullNode();
                default:
                    return F.textNode(string(s, seed));
            }
        }
    }

    private static String string(JsonNode s, String seed) {
        String format = s.path("format").asText("");
        int h = Math.floorMod(hash(seed), 28);
        switch (format) {
            case "uuid":
                return UUID.nameUUIDFromBytes(seed.getBytes(StandardCharsets.UTF_8)).toString();
            case "date":
                return String.format("2026-06-%02d", h + 1);
            case "date-time":
                return String.format("2026-06-%02dT12:00:00Z", h + 1);
            case "time":
                return "12:00:00Z";
            case "email":
                return "guest" + h + "@example.com";
            case "uri":
            case "url":
                return "https://example.com/" + h;
            case "hostname":
                return "host" + h + ".example.com";
            case "ipv4":
                return "192.0.2." + (h + 1);
            default:
                String leaf = seed.substring(seed.lastIndexOf('/') + 1);
                String v = "sample-" + (leaf.isEmpty() ? "value" : leaf) + "-" + h;
                int min = s.path("minLength").asInt(0);
                while (v.length() < min) {
                    v = v + "x";
                }
                int max = s.path("maxLength").asInt(Integer.MAX_VALUE);
                return v.length() > max ? v.substring(0, max) : v;
        }
    }

    private static int hash(String seed) {
        int h = 0x811c9dc5;
        for (int i = 0; i < seed.length(); i++) {
            h = (h ^ seed.charAt(i)) * 0x01000193;
        }
        return h;
    }
}
