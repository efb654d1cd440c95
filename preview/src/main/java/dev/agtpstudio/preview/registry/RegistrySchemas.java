package dev.agtpstudio.preview.registry;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import com.networknt.schema.path.NodePath;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * The official schemas of the registry metadata, vendored with their provenance (resources
 * {@code dev/agtpstudio/preview/registry/}, README.md there): the MCP Registry's {@code server.json} schema and the
 * A2A {@code AgentCard}. Validation is offline (networknt, the project's JSON Schema library). Besides the schema's
 * own keywords, a document may carry no property the schema does not declare (the registry's rule; the schemas do
 * not close their objects themselves). Thread-safe.
 */
public final class RegistrySchemas {
    /** One violation: the JSON pointer of the offending value in the checked document, and what is wrong. */
    public record Problem(String pointer, String message, boolean unknownProperty) {}

    /** The two documents. */
    public enum Kind {
        MCP_SERVER_JSON("server.schema.json", null),
        A2A_CARD("a2a.json", "#/definitions/AgentCard");

        private final String resource;
        private final String root;

        Kind(String resource, String root) {
            this.resource = resource;
            this.root = root;
        }
    }

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final SchemaRegistry REGISTRY = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_7);
    private static final Map<Kind, Loaded> LOADED = new java.util.concurrent.ConcurrentHashMap<>();

    private record Loaded(JsonNode tree, Schema schema) {}

    private RegistrySchemas() {}

    /** The vendored schema's {@code $id} (server.json) for documents to name in {@code $schema}. */
    public static String id(Kind kind) {
        return load(kind).tree().path("$id").asText(null);
    }

    /** Every violation of {@code doc}, schema keywords first, then unknown properties, each located by pointer. */
    public static List<Problem> check(Kind kind, JsonNode doc) {
        Loaded l = load(kind);
        List<Problem> out = new ArrayList<>();
        for (Error e : l.schema().validate(doc)) {
            out.add(new Problem(pointer(e.getInstanceLocation()), e.getMessage(), false));
        }
        unknown(l.tree(), resolve(l.tree(), kind.root == null ? l.tree() : ref(l.tree(), kind.root)), doc, "", out);
        return out;
    }

    private static Loaded load(Kind kind) {
        return LOADED.computeIfAbsent(kind, k -> {
            try (InputStream in = RegistrySchemas.class.getResourceAsStream(k.resource)) {
                if (in == null) {
                    throw new IllegalStateException("the vendored schema " + k.resource + " is missing from the build");
                }
                JsonNode tree = JSON.readTree(in);
                JsonNode schema = tree;
                if (k.root != null) {
                    ObjectNode wrapped = ((ObjectNode) tree).deepCopy();
                    wrapped.put("$ref", k.root);
                    schema = wrapped;
                }
                return new Loaded(tree, REGISTRY.getSchema(schema));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /** Reports the members of {@code value} that {@code schema} (resolved through $ref, allOf, anyOf, oneOf) does not declare. */
    private static void unknown(JsonNode root, JsonNode schema, JsonNode value, String at, List<Problem> out) {
        if (schema == null || value == null) {
            return;
        }
        if (value.isArray()) {
            JsonNode items = resolve(root, schema.get("items"));
            for (int i = 0; i < value.size(); i++) {
                unknown(root, items, value.get(i), at + "/" + i, out);
            }
            return;
        }
        if (!value.isObject()) {
            return;
        }
        List<JsonNode> branches = new ArrayList<>();
        collect(root, schema, branches);
        JsonNode additional = null;
        boolean open = false;
        for (JsonNode b : branches) {
            if (b.has("additionalProperties")) {
                open = true;
                additional = b.get("additionalProperties").isObject()
                        ? resolve(root, b.get("additionalProperties"))
                        : additional;
            }
        }
        Iterator<Map.Entry<String, JsonNode>> it = value.fields();
        while (it.hasNext()) {
            Map.Entry<String, JsonNode> m = it.next();
            String child = at + "/" + m.getKey().replace("~", "~0").replace("/", "~1");
            JsonNode declared = null;
            for (JsonNode b : branches) {
                if (b.path("properties").has(m.getKey())) {
                    declared = resolve(root, b.get("properties").get(m.getKey()));
                    break;
                }
            }
            if (declared != null) {
                unknown(root, declared, m.getValue(), child, out);
            } else if (open) {
                unknown(root, additional, m.getValue(), child, out);
            } else if (branches.stream().anyMatch(b -> b.has("properties"))) {
                out.add(new Problem(child, "`" + m.getKey() + "` is not a property the schema declares here", true));
            }
        }
    }

    private static void collect(JsonNode root, JsonNode schema, List<JsonNode> into) {
        JsonNode s = resolve(root, schema);
        if (s == null || into.contains(s)) {
            return;
        }
        into.add(s);
        for (String k : new String[] {"allOf", "anyOf", "oneOf"}) {
            for (JsonNode b : s.path(k)) {
                collect(root, b, into);
            }
        }
    }

    private static JsonNode resolve(JsonNode root, JsonNode schema) {
        JsonNode s = schema;
        for (int guard = 0; s != null && s.has("$ref") && guard < 16; guard++) {
            s = ref(root, s.get("$ref").asText());
        }
        return s;
    }

    private static JsonNode ref(JsonNode root, String ref) {
        if (!ref.startsWith("#")) {
            return null;
        }
        JsonNode n = root.at(ref.substring(1));
        return n.isMissingNode() ? null : n;
    }

    private static String pointer(NodePath p) {
        if (p == null) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < p.getNameCount(); i++) {
            sb.append('/')
                    .append(String.valueOf(p.getElement(i)).replace("~", "~0").replace("/", "~1"));
        }
        return sb.toString();
    }
}
