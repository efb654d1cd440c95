package dev.agtpstudio.preview;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The values of an enumerated input and the description of each, for an A2T signature (A2T §5.1: "list of
 * enumerated values that are permitted, along with a description of each value"). Where the descriptions come from,
 * first found wins (docs/decisions/0511):
 * <ol>
 *   <li>JSON Schema's own idiom: {@code oneOf} (or {@code anyOf}) of {@code {"const": v, "description": d}};</li>
 *   <li>{@code x-enum-descriptions} beside {@code enum}: an object {@code {value: description}}, or an array in the
 *       order of {@code enum} (the OpenAPI Generator convention, so imported specs keep theirs);</li>
 *   <li>otherwise the value itself, as before (A2T requires a description).</li>
 * </ol>
 */
public final class A2tEnums {
    public static final String X_DESCRIPTIONS = "x-enum-descriptions";

    private A2tEnums() {}

    /** Value -> description in declaration order, or null when {@code schema} is not an enumeration. */
    public static Map<String, String> values(JsonNode schema) {
        Map<String, String> consts = consts(schema.path("oneOf"));
        if (consts == null) {
            consts = consts(schema.path("anyOf"));
        }
        if (consts != null) {
            return consts;
        }
        if (!schema.path("enum").isArray()) {
            return null;
        }
        JsonNode x = schema.path(X_DESCRIPTIONS);
        Map<String, String> out = new LinkedHashMap<>();
        int i = 0;
        for (JsonNode v : schema.get("enum")) {
            String value = v.asText();
            JsonNode d = x.isObject() ? x.path(value) : x.isArray() ? x.path(i) : null;
            out.put(value, d != null && d.isTextual() && !d.asText().isBlank() ? d.asText() : value);
            i++;
        }
        return out;
    }

    /** The const values of a {@code oneOf}/{@code anyOf} whose every branch is a const, or null. */
    private static Map<String, String> consts(JsonNode branches) {
        if (!branches.isArray() || branches.isEmpty()) {
            return null;
        }
        Map<String, String> out = new LinkedHashMap<>();
        for (JsonNode b : branches) {
            if (!b.has("const") || b.get("const").isContainerNode()) {
                return null;
            }
            String value = b.get("const").asText();
            String d = b.path("description").asText(b.path("title").asText(""));
            out.put(value, d.isBlank() ? value : d);
        }
        return out;
    }
}
