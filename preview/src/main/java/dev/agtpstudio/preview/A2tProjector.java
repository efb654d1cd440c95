package dev.agtpstudio.preview;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.workspace.ToolHistory;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.preview.source.SourceMap;
import dev.agtpstudio.preview.source.SourceRef;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;

/**
 * A2T tool signatures (A2T §6.1) for the manifest's endpoints, as the {@code items} of a tools enumeration. Tool ids
 * are name-based UUIDs (version 5 over the server id, method and path), so they are stable across runs. A tool's
 * {@code version} and {@code currentVersion} are its current number in the workspace's tool history
 * ({@link ToolHistory}, 1 when none is recorded), the same number every served surface gives it. Inputs are
 * limited to what A2T can carry (string with max-length, int with min/max, boolean, enum; A2T §5.1); every input or
 * constraint it cannot express is reported as a note, and names are made unique (A2T §6.1).
 */
public final class A2tProjector {
    public static final int MAX_NAME = 255;
    public static final int MAX_DESCRIPTION = 2000;
    /** Namespace of the version 5 tool ids; fixed forever, or every tool id changes. */
    public static final UUID NAMESPACE = UUID.fromString("6a1f0d3e-8c2b-5e4f-9a7d-3b2c1d0e9f8a");

    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private final ManifestProjector manifest;

    public A2tProjector(ManifestProjector manifest) {
        this.manifest = manifest;
    }

    public Projection project(Workspace ws, ProjectionOptions opts) {
        return project(ws, opts, manifest.project(ws, opts));
    }

    /** The same projection derived from {@code m}, a manifest of {@code ws} already computed with {@code opts}. */
    public Projection project(Workspace ws, ProjectionOptions opts, Projection m) {
        String serverId = m.document().path("server").path("server_id").asText();
        java.util.Map<String, Integer> history = ToolHistory.read(ws.root());
        ObjectNode out = F.objectNode();
        ArrayNode items = out.putArray("items");
        SourceMap.Builder src = SourceMap.builder();
        List<ProjectionNote> notes = new ArrayList<>();
        java.util.Set<String> names = new java.util.HashSet<>();
        int i = 0;
        for (JsonNode e : m.document().get("endpoints")) {
            SourceRef ref = m.sourceMap().lookup("/endpoints/" + i).orElse(null);
            String method = e.path("method").asText();
            String path = e.path("path").asText();
            ObjectNode t = items.addObject();
            t.put("toolId", toolId(serverId, method, path).toString());
            String name = toolName(method, path);
            if (name.length() >= MAX_NAME) {
                notes.add(new ProjectionNote(
                        "a2t/name-too-long",
                        "Tool name for " + method + " " + path + " is " + name.length()
                                + " characters; A2T requires fewer than " + MAX_NAME + ".",
                        ref));
                name = name.substring(0, MAX_NAME - 1);
            }
            if (!names.add(name)) {
                String base = name.length() > MAX_NAME - 6 ? name.substring(0, MAX_NAME - 6) : name;
                int k = 2;
                while (!names.add(base + "_" + k)) {
                    k++;
                }
                notes.add(new ProjectionNote(
                        "a2t/duplicate-name",
                        "Tool name `" + name + "` is generated twice; " + method + " " + path + " is published as `"
                                + base + "_" + k + "` (A2T §6.1: names MUST be unique on the server).",
                        ref));
                name = base + "_" + k;
            }
            t.put("name", name);
            String desc = e.path("description").asText("");
            String intent = e.path("semantic").path("intent").asText("");
            String full = intent.isEmpty() || intent.equals(desc) ? desc : desc + " " + intent;
            if (full.length() >= MAX_DESCRIPTION) {
                notes.add(new ProjectionNote(
                        "a2t/description-too-long",
                        "Description of " + method + " " + path + " was cut to fit A2T's limit of " + MAX_DESCRIPTION
                                + " characters.",
                        ref));
                full = full.substring(0, MAX_DESCRIPTION - 1);
            }
            t.put("description", full);
            String version = Integer.toString(history.getOrDefault(method + " " + path, 1));
            t.put("version", version);
            t.put("currentVersion", version);
            ArrayNode tags = t.putArray("tags");
            if (e.path("semantic").hasNonNull("capability")) {
                tags.add(e.path("semantic").path("capability").asText());
            }
            if (e.hasNonNull("namespace")) {
                tags.add(e.path("namespace").asText());
            }
            t.set("input_parameters", inputs(e, method + " " + path, ref, notes));
            t.set("output_parameters", outputs(e.path("output_schema")));
            src.put("/items/" + i, ref);
            i++;
        }
        return new Projection(ProjectionKind.A2T, out, src.build(), notes);
    }

    /** Version 5 (SHA-1, name-based) UUID of {@code serverId METHOD path} in {@link #NAMESPACE}. */
    public static UUID toolId(String serverId, String method, String path) {
        try {
            MessageDigest sha1 = MessageDigest.getInstance("SHA-1");
            sha1.update(toBytes(NAMESPACE));
            byte[] h = sha1.digest((serverId + " " + method + " " + path).getBytes(StandardCharsets.UTF_8));
            h[6] = (byte) ((h[6] & 0x0f) | 0x50);
            h[8] = (byte) ((h[8] & 0x3f) | 0x80);
            long msb = 0;
            long lsb = 0;
            for (int k = 0; k < 8; k++) {
                msb = (msb << 8) | (h[k] & 0xff);
                lsb = (lsb << 8) | (h[k + 8] & 0xff);
            }
            return new UUID(msb, lsb);
        } catch (NoSuchAlgorithmException ex) {
            throw new IllegalStateException("SHA-1 is required by every JDK", ex);
        }
    }

    /** snake_case: the verb, then each path segment ({@code {id}} as {@code by_id}). */
    public static String toolName(String method, String path) {
        return dev.agtpstudio.core.model.ToolNames.snake(method, path);
    }

    /** The error of a required input the A2T signature cannot carry: the tool cannot be called over A2T. */
    public static final String REQUIRED_UNEXPRESSIBLE = "a2t/required-input-unexpressible";

    private static ArrayNode inputs(JsonNode e, String id, SourceRef ref, List<ProjectionNote> notes) {
        ArrayNode out = F.arrayNode();
        JsonNode schema = e.path("input_schema");
        java.util.Set<String> required = new java.util.HashSet<>();
        schema.path("required").forEach(n -> required.add(n.asText()));
        schema.path("properties").fields().forEachRemaining(p -> {
            JsonNode ps = p.getValue();
            String type = ps.path("type").asText("string");
            ObjectNode param = F.objectNode();
            param.put("id", p.getKey());
            param.put("name", title(p.getKey()));
            java.util.Map<String, String> values = A2tEnums.values(ps);
            if (values != null) {
                param.put("type", "enum");
                ArrayNode allowed = param.putArray("allowed-values");
                // name: the value as an identifier (what callers have sent so far); value: the value itself
                values.forEach((v, d) -> allowed.addObject()
                        .put("name", v.replaceAll("[^A-Za-z0-9]+", "_").toUpperCase(Locale.ROOT))
                        .put("value", v)
                        .put("description", d));
            } else if (type.equals("string")) {
                param.put("type", "string");
                if (ps.has("maxLength")) {
                    param.put("max-length", ps.get("maxLength").asLong());
                }
                unexpressed(ps, id, p.getKey(), ref, notes, "pattern", "format", "minLength");
            } else if (type.equals("integer")) {
                param.put("type", "int");
                if (ps.has("minimum")) {
                    param.put("min", ps.get("minimum").asLong());
                }
                if (ps.has("maximum")) {
                    param.put("max", ps.get("maximum").asLong());
                }
                unexpressed(ps, id, p.getKey(), ref, notes, "exclusiveMinimum", "exclusiveMaximum", "multipleOf");
            } else if (type.equals("boolean")) {
                param.put("type", "boolean");
            } else if (required.contains(p.getKey())) {
                notes.add(new ProjectionNote(
                        REQUIRED_UNEXPRESSIBLE,
                        "Required input `" + p.getKey() + "` of " + id
                                + " has type " + type
                                + ", which an A2T signature cannot carry (A2T §5.1: string, int, enum;"
                                + " boolean here too), so the tool cannot be called over A2T: every call lacks it and is"
                                + " refused. Make the input optional, or declare it as a string (a JSON text the handler"
                                + " parses), int, boolean or enum.",
                        ref,
                        true));
                return;
            } else {
                notes.add(new ProjectionNote(
                        "a2t/unsupported-input",
                        "Input `" + p.getKey() + "` of " + id
                                + " has type " + type
                                + "; A2T inputs are limited to string, int, boolean and enum, so the "
                                + "tool omits it (it is optional: calls without it still work).",
                        ref));
                return;
            }
            param.put("description", ps.path("description").asText(""));
            param.put("required", required.contains(p.getKey()));
            out.add(param);
        });
        return out;
    }

    /** Notes each JSON Schema constraint of an input that A2T's signature cannot carry (A2T §5.1: max length, min/max only). */
    private static void unexpressed(
            JsonNode ps, String id, String input, SourceRef ref, List<ProjectionNote> notes, String... keywords) {
        for (String k : keywords) {
            if (ps.has(k)) {
                notes.add(new ProjectionNote(
                        "a2t/unsupported-constraint",
                        "Input `" + input + "` of " + id + " has `" + k
                                + "`, which an A2T signature cannot express (A2T §5.1); the server still checks it on invocation.",
                        ref));
            }
        }
    }

    private static ArrayNode outputs(JsonNode schema) {
        ArrayNode out = F.arrayNode();
        schema.path("properties").fields().forEachRemaining(p -> {
            JsonNode ps = p.getValue();
            String type = ps.path("type").asText("json");
            String a2t = switch (type) {
                case "string" -> ps.path("enum").isArray() ? "enum" : "string";
                case "integer" -> "int";
                case "boolean" -> "boolean";
                default -> "json";
            };
            ObjectNode param = out.addObject();
            param.put("id", p.getKey());
            param.put("name", title(p.getKey()));
            param.put("type", a2t);
            param.put("description", ps.path("description").asText(""));
        });
        return out;
    }

    static String title(String snake) {
        StringBuilder sb = new StringBuilder();
        for (String w : snake.split("[_\\-]+")) {
            if (w.isEmpty()) {
                continue;
            }
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(Character.toUpperCase(w.charAt(0))).append(w.substring(1));
        }
        return sb.toString();
    }

    private static byte[] toBytes(UUID u) {
        byte[] b = new byte[16];
        long msb = u.getMostSignificantBits();
        long lsb = u.getLeastSignificantBits();
        for (int k = 0; k < 8; k++) {
            b[k] = (byte) (msb >>> (56 - 8 * k));
            b[k + 8] = (byte) (lsb >>> (56 - 8 * k));
        }
        return b;
    }
}
