package dev.agtpstudio.importer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The output schema from the first 2xx JSON response ({@code additionalProperties: true}); top-level names become
 * snake_case with an output_transform back. A response that is not an object (a bare array, scalar, {@code null},
 * or a choice of shapes) is carried whole in the output field {@code items} (arrays) or {@code value}, with the
 * spec's schema as that field's schema; the handler's {@code response_field} names it, so the local server builds
 * exactly that object from the upstream body (docs/decisions/0455).
 */
public final class OutputBuilder {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    /**
     * @param transform     AGTP name -> upstream name; {@code responseDescription} the 2xx description, or null
     * @param responseField the output field that carries a response that is not an object, or null
     * @param accept        the media type to ask the upstream for when the response is not JSON, or null
     */
    public record Result(
            ObjectNode schema,
            Map<String, String> transform,
            String responseDescription,
            String responseField,
            String accept,
            List<Flag> flags) {}

    public Result build(SpecOperation op, RefResolver refs) {
        List<Flag> flags = new ArrayList<>();
        Map<String, String> transform = new LinkedHashMap<>();
        ObjectNode out = F.objectNode();
        out.put("type", "object");
        ObjectNode props = out.putObject("properties");
        JsonNode responses = op.node().path("responses");
        String code = null;
        for (Iterator<String> it = responses.fieldNames(); it.hasNext(); ) {
            String c = it.next();
            if ((c.startsWith("2") && (code == null || c.compareTo(code) < 0))) {
                code = c;
            }
        }
        String description = null;
        String responseField = null;
        String accept = null;
        if (code == null) {
            // Nothing says what a success looks like: the server carries whatever the upstream answers (JSON as it
            // is, another media type as text or base64, nothing as {}) in one open field, so no answer is refused.
            ObjectNode any = F.objectNode()
                    .put(
                            "description",
                            "The upstream's success answer as it sends it: the "
                                    + "spec documents no 2xx response, so its shape is unknown.");
            props.set("value", any);
            responseField = "value";
            flags.add(new Flag(
                    FlagCode.OUTPUT_MISSING,
                    "output",
                    "no 2xx response is documented; the local server "
                            + "returns whatever the upstream answers as the output field `value` (any value; "
                            + "handler.response_field, a Studio extension): describe the real answer"));
        } else {
            JsonNode resp = refs.deref(responses.get(code), flags, "output");
            description = resp.path("description").asText(null);
            JsonNode media = null;
            for (Iterator<Map.Entry<String, JsonNode>> it = resp.path("content").fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> m = it.next();
                if (m.getKey().contains("json") || m.getKey().equals("*/*")) {
                    media = m.getValue();
                    break;
                }
            }
            if (media == null && resp.path("content").size() > 0) {
                // Not JSON (an image, a PDF, CSV): carried whole in one output field, as text or base64.
                accept = resp.path("content").fieldNames().next();
                boolean text = dev.agtpstudio.core.model.HandlerBinding.isTextMediaType(accept);
                ObjectNode schema = F.objectNode().put("type", "string").put("contentMediaType", accept);
                if (!text) {
                    schema.put("contentEncoding", "base64");
                }
                schema.put(
                        "description",
                        "The " + code + " response body (" + accept + (text ? "" : ", base64")
                                + "), as the upstream sends it.");
                props.set("content", schema);
                out.putArray("required").add("content");
                responseField = "content";
                flags.add(new Flag(
                        FlagCode.OUTPUT_WRAPPED,
                        "output",
                        "the " + code + " response is " + accept
                                + ", not JSON; the local server asks for it and returns it as the output field `content` ("
                                + (text ? "text" : "base64") + "; handler.response_field, a Studio extension)"));
            } else if (media != null && media.has("schema")) {
                ObjectNode schema = refs.schema(media.path("schema"), flags, "output");
                ObjectNode obj = BodySchemas.flattenObject(schema);
                if (obj != null) {
                    List<String> req = new ArrayList<>();
                    obj.path("required").forEach(r -> req.add(r.asText()));
                    List<String> outReq = new ArrayList<>();
                    for (Iterator<Map.Entry<String, JsonNode>> it =
                                    obj.path("properties").fields();
                            it.hasNext(); ) {
                        Map.Entry<String, JsonNode> e = it.next();
                        ObjectNode ps = e.getValue() instanceof ObjectNode o ? o.deepCopy() : F.objectNode();
                        BodySchemas.ensureDescription(ps, "The " + e.getKey() + " field of the response.");
                        String name = InputBuilder.snake(e.getKey());
                        for (int i = 2; props.has(name); i++) {
                            name = InputBuilder.snake(e.getKey()) + "_" + i;
                        }
                        if (!name.equals(e.getKey())) {
                            transform.put(name, e.getKey());
                            flags.add(new Flag(
                                    FlagCode.PARAMETER_RENAMED,
                                    "output." + name,
                                    "response field `" + e.getKey() + "` is `" + name
                                            + "` (snake_case); output_transform maps it"));
                        }
                        props.set(name, ps);
                        if (req.contains(e.getKey())) {
                            outReq.add(name);
                        }
                    }
                    if (!outReq.isEmpty()) {
                        out.set(
                                "required",
                                F.arrayNode()
                                        .addAll(outReq.stream().map(F::textNode).toList()));
                    }
                } else {
                    String name = "array".equals(schema.path("type").asText()) ? "items" : "value";
                    BodySchemas.ensureDescription(schema, "The " + code + " response body, as the upstream sends it.");
                    props.set(name, schema);
                    out.putArray("required").add(name);
                    responseField = name;
                    flags.add(new Flag(
                            FlagCode.OUTPUT_WRAPPED,
                            "output",
                            "the " + code + " response is not an "
                                    + "object; the local server returns it as the output field `" + name + "` "
                                    + "(handler.response_field, a Studio extension other servers do not apply)"));
                }
            }
        }
        out.put("additionalProperties", true);
        return new Result(out, transform, description, responseField, accept, flags);
    }
}
