package dev.agtpstudio.core.load;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.AgisDocument.AgisEndpoint;
import dev.agtpstudio.core.model.AgisDocument.AgisSemantic;
import dev.agtpstudio.core.model.AgisDocument.Vocabulary;
import dev.agtpstudio.core.model.FieldSpec;
import dev.agtpstudio.core.model.SchemaForm;
import dev.agtpstudio.core.model.SchemaSpec;
import dev.agtpstudio.core.model.Schemas;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Maps a YAML/JSON tree to an {@link AgisDocument} (the mapping of ARCHITECTURE.md "Formats" and
 * docs/schemas/agis.schema.json). Works on the tree only, so YAML and JSON give equal models.
 */
final class AgisMapper {
    static final Set<String> TOP_KEYS = TomlFields.set(
            "agis", "service", "agtp", "description", "endpoints", "vocabulary", "data_manifest", "schemas");
    static final Set<String> ERROR_KEYS = Set.of("name", "description");
    static final Set<String> ENDPOINT_KEYS =
            TomlFields.set("method", "path", "description", "semantic", "input", "output", "errors");
    static final Set<String> SEMANTIC_KEYS = TomlFields.set(
            "intent",
            "actor",
            "outcome",
            "capability",
            "confidence_guidance",
            "impact_tier",
            "is_idempotent",
            "parameter_hints",
            "state_transition",
            "mcp_tool_name",
            "confidence",
            "impact");
    static final Set<String> VOCABULARY_KEYS =
            TomlFields.set("declared_verbs", "domain", "namespace", "version", "negotiable");
    /** {@code name (type)} in the AGIS §7 shorthand. */
    private static final Pattern NAME_TYPE = Pattern.compile("^\\s*([^()\\s]+)\\s*(?:\\(([^)]*)\\))?\\s*$");

    private final TreeFields f;

    AgisMapper(TreeFields f) {
        this.f = f;
    }

    AgisDocument map(JsonNode root, AgisDocument.SourceFormat format) {
        if (!root.isObject()) {
            f.typeError("", "the document", "a mapping with `agis`, `service`, `endpoints`, ...", root);
            return null;
        }
        f.unknownKeys(root, "", TOP_KEYS, "the AGIS document");
        List<AgisEndpoint> endpoints = null;
        JsonNode eps = f.array(root, "endpoints", "/endpoints");
        if (eps != null) {
            endpoints = new ArrayList<>();
            for (int i = 0; i < eps.size(); i++) {
                String p = KeyPaths.child("/endpoints", i);
                if (eps.get(i).isObject()) {
                    endpoints.add(endpoint(eps.get(i), p));
                } else {
                    f.typeError(p, "endpoints[" + i + "]", "a mapping", eps.get(i));
                }
            }
        }
        Map<String, JsonNode> schemas = new LinkedHashMap<>();
        JsonNode s = f.object(root, "schemas", "/schemas");
        if (s != null) {
            s.fields().forEachRemaining(e -> schemas.put(e.getKey(), e.getValue()));
        }
        return new AgisDocument(
                f.string(root, "agis", "/agis"),
                f.string(root, "service", "/service"),
                f.string(root, "agtp", "/agtp"),
                f.string(root, "description", "/description"),
                endpoints,
                vocabulary(root),
                TreeFields.get(root, "data_manifest"),
                schemas,
                format);
    }

    AgisEndpoint endpoint(JsonNode e, String p) {
        f.unknownKeys(e, p, ENDPOINT_KEYS, "an AGIS endpoint");
        Map<String, String> described = new LinkedHashMap<>();
        List<String> errors = errors(e, p + "/errors", described);
        return new AgisEndpoint(
                f.string(e, "method", p + "/method"),
                f.string(e, "path", p + "/path"),
                f.string(e, "description", p + "/description"),
                semantic(e, p + "/semantic"),
                schema(e, "input", p + "/input"),
                schema(e, "output", p + "/output"),
                errors,
                p,
                described);
    }

    /**
     * AGIS §7: each error condition is named and should carry a description, so an entry is a name or
     * {@code {name, description}}; the descriptions land in {@code described}.
     */
    private List<String> errors(JsonNode e, String p, Map<String, String> described) {
        JsonNode v = TreeFields.get(e, "errors");
        if (v == null || !v.isArray()) {
            return f.strings(e, "errors", p);
        }
        List<String> names = new ArrayList<>();
        for (int i = 0; i < v.size(); i++) {
            JsonNode item = v.get(i);
            String ip = KeyPaths.child(p, i);
            if (item.isObject()) {
                f.unknownKeys(item, ip, ERROR_KEYS, "an AGIS error entry");
                String name = f.string(item, "name", KeyPaths.child(ip, "name"));
                String text = f.string(item, "description", KeyPaths.child(ip, "description"));
                if (name == null) {
                    f.typeError(ip, "errors[" + i + "]", "a name or {name, description} with a name", item);
                    continue;
                }
                names.add(name);
                if (text != null) {
                    described.put(name, text);
                }
            } else if (item.isValueNode() && !item.isNull()) {
                names.add(item.asText());
            } else {
                f.typeError(ip, "errors[" + i + "]", "a name or {name, description}", item);
            }
        }
        return names;
    }

    private AgisSemantic semantic(JsonNode e, String p) {
        JsonNode s = f.object(e, "semantic", p);
        if (s == null) {
            return null;
        }
        f.unknownKeys(s, p, SEMANTIC_KEYS, "an AGIS semantic block");
        Double confidence = f.number(s, "confidence_guidance", p + "/confidence_guidance");
        if (confidence == null && TreeFields.get(s, "confidence_guidance") == null) {
            confidence = f.number(s, "confidence", p + "/confidence");
            alias(p, "confidence", "confidence_guidance");
        }
        String impact = f.string(s, "impact_tier", p + "/impact_tier");
        if (impact == null && TreeFields.get(s, "impact_tier") == null) {
            impact = f.string(s, "impact", p + "/impact");
            alias(p, "impact", "impact_tier");
        }
        return new AgisSemantic(
                f.string(s, "intent", p + "/intent"),
                f.string(s, "actor", p + "/actor"),
                f.string(s, "outcome", p + "/outcome"),
                f.string(s, "capability", p + "/capability"),
                confidence,
                impact,
                f.bool(s, "is_idempotent", p + "/is_idempotent"),
                hints(s, p + "/parameter_hints"),
                transitions(s, p + "/state_transition"),
                f.string(s, "mcp_tool_name", p + "/mcp_tool_name"),
                p);
    }

    private void alias(String p, String from, String to) {
        // The AGTP-API names are accepted in AGIS too; rules that look up the AGIS name still find the text.
        Location l = f.locations().get(KeyPaths.child(p, from));
        if (l != null) {
            aliases.put(KeyPaths.child(p, to), l);
        }
    }

    /** Locations added for accepted alternative key names. */
    private final Map<String, Location> aliases = new LinkedHashMap<>();

    /** {@code locations} plus those of the alternative key names met while mapping ({@link #aliases}). */
    LocationMap withAliases(LocationMap locations) {
        if (aliases.isEmpty()) {
            return locations;
        }
        LocationMap.Builder b = locations.toBuilder();
        aliases.forEach((path, l) -> b.put(path, l.key(), l.value()));
        return b.build();
    }

    private Map<String, List<String>> hints(JsonNode s, String p) {
        JsonNode h = f.object(s, "parameter_hints", p);
        if (h == null) {
            return null;
        }
        Map<String, List<String>> out = new LinkedHashMap<>();
        h.fieldNames().forEachRemaining(k -> {
            List<String> l = f.strings(h, k, KeyPaths.child(p, k));
            if (l != null) {
                out.put(k, l);
            }
        });
        return out;
    }

    /** {@code field: "FROM -> TO"} mapping, or a list of {@code "field: FROM -> TO"} strings / one-entry mappings. */
    private Map<String, String> transitions(JsonNode s, String p) {
        JsonNode t = TreeFields.get(s, "state_transition");
        if (t == null) {
            return null;
        }
        Map<String, String> out = new LinkedHashMap<>();
        if (t.isObject()) {
            t.fieldNames().forEachRemaining(k -> {
                String v = f.string(t, k, KeyPaths.child(p, k));
                if (v != null) {
                    out.put(k, v);
                }
            });
        } else if (t.isArray()) {
            for (int i = 0; i < t.size(); i++) {
                JsonNode e = t.get(i);
                String ep = KeyPaths.child(p, i);
                if (e.isTextual() && e.asText().contains(":")) {
                    String txt = e.asText();
                    int c = txt.indexOf(':');
                    out.put(txt.substring(0, c).trim(), txt.substring(c + 1).trim());
                } else if (e.isObject() && e.size() == 1) {
                    String k = e.fieldNames().next();
                    String v = f.string(e, k, KeyPaths.child(ep, k));
                    if (v != null) {
                        out.put(k, v);
                    }
                } else {
                    f.typeError(ep, "state_transition[" + i + "]", "`field: FROM -> TO`", e);
                }
            }
        } else {
            f.typeError(p, "state_transition", "a mapping of `field: FROM -> TO`", t);
        }
        return out;
    }

    private SchemaSpec schema(JsonNode e, String key, String p) {
        JsonNode v = TreeFields.get(e, key);
        if (v == null) {
            return SchemaSpec.absent(p);
        }
        if (!v.isObject()) {
            f.typeError(p, key, "a JSON Schema or {required: [...], optional: [...]}", v);
            return SchemaSpec.absent(p);
        }
        boolean shorthand = !v.has("type")
                && !v.has("properties")
                && !v.has("$ref")
                && (v.path("optional").isArray() || v.path("required").isArray());
        if (!shorthand) {
            return new SchemaSpec(SchemaForm.JSON_SCHEMA, Schemas.fieldsOf(v, p), v, p);
        }
        f.unknownKeys(v, p, Set.of("required", "optional"), "the `" + key + "` shorthand");
        List<FieldSpec> fields = new ArrayList<>();
        shorthandFields(v, "required", p, true, fields);
        shorthandFields(v, "optional", p, false, fields);
        return new SchemaSpec(SchemaForm.SHORTHAND, fields, v, p);
    }

    private void shorthandFields(JsonNode v, String key, String p, boolean required, List<FieldSpec> out) {
        JsonNode a = f.array(v, key, p + "/" + key);
        if (a == null) {
            return;
        }
        for (int i = 0; i < a.size(); i++) {
            JsonNode e = a.get(i);
            String fp = KeyPaths.child(p + "/" + key, i);
            if (e.isObject()) {
                out.add(new FieldSpec(
                        f.string(e, "name", fp + "/name"),
                        f.string(e, "type", fp + "/type"),
                        f.string(e, "description", fp + "/description"),
                        f.string(e, "format", fp + "/format"),
                        null,
                        null,
                        required,
                        fp));
            } else if (e.isValueNode() && !e.isNull()) {
                Matcher m = NAME_TYPE.matcher(e.asText());
                if (m.matches()) {
                    String[] tf = typeOf(m.group(2));
                    out.add(new FieldSpec(m.group(1), tf[0], null, tf[1], null, null, required, fp));
                } else {
                    out.add(new FieldSpec(e.asText().trim(), null, null, null, null, null, required, fp));
                }
            } else {
                f.typeError(fp, key + "[" + i + "]", "a field name such as `party_size (int)`", e);
            }
        }
    }

    /** JSON type and format for the shorthand's informal type names ({@code int}, {@code ISO8601}, ...). */
    static String[] typeOf(String t) {
        if (t == null) {
            return new String[] {null, null};
        }
        return switch (t.trim().toLowerCase(Locale.ROOT)) {
            case "int", "integer", "long" -> new String[] {"integer", null};
            case "number", "float", "double", "decimal" -> new String[] {"number", null};
            case "bool", "boolean" -> new String[] {"boolean", null};
            case "string", "str", "text" -> new String[] {"string", null};
            case "array", "list" -> new String[] {"array", null};
            case "object", "map" -> new String[] {"object", null};
            case "iso8601", "datetime", "date-time" -> new String[] {"string", "date-time"};
            case "date" -> new String[] {"string", "date"};
            default -> new String[] {null, null};
        };
    }

    private Vocabulary vocabulary(JsonNode root) {
        String p = "/vocabulary";
        JsonNode v = f.object(root, "vocabulary", p);
        if (v == null) {
            return null;
        }
        f.unknownKeys(v, p, VOCABULARY_KEYS, "the vocabulary block");
        return new Vocabulary(
                f.strings(v, "declared_verbs", p + "/declared_verbs"),
                f.string(v, "domain", p + "/domain"),
                f.string(v, "namespace", p + "/namespace"),
                f.string(v, "version", p + "/version"),
                f.bool(v, "negotiable", p + "/negotiable"),
                p);
    }
}
