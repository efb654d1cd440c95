package dev.agtpstudio.evolution;

import static dev.agtpstudio.evolution.ChangeKind.INPUT_CONSTRAINT_LOOSENED;
import static dev.agtpstudio.evolution.ChangeKind.INPUT_CONSTRAINT_TIGHTENED;
import static dev.agtpstudio.evolution.ChangeKind.INPUT_ENUM_VALUE_ADDED;
import static dev.agtpstudio.evolution.ChangeKind.INPUT_ENUM_VALUE_REMOVED;
import static dev.agtpstudio.evolution.ChangeKind.INPUT_MADE_OPTIONAL;
import static dev.agtpstudio.evolution.ChangeKind.INPUT_MADE_REQUIRED;
import static dev.agtpstudio.evolution.ChangeKind.INPUT_OPTIONAL_ADDED;
import static dev.agtpstudio.evolution.ChangeKind.INPUT_REMOVED;
import static dev.agtpstudio.evolution.ChangeKind.INPUT_REQUIRED_ADDED;
import static dev.agtpstudio.evolution.ChangeKind.INPUT_TYPE_CHANGED;
import static dev.agtpstudio.evolution.ChangeKind.INPUT_TYPE_WIDENED;
import static dev.agtpstudio.evolution.ChangeKind.OUTPUT_ADDED;
import static dev.agtpstudio.evolution.ChangeKind.OUTPUT_ENUM_VALUE_ADDED;
import static dev.agtpstudio.evolution.ChangeKind.OUTPUT_REMOVED;
import static dev.agtpstudio.evolution.ChangeKind.OUTPUT_TYPE_CHANGED;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.model.FieldSpec;
import dev.agtpstudio.core.model.SchemaSpec;
import dev.agtpstudio.core.model.Schemas;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Compares the top-level fields of an endpoint's input or output, in any of the declaration forms (the fields of a
 * JSON Schema form are its top-level properties). Inputs are strict ({@code additionalProperties: false},
 * AGTP-API §13.3), so removing an input breaks callers that still send it.
 */
final class SchemaComparator {
    private final Changes out;

    SchemaComparator(Changes out) {
        this.out = out;
    }

    void inputs(EndpointView a, EndpointView b) {
        Map<String, FieldSpec> olds = byName(a.input());
        Map<String, FieldSpec> news = byName(b.input());
        for (String name : union(olds, news)) {
            FieldSpec f = olds.get(name);
            FieldSpec g = news.get(name);
            if (f == null) {
                out.add(
                        g.required() ? INPUT_REQUIRED_ADDED : INPUT_OPTIONAL_ADDED,
                        b.id(),
                        name,
                        null,
                        Schemas.fieldSchema(g),
                        g.required()
                                ? "Required input `" + name
                                        + "` added: every existing caller omits it and now gets 422."
                                : "Optional input `" + name + "` added; existing callers are unaffected.",
                        out.at.neu(b.file(), g.keyPath()));
            } else if (g == null) {
                out.add(
                        INPUT_REMOVED,
                        b.id(),
                        name,
                        Schemas.fieldSchema(f),
                        null,
                        "Input `" + name
                                + "` removed: inputs are strict, so a caller that still sends it now gets 422.",
                        out.at.old(a.file(), f.keyPath()));
            } else {
                inputField(b, f, g);
            }
        }
    }

    void outputs(EndpointView a, EndpointView b) {
        Map<String, FieldSpec> olds = byName(a.output());
        Map<String, FieldSpec> news = byName(b.output());
        for (String name : union(olds, news)) {
            FieldSpec f = olds.get(name);
            FieldSpec g = news.get(name);
            if (f == null) {
                out.add(
                        OUTPUT_ADDED,
                        b.id(),
                        name,
                        null,
                        Schemas.fieldSchema(g),
                        "Output `" + name + "` added; agents that do not know it ignore it.",
                        out.at.neu(b.file(), g.keyPath()));
            } else if (g == null) {
                out.add(
                        OUTPUT_REMOVED,
                        b.id(),
                        name,
                        Schemas.fieldSchema(f),
                        null,
                        "Output `" + name + "` removed: agents that read it get nothing.",
                        out.at.old(a.file(), f.keyPath()));
            } else {
                outputField(b, f, g);
            }
        }
    }

    private void inputField(EndpointView b, FieldSpec f, FieldSpec g) {
        String id = b.id();
        String name = f.name();
        if (!f.required() && g.required()) {
            out.add(
                    INPUT_MADE_REQUIRED,
                    id,
                    name,
                    Json.bool(false),
                    Json.bool(true),
                    "Input `" + name + "` is now required: callers that omit it now get 422.",
                    out.at.neu(b.file(), g.keyPath()));
        } else if (f.required() && !g.required()) {
            out.add(
                    INPUT_MADE_OPTIONAL,
                    id,
                    name,
                    Json.bool(true),
                    Json.bool(false),
                    "Input `" + name + "` is now optional.",
                    out.at.neu(b.file(), g.keyPath()));
        }
        ObjectNode fs = Schemas.fieldSchema(f);
        ObjectNode gs = Schemas.fieldSchema(g);
        String ft = fs.path("type").asText(null);
        String gt = gs.path("type").asText(null);
        if (!Objects.equals(ft, gt)) {
            boolean widened = "integer".equals(ft) && "number".equals(gt) || gt == null;
            out.add(
                    widened ? INPUT_TYPE_WIDENED : INPUT_TYPE_CHANGED,
                    id,
                    name,
                    Json.text(ft),
                    Json.text(gt),
                    widened
                            ? "Input `" + name + "` accepts more than before (" + ft + " -> "
                                    + (gt == null ? "any" : gt) + ")."
                            : "Input `" + name + "` changed type " + ft + " -> " + gt
                                    + ": callers sending the old type now get 422.",
                    out.at.neu(b.file(), g.keyPath() + "/type"));
        }
        Set<String> fe = enumOf(fs);
        Set<String> ge = enumOf(gs);
        if (fe != null && ge != null) {
            for (String v : fe) {
                if (!ge.contains(v)) {
                    out.add(
                            INPUT_ENUM_VALUE_REMOVED,
                            id,
                            name,
                            Json.text(v),
                            null,
                            "Input `" + name + "` no longer accepts \"" + v + "\": callers sending it now get 422.",
                            out.at.neu(b.file(), g.keyPath() + "/enum"));
                }
            }
            for (String v : ge) {
                if (!fe.contains(v)) {
                    out.add(
                            INPUT_ENUM_VALUE_ADDED,
                            id,
                            name,
                            null,
                            Json.text(v),
                            "Input `" + name + "` also accepts \"" + v + "\".",
                            out.at.neu(b.file(), g.keyPath() + "/enum"));
                }
            }
        } else if (fe == null && ge != null) {
            out.add(
                    INPUT_CONSTRAINT_TIGHTENED,
                    id,
                    name + ".enum",
                    null,
                    Json.list(ge),
                    "Input `" + name + "` is now limited to " + ge + ": callers sending any other value get 422.",
                    out.at.neu(b.file(), g.keyPath() + "/enum"));
        } else if (fe != null) {
            out.add(
                    INPUT_CONSTRAINT_LOOSENED,
                    id,
                    name + ".enum",
                    Json.list(fe),
                    null,
                    "Input `" + name + "` is no longer limited to a list of values.",
                    out.at.neu(b.file(), g.keyPath()));
        }
        for (FieldConstraints.Move m : FieldConstraints.moves(fs, gs)) {
            out.add(
                    m.tighter() ? INPUT_CONSTRAINT_TIGHTENED : INPUT_CONSTRAINT_LOOSENED,
                    id,
                    name + "." + m.keyword(),
                    m.oldValue(),
                    m.newValue(),
                    m.tighter()
                            ? "Input `" + name + "`: " + m.keyword() + " " + show(m.oldValue()) + " -> "
                                    + show(m.newValue()) + "; values valid before may now get 422."
                            : "Input `" + name + "`: " + m.keyword() + " " + show(m.oldValue()) + " -> "
                                    + show(m.newValue()) + "; it accepts more than before.",
                    out.at.neu(b.file(), g.keyPath()));
        }
    }

    private void outputField(EndpointView b, FieldSpec f, FieldSpec g) {
        ObjectNode fs = Schemas.fieldSchema(f);
        ObjectNode gs = Schemas.fieldSchema(g);
        String ft = fs.path("type").asText(null);
        String gt = gs.path("type").asText(null);
        if (!Objects.equals(ft, gt)) {
            out.add(
                    OUTPUT_TYPE_CHANGED,
                    b.id(),
                    f.name(),
                    Json.text(ft),
                    Json.text(gt),
                    "Output `" + f.name() + "` changed type " + ft + " -> " + gt
                            + ": agents parsing the old type fail.",
                    out.at.neu(b.file(), g.keyPath() + "/type"));
        }
        Set<String> fe = enumOf(fs);
        Set<String> ge = enumOf(gs);
        if (fe != null && ge != null) {
            for (String v : ge) {
                if (!fe.contains(v)) {
                    out.add(
                            OUTPUT_ENUM_VALUE_ADDED,
                            b.id(),
                            f.name(),
                            null,
                            Json.text(v),
                            "Output `" + f.name() + "` may now be \"" + v + "\", a value agents built on the old list "
                                    + "do not expect.",
                            out.at.neu(b.file(), g.keyPath() + "/enum"));
                }
            }
        }
    }

    private static String show(JsonNode n) {
        return n == null ? "(none)" : n.isTextual() ? n.asText() : n.toString();
    }

    private static Set<String> enumOf(JsonNode schema) {
        JsonNode e = schema.get("enum");
        if (e == null || !e.isArray()) {
            return null;
        }
        Set<String> s = new LinkedHashSet<>();
        e.forEach(v -> s.add(v.isTextual() ? v.asText() : v.toString()));
        return s;
    }

    private static Map<String, FieldSpec> byName(SchemaSpec spec) {
        Map<String, FieldSpec> m = new LinkedHashMap<>();
        if (spec != null) {
            for (FieldSpec f : spec.fields()) {
                if (f.name() != null) {
                    m.putIfAbsent(f.name(), f);
                }
            }
        }
        return m;
    }

    private static List<String> union(Map<String, FieldSpec> a, Map<String, FieldSpec> b) {
        Set<String> s = new LinkedHashSet<>(a.keySet());
        s.addAll(b.keySet());
        return new ArrayList<>(s);
    }
}
