package dev.agtpstudio.validator.agis;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import com.networknt.schema.path.NodePath;
import java.util.ArrayList;
import java.util.List;

/**
 * Validates a declared schema against the JSON Schema Draft 2020-12 meta-schema (networknt; the meta-schemas ship
 * inside its jar, so no network is used). Thread-safe once built.
 */
public final class MetaSchemaCheck {
    /** One meta-schema violation: where in the checked schema (a key path suffix such as {@code /properties/a/type}) and what. */
    public record Problem(String pointer, String message) {
    }

    private final Schema meta;

    public MetaSchemaCheck() {
        SchemaRegistry registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);
        this.meta = registry.getSchema(SchemaLocation.of("https://json-schema.org/draft/2020-12/schema"));
    }

    public List<Problem> check(JsonNode schema) {
        List<Problem> out = new ArrayList<>();
        try {
            for (Error e : meta.validate(schema)) {
                out.add(new Problem(pointer(e.getInstanceLocation()), e.getMessage()));
            }
        } catch (RuntimeException e) {
            out.add(new Problem("", "the schema could not be checked: " + e.getMessage()));
        }
        return out;
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
