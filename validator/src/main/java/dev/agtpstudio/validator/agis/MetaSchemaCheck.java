package dev.agtpstudio.validator.agis;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import com.networknt.schema.path.NodePath;
import dev.agtpstudio.validator.support.Lru;
import java.util.ArrayList;
import java.util.List;

/**
 * Validates a declared schema against the JSON Schema Draft 2020-12 meta-schema (networknt; the meta-schemas ship
 * inside its jar, so no network is used). Thread-safe once built.
 */
public final class MetaSchemaCheck {
    /** One meta-schema violation: where in the checked schema (a key path suffix such as {@code /properties/a/type}) and what. */
    public record Problem(String pointer, String message) {}

    private static final int CACHE_SIZE = 4096;

    private final Schema meta;
    /** Results by schema (JsonNode equality is deep): re-validating an edited document re-checks unchanged schemas. */
    private final java.util.Map<JsonNode, List<Problem>> cache = Lru.map(CACHE_SIZE);

    /**
     * The same results by node identity, looked up first: a live run re-checks the schema objects of every endpoint it
     * did not re-read (docs/decisions/0290), and this finds them without hashing them deeply. Loaded models never
     * change their nodes, so a node's identity stands for its content.
     */
    private final java.util.Map<Identity, List<Problem>> byIdentity = Lru.map(CACHE_SIZE);

    /** A node compared by identity. */
    private record Identity(JsonNode node) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Identity i && i.node == node;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(node);
        }
    }

    public MetaSchemaCheck() {
        SchemaRegistry registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);
        this.meta = registry.getSchema(SchemaLocation.of("https://json-schema.org/draft/2020-12/schema"));
    }

    public List<Problem> check(JsonNode schema) {
        if (schema == null) {
            return List.of();
        }
        Identity id = new Identity(schema);
        List<Problem> known = byIdentity.get(id);
        if (known != null) {
            return known;
        }
        List<Problem> hit = cache.get(schema);
        if (hit == null) {
            hit = uncached(schema);
            cache.put(schema.deepCopy(), hit);
        }
        byIdentity.put(id, hit);
        return hit;
    }

    private List<Problem> uncached(JsonNode schema) {
        List<Problem> out = new ArrayList<>();
        try {
            for (Error e : meta.validate(schema)) {
                out.add(new Problem(pointer(e.getInstanceLocation()), e.getMessage()));
            }
        } catch (RuntimeException e) {
            out.add(new Problem("", "the schema could not be checked: " + e.getMessage()));
        }
        return List.copyOf(out);
    }

    private static String pointer(NodePath p) {
        if (p == null) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < p.getNameCount(); i++) {
            Object el = p.getElement(i);
            sb.append('/').append(String.valueOf(el).replace("~", "~0").replace("/", "~1"));
        }
        return sb.toString();
    }
}
