package dev.agtpstudio.importer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Swagger 2.0 schemas, request bodies and responses taken from the document itself, after swagger-parser's
 * converter has built the OpenAPI 3 structure. The converter goes through Swagger 2.0 models that cannot hold JSON
 * Schema's vocabulary: a nested object with {@code additionalProperties: false} loses its {@code properties}, a
 * tuple {@code items: [...]} becomes one object schema, and {@code formData} parameters are offered as JSON too when
 * {@code consumes} lists JSON. So definitions, body and formData parameters and response schemas are copied from
 * the Swagger document (references rebased to {@code #/components/schemas/}), and a form body lists only the form
 * media type it can be sent in (docs/decisions/0455).
 */
final class Swagger2Bodies {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;
    static final String FORM = "application/x-www-form-urlencoded";
    static final String MULTIPART = "multipart/form-data";

    private Swagger2Bodies() {}

    /** @param raw the Swagger 2.0 document as read; {@code converted} the converter's OpenAPI 3 tree, changed here */
    static void restore(JsonNode raw, ObjectNode converted) {
        JsonNode defs = raw.path("definitions");
        if (defs.isObject() && defs.size() > 0) {
            ObjectNode schemas = converted.with("components").with("schemas");
            defs.fields().forEachRemaining(d -> schemas.set(d.getKey(), rebase(d.getValue())));
        }
        List<String> consumes = strings(raw.path("consumes"));
        List<String> produces = strings(raw.path("produces"));
        for (Iterator<Map.Entry<String, JsonNode>> paths = raw.path("paths").fields(); paths.hasNext(); ) {
            Map.Entry<String, JsonNode> p = paths.next();
            JsonNode item = p.getValue();
            JsonNode convertedItem = converted.path("paths").path(p.getKey());
            for (String m : SpecOperation.HTTP) {
                JsonNode op = item.path(m);
                if (!op.isObject() || !(convertedItem.path(m) instanceof ObjectNode target)) {
                    continue;
                }
                List<JsonNode> params = new ArrayList<>();
                Map<String, JsonNode> byKey = new LinkedHashMap<>();
                for (JsonNode list : List.of(item.path("parameters"), op.path("parameters"))) {
                    for (JsonNode prm : list) {
                        JsonNode r = deref(raw, prm);
                        byKey.put(r.path("in").asText() + ":" + r.path("name").asText(), r);
                    }
                }
                params.addAll(byKey.values());
                List<String> opConsumes = op.has("consumes") ? strings(op.path("consumes")) : consumes;
                List<String> opProduces = op.has("produces") ? strings(op.path("produces")) : produces;
                body(params, opConsumes, target);
                responses(raw, op.path("responses"), opProduces, target);
            }
        }
    }

    private static void body(List<JsonNode> params, List<String> consumes, ObjectNode target) {
        JsonNode bodyParam = params.stream()
                .filter(x -> x.path("in").asText().equals("body"))
                .findFirst()
                .orElse(null);
        List<JsonNode> form = params.stream()
                .filter(x -> x.path("in").asText().equals("formData"))
                .toList();
        if (bodyParam != null && bodyParam.has("schema")) {
            ObjectNode rb = F.objectNode();
            copyText(bodyParam, rb, "description");
            if (bodyParam.has("required")) {
                rb.put("required", bodyParam.path("required").asBoolean(false));
            }
            ObjectNode content = rb.putObject("content");
            for (String mt : consumes.isEmpty() ? List.of("application/json") : consumes) {
                content.putObject(mt).set("schema", rebase(bodyParam.get("schema")));
            }
            target.set("requestBody", rb);
        } else if (!form.isEmpty()) {
            ObjectNode schema = F.objectNode().put("type", "object");
            ObjectNode props = schema.putObject("properties");
            ArrayNode required = F.arrayNode();
            boolean file = false;
            for (JsonNode f : form) {
                ObjectNode s = rebase(f);
                for (String k : List.of("name", "in", "required", "allowEmptyValue", "collectionFormat")) {
                    s.remove(k);
                }
                file |= "file".equals(s.path("type").asText());
                props.set(f.path("name").asText(), s);
                if (f.path("required").asBoolean(false)) {
                    required.add(f.path("name").asText());
                }
            }
            if (!required.isEmpty()) {
                schema.set("required", required);
            }
            ObjectNode rb = F.objectNode();
            rb.put("required", !required.isEmpty());
            rb.putObject("content").putObject(formType(consumes, file)).set("schema", schema);
            target.set("requestBody", rb);
        }
    }

    /** formData is sent urlencoded, or multipart when a file is among the fields or multipart is all the spec takes. */
    static String formType(List<String> consumes, boolean file) {
        List<String> lower =
                consumes.stream().map(c -> c.toLowerCase(Locale.ROOT)).toList();
        boolean multipart = lower.stream().anyMatch(c -> c.startsWith(MULTIPART));
        boolean urlencoded = lower.stream().anyMatch(c -> c.startsWith(FORM));
        return file || (multipart && !urlencoded) ? MULTIPART : FORM;
    }

    private static void responses(JsonNode raw, JsonNode responses, List<String> produces, ObjectNode target) {
        if (!(target.path("responses") instanceof ObjectNode out)) {
            return;
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = responses.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> r = it.next();
            JsonNode resp = deref(raw, r.getValue());
            if (!resp.has("schema")) {
                continue;
            }
            ObjectNode o = F.objectNode();
            o.put("description", resp.path("description").asText(""));
            ObjectNode content = o.putObject("content");
            for (String mt : produces.isEmpty() ? List.of("application/json") : produces) {
                content.putObject(mt).set("schema", rebase(resp.get("schema")));
            }
            out.set(r.getKey(), o);
        }
    }

    /** A copy with {@code #/definitions/X} as {@code #/components/schemas/X} and {@code x-nullable} as nullable. */
    static ObjectNode rebase(JsonNode schema) {
        JsonNode copy = schema.deepCopy();
        rebaseInPlace(copy);
        return copy instanceof ObjectNode o ? o : F.objectNode();
    }

    private static void rebaseInPlace(JsonNode n) {
        if (n instanceof ObjectNode o) {
            JsonNode ref = o.get("$ref");
            if (ref != null && ref.isTextual() && ref.asText().startsWith("#/definitions/")) {
                o.put("$ref", "#/components/schemas/" + ref.asText().substring("#/definitions/".length()));
            }
            if (o.path("x-nullable").asBoolean(false)) {
                o.put("nullable", true);
            }
            o.elements().forEachRemaining(Swagger2Bodies::rebaseInPlace);
        } else if (n instanceof ArrayNode a) {
            a.forEach(Swagger2Bodies::rebaseInPlace);
        }
    }

    private static JsonNode deref(JsonNode raw, JsonNode n) {
        for (int hops = 0; n.has("$ref") && n.path("$ref").asText().startsWith("#/") && hops < 20; hops++) {
            JsonNode t = raw.at(n.path("$ref").asText().substring(1));
            if (t.isMissingNode()) {
                break;
            }
            n = t;
        }
        return n;
    }

    private static void copyText(JsonNode from, ObjectNode to, String key) {
        if (from.path(key).isTextual()) {
            to.put(key, from.path(key).asText());
        }
    }

    private static List<String> strings(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(x -> out.add(x.asText()));
        return out;
    }
}
