package dev.agtpstudio.app.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * One field of a form generated from a JSON Schema: an object (children), an array (items added and removed), an
 * enum, a boolean, a number, an integer, a string (with its format checked), or raw JSON for shapes a form cannot
 * express (oneOf, $ref, ...). {@link #toJson} collects what was entered and every problem with it; {@link #load}
 * fills the form from a value.
 */
public final class FormField {
    public enum Kind {
        OBJECT,
        ARRAY,
        ENUM,
        BOOLEAN,
        INTEGER,
        NUMBER,
        STRING,
        JSON
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    private final String name;
    private final boolean required;
    private final JsonNode schema;
    private final Kind kind;
    private final List<FormField> children = new ArrayList<>();
    private final ObservableList<FormField> items = FXCollections.observableArrayList();
    private final StringProperty value = new SimpleStringProperty("");

    private FormField(String name, boolean required, JsonNode schema) {
        this.name = name;
        this.required = required;
        this.schema = schema == null ? JsonNodeFactory.instance.objectNode() : schema;
        this.kind = kindOf(this.schema);
        if (kind == Kind.OBJECT) {
            Set<String> req = new TreeSet<>();
            this.schema.path("required").forEach(r -> req.add(r.asText()));
            for (Map.Entry<String, JsonNode> e : this.schema.path("properties").properties()) {
                children.add(new FormField(e.getKey(), req.contains(e.getKey()), e.getValue()));
            }
        }
    }

    /** The form for a whole request body ({@code Schemas.effective(decl.input(), true)}). */
    public static FormField root(JsonNode schema) {
        return new FormField("", true, schema);
    }

    static Kind kindOf(JsonNode s) {
        if (s.has("enum")) {
            return Kind.ENUM;
        }
        String type = s.path("type").isTextual() ? s.path("type").asText() : null;
        if (type == null && s.path("type").isArray()) {
            for (JsonNode t : s.path("type")) {
                if (!"null".equals(t.asText())) {
                    type = t.asText();
                    break;
                }
            }
        }
        if (type == null && s.has("properties")) {
            type = "object";
        }
        if (type == null) {
            return Kind.JSON;
        }
        return switch (type) {
            case "object" -> s.has("properties") ? Kind.OBJECT : Kind.JSON;
            case "array" -> Kind.ARRAY;
            case "boolean" -> Kind.BOOLEAN;
            case "integer" -> Kind.INTEGER;
            case "number" -> Kind.NUMBER;
            case "string" -> Kind.STRING;
            default -> Kind.JSON;
        };
    }

    public String name() {
        return name;
    }

    public boolean required() {
        return required;
    }

    public Kind kind() {
        return kind;
    }

    public JsonNode schema() {
        return schema;
    }

    public String description() {
        return schema.path("description").asText("");
    }

    /** The string format ({@code date}, {@code date-time}, {@code uuid}, {@code email}, ...) or "". */
    public String format() {
        return schema.path("format").asText("");
    }

    public List<String> enumValues() {
        List<String> out = new ArrayList<>();
        schema.path("enum").forEach(v -> out.add(v.isTextual() ? v.asText() : v.toString()));
        return out;
    }

    public List<FormField> children() {
        return children;
    }

    public FormField child(String n) {
        return children.stream()
                .filter(c -> c.name.equals(n))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no field " + n));
    }

    /** The items of an array field. */
    public ObservableList<FormField> items() {
        return items;
    }

    public FormField addItem() {
        FormField f = new FormField("[" + items.size() + "]", true, schema.path("items"));
        items.add(f);
        return f;
    }

    /** The text entered for a leaf field ("" = not given; booleans are "true"/"false"). */
    public StringProperty valueProperty() {
        return value;
    }

    public void set(String v) {
        value.set(v == null ? "" : v);
    }

    /** What was entered, as JSON, and every problem with it (pointer: message). */
    public record Result(JsonNode json, List<String> problems) {}

    public Result toJson() {
        List<String> problems = new ArrayList<>();
        JsonNode j = build("", problems);
        return new Result(j == null ? JsonNodeFactory.instance.objectNode() : j, problems);
    }

    /** Null when nothing was given for an optional field. */
    private JsonNode build(String pointer, List<String> problems) {
        JsonNodeFactory f = JsonNodeFactory.instance;
        String here = pointer.isEmpty() ? "/" : pointer;
        String v = value.get() == null ? "" : value.get().trim();
        switch (kind) {
            case OBJECT -> {
                ObjectNode o = f.objectNode();
                for (FormField c : children) {
                    JsonNode cj = c.build(pointer + "/" + c.name, problems);
                    if (cj != null) {
                        o.set(c.name, cj);
                    } else if (c.required) {
                        problems.add(pointer + "/" + c.name + ": required");
                    }
                }
                return o.isEmpty() && !required ? null : o;
            }
            case ARRAY -> {
                if (items.isEmpty()) {
                    return required ? f.arrayNode() : null;
                }
                ArrayNode a = f.arrayNode();
                for (int i = 0; i < items.size(); i++) {
                    JsonNode ij = items.get(i).build(pointer + "/" + i, problems);
                    a.add(ij == null ? f.nullNode() : ij);
                }
                return a;
            }
            default -> {
                if (v.isEmpty()) {
                    return null;
                }
                return leaf(v, here, problems);
            }
        }
    }

    private JsonNode leaf(String v, String here, List<String> problems) {
        JsonNodeFactory f = JsonNodeFactory.instance;
        switch (kind) {
            case BOOLEAN -> {
                if (!v.equals("true") && !v.equals("false")) {
                    problems.add(here + ": not a boolean: " + v);
                    return f.textNode(v);
                }
                return f.booleanNode(Boolean.parseBoolean(v));
            }
            case INTEGER, NUMBER -> {
                JsonNode n = number(v);
                boolean integer = kind == Kind.INTEGER;
                if (n == null || integer && !n.isIntegralNumber()) {
                    problems.add(here + ": not " + (integer ? "an integer" : "a number") + ": " + v);
                    return f.textNode(v);
                }
                return n;
            }
            case ENUM -> {
                for (JsonNode e : schema.path("enum")) {
                    if (e.isTextual() ? e.asText().equals(v) : e.toString().equals(v)) {
                        return e.deepCopy();
                    }
                }
                problems.add(here + ": not one of " + enumValues() + ": " + v);
                return f.textNode(v);
            }
            case JSON -> {
                try {
                    return JSON.readTree(v);
                } catch (Exception e) {
                    problems.add(here + ": not JSON: " + e.getMessage());
                    return f.textNode(v);
                }
            }
            default -> {
                String problem = formatProblem(format(), v);
                if (problem != null) {
                    problems.add(here + ": " + problem);
                }
                return f.textNode(v);
            }
        }
    }

    /** {@code v} as the JSON parser reads a number (so 2 is an int node and 2.5 a double), or null. */
    private static JsonNode number(String v) {
        try {
            new BigDecimal(v);
            JsonNode n = JSON.readTree(v);
            return n != null && n.isNumber() ? n : null;
        } catch (Exception e) {
            return null;
        }
    }

    /** Why {@code v} is not a valid {@code format}, or null (unknown formats are not checked). */
    static String formatProblem(String format, String v) {
        try {
            switch (format) {
                case "date" -> LocalDate.parse(v);
                case "date-time" -> OffsetDateTime.parse(v);
                case "uuid" -> {
                    if (v.length() != 36) {
                        return "not a uuid: " + v;
                    }
                    UUID.fromString(v);
                }
                case "email" -> {
                    int at = v.indexOf('@');
                    if (at <= 0 || at == v.length() - 1) {
                        return "not an email address: " + v;
                    }
                }
                case "uri" -> {
                    if (!java.net.URI.create(v).isAbsolute()) {
                        return "not an absolute URI: " + v;
                    }
                }
                default -> {
                    return null;
                }
            }
            return null;
        } catch (DateTimeParseException e) {
            return "not a " + format + ": " + v;
        } catch (IllegalArgumentException e) {
            return "not a " + format + ": " + v;
        }
    }

    /** Whether {@code v} entered in this (leaf) field gives a valid value. */
    public boolean withValueIsValid(String v) {
        List<String> problems = new ArrayList<>();
        leaf(v.trim(), "/", problems);
        return problems.isEmpty();
    }

    /** Fills the form from {@code json} (missing keys clear their fields); what does not fit goes in as text. */
    public void load(JsonNode json) {
        JsonNode j = json == null || json.isMissingNode() || json.isNull() ? null : json;
        switch (kind) {
            case OBJECT -> children.forEach(c -> c.load(j == null ? null : j.get(c.name)));
            case ARRAY -> {
                items.clear();
                if (j != null && j.isArray()) {
                    for (JsonNode e : j) {
                        addItem().load(e);
                    }
                }
            }
            case JSON -> value.set(j == null ? "" : j.toString());
            default -> value.set(j == null ? "" : j.isValueNode() ? j.asText() : j.toString());
        }
    }
}
