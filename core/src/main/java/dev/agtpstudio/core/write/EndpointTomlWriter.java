package dev.agtpstudio.core.write;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.model.Deprecation;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.FieldSpec;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.core.model.SchemaForm;
import dev.agtpstudio.core.model.SchemaSpec;
import dev.agtpstudio.core.model.Semantic;
import java.util.Map;
import java.util.Optional;

/**
 * Writes an endpoint declaration in the reference form (docs/reference-server.md#endpoint-files), which the public reference server
 * loads: fixed key order, a blank line between tables, long string arrays one element per line, nested field shapes
 * as inline {@code schema = {...}}. JSON Schema inputs/outputs become field tables when that keeps their meaning
 * ({@link SchemaTables}); otherwise they stay inline as {@code input_schema} / {@code output_schema}.
 */
public final class EndpointTomlWriter {
    private EndpointTomlWriter() {}

    public static String write(EndpointDecl d) {
        Out out = new Out();
        out.table("[endpoint]");
        out.kv("method", d.method());
        out.kv("path", d.path());
        out.kv("description", d.description());
        out.kv("namespace", d.namespace());
        if (!d.requiredScopes().isEmpty()) {
            out.line(TomlText.stringArray("required_scopes", d.requiredScopes()));
        }
        SchemaSpec input = tables(d.input(), true, "/endpoint/input");
        SchemaSpec output = tables(d.output(), false, "/endpoint/output");
        inlineSchema(out, "input_schema", input);
        inlineSchema(out, "output_schema", output);
        if (output != null
                && output.form() == SchemaForm.FIELD_TABLES
                && output.fields().isEmpty()) {
            out.line("output = []");
        }
        semantic(out, d.semantic());
        if (input != null && input.form() == SchemaForm.FIELD_TABLES) {
            if (input.fields().isEmpty()) {
                out.table("[endpoint.input]");
            }
            for (FieldSpec f : input.fields()) {
                if (f.required()) {
                    field(out, "[[endpoint.input.required]]", f);
                }
            }
            for (FieldSpec f : input.fields()) {
                if (!f.required()) {
                    field(out, "[[endpoint.input.optional]]", f);
                }
            }
        }
        if (output != null && output.form() == SchemaForm.FIELD_TABLES) {
            for (FieldSpec f : output.fields()) {
                field(out, "[[endpoint.output]]", f);
            }
        }
        if (d.errors() != null) {
            out.table("[endpoint.errors]");
            out.line(TomlText.stringArray("list", d.errors()));
        }
        handler(out, d.handler());
        deprecation(out, d.deprecated());
        return out.toString();
    }

    /** Field tables for any form when representable; null when absent; the JSON Schema form otherwise. */
    private static SchemaSpec tables(SchemaSpec spec, boolean isInput, String keyPath) {
        if (spec == null || spec.isAbsent()) {
            return null;
        }
        Optional<SchemaSpec> t = SchemaTables.asFieldTables(spec, isInput, keyPath);
        return t.orElse(spec);
    }

    private static void inlineSchema(Out out, String key, SchemaSpec spec) {
        if (spec == null || spec.form() == SchemaForm.FIELD_TABLES) {
            return;
        }
        JsonNode schema = spec.jsonSchema() != null
                ? spec.jsonSchema()
                : dev.agtpstudio.core.model.Schemas.effective(spec, key.startsWith("input"));
        if (TomlText.representable(schema)) {
            out.line(key + " = " + TomlText.json(schema));
        } else {
            // TOML has no null: keep the schema as JSON text, which the loader reads back.
            out.line(key + " = '''" + schema.toString().replace("'''", "\\u0027\\u0027\\u0027") + "'''");
        }
    }

    private static void semantic(Out out, Semantic s) {
        if (s == null) {
            return;
        }
        out.table("[endpoint.semantic]");
        out.kv("intent", s.intent());
        out.kv("actor", s.actor());
        out.kv("outcome", s.outcome());
        out.kv("capability", s.capability());
        if (s.confidence() != null) {
            out.line("confidence = " + TomlText.number(s.confidence()));
        }
        out.kv("impact", s.impact());
        if (s.isIdempotent() != null) {
            out.line("is_idempotent = " + s.isIdempotent());
        }
    }

    private static void field(Out out, String header, FieldSpec f) {
        out.table(header);
        out.kv("name", f.name());
        out.kv("type", f.type());
        out.kv("description", f.description());
        out.kv("format", f.format());
        if (f.enumValues() != null) {
            out.line(TomlText.stringArray("enum", f.enumValues()));
        }
        if (f.schema() != null && TomlText.representable(f.schema())) {
            out.line("schema = " + TomlText.json(f.schema()));
        }
    }

    private static void handler(Out out, HandlerBinding h) {
        if (h == null) {
            return;
        }
        out.table("[endpoint.handler]");
        out.kv("type", h.type());
        if (h instanceof HandlerBinding.RegisteredFunction r) {
            out.kv("function", r.function());
        } else if (h instanceof HandlerBinding.Composition c) {
            out.kv("recipe", c.recipe());
        } else if (h instanceof HandlerBinding.ExternalService e) {
            out.kv("url", e.url());
            out.kv("method", e.method());
            if (e.timeoutSeconds() != null) {
                double t = e.timeoutSeconds();
                out.line("timeout_seconds = "
                        + (t == Math.rint(t) && Math.abs(t) < 1e15 ? Long.toString((long) t) : TomlText.number(t)));
            }
            if (e.requestField() != null) {
                out.kv("request_field", e.requestField());
            }
            if (e.responseField() != null) {
                out.kv("response_field", e.responseField());
            }
            if (e.mcpTool() != null) {
                out.kv("mcp_tool", e.mcpTool());
            }
            map(out, "[endpoint.handler.headers]", e.headers());
            map(out, "[endpoint.handler.input_transform]", e.inputTransform());
            map(out, "[endpoint.handler.output_transform]", e.outputTransform());
            map(out, "[endpoint.handler.error_map]", e.errorMap());
        } else if (h instanceof HandlerBinding.Unknown u) {
            for (Map.Entry<String, Object> e : u.fields().entrySet()) {
                out.line(TomlText.key(e.getKey()) + " = " + TomlText.plain(e.getValue()));
            }
        }
    }

    private static void map(Out out, String header, Map<String, String> m) {
        if (m.isEmpty()) {
            return;
        }
        out.table(header);
        m.forEach((k, v) -> out.line(TomlText.key(k) + " = " + TomlText.string(v)));
    }

    private static void deprecation(Out out, Deprecation d) {
        if (d == null) {
            return;
        }
        out.table("[endpoint.deprecated]");
        out.kv("deprecated_in", d.deprecatedIn());
        out.kv("removed_in", d.removedIn());
        if (d.successorMethod() != null || d.successorPath() != null) {
            out.table("[endpoint.deprecated.successor]");
            out.kv("method", d.successorMethod());
            out.kv("path", d.successorPath());
        }
    }

    /** The text being written: tables separated by one blank line. */
    private static final class Out {
        private final StringBuilder sb = new StringBuilder();

        void table(String header) {
            if (sb.length() > 0) {
                sb.append('\n');
            }
            sb.append(header).append('\n');
        }

        void kv(String key, String value) {
            if (value != null) {
                line(TomlText.key(key) + " = " + TomlText.string(value));
            }
        }

        void line(String l) {
            sb.append(l).append('\n');
        }

        @Override
        public String toString() {
            return sb.toString();
        }
    }
}
