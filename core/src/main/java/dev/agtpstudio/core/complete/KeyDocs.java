package dev.agtpstudio.core.complete;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.core.load.FileKind;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What a key means, read from the {@code description} of the published JSON Schemas (docs/schemas, carried in this
 * jar): the one source of key documentation for the IDE's hover, the language server's hover and completion details,
 * and for other editors that load the schemas. A key is found by its path in the document, so {@code name} under an
 * AGIS capability and {@code name} at the top level each get their own text.
 */
public final class KeyDocs {
    /** Where the schemas sit on the class path. */
    public static final String RESOURCE_DIR = "/dev/agtpstudio/core/schemas/";

    private static final Map<FileKind, String> FILES = Map.of(
            FileKind.DISCOVERY_TESTS, "discovery-tests.schema.json",
            FileKind.AGIS, "agis.schema.json",
            FileKind.ENDPOINT, "agtp-endpoint.schema.json",
            FileKind.SERVER_CONFIG, "agtp-server.schema.json",
            FileKind.RECIPES, "agtp-recipes.schema.json");
    private static final Map<FileKind, JsonNode> SCHEMAS = load();
    private static final String DEFS_PREFIX = "#/$defs/";

    /**
     * One key's documentation.
     *
     * @param path the key's path, outermost first (array items add no segment)
     * @param text the schema's description of it
     */
    public record Doc(List<String> path, String text) {
        public Doc {
            path = List.copyOf(path);
        }

        /** The key itself, the last segment of its path. */
        public String key() {
            return path.get(path.size() - 1);
        }
    }

    private KeyDocs() {}

    /** The schema file name that describes files of {@code kind}, if one is published. */
    public static Optional<String> schemaFile(FileKind kind) {
        return Optional.ofNullable(FILES.get(kind));
    }

    /** The parsed schema for files of {@code kind}, if one is published. */
    public static Optional<JsonNode> schema(FileKind kind) {
        return Optional.ofNullable(SCHEMAS.get(kind));
    }

    /** The documentation of the key at {@code path} (outermost first) in a file of {@code kind}. */
    public static Optional<Doc> of(FileKind kind, List<String> path) {
        JsonNode root = SCHEMAS.get(kind);
        for (JsonNode n : nodesAt(root, path)) {
            Optional<String> d = description(root, n);
            if (d.isPresent()) {
                return Optional.of(new Doc(path, d.get()));
            }
        }
        return Optional.empty();
    }

    /**
     * What the value {@code value} of the key at {@code path} means, when the schema describes its enumeration
     * ({@code enumDescriptions}, the array beside {@code enum} that VS Code's JSON and YAML services also show).
     */
    public static Optional<String> enumValue(FileKind kind, List<String> path, String value) {
        JsonNode root = SCHEMAS.get(kind);
        for (JsonNode n : nodesAt(root, path)) {
            for (JsonNode alt : expand(root, n)) {
                JsonNode values = alt.path("enum");
                JsonNode docs = alt.path("enumDescriptions");
                for (int i = 0; i < values.size() && i < docs.size(); i++) {
                    if (values.get(i).asText().equals(value)
                            && !docs.get(i).asText().isBlank()) {
                        return Optional.of(docs.get(i).asText());
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** The schemas that may describe the key at {@code path} (none without a schema or a path). */
    private static List<JsonNode> nodesAt(JsonNode root, List<String> path) {
        List<JsonNode> here = root == null || path.isEmpty() ? List.of() : List.of(root);
        for (int i = 0; i < path.size() && !here.isEmpty(); i++) {
            here = children(root, here, path.get(i));
        }
        return here;
    }

    /** The schemas of {@code segment} under any of {@code parents}: a named property first, else a map entry. */
    private static List<JsonNode> children(JsonNode root, List<JsonNode> parents, String segment) {
        List<JsonNode> named = new ArrayList<>();
        List<JsonNode> entries = new ArrayList<>();
        for (JsonNode p : parents) {
            for (JsonNode alt : expand(root, p)) {
                JsonNode prop = alt.path("properties").get(segment);
                if (prop != null) {
                    named.add(prop);
                } else if (alt.path("additionalProperties").isObject()) {
                    entries.add(alt.get("additionalProperties"));
                }
            }
        }
        return named.isEmpty() ? entries : named;
    }

    /** A schema and every schema it stands for: its {@code $ref}, its combinators' members, its array items. */
    static List<JsonNode> expand(JsonNode root, JsonNode node) {
        List<JsonNode> out = new ArrayList<>();
        expand(root, node, out, Collections.newSetFromMap(new IdentityHashMap<>()));
        return out;
    }

    private static void expand(JsonNode root, JsonNode node, List<JsonNode> out, Set<JsonNode> seen) {
        if (node == null || !node.isObject() || !seen.add(node)) {
            return;
        }
        out.add(node);
        JsonNode ref = node.get("$ref");
        if (ref != null && ref.asText().startsWith(DEFS_PREFIX)) {
            expand(root, root.path("$defs").get(ref.asText().substring(DEFS_PREFIX.length())), out, seen);
        }
        for (String combinator : List.of("allOf", "anyOf", "oneOf")) {
            for (JsonNode member : node.path(combinator)) {
                expand(root, member, out, seen);
            }
        }
        expand(root, node.get("items"), out, seen);
    }

    private static Optional<String> description(JsonNode root, JsonNode node) {
        for (JsonNode alt : expand(root, node)) {
            JsonNode d = alt.get("description");
            if (d != null && d.isTextual() && !d.asText().isBlank()) {
                return Optional.of(d.asText());
            }
        }
        return Optional.empty();
    }

    private static Map<FileKind, JsonNode> load() {
        ObjectMapper json = new ObjectMapper();
        Map<FileKind, JsonNode> out = new EnumMap<>(FileKind.class);
        for (Map.Entry<FileKind, String> e : FILES.entrySet()) {
            try (InputStream in = KeyDocs.class.getResourceAsStream(RESOURCE_DIR + e.getValue())) {
                if (in != null) { // built without docs/schemas: no key documentation, nothing else breaks
                    out.put(e.getKey(), json.readTree(in));
                }
            } catch (IOException ex) {
                throw new UncheckedIOException(ex);
            }
        }
        return Collections.unmodifiableMap(out);
    }
}
