package dev.agtpstudio.importer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.validator.support.Words;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Merges path, query (and optionally header) parameters and the JSON request body into one object schema with
 * {@code additionalProperties: false}. Names become snake_case (the input_transform maps them back); a name that two
 * sources share is prefixed with its source and flagged; a body that is not an object is wrapped in {@code body}.
 */
public final class InputBuilder {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    /** The schema and the AGTP name -> upstream name renames. */
    /**
     * @param mediaType    the request body's media type (null without a body)
     * @param headerParams upstream header name -> input field, for header parameters
     * @param queryParams  upstream query parameter name -> input field
     * @param bodyRequiredUnsaid the spec has a body but does not say whether it is required
     * @param authorizationParam the spec declares an {@code Authorization} header parameter (which OpenAPI ignores:
     *                           the handler sends a credential for it when no security scheme does)
     * @param bodyField    the input field whose value is the whole request body (a body that is not an object), or null
     */
    public record Result(
            ObjectNode schema,
            Map<String, String> transform,
            boolean hasBody,
            String mediaType,
            Map<String, String> headerParams,
            Map<String, String> queryParams,
            boolean bodyRequiredUnsaid,
            boolean authorizationParam,
            String bodyField,
            List<Flag> flags) {}

    /** Media types the local server can send besides JSON (AGTP-API §12.3 leaves the upstream encoding open). */
    static final List<String> FORM_TYPES = List.of("application/x-www-form-urlencoded", "multipart/form-data");
    /** Header parameters OpenAPI itself says to ignore: the body's media type and the answer's come from the spec. */
    private static final java.util.Set<String> IGNORED_HEADERS = java.util.Set.of("accept", "content-type");

    static final String AUTHORIZATION = "authorization";

    public Result build(SpecOperation op, RefResolver refs, Map<String, String> pathParams, boolean includeHeaders) {
        List<Flag> flags = new ArrayList<>();
        ObjectNode props = F.objectNode();
        ArrayNode required = F.arrayNode();
        Map<String, String> transform = new LinkedHashMap<>();
        Map<String, String> origin = new LinkedHashMap<>();
        Map<String, JsonNode> params = new LinkedHashMap<>();
        for (JsonNode p : op.pathItem().path("parameters")) {
            JsonNode r = refs.deref(p, flags, "input");
            params.put(r.path("in").asText() + ":" + r.path("name").asText(), r);
        }
        for (JsonNode p : op.node().path("parameters")) {
            JsonNode r = refs.deref(p, flags, "input");
            params.put(r.path("in").asText() + ":" + r.path("name").asText(), r);
        }
        Map<String, String> undeclared = new LinkedHashMap<>(pathParams);
        Map<String, String> headerParams = new LinkedHashMap<>();
        Map<String, String> queryParams = new LinkedHashMap<>();
        boolean authorization = false;
        for (JsonNode p : params.values()) {
            String in = p.path("in").asText();
            String name = p.path("name").asText();
            if (in.equals("header") && name.equalsIgnoreCase(AUTHORIZATION)) {
                // A credential, never an agent's input (AGTP-API §12.3): the handler sends it (HandlerBuilder).
                authorization = true;
                continue;
            }
            if (in.equals("header")
                    && (!includeHeaders || IGNORED_HEADERS.contains(name.toLowerCase(java.util.Locale.ROOT)))) {
                flags.add(new Flag(
                        FlagCode.HEADER_PARAMETER_DROPPED,
                        "input",
                        "header parameter `" + name + "`"
                                + (p.path("required").asBoolean(false) ? " (required)" : "") + " was not imported: "
                                + (includeHeaders
                                        ? "OpenAPI ignores it (the local server sends the body's media type and "
                                                + "Accept itself)"
                                        : "header parameters were excluded")));
                continue;
            }
            if (name.isEmpty() || !(in.equals("path") || in.equals("query") || in.equals("header"))) {
                if (!name.isEmpty() && in.equals("cookie")) {
                    flags.add(new Flag(
                            FlagCode.HEADER_PARAMETER_DROPPED,
                            "input",
                            "cookie parameter `" + name + "` cannot be sent by external_service; set it by hand"));
                }
                continue;
            }
            String agtp = in.equals("path") && pathParams.containsKey(name) ? pathParams.get(name) : snake(name);
            undeclared.remove(name);
            ObjectNode schema = refs.schema(p.path("schema"), flags, "input." + agtp);
            if (p.has("content") && !p.has("schema")) {
                JsonNode first = p.path("content").elements().hasNext()
                        ? p.path("content").elements().next()
                        : F.objectNode();
                schema = refs.schema(first.path("schema"), flags, "input." + agtp);
            }
            String desc = p.path("description").asText("").strip();
            schema.put("description", desc.isEmpty() ? "The " + name + " " + in + " parameter." : desc);
            agtp = add(props, origin, transform, flags, agtp, name, in, schema);
            if (in.equals("query")) {
                queryParams.put(name, agtp);
            }
            if (in.equals("header")) {
                // Sent as a header ({field} template in the handler), so the field keeps its AGTP name.
                transform.remove(agtp);
                headerParams.put(name, agtp);
            }
            if (in.equals("path") || p.path("required").asBoolean(false)) {
                required.add(agtp);
            }
        }
        for (Map.Entry<String, String> u : undeclared.entrySet()) {
            ObjectNode s = F.objectNode()
                    .put("type", "string")
                    .put("description", "The " + u.getKey() + " path parameter (not documented in the spec).");
            add(props, origin, transform, flags, u.getValue(), u.getKey(), "path", s);
            required.add(u.getValue());
        }
        boolean hasBody = false;
        String bodyMedia = null;
        boolean unsaid = false;
        String bodyField = null;
        JsonNode body = refs.deref(op.node().path("requestBody"), flags, "input");
        if (body.isObject()
                && body.path("content").isObject()
                && body.path("content").size() > 0) {
            hasBody = true;
            JsonNode media = null;
            String mediaType = null;
            for (Iterator<Map.Entry<String, JsonNode>> it = body.path("content").fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> m = it.next();
                if (m.getKey().contains("json")) {
                    media = m.getValue();
                    mediaType = m.getKey();
                    break;
                }
            }
            if (media == null) {
                for (String form : FORM_TYPES) {
                    if (body.path("content").has(form)) {
                        media = body.path("content").get(form);
                        mediaType = form;
                        break;
                    }
                }
            }
            if (media == null) {
                Map.Entry<String, JsonNode> m = body.path("content").fields().next();
                media = m.getValue();
                mediaType = m.getKey();
                flags.add(new Flag(
                        FlagCode.BODY_NOT_JSON,
                        "input",
                        "the request body is " + mediaType
                                + ", which the local server cannot encode (it sends JSON, form-urlencoded or multipart); "
                                + "its schema was used, review the upstream call"));
            }
            bodyMedia = mediaType;
            ObjectNode schema = refs.schema(media.path("schema"), flags, "input");
            ObjectNode obj = BodySchemas.flattenObject(schema);
            boolean bodyRequired = body.path("required").asBoolean(false);
            // The schema's own required list stands even when the body's `required` is absent (OpenAPI's default
            // false says the body may be omitted, not that its fields are optional); the review says so.
            unsaid = !body.has("required");
            if (obj != null) {
                List<String> req = new ArrayList<>();
                obj.path("required").forEach(r -> req.add(r.asText()));
                for (Iterator<Map.Entry<String, JsonNode>> it =
                                obj.path("properties").fields();
                        it.hasNext(); ) {
                    Map.Entry<String, JsonNode> e = it.next();
                    ObjectNode ps = e.getValue() instanceof ObjectNode o ? o.deepCopy() : F.objectNode();
                    BodySchemas.ensureDescription(ps, "The " + e.getKey() + " field of the request body.");
                    String agtp = add(props, origin, transform, flags, snake(e.getKey()), e.getKey(), "body", ps);
                    if (req.contains(e.getKey()) && (bodyRequired || unsaid)) {
                        required.add(agtp);
                    }
                }
            } else {
                BodySchemas.ensureDescription(schema, "The request body (" + mediaType + ").");
                String agtp = add(props, origin, transform, flags, "body", "body", "body", schema);
                if (bodyRequired) {
                    required.add(agtp);
                }
                bodyField = agtp;
                transform.remove(agtp);
                flags.add(new Flag(
                        FlagCode.BODY_WRAPPED,
                        "input",
                        "the request body is not an object; it is the "
                                + "input field `" + agtp + "`, whose value the local server sends as the whole body "
                                + "(handler.request_field, a Studio extension other servers do not apply)"));
            }
        }
        ObjectNode schema = F.objectNode();
        schema.put("type", "object");
        schema.set("properties", props);
        if (!required.isEmpty()) {
            schema.set("required", required);
        }
        schema.put("additionalProperties", false);
        return new Result(
                schema,
                transform,
                hasBody,
                bodyMedia,
                headerParams,
                queryParams,
                unsaid,
                authorization,
                bodyField,
                flags);
    }

    private static String add(
            ObjectNode props,
            Map<String, String> origin,
            Map<String, String> transform,
            List<Flag> flags,
            String agtp,
            String upstream,
            String in,
            ObjectNode schema) {
        String name = agtp;
        if (props.has(name)) {
            String base = snake(in + "_" + agtp);
            name = base;
            for (int i = 2; props.has(name); i++) {
                name = base + "_" + i;
            }
            flags.add(new Flag(
                    FlagCode.INPUT_NAME_COLLISION,
                    "input." + name,
                    "the " + in + " input `" + upstream + "` has the same name as the " + origin.get(agtp)
                            + " input; it is `" + name + "`"));
        } else if (!name.equals(upstream) && !in.equals("path")) {
            flags.add(new Flag(
                    FlagCode.PARAMETER_RENAMED,
                    "input." + name,
                    "the " + in + " input `" + upstream + "` is `" + name
                            + "` (snake_case); input_transform maps it back"));
        }
        origin.put(name, in);
        props.set(name, schema);
        if (!name.equals(upstream)) {
            transform.put(name, upstream);
        }
        return name;
    }

    static String snake(String s) {
        return Words.isSnakeCase(s) ? s : Words.toSnakeCase(s);
    }
}
