package dev.agtpstudio.core.form;

import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.TextEdit;
import dev.agtpstudio.core.load.KeyPaths;
import dev.agtpstudio.core.text.TextRange;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * What a change made in the fields form does to the text: a {@link Fix} (a title and the smallest edits), applied
 * like a quick fix, as one undo step. Every method reads the {@link FieldForm} of the current text and throws
 * {@link FormEditException} with a message for the user when the change cannot be made in place.
 */
public final class FormChanges {
    private final TextShape s;
    private final Syntax syn;
    private final MemberEdits m;

    public FormChanges(FieldForm form) {
        this.s = form.shape();
        this.syn = s.syntax();
        this.m = new MemberEdits(s);
    }

    /** Sets column {@code c} of {@code row} to {@code value} (text as typed; empty removes the key). */
    public Fix set(FormRow row, FormColumn c, String value) {
        String v = value == null ? "" : value.strip();
        if (!row.editable(c)) {
            throw new FormEditException("The " + c.label() + " of `" + row.name() + "` is edited in the text.");
        }
        if (v.equals(row.cell(c))) {
            return new Fix("No change", List.of());
        }
        String title = "Set " + c.label() + " of " + row.name();
        if (row.kind() == FormRow.Kind.ERROR) {
            return new Fix(title, error(row, c, v));
        }
        if (c == FormColumn.NAME) {
            return new Fix("Rename " + row.name() + " to " + v, rename(row, v));
        }
        if (c == FormColumn.REQUIRED) {
            return new Fix((isYes(v) ? "Require " : "Make optional ") + row.name(), required(row, isYes(v)));
        }
        String obj = row.kind() == FormRow.Kind.FIELD_TABLE && c.isBound() ? row.keyPath() + "/schema" : row.keyPath();
        String path = KeyPaths.child(obj, c.keyword());
        if (v.isEmpty()) {
            return new Fix(
                    "Remove " + c.label() + " of " + row.name(), s.exists(path) ? List.of(m.remove(path)) : List.of());
        }
        return new Fix(title, List.of(m.set(obj, c.keyword(), literal(c, v, path))));
    }

    /** Adds a field named {@code name} of type string: to the group, or into {@code parent} (an object or array row). */
    public Fix addField(FormEndpoint ep, FormRow.Group g, FormRow parent, String name) {
        String n = checkName(name);
        List<FormRow> siblings = parent == null ? ep.rows(g) : parent.children();
        if (siblings.stream().anyMatch(r -> n.equals(r.name()))) {
            throw new FormEditException("There is a field named `" + n + "` here already.");
        }
        String title = "Add field " + n;
        String fresh = syn.object("type", syn.string("string", null));
        if (parent != null) {
            String container = switch (parent.kind()) {
                case FIELD_TABLE -> parent.keyPath() + "/schema";
                case PROPERTY, ITEMS -> parent.keyPath();
                default -> throw new FormEditException("Fields can only be added to an object or an array.");
            };
            if ("array".equals(parent.type())) {
                container += "/items";
            }
            return new Fix(title, List.of(m.set(container + "/properties", n, fresh)));
        }
        String at = g == FormRow.Group.INPUT ? ep.inputPath() : ep.outputPath();
        if (syn == Syntax.TOML && !at.endsWith("_schema")) {
            return new Fix(title, List.of(fieldTable(ep, g, n)));
        }
        boolean shorthand = siblings.stream().anyMatch(r -> r.kind() == FormRow.Kind.SHORTHAND);
        if (shorthand) {
            throw new FormEditException(
                    "This " + g.name().toLowerCase() + " uses the AGIS shorthand; add the field in the text.");
        }
        return new Fix(title, List.of(m.set(at + "/properties", n, fresh)));
    }

    /** Removes the field (with its entry in {@code required}) or the error of {@code row}. */
    public Fix removeField(FormRow row) {
        String title = "Remove " + row.name();
        return switch (row.kind()) {
            case ERROR -> new Fix(title, List.of(m.remove(row.keyPath())));
            case PROPERTY -> {
                List<TextEdit> edits = new ArrayList<>();
                edits.add(m.remove(row.keyPath()));
                requiredEntry(row.container(), row.name()).ifPresent(p -> edits.add(m.remove(p)));
                yield new Fix(title, edits);
            }
            case FIELD_TABLE -> new Fix(title, List.of(removeFieldTable(row)));
            default -> throw new FormEditException("`" + row.name() + "` is removed in the text.");
        };
    }

    /** Adds the error condition {@code name} to the endpoint's errors. */
    public Fix addError(FormEndpoint ep, String name) {
        String n = checkName(name);
        if (ep.errors().stream().anyMatch(r -> n.equals(r.name()))) {
            throw new FormEditException("`" + n + "` is in the errors list already.");
        }
        String lit = syn.string(n, null);
        String title = "Add error " + n;
        if (s.exists(ep.errorsPath())
                && (s.inline(ep.errorsPath()) || !s.children(ep.errorsPath()).isEmpty())) {
            return new Fix(title, List.of(m.add(ep.errorsPath(), lit)));
        }
        if (s.exists(ep.errorsPath())) {
            throw new FormEditException("Write the first error in the text.");
        }
        return new Fix(title, List.of(m.set(ep.keyPath(), "errors", syn.array(List.of(lit)))));
    }

    private List<TextEdit> error(FormRow row, FormColumn c, String v) {
        boolean object = s.children(row.keyPath()).stream().anyMatch(k -> k.endsWith("/name"));
        if (c == FormColumn.NAME) {
            String n = checkName(v);
            if (object) {
                return List.of(m.set(row.keyPath(), "name", syn.string(n, old(row.keyPath() + "/name"))));
            }
            TextRange r = s.value(row.keyPath());
            return List.of(new TextEdit(r.start(), r.end(), syn.string(n, s.slice(r))));
        }
        if (syn == Syntax.TOML) {
            throw new FormEditException("Endpoint TOML lists error names only; describe an error in the endpoint's "
                    + "description or in an .agis document.");
        }
        if (object) {
            String path = row.keyPath() + "/description";
            if (v.isEmpty()) {
                return s.exists(path) ? List.of(m.remove(path)) : List.of();
            }
            return List.of(m.set(row.keyPath(), "description", syn.string(v, old(path))));
        }
        // AGIS §7: a named error may carry a description, written {name, description}
        TextRange r = s.value(row.keyPath());
        return List.of(new TextEdit(
                r.start(),
                r.end(),
                "{" + syn.member("name", syn.string(row.name(), s.slice(r))) + ", "
                        + syn.member("description", syn.string(v, null)) + "}"));
    }

    private List<TextEdit> rename(FormRow row, String v) {
        String n = checkName(v);
        if (row.kind() == FormRow.Kind.FIELD_TABLE) {
            return List.of(m.set(row.keyPath(), "name", syn.string(n, old(row.keyPath() + "/name"))));
        }
        if (s.exists(KeyPaths.child(row.container() + "/properties", n))) {
            throw new FormEditException("There is a field named `" + n + "` here already.");
        }
        TextRange k = s.key(row.keyPath());
        if (k == null
                || s.text().substring(s.lineStart(k.start()), k.start()).strip().startsWith("[")) {
            throw new FormEditException("`" + row.name() + "` is named in a table header; rename it in the text.");
        }
        List<TextEdit> edits = new ArrayList<>();
        edits.add(new TextEdit(k.start(), k.end(), syn.key(n)));
        requiredEntry(row.container(), row.name()).ifPresent(p -> {
            TextRange r = s.value(p);
            edits.add(new TextEdit(r.start(), r.end(), syn.string(n, s.slice(r))));
        });
        return edits;
    }

    private List<TextEdit> required(FormRow row, boolean yes) {
        if (row.kind() == FormRow.Kind.FIELD_TABLE) {
            TextRange h = s.key(row.keyPath());
            String header = h == null ? "" : s.slice(h);
            if (!header.startsWith("[[")) {
                throw new FormEditException("`" + row.name() + "` is written inline; move it between `required` and "
                        + "`optional` in the text.");
            }
            String from = yes ? "optional" : "required";
            int i = header.lastIndexOf(from);
            if (i < 0) {
                return List.of();
            }
            return List.of(new TextEdit(h.start() + i, h.start() + i + from.length(), yes ? "required" : "optional"));
        }
        String list = row.container() + "/required";
        java.util.Optional<String> entry = requiredEntry(row.container(), row.name());
        if (!yes) {
            return entry.map(p -> List.of(m.remove(p))).orElse(List.of());
        }
        if (entry.isPresent()) {
            return List.of();
        }
        String lit = syn.string(row.name(), null);
        if (s.exists(list) && (s.inline(list) || !s.children(list).isEmpty())) {
            return List.of(m.add(list, lit));
        }
        return List.of(m.set(row.container(), "required", syn.array(List.of(lit))));
    }

    private java.util.Optional<String> requiredEntry(String container, String name) {
        if (container == null) {
            return java.util.Optional.empty();
        }
        return s.children(container + "/required").stream()
                .filter(p -> s.value(p) != null && name.equals(unquote(s.slice(s.value(p)))))
                .findFirst();
    }

    /** A new {@code [[endpoint.input.optional]]} or {@code [[endpoint.output]]} table after the group's last field. */
    private TextEdit fieldTable(FormEndpoint ep, FormRow.Group g, String n) {
        String arrayPath = g == FormRow.Group.INPUT ? "/endpoint/input/optional" : "/endpoint/output";
        String nl = s.newline();
        String body = syn.member("name", syn.string(n, null)) + nl + syn.member("type", syn.string("string", null));
        if (s.inline(arrayPath)) {
            return m.add(arrayPath, "{" + body.replace(nl, ", ") + "}");
        }
        String header = "[[" + arrayPath.substring(1).replace('/', '.') + "]]";
        int anchor = ep.rows(g).stream().mapToInt(r -> s.end(r.keyPath())).max().orElse(-1);
        if (anchor >= 0) {
            return TextEdit.insert(s.lineEnd(anchor), nl + nl + header + nl + body);
        }
        List<String> before = new ArrayList<>();
        if (g == FormRow.Group.INPUT) {
            ep.outputs().forEach(r -> before.add(r.keyPath()));
        }
        before.addAll(Arrays.asList("/endpoint/errors", "/endpoint/handler", "/endpoint/deprecated"));
        int next = before.stream()
                .filter(p -> s.key(p) != null && s.value(p) == null)
                .mapToInt(s::start)
                .min()
                .orElse(-1);
        if (next >= 0) {
            return TextEdit.insert(s.lineStart(next), header + nl + body + nl + nl);
        }
        String text = s.text();
        String lead = text.isEmpty() || text.endsWith("\n") ? "" : nl;
        return TextEdit.insert(text.length(), lead + nl + header + nl + body + nl);
    }

    /** A field table's header and keys; with the blank line before it when one is there. */
    private TextEdit removeFieldTable(FormRow row) {
        TextRange h = s.key(row.keyPath());
        if (h == null || !s.slice(h).startsWith("[[")) {
            return m.remove(row.keyPath());
        }
        int from = s.lineStart(h.start());
        int to = s.nextLine(s.end(row.keyPath()));
        if (from >= 1) {
            int prev = s.lineStart(from - 1);
            if (s.text().substring(prev, from).isBlank()) {
                from = prev;
            }
        }
        return new TextEdit(from, to, "");
    }

    private String literal(FormColumn c, String v, String path) {
        if (c.isNumeric()) {
            return Syntax.number(v, c == FormColumn.MIN_LENGTH || c == FormColumn.MAX_LENGTH, c.keyword());
        }
        if (c == FormColumn.ENUM) {
            List<String> values = Arrays.stream(v.split(","))
                    .map(String::strip)
                    .filter(x -> !x.isEmpty())
                    .toList();
            return syn.strings(values);
        }
        return syn.string(v, old(path));
    }

    private String old(String path) {
        TextRange r = s.value(path);
        return r == null ? null : s.slice(r);
    }

    private static String checkName(String name) {
        String n = name == null ? "" : name.strip();
        if (n.isEmpty()) {
            throw new FormEditException("A name is needed.");
        }
        return n;
    }

    private static boolean isYes(String v) {
        return Objects.equals(v, "yes") || Objects.equals(v, "true");
    }

    private static String unquote(String t) {
        String x = t.strip();
        if (x.length() >= 2 && (x.charAt(0) == '"' || x.charAt(0) == '\'') && x.charAt(x.length() - 1) == x.charAt(0)) {
            return x.substring(1, x.length() - 1);
        }
        return x;
    }
}
