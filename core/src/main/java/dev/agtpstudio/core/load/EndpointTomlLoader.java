package dev.agtpstudio.core.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.core.diag.ParseRules;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.model.Deprecation;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.EndpointForm;
import dev.agtpstudio.core.model.FieldSpec;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.core.model.SchemaForm;
import dev.agtpstudio.core.model.SchemaSpec;
import dev.agtpstudio.core.model.Schemas;
import dev.agtpstudio.core.model.Semantic;
import dev.agtpstudio.core.toml.TomlArray;
import dev.agtpstudio.core.toml.TomlTable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Loads one endpoint TOML file in either form (docs/reference-server.md#endpoint-files): the reference form ({@code [endpoint]},
 * {@code [[endpoint.input.required]]}, {@code [[endpoint.output]]}, {@code [endpoint.errors] list}, ...) and the
 * draft form ({@code input_schema} / {@code output_schema} JSON Schemas as inline tables or tables). Never throws:
 * syntax errors, wrong types and unknown keys become {@code parse} diagnostics and loading continues.
 */
public final class EndpointTomlLoader {
    /** Rule id for keys the reference still accepts under an older name. */
    public static final String LEGACY_KEY = "parse/legacy-key";

    static final Set<String> ENDPOINT_KEYS = TomlFields.set(
            "method",
            "path",
            "description",
            "namespace",
            "required_scopes",
            "semantic",
            "input",
            "output",
            "errors",
            "handler",
            "deprecated",
            "input_schema",
            "output_schema");
    static final Set<String> SEMANTIC_KEYS = TomlFields.set(
            "intent",
            "actor",
            "outcome",
            "capability",
            "confidence",
            "impact",
            "is_idempotent",
            "confidence_guidance",
            "impact_tier");
    static final Set<String> FIELD_KEYS = TomlFields.set("name", "type", "description", "format", "enum", "schema");
    static final Set<String> HANDLER_KEYS = TomlFields.set(
            "type",
            "function",
            "recipe",
            "url",
            "method",
            "timeout_seconds",
            "headers",
            "input_transform",
            "output_transform",
            "error_map",
            "request_field",
            "response_field",
            "mcp_tool");
    static final Map<String, String> LEGACY_HANDLER_KEYS =
            Map.of("reference", "function", "input_map", "input_transform", "output_map", "output_transform");
    private static final Map<String, Set<String>> HANDLER_KIND_KEYS = Map.of(
            HandlerBinding.REGISTERED_FUNCTION, Set.of("type", "function"),
            HandlerBinding.COMPOSITION, Set.of("type", "recipe"),
            HandlerBinding.EXTERNAL_SERVICE,
                    Set.of(
                            "type",
                            "url",
                            "method",
                            "timeout_seconds",
                            "headers",
                            "input_transform",
                            "output_transform",
                            "error_map",
                            "request_field",
                            "response_field",
                            "mcp_tool"));
    /**
     * Made on first use (a schema written as a JSON string): the class is initialised by the first endpoint every
     * loading thread waits for, and a first mapper costs a cold run ~150 ms (docs/decisions/0251).
     */
    private static final class Json {
        static final ObjectMapper MAPPER = JsonTrees.mapper(LoaderLimits.DEFAULT);
    }

    private EndpointTomlLoader() {}

    public static LoadedFile<EndpointDecl> load(SourceText source) {
        return load(source, LoaderLimits.DEFAULT);
    }

    public static LoadedFile<EndpointDecl> load(SourceText source, LoaderLimits limits) {
        DiagnosticSink sink = new DiagnosticSink(source);
        TomlDocument doc = TomlDocument.parse(source, limits, sink);
        TomlFields f = new TomlFields(doc, sink);
        EndpointDecl decl = new Reader(f).read(doc.root());
        return new LoadedFile<>(source, FileKind.ENDPOINT, decl, doc.locations().build(), sink.all());
    }

    /** One read of one file. */
    private static final class Reader {
        private final TomlFields f;
        private boolean referenceForm;
        private boolean draftForm;

        Reader(TomlFields f) {
            this.f = f;
        }

        EndpointDecl read(TomlTable root) {
            f.unknownKeys(root, "", Set.of("endpoint"), "an endpoint file (everything belongs under [endpoint])");
            TomlTable ep = f.table(root, "endpoint", "/endpoint");
            String p = "/endpoint";
            if (ep != null) {
                f.unknownKeys(ep, p, ENDPOINT_KEYS, "[endpoint]");
            }
            SchemaSpec input = input(ep);
            SchemaSpec output = output(ep);
            if (input.isAbsent() && !draftForm) {
                // The reference form: no [[endpoint.input.*]] tables means the endpoint takes no input, as the
                // reference loader reads it (docs/decisions/0180). The draft form still needs its input_schema.
                input = new SchemaSpec(SchemaForm.FIELD_TABLES, List.of(), null, input.keyPath());
            }
            EndpointForm form = draftForm && referenceForm
                    ? EndpointForm.MIXED
                    : draftForm ? EndpointForm.DRAFT : EndpointForm.REFERENCE;
            return new EndpointDecl(
                    f.string(ep, "method", p + "/method"),
                    f.string(ep, "path", p + "/path"),
                    f.string(ep, "description", p + "/description"),
                    f.string(ep, "namespace", p + "/namespace"),
                    semantic(ep),
                    input,
                    output,
                    errors(ep),
                    handler(ep),
                    f.strings(ep, "required_scopes", p + "/required_scopes"),
                    deprecation(ep),
                    form,
                    p);
        }

        private Semantic semantic(TomlTable ep) {
            String p = "/endpoint/semantic";
            TomlTable s = f.table(ep, "semantic", p);
            if (s == null) {
                return null;
            }
            f.unknownKeys(s, p, SEMANTIC_KEYS, "[endpoint.semantic]");
            Double confidence = f.number(s, "confidence", p + "/confidence");
            if (!s.contains("confidence") && s.contains("confidence_guidance")) {
                confidence = f.number(s, "confidence_guidance", p + "/confidence_guidance");
                legacy(p, "confidence_guidance", "confidence");
            }
            String impact = f.string(s, "impact", p + "/impact");
            if (!s.contains("impact") && s.contains("impact_tier")) {
                impact = f.string(s, "impact_tier", p + "/impact_tier");
                legacy(p, "impact_tier", "impact");
            }
            return new Semantic(
                    f.string(s, "intent", p + "/intent"),
                    f.string(s, "actor", p + "/actor"),
                    f.string(s, "outcome", p + "/outcome"),
                    f.string(s, "capability", p + "/capability"),
                    confidence,
                    impact,
                    f.bool(s, "is_idempotent", p + "/is_idempotent"),
                    p);
        }

        /** Notes a legacy key and makes the current name's key path resolve to it. */
        private void legacy(String table, String old, String current) {
            String oldPath = KeyPaths.child(table, old);
            Location l = f.doc().walked().get(oldPath);
            if (l != null) {
                f.doc().locations().put(KeyPaths.child(table, current), l.key(), l.value());
            }
            f.sink()
                    .add(
                            LEGACY_KEY,
                            Severity.INFO,
                            f.doc().walked().keyRangeFor(oldPath),
                            oldPath,
                            "`" + old + "` is the older name of `" + current + "`; it is still accepted, but write `"
                                    + current + "` (docs/reference-server.md#endpoint-files).");
        }

        private SchemaSpec input(TomlTable ep) {
            SchemaSpec draft = jsonSchema(ep, "input_schema");
            String p = "/endpoint/input";
            TomlTable in = f.table(ep, "input", p);
            if (in == null) {
                return draft != null ? draft : SchemaSpec.absent(p);
            }
            referenceForm = true;
            f.unknownKeys(in, p, Set.of("required", "optional"), "[endpoint.input]");
            List<FieldSpec> fields = new ArrayList<>();
            fields.addAll(fieldList(in, "required", p + "/required", true));
            fields.addAll(fieldList(in, "optional", p + "/optional", false));
            if (draft != null) {
                bothForms(p, "input", "input_schema");
                return draft;
            }
            return new SchemaSpec(SchemaForm.FIELD_TABLES, fields, null, p);
        }

        private SchemaSpec output(TomlTable ep) {
            SchemaSpec draft = jsonSchema(ep, "output_schema");
            String p = "/endpoint/output";
            if (ep == null || !ep.contains("output")) {
                return draft != null ? draft : SchemaSpec.absent(p);
            }
            referenceForm = true;
            List<FieldSpec> fields = fieldList(ep, "output", p, true);
            if (draft != null) {
                bothForms(p, "output", "output_schema");
                return draft;
            }
            return new SchemaSpec(SchemaForm.FIELD_TABLES, fields, null, p);
        }

        private void bothForms(String p, String ref, String draft) {
            f.sink()
                    .warning(
                            ParseRules.DUPLICATE_KEY,
                            f.doc().walked().keyRangeFor(p),
                            p,
                            "Both `" + ref + "` field tables and `" + draft + "` are declared; `" + draft
                                    + "` is used. Keep one of them.");
        }

        private List<FieldSpec> fieldList(TomlTable t, String key, String p, boolean required) {
            List<TomlTable> tables = f.tables(t, key, p);
            if (tables == null) {
                return List.of();
            }
            List<FieldSpec> out = new ArrayList<>();
            for (int i = 0; i < tables.size(); i++) {
                TomlTable ft = tables.get(i);
                if (ft == null) {
                    continue;
                }
                String fp = KeyPaths.child(p, i);
                f.unknownKeys(ft, fp, FIELD_KEYS, "a field table");
                JsonNode schema = null;
                Object rawSchema = f.raw(ft, "schema");
                if (rawSchema instanceof TomlTable st) {
                    schema = TomlValues.toJson(st);
                } else if (rawSchema != null) {
                    f.typeError(fp + "/schema", "schema", "an inline table holding a JSON Schema", rawSchema);
                }
                out.add(new FieldSpec(
                        f.string(ft, "name", fp + "/name"),
                        f.string(ft, "type", fp + "/type"),
                        f.string(ft, "description", fp + "/description"),
                        f.string(ft, "format", fp + "/format"),
                        f.strings(ft, "enum", fp + "/enum"),
                        schema,
                        required,
                        fp));
            }
            return out;
        }

        /** {@code input_schema} / {@code output_schema}: a table, an inline table, or a JSON string. */
        private SchemaSpec jsonSchema(TomlTable ep, String key) {
            Object v = f.raw(ep, key);
            if (v == null) {
                return null;
            }
            String p = KeyPaths.child("/endpoint", key);
            JsonNode schema;
            if (v instanceof TomlTable t) {
                schema = TomlValues.toJson(t);
            } else if (v instanceof String s) {
                try {
                    schema = Json.MAPPER.readTree(s);
                } catch (Exception e) {
                    f.sink()
                            .error(
                                    ParseRules.SYNTAX,
                                    f.doc().rangeOf(p),
                                    p,
                                    "`" + key + "` holds a string that is not valid JSON: "
                                            + JsonTrees.shortMessage(e));
                    return null;
                }
            } else {
                f.typeError(p, key, "a table holding a JSON Schema", v);
                return null;
            }
            draftForm = true;
            return new SchemaSpec(SchemaForm.JSON_SCHEMA, Schemas.fieldsOf(schema, p), schema, p);
        }

        private List<String> errors(TomlTable ep) {
            String p = "/endpoint/errors";
            Object v = f.raw(ep, "errors");
            if (v == null) {
                return null;
            }
            if (v instanceof TomlTable t) {
                f.unknownKeys(t, p, Set.of("list"), "[endpoint.errors]");
                List<String> list = f.strings(t, "list", p + "/list");
                Object rawList = f.raw(t, "list");
                aliasElements(p + "/list", p, rawList instanceof TomlArray la ? la : null);
                return list == null ? List.of() : list;
            }
            if (v instanceof TomlArray a) {
                List<String> list = f.stringsOf(a, "errors", p);
                aliasElements(p, p + "/list", a);
                Location whole = f.doc().walked().get(p);
                if (whole != null) {
                    f.doc().locations().put(p + "/list", whole.key(), whole.value());
                }
                return list;
            }
            f.typeError(p, "errors", "an [endpoint.errors] table with `list`, or an array of strings", v);
            return null;
        }

        /** Both error layouts resolve {@code /endpoint/errors/list/i} and {@code /endpoint/errors/i}. */
        private void aliasElements(String from, String to, TomlArray a) {
            if (a == null) {
                return;
            }
            for (int i = 0; i < a.size(); i++) {
                Location l = f.doc().walked().get(KeyPaths.child(from, i));
                if (l != null) {
                    f.doc().locations().put(KeyPaths.child(to, i), l.key(), l.value());
                }
            }
        }

        private HandlerBinding handler(TomlTable ep) {
            String p = "/endpoint/handler";
            TomlTable h = f.table(ep, "handler", p);
            if (h == null) {
                return null;
            }
            String type = f.string(h, "type", p + "/type");
            for (String k : h.keySet()) {
                String kp = KeyPaths.child(p, k);
                if (LEGACY_HANDLER_KEYS.containsKey(k)) {
                    f.sink()
                            .warning(
                                    ParseRules.UNKNOWN_KEY,
                                    f.doc().walked().keyRangeFor(kp),
                                    kp,
                                    "`" + k
                                            + "` is a legacy handler key the reference server ignores with a warning; use `"
                                            + LEGACY_HANDLER_KEYS.get(k) + "` (AGTP-API §12).");
                } else if (!HANDLER_KEYS.contains(k)) {
                    f.unknownKey(p, k, HANDLER_KEYS, "[endpoint.handler]");
                } else if (type != null
                        && HANDLER_KIND_KEYS.containsKey(type)
                        && !HANDLER_KIND_KEYS.get(type).contains(k)) {
                    f.sink()
                            .warning(
                                    ParseRules.UNKNOWN_KEY,
                                    f.doc().walked().keyRangeFor(kp),
                                    kp,
                                    "`" + k + "` is not used by a " + type + " handler and is ignored.");
                }
            }
            if (HandlerBinding.REGISTERED_FUNCTION.equals(type)) {
                return new HandlerBinding.RegisteredFunction(f.string(h, "function", p + "/function"), p);
            }
            if (HandlerBinding.COMPOSITION.equals(type)) {
                return new HandlerBinding.Composition(f.string(h, "recipe", p + "/recipe"), p);
            }
            if (HandlerBinding.EXTERNAL_SERVICE.equals(type)) {
                return new HandlerBinding.ExternalService(
                        f.string(h, "url", p + "/url"),
                        f.string(h, "method", p + "/method"),
                        f.number(h, "timeout_seconds", p + "/timeout_seconds"),
                        f.stringMap(h, "headers", p + "/headers"),
                        f.stringMap(h, "input_transform", p + "/input_transform"),
                        f.stringMap(h, "output_transform", p + "/output_transform"),
                        f.stringMap(h, "error_map", p + "/error_map"),
                        f.string(h, "request_field", p + "/request_field"),
                        f.string(h, "response_field", p + "/response_field"),
                        f.string(h, "mcp_tool", p + "/mcp_tool"),
                        p);
            }
            Map<String, Object> fields = new LinkedHashMap<>();
            for (String k : h.keySet()) {
                if (!k.equals("type")) {
                    fields.put(k, TomlValues.toPlain(h.get(k)));
                }
            }
            return new HandlerBinding.Unknown(type, fields, p);
        }

        private Deprecation deprecation(TomlTable ep) {
            String p = "/endpoint/deprecated";
            TomlTable d = f.table(ep, "deprecated", p);
            if (d == null) {
                return null;
            }
            f.unknownKeys(d, p, Set.of("deprecated_in", "removed_in", "successor"), "[endpoint.deprecated]");
            TomlTable s = f.table(d, "successor", p + "/successor");
            f.unknownKeys(s, p + "/successor", Set.of("method", "path"), "[endpoint.deprecated.successor]");
            return new Deprecation(
                    f.string(d, "deprecated_in", p + "/deprecated_in"),
                    f.string(d, "removed_in", p + "/removed_in"),
                    f.string(s, "method", p + "/successor/method"),
                    f.string(s, "path", p + "/successor/path"),
                    p);
        }
    }
}
