package dev.agtpstudio.conformance.generate;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Iterator;
import java.util.Optional;
import java.util.Set;

/**
 * The three invalid inputs AGTP-API §13.2/§13.3 require a 422 for, each derived from one valid input: a required
 * property left out, a property of the wrong type, and a property the schema does not declare.
 */
public final class InvalidInputs {
    /** A name no endpoint declares; input schemas are closed (additionalProperties false), so it must be refused. */
    public static final String UNDECLARED = "conformance_undeclared_field";

    private InvalidInputs() {}

    /** One invalid input and what is wrong with it. */
    public record Invalid(String kind, ObjectNode input, String what) {}

    /** {@code inPath}: template parameters, which travel in the path as well and so are never chosen. */
    public static Optional<Invalid> missingRequired(JsonNode schema, ObjectNode valid, Set<String> inPath) {
        String name = null;
        for (Iterator<JsonNode> it = schema.path("required").elements(); it.hasNext() && name == null; ) {
            String n = it.next().asText();
            name = inPath.contains(n) ? null : n;
        }
        if (name == null) {
            return Optional.empty();
        }
        ObjectNode o = valid.deepCopy();
        o.remove(name);
        return Optional.of(new Invalid("missing-required", o, "required property '" + name + "' left out"));
    }

    public static Optional<Invalid> wrongType(JsonNode schema, ObjectNode valid, Set<String> inPath) {
        var props = schema.path("properties").fields();
        while (props.hasNext()) {
            var p = props.next();
            JsonNode wrong = inPath.contains(p.getKey()) ? null : wrongValue(p.getValue());
            if (wrong != null) {
                ObjectNode o = valid.deepCopy();
                o.set(p.getKey(), wrong);
                return Optional.of(new Invalid(
                        "wrong-type",
                        o,
                        "property '" + p.getKey() + "' sent as "
                                + wrong.getNodeType().name().toLowerCase(java.util.Locale.ROOT)
                                + " where the schema says " + SchemaArbitraries.typeOf(p.getValue())));
            }
        }
        return Optional.empty();
    }

    public static Invalid undeclared(ObjectNode valid) {
        ObjectNode o = valid.deepCopy();
        o.put(UNDECLARED, "x");
        return new Invalid("undeclared-property", o, "undeclared property '" + UNDECLARED + "' added");
    }

    /** A value no schema of this property's type accepts, or null when the property accepts anything. */
    private static JsonNode wrongValue(JsonNode propSchema) {
        if (!propSchema.has("type") && !propSchema.has("enum") && !propSchema.has("const")) {
            return null;
        }
        JsonNodeFactory f = JsonNodeFactory.instance;
        return switch (SchemaArbitraries.typeOf(propSchema)) {
            case "string" -> f.objectNode().put("not", "a string");
            case "integer", "number" -> f.textNode("not a number");
            case "boolean" -> f.textNode("not a boolean");
            case "array" -> f.textNode("not an array");
            case "object" -> f.textNode("not an object");
            default -> null;
        };
    }
}
