package dev.agtpstudio.core.write;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.AgisDocument.AgisEndpoint;
import dev.agtpstudio.core.model.AgisDocument.AgisSemantic;
import dev.agtpstudio.core.model.AgisDocument.Vocabulary;
import dev.agtpstudio.core.model.FieldSpec;
import dev.agtpstudio.core.model.SchemaForm;
import dev.agtpstudio.core.model.SchemaSpec;
import dev.agtpstudio.core.model.Schemas;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.Yaml;

/**
 * Writes an AGIS document as YAML or JSON with a stable key order (the order of docs/schemas/agis.schema.json);
 * members that were not declared are left out. Both outputs load back to an equal model.
 */
public final class AgisWriter {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private AgisWriter() {}

    public static String toJson(AgisDocument d) {
        DefaultPrettyPrinter pp = new DefaultPrettyPrinter()
                .withObjectIndenter(new DefaultIndenter("  ", "\n"))
                .withArrayIndenter(new DefaultIndenter("  ", "\n"))
                .withSeparators(com.fasterxml.jackson.core.util.Separators.createDefaultInstance()
                        .withObjectFieldValueSpacing(com.fasterxml.jackson.core.util.Separators.Spacing.AFTER));
        try {
            return new ObjectMapper().writer(pp).writeValueAsString(tree(d)) + "\n";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static String toYaml(AgisDocument d) {
        DumperOptions o = new DumperOptions();
        o.setDefaultFlowStyle(DumperOptions.FlowStyle.BLOCK);
        o.setIndent(2);
        o.setIndicatorIndent(2);
        o.setIndentWithIndicator(true);
        o.setWidth(100);
        o.setSplitLines(true);
        return new Yaml(o).dump(plain(tree(d)));
    }

    /** The document as one ordered JSON tree. */
    public static ObjectNode tree(AgisDocument d) {
        ObjectNode o = F.objectNode();
        put(o, "agis", d.agis());
        put(o, "service", d.service());
        put(o, "agtp", d.agtp());
        put(o, "description", d.description());
        if (d.endpoints() != null) {
            ArrayNode eps = o.putArray("endpoints");
            d.endpoints().forEach(e -> eps.add(endpoint(e)));
        }
        if (d.vocabulary() != null) {
            o.set("vocabulary", vocabulary(d.vocabulary()));
        }
        if (d.dataManifest() != null) {
            o.set("data_manifest", d.dataManifest());
        }
        if (!d.schemas().isEmpty()) {
            ObjectNode s = o.putObject("schemas");
            d.schemas().forEach(s::set);
        }
        return o;
    }

    private static ObjectNode endpoint(AgisEndpoint e) {
        ObjectNode o = F.objectNode();
        put(o, "method", e.method());
        put(o, "path", e.path());
        put(o, "description", e.description());
        if (e.semantic() != null) {
            o.set("semantic", semantic(e.semantic()));
        }
        schema(o, "input", e.input(), true);
        schema(o, "output", e.output(), false);
        errors(o, e);
        return o;
    }

    /** Names, or {@code {name, description}} for the errors that carry a description (AGIS §7). */
    private static void errors(ObjectNode o, AgisEndpoint e) {
        if (e.errors() == null) {
            return;
        }
        var a = o.putArray("errors");
        for (String name : e.errors()) {
            String text = e.errorDescriptions().get(name);
            if (text == null) {
                a.add(name);
            } else {
                a.addObject().put("name", name).put("description", text);
            }
        }
    }

    private static ObjectNode semantic(AgisSemantic s) {
        ObjectNode o = F.objectNode();
        put(o, "intent", s.intent());
        put(o, "actor", s.actor());
        put(o, "outcome", s.outcome());
        put(o, "capability", s.capability());
        if (s.confidenceGuidance() != null) {
            o.put("confidence_guidance", s.confidenceGuidance());
        }
        put(o, "impact_tier", s.impactTier());
        if (s.isIdempotent() != null) {
            o.put("is_idempotent", s.isIdempotent());
        }
        if (!s.parameterHints().isEmpty()) {
            ObjectNode h = o.putObject("parameter_hints");
            s.parameterHints().forEach((k, v) -> strings(h, k, v));
        }
        if (!s.stateTransition().isEmpty()) {
            ObjectNode t = o.putObject("state_transition");
            s.stateTransition().forEach(t::put);
        }
        put(o, "mcp_tool_name", s.mcpToolName());
        return o;
    }

    private static void schema(ObjectNode o, String key, SchemaSpec spec, boolean isInput) {
        if (spec == null || spec.isAbsent()) {
            return;
        }
        if (spec.form() == SchemaForm.SHORTHAND) {
            if (spec.jsonSchema() != null) {
                o.set(key, spec.jsonSchema());
                return;
            }
            ObjectNode s = o.putObject(key);
            ArrayNode req = s.putArray("required");
            ArrayNode opt = s.putArray("optional");
            for (FieldSpec f : spec.fields()) {
                (f.required() ? req : opt).add(f.type() == null ? f.name() : f.name() + " (" + f.type() + ")");
            }
            return;
        }
        o.set(
                key,
                spec.form() == SchemaForm.JSON_SCHEMA && spec.jsonSchema() != null
                        ? spec.jsonSchema()
                        : Schemas.effective(spec, isInput));
    }

    private static ObjectNode vocabulary(Vocabulary v) {
        ObjectNode o = F.objectNode();
        strings(o, "declared_verbs", v.declaredVerbs());
        put(o, "domain", v.domain());
        put(o, "namespace", v.namespace());
        put(o, "version", v.version());
        if (v.negotiable() != null) {
            o.put("negotiable", v.negotiable());
        }
        return o;
    }

    private static void put(ObjectNode o, String k, String v) {
        if (v != null) {
            o.put(k, v);
        }
    }

    private static void strings(ObjectNode o, String k, List<String> v) {
        if (v != null) {
            ArrayNode a = o.putArray(k);
            v.forEach(a::add);
        }
    }

    /** A JSON tree as plain Java maps and lists for SnakeYAML. */
    static Object plain(JsonNode n) {
        if (n.isObject()) {
            Map<String, Object> m = new LinkedHashMap<>();
            n.fields().forEachRemaining(e -> m.put(e.getKey(), plain(e.getValue())));
            return m;
        }
        if (n.isArray()) {
            List<Object> l = new ArrayList<>();
            n.forEach(x -> l.add(plain(x)));
            return l;
        }
        if (n.isTextual()) {
            return n.asText();
        }
        if (n.isBoolean()) {
            return n.booleanValue();
        }
        if (n.isInt()) {
            return n.intValue();
        }
        if (n.isLong()) {
            return n.longValue();
        }
        if (n.isBigInteger()) {
            return n.bigIntegerValue();
        }
        if (n.isNumber()) {
            return n.doubleValue();
        }
        return null;
    }
}
