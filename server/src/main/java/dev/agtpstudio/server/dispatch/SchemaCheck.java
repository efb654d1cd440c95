package dev.agtpstudio.server.dispatch;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.agtpstudio.core.io.ErrorMessages;
import java.util.ArrayList;
import java.util.List;

/** A compiled Draft 2020-12 schema (com.networknt json-schema-validator) with format assertions on. */
public final class SchemaCheck {
    private static final SchemaRegistry REGISTRY = SchemaRegistry.withDefaultDialect(
            SpecificationVersion.DRAFT_2020_12,
            b -> b.schemaRegistryConfig(com.networknt.schema.SchemaRegistryConfig.builder()
                    .formatAssertionsEnabled(true)
                    .build()));

    private final Schema schema;
    private final JsonNode node;

    private SchemaCheck(Schema schema, JsonNode node) {
        this.schema = schema;
        this.node = node;
    }

    /** Compiles {@code schemaNode}; throws IllegalArgumentException with the library's message when it is not a schema. */
    public static SchemaCheck compile(JsonNode schemaNode) {
        try {
            Schema s = REGISTRY.getSchema(schemaNode);
            s.validate(com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode());
            return new SchemaCheck(s, schemaNode);
        } catch (RuntimeException e) {
            for (Throwable c = e; c != null; c = c.getCause()) {
                if (c instanceof java.io.FileNotFoundException && c.getMessage() != null) {
                    // the schema library loads no external resource: a $ref outside the schema names nothing it has
                    throw new IllegalArgumentException(
                            "not a valid JSON Schema: it refers to " + c.getMessage()
                                    + ", and references outside the schema are not followed",
                            e);
                }
            }
            throw new IllegalArgumentException("not a valid JSON Schema: " + ErrorMessages.describe(e), e);
        }
    }

    public JsonNode node() {
        return node;
    }

    /** One failed assertion: JSON pointer of the instance location, keyword, message and schema location. */
    public record Violation(String field, String keyword, String message, String schemaPath) {}

    public List<Violation> validate(JsonNode instance) {
        List<Error> errors = schema.validate(instance);
        List<Violation> out = new ArrayList<>(errors.size());
        for (Error e : errors) {
            String loc = e.getInstanceLocation() == null
                    ? ""
                    : e.getInstanceLocation().toString();
            out.add(new Violation(
                    pointer(loc),
                    e.getKeyword(),
                    e.getMessage(),
                    e.getSchemaLocation() == null ? "" : e.getSchemaLocation().toString()));
        }
        return out;
    }

    private static String pointer(String loc) {
        if (loc.startsWith("$")) {
            String p = loc.substring(1).replace('.', '/').replaceAll("\\[(\\d+)\\]", "/$1");
            return p.isEmpty() ? "/" : p;
        }
        return loc.isEmpty() ? "/" : loc;
    }
}
