package dev.agtpstudio.core.form;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.core.load.KeyPaths;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.FieldSpec;
import dev.agtpstudio.core.model.SchemaForm;
import dev.agtpstudio.core.model.SchemaSpec;
import dev.agtpstudio.core.outline.FileOutline;
import dev.agtpstudio.core.outline.OutlineNode;
import dev.agtpstudio.core.text.TextRange;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The fields form of one loaded endpoint TOML or {@code .agis} file: each endpoint's input and output fields (nested
 * properties and array items as child rows) and its errors, read from the loader's model and location map, and the
 * text edits a change to the form makes ({@link FormChanges}). Immutable; made off the FX thread.
 */
public final class FieldForm {
    static final List<String> BOUNDS = List.of("minimum", "maximum", "minLength", "maxLength", "pattern");

    private final LoadedFile<?> file;
    private final TextShape shape;
    private final List<FormEndpoint> endpoints;

    private FieldForm(LoadedFile<?> file, Syntax syntax) {
        this.file = file;
        this.shape = new TextShape(file.text(), file.locations(), syntax);
        this.endpoints = read();
    }

    /** The form of {@code file}; a file that is not an endpoint TOML or {@code .agis} document has no endpoints. */
    public static FieldForm of(LoadedFile<?> file) {
        Syntax syntax = file.kind() == FileKind.ENDPOINT
                ? Syntax.TOML
                : file.model() instanceof AgisDocument d && d.format() == AgisDocument.SourceFormat.JSON
                        ? Syntax.JSON
                        : Syntax.YAML;
        return new FieldForm(file, syntax);
    }

    public LoadedFile<?> file() {
        return file;
    }

    /** The text the form was read from; its edits apply to this text only. */
    public String text() {
        return file.text();
    }

    TextShape shape() {
        return shape;
    }

    public List<FormEndpoint> endpoints() {
        return endpoints;
    }

    /** The endpoint whose text holds {@code offset}, else the last one before it, else the first. */
    public Optional<FormEndpoint> endpointAt(int offset) {
        FormEndpoint best = endpoints.isEmpty() ? null : endpoints.get(0);
        for (FormEndpoint e : endpoints) {
            if (e.range().start() <= offset) {
                best = e;
            }
        }
        return Optional.ofNullable(best);
    }

    /**
     * The row a diagnostic at {@code keyPath} belongs to: the deepest row whose key path is it or holds it (the two
     * TOML layouts of {@code errors} are one), if any.
     */
    public static Optional<FormRow> rowFor(FormEndpoint ep, String keyPath) {
        if (ep == null || keyPath == null) {
            return Optional.empty();
        }
        String p = normal(keyPath);
        FormRow best = null;
        for (FormRow.Group g : FormRow.Group.values()) {
            for (FormRow r : (Iterable<FormRow>) ep.rows(g).stream().flatMap(FormRow::flatten)::iterator) {
                String k = normal(r.keyPath());
                if ((p.equals(k) || p.startsWith(k + "/"))
                        && (best == null || k.length() > normal(best.keyPath()).length())) {
                    best = r;
                }
            }
        }
        return Optional.ofNullable(best);
    }

    private static String normal(String keyPath) {
        return keyPath.startsWith("/endpoint/errors/list") ? "/endpoint/errors" + keyPath.substring(21) : keyPath;
    }

    private List<FormEndpoint> read() {
        List<FormEndpoint> out = new ArrayList<>();
        for (OutlineNode n : FileOutline.of(file)) {
            if (file.model() instanceof EndpointDecl e) {
                String errors = shape.inline("/endpoint/errors") ? "/endpoint/errors" : "/endpoint/errors/list";
                out.add(endpoint(
                        n,
                        e.input(),
                        e.output(),
                        errorRows(errors, e.errors(), Map.of()),
                        e.input() != null && e.input().form() == SchemaForm.JSON_SCHEMA
                                ? e.input().keyPath()
                                : "/endpoint/input",
                        e.output() != null && e.output().form() == SchemaForm.JSON_SCHEMA
                                ? e.output().keyPath()
                                : "/endpoint/output",
                        errors));
            } else if (file.model() instanceof AgisDocument d) {
                d.endpoints().stream()
                        .filter(x -> x != null && n.keyPath().equals(x.keyPath()))
                        .findFirst()
                        .ifPresent(e -> out.add(endpoint(
                                n,
                                e.input(),
                                e.output(),
                                errorRows(e.keyPath() + "/errors", e.errors(), e.errorDescriptions()),
                                e.keyPath() + "/input",
                                e.keyPath() + "/output",
                                e.keyPath() + "/errors")));
            }
        }
        return out;
    }

    private FormEndpoint endpoint(
            OutlineNode n,
            SchemaSpec in,
            SchemaSpec out,
            List<FormRow> errors,
            String inputPath,
            String outputPath,
            String errorsPath) {
        TextRange range = n.range();
        return new FormEndpoint(
                n.label(),
                n.keyPath(),
                range,
                fields(in, FormRow.Group.INPUT),
                fields(out, FormRow.Group.OUTPUT),
                errors,
                inputPath,
                outputPath,
                errorsPath);
    }

    private List<FormRow> fields(SchemaSpec spec, FormRow.Group g) {
        if (spec == null || spec.isAbsent()) {
            return List.of();
        }
        if (spec.form() == SchemaForm.JSON_SCHEMA) {
            return properties(spec.jsonSchema(), spec.keyPath(), g, 0);
        }
        List<FormRow> out = new ArrayList<>();
        for (FieldSpec f : spec.fields()) {
            if (!shape.exists(f.keyPath())) {
                continue;
            }
            if (spec.form() == SchemaForm.SHORTHAND) {
                out.add(new FormRow(
                        FormRow.Kind.SHORTHAND,
                        g,
                        f.name(),
                        f.type(),
                        f.required(),
                        f.description(),
                        f.enumValues(),
                        f.format(),
                        Map.of(),
                        f.keyPath(),
                        null,
                        0,
                        List.of()));
                continue;
            }
            String schemaPath = f.keyPath() + "/schema";
            out.add(new FormRow(
                    FormRow.Kind.FIELD_TABLE,
                    g,
                    f.name(),
                    f.type(),
                    g == FormRow.Group.INPUT ? f.required() : null,
                    f.description(),
                    f.enumValues(),
                    f.format(),
                    bounds(f.schema()),
                    f.keyPath(),
                    null,
                    0,
                    nested(f.schema(), schemaPath, g, 1)));
        }
        return out;
    }

    private List<FormRow> properties(JsonNode schema, String container, FormRow.Group g, int depth) {
        if (schema == null || !schema.path("properties").isObject()) {
            return List.of();
        }
        Set<String> required = new java.util.HashSet<>();
        schema.path("required").forEach(r -> required.add(r.asText()));
        List<FormRow> out = new ArrayList<>();
        schema.get("properties").fields().forEachRemaining(e -> {
            String kp = KeyPaths.child(container + "/properties", e.getKey());
            JsonNode p = e.getValue();
            if (shape.exists(kp)) {
                out.add(new FormRow(
                        FormRow.Kind.PROPERTY,
                        g,
                        e.getKey(),
                        type(p),
                        required.contains(e.getKey()),
                        text(p, "description"),
                        enums(p),
                        text(p, "format"),
                        bounds(p),
                        kp,
                        container,
                        depth,
                        nested(p, kp, g, depth + 1)));
            }
        });
        return out;
    }

    /** The rows under a schema: its properties, or its array items (with theirs). */
    private List<FormRow> nested(JsonNode schema, String kp, FormRow.Group g, int depth) {
        if (schema == null || !schema.isObject()) {
            return List.of();
        }
        List<FormRow> out = new ArrayList<>(properties(schema, kp, g, depth));
        JsonNode items = schema.get("items");
        String ip = kp + "/items";
        if (items != null && items.isObject() && shape.exists(ip)) {
            out.add(new FormRow(
                    FormRow.Kind.ITEMS,
                    g,
                    "[]",
                    type(items),
                    null,
                    text(items, "description"),
                    enums(items),
                    text(items, "format"),
                    bounds(items),
                    ip,
                    null,
                    depth,
                    nested(items, ip, g, depth + 1)));
        }
        return out;
    }

    private List<FormRow> errorRows(String path, List<String> names, Map<String, String> described) {
        List<FormRow> out = new ArrayList<>();
        List<String> elements = shape.children(path).stream()
                .filter(c -> c.substring(c.lastIndexOf('/') + 1).chars().allMatch(Character::isDigit))
                .toList();
        if (names == null || names.size() != elements.size()) {
            return out; // a malformed list: its diagnostics say where; the form shows it once it reads
        }
        for (int i = 0; i < names.size(); i++) {
            out.add(new FormRow(
                    FormRow.Kind.ERROR,
                    FormRow.Group.ERRORS,
                    names.get(i),
                    null,
                    null,
                    described.get(names.get(i)),
                    null,
                    null,
                    Map.of(),
                    elements.get(i),
                    null,
                    0,
                    List.of()));
        }
        return out;
    }

    private static Map<String, String> bounds(JsonNode schema) {
        Map<String, String> b = new LinkedHashMap<>();
        if (schema != null && schema.isObject()) {
            for (String k : BOUNDS) {
                JsonNode v = schema.get(k);
                if (v != null && v.isValueNode()) {
                    b.put(k, v.asText());
                }
            }
        }
        return b;
    }

    private static String type(JsonNode p) {
        JsonNode t = p.get("type");
        if (t == null) {
            return p.has("$ref") ? p.get("$ref").asText() : null;
        }
        if (t.isArray()) {
            List<String> ts = new ArrayList<>();
            t.forEach(x -> ts.add(x.asText()));
            return String.join(" | ", ts);
        }
        return t.asText();
    }

    private static String text(JsonNode p, String key) {
        JsonNode v = p.get(key);
        return v != null && v.isValueNode() ? v.asText() : null;
    }

    private static List<String> enums(JsonNode p) {
        JsonNode e = p.get("enum");
        if (e == null || !e.isArray()) {
            return null;
        }
        List<String> out = new ArrayList<>();
        e.forEach(x -> out.add(x.asText()));
        return out;
    }
}
