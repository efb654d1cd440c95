package dev.agtpstudio.server.dispatch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.server.wire.AgtpRequest;
import java.util.Map;
import java.util.Set;

/**
 * Builds an endpoint's input (AGTP-API §5.4-5.5): percent-decoded query parameters, then path template parameters,
 * then the JSON body, later sources winning on conflicts (the body wins). Query and path values are strings on the
 * wire; they are converted to the declared scalar type (integer, number, boolean) when they parse as one. A body in
 * the drafts' envelope ({@code {"method", "task_id", "parameters": {...}}}) is unwrapped when the input schema does
 * not itself declare {@code parameters} (docs/decisions/0042).
 */
public final class InputAssembler {
    private static final Set<String> ENVELOPE = Set.of("method", "task_id", "session_id", "parameters", "context");

    private InputAssembler() {}

    /** The assembled input and whether the body came wrapped in the draft envelope. */
    public record Assembled(ObjectNode input, boolean wrapped, String taskId) {}

    /** A body that is not a JSON object. */
    public static final class BadInput extends Exception {
        private static final long serialVersionUID = 1L;
        private final String code;

        BadInput(String code, String message) {
            super(message, null, false, false);
            this.code = code;
        }

        public String code() {
            return code;
        }
    }

    public static Assembled assemble(AgtpRequest req, Map<String, String> pathParams, JsonNode schema) throws BadInput {
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        JsonNode props = schema.path("properties");
        req.target().queryParameters().forEach((k, v) -> input.set(k, typed(v, props.path(k))));
        pathParams.forEach((k, v) -> input.set(k, typed(v, props.path(k))));
        boolean wrapped = false;
        String taskId = null;
        if (req.body().length > 0 && !req.bodyText().isBlank()) {
            JsonNode body;
            try {
                body = JsonBody.parse(req.body(), "the body");
            } catch (JsonBody.Invalid e) {
                throw new BadInput("invalid-json", e.getMessage());
            }
            if (body == null || !body.isObject()) {
                throw new BadInput("invalid-json", "the body must be a JSON object");
            }
            if (body.path("parameters").isObject() && !props.has("parameters") && allEnvelope(body)) {
                wrapped = true;
                taskId = body.path("task_id").isTextual() ? body.get("task_id").asText() : null;
                body = body.get("parameters");
            }
            input.setAll((ObjectNode) body);
        }
        return new Assembled(input, wrapped, taskId);
    }

    private static boolean allEnvelope(JsonNode body) {
        var it = body.fieldNames();
        while (it.hasNext()) {
            if (!ENVELOPE.contains(it.next())) {
                return false;
            }
        }
        return true;
    }

    private static JsonNode typed(String v, JsonNode prop) {
        String type = prop.path("type").asText("");
        try {
            switch (type) {
                case "integer":
                    return JsonNodeFactory.instance.numberNode(Long.parseLong(v));
                case "number":
                    return JsonNodeFactory.instance.numberNode(new java.math.BigDecimal(v));
                case "boolean":
                    if (v.equals("true") || v.equals("false")) {
                        return JsonNodeFactory.instance.booleanNode(Boolean.parseBoolean(v));
                    }
                    return JsonNodeFactory.instance.textNode(v);
                default:
                    return JsonNodeFactory.instance.textNode(v);
            }
        } catch (NumberFormatException e) {
            return JsonNodeFactory.instance.textNode(v);
        }
    }
}
