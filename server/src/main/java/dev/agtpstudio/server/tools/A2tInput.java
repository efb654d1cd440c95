package dev.agtpstudio.server.tools;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Checks an A2T invocation's {@code input_parameters} ({@code [{"name", "value"}]}, A2T §7) against the tool's
 * signature (A2T §5.1) before anything is dispatched: every parameter known (given as {@code "name"} with the
 * signature's name, as in the draft's example, or its id; or as {@code "id"}) and given once, every required one
 * present ({@code required} defaults to true), values of the declared type within max-length / min / max (an int's
 * max defaults to {@link #DEFAULT_INT_MAX}), enum values among the allowed ones (by their A2T name or the contract's
 * value). Returns the endpoint input keyed by parameter id.
 */
public final class A2tInput {
    /** A2T §5.1: an int input's maximum when the signature declares none. */
    public static final long DEFAULT_INT_MAX = 65535;

    private A2tInput() {}

    public static ObjectNode validate(JsonNode signature, JsonNode invocation) throws ToolInputError {
        JsonNode given = invocation == null ? null : invocation.get("input_parameters");
        if (given == null || !given.isArray()) {
            throw new ToolInputError(
                    "invalid-json",
                    "input_parameters",
                    "the body must be {\"input_parameters\": [{\"name\", \"value\"}]} (A2T §7)");
        }
        Map<String, JsonNode> params = new LinkedHashMap<>();
        for (JsonNode p : signature.path("input_parameters")) {
            params.put(p.path("name").asText(), p);
            params.putIfAbsent(p.path("id").asText(), p);
        }
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        Set<String> seen = new HashSet<>();
        for (JsonNode g : given) {
            if (!g.isObject()) {
                throw new ToolInputError(
                        "invalid-json",
                        "input_parameters",
                        "each input parameter is an object {\"name\", \"value\"} (A2T §7)");
            }
            String name =
                    g.hasNonNull("name") ? g.get("name").asText() : g.path("id").asText(null);
            JsonNode p = name == null ? null : params.get(name);
            if (p == null) {
                throw new ToolInputError(
                        "unknown-parameter",
                        name,
                        name == null
                                ? "an input parameter has neither a name nor an id"
                                : "the tool has no input parameter named '" + name + "'");
            }
            String id = p.path("id").asText();
            if (!seen.add(id)) {
                throw new ToolInputError(
                        "invalid-parameter",
                        p.path("name").asText(),
                        "input parameter '" + p.path("name").asText() + "' is given more than once");
            }
            out.set(id, value(p, g.get("value")));
        }
        for (JsonNode p : signature.path("input_parameters")) {
            if (p.path("required").asBoolean(true)
                    && !seen.contains(p.path("id").asText())) {
                throw new ToolInputError(
                        "missing-parameter",
                        p.path("name").asText(),
                        "the required input parameter '" + p.path("name").asText() + "' is missing");
            }
        }
        return out;
    }

    private static JsonNode value(JsonNode p, JsonNode v) throws ToolInputError {
        String name = p.path("name").asText();
        String type = p.path("type").asText("string");
        if (v == null || v.isNull()) {
            throw new ToolInputError("invalid-parameter", name, "input parameter '" + name + "' has no value");
        }
        switch (type) {
            case "int" -> {
                if (!v.isIntegralNumber() && !(v.isTextual() && v.asText().matches("-?\\d{1,18}"))) {
                    throw new ToolInputError(
                            "invalid-parameter", name, "input parameter '" + name + "' must be an int");
                }
                if (v.isBigInteger()) {
                    throw new ToolInputError("invalid-parameter", name, "input parameter '" + name + "' is too large");
                }
                long n = v.isTextual() ? Long.parseLong(v.asText()) : v.asLong();
                long max = p.has("max") ? p.get("max").asLong() : DEFAULT_INT_MAX;
                if (p.has("min") && n < p.get("min").asLong() || n > max) {
                    throw new ToolInputError(
                            "invalid-parameter",
                            name,
                            "input parameter '" + name + "' is outside "
                                    + (p.has("min") ? p.get("min").asLong() : "...") + ".." + max
                                    + (p.has("max")
                                            ? ""
                                            : " (A2T §5.1: an int without a declared max is at most " + DEFAULT_INT_MAX
                                                    + ")"));
                }
                return JsonNodeFactory.instance.numberNode(n);
            }
            case "boolean" -> {
                if (!v.isBoolean()) {
                    throw new ToolInputError(
                            "invalid-parameter", name, "input parameter '" + name + "' must be true or false");
                }
                return v;
            }
            case "enum" -> {
                for (JsonNode a : p.path("allowed-values")) {
                    // a signature recorded before values carried their own member had the value as its description
                    String value = a.has("value")
                            ? a.path("value").asText()
                            : a.path("description").asText();
                    if (a.path("name").asText().equals(v.asText()) || value.equals(v.asText())) {
                        return JsonNodeFactory.instance.textNode(value);
                    }
                }
                throw new ToolInputError(
                        "invalid-parameter", name, "'" + v.asText() + "' is not an allowed value of '" + name + "'");
            }
            default -> {
                if (!v.isTextual()) {
                    throw new ToolInputError(
                            "invalid-parameter", name, "input parameter '" + name + "' must be a string");
                }
                if (p.has("max-length")
                        && v.asText().length() > p.get("max-length").asLong()) {
                    throw new ToolInputError(
                            "invalid-parameter",
                            name,
                            "input parameter '" + name + "' is longer than "
                                    + p.get("max-length").asLong() + " characters");
                }
                return v;
            }
        }
    }

    /** The endpoint's JSON answer as {@code output_parameters} named as in the signature (A2T §7). */
    public static ObjectNode output(JsonNode signature, JsonNode body) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        var arr = out.putArray("output_parameters");
        for (JsonNode p : signature.path("output_parameters")) {
            JsonNode v = body == null ? null : body.get(p.path("id").asText());
            if (v != null) {
                arr.addObject().put("name", p.path("name").asText()).set("value", v);
            }
        }
        return out;
    }
}
