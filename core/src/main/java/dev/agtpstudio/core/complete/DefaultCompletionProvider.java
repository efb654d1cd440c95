package dev.agtpstudio.core.complete;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.catalog.MethodInfo;
import dev.agtpstudio.core.complete.CompletionItem.Kind;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.core.workspace.Language;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The product's completion: catalog verbs with their category at method values, the keys valid in the current
 * table, enum values (capability categories, impact, actor suggestions, handler and field types, HTTP methods for
 * an external service), recipe names at {@code recipe =}, error codes declared elsewhere in errors arrays, and
 * scope tokens used elsewhere in {@code required_scopes}.
 */
public final class DefaultCompletionProvider implements CompletionProvider {

    @Override
    public CompletionResult complete(CompletionRequest r) {
        Language lang = Language.of(r.kind(), r.text());
        Cursor c = CursorAnalyzer.analyze(r.text(), r.caret(), lang);
        List<CompletionItem> items = switch (c.position()) {
            // a file whose top level holds no keys (an empty agtp-server.toml) starts with its tables
            case KEY ->
                c.table().isEmpty() && KeyCatalog.keys(r.kind(), "").isEmpty()
                        ? sections(r.kind())
                        : keys(r.kind(), c, r);
            case SECTION -> sections(r.kind());
            case VALUE -> valueComplete(r, c) ? List.of() : values(r, c);
            case NONE -> List.of();
        };
        return new CompletionResult(c.prefixStart(), wordEnd(r), filter(items, c.prefix()));
    }

    /** The end of the word the caret is in: accepting replaces the whole word, not just the part before it. */
    private static int wordEnd(CompletionRequest r) {
        int e = r.caret();
        String t = r.text();
        while (e < t.length() && (Character.isLetterOrDigit(t.charAt(e)) || t.charAt(e) == '_' || t.charAt(e) == '-')) {
            e++;
        }
        return e;
    }

    /** Items whose label starts with the prefix (ignoring case), then those containing it. */
    static List<CompletionItem> filter(List<CompletionItem> items, String prefix) {
        String p = prefix.toLowerCase(Locale.ROOT);
        List<CompletionItem> starts = new ArrayList<>();
        List<CompletionItem> contains = new ArrayList<>();
        for (CompletionItem i : items) {
            String l = i.label().toLowerCase(Locale.ROOT);
            if (l.startsWith(p)) {
                starts.add(i);
            } else if (p.length() >= 2 && l.contains(p)) {
                contains.add(i);
            }
        }
        starts.addAll(contains);
        return starts;
    }

    private static List<CompletionItem> sections(FileKind kind) {
        return KeyCatalog.sections(kind).stream()
                .map(s -> new CompletionItem(s, "table", s, Kind.SECTION, sectionDoc(kind, s)))
                .toList();
    }

    /** The schema's description of a table header such as {@code [[endpoint.input.required]]}. */
    private static String sectionDoc(FileKind kind, String header) {
        String name = header.replace("[", "").replace("]", "").strip();
        return KeyDocs.of(kind, List.of(name.split("\\.")))
                .map(KeyDocs.Doc::text)
                .orElse(null);
    }

    private static List<CompletionItem> keys(FileKind kind, Cursor c, CompletionRequest r) {
        String table = c.table();
        List<String> keys;
        if (kind == FileKind.RECIPES && table.startsWith("recipe.steps.parameters.")) {
            keys = List.of("kind", "value");
        } else {
            keys = KeyCatalog.keys(kind, table);
        }
        List<CompletionItem> out = new ArrayList<>();
        java.util.Set<String> written = ExistingKeys.around(r.text(), r.caret(), c.language(), table);
        for (String k : keys) {
            if (written.contains(k)) {
                continue; // a second one would be a duplicate key
            }
            String insert = switch (c.language()) {
                case TOML -> k + " = ";
                case YAML -> k + ": ";
                case JSON -> c.inString() ? k + closingQuote(r, c) + ": " : "\"" + k + "\": ";
                case PLAIN -> k;
            };
            List<String> path = new ArrayList<>(c.path());
            path.add(k);
            out.add(new CompletionItem(
                    k,
                    table.isEmpty() ? "key" : "key in " + table,
                    insert,
                    Kind.KEY,
                    KeyDocs.of(kind, path).map(KeyDocs.Doc::text).orElse(null)));
        }
        return out;
    }

    /**
     * True when the value before the caret is already complete (the caret is after a closing quote or another
     * finished token, outside an array): nothing can be added there, so nothing is offered.
     */
    static boolean valueComplete(CompletionRequest r, Cursor c) {
        if (c.inString() || c.inArray()) {
            return false;
        }
        String t = r.text();
        int lineStart = t.lastIndexOf('\n', Math.max(0, c.prefixStart() - 1)) + 1;
        String before = t.substring(lineStart, Math.min(c.prefixStart(), t.length()));
        int sep = c.language() == Language.YAML ? before.indexOf(':') : before.indexOf('=');
        if (c.language() == Language.JSON) {
            sep = before.lastIndexOf(':');
        }
        return sep >= 0 && !before.substring(sep + 1).isBlank();
    }

    private static List<CompletionItem> values(CompletionRequest r, Cursor c) {
        String key = c.key() == null ? "" : c.key();
        String table = c.table();
        CompletionContext ctx = r.context();
        boolean agis = r.kind() == FileKind.AGIS;
        List<CompletionItem> out = new ArrayList<>();
        if (key.equals("method") && table.equals("endpoint.handler")) {
            strings(out, ValueSets.HTTP_METHODS, "HTTP method", Kind.VALUE, r, c);
        } else if (ValueSets.VERB_KEYS.contains(key)) {
            verbs(out, ctx.catalog(), r, c);
        } else if (key.equals("capability") || key.equals("category")) {
            for (Map.Entry<String, String> e : ctx.catalog().categories().entrySet()) {
                out.add(new CompletionItem(e.getKey(), e.getValue(), quoteIfNeeded(e.getKey(), r, c), Kind.VALUE));
            }
        } else if (key.equals("impact") || key.equals("impact_tier")) {
            strings(out, ValueSets.IMPACT, "impact", Kind.VALUE, r, c);
        } else if (key.equals("actor")) {
            strings(out, agis ? ValueSets.ACTORS_AGIS : ValueSets.ACTORS_TOML, "actor (suggested)", Kind.VALUE, r, c);
        } else if (key.equals("type") && table.equals("endpoint.handler")) {
            strings(out, ValueSets.HANDLER_TYPES, "handler type", Kind.VALUE, r, c);
        } else if (key.equals("type")) {
            strings(out, ValueSets.FIELD_TYPES, "field type", Kind.VALUE, r, c);
        } else if (key.equals("recipe")) {
            strings(out, ctx.recipeNames(), "recipe", Kind.RECIPE, r, c);
        } else if (key.equals("errors") || (key.equals("list") && table.equals("endpoint.errors"))) {
            strings(out, ctx.errorCodes(), "declared error code", Kind.ERROR_CODE, r, c);
        } else if (key.equals("required_scopes")) {
            strings(out, ctx.scopeTokens(), "scope used in the workspace", Kind.SCOPE, r, c);
        } else if (ValueSets.BOOLEAN_KEYS.contains(key)) {
            for (String b : ValueSets.BOOLEANS) {
                out.add(new CompletionItem(b, "boolean", b, Kind.VALUE));
            }
        } else if (ValueSets.FIXED.containsKey(key)) {
            strings(out, ValueSets.FIXED.get(key), key, Kind.VALUE, r, c);
        }
        return out;
    }

    private static void verbs(List<CompletionItem> out, MethodCatalog catalog, CompletionRequest r, Cursor c) {
        for (MethodInfo m : catalog.methods().values()) {
            if (m.removed()) {
                continue;
            }
            String detail = (m.primaryCategory() == null ? "" : m.primaryCategory())
                    + (m.embedded() ? " \u00b7 embedded" : "")
                    + (m.deprecated() ? " \u00b7 deprecated" : "");
            out.add(new CompletionItem(m.name(), detail, quoteIfNeeded(m.name(), r, c), Kind.VERB));
        }
    }

    private static void strings(
            List<CompletionItem> out,
            Collection<String> values,
            String detail,
            Kind kind,
            CompletionRequest r,
            Cursor c) {
        for (String v : values) {
            out.add(new CompletionItem(v, detail, quoteIfNeeded(v, r, c), kind));
        }
    }

    /** Inside an open string: the value and its closing quote; TOML/JSON outside a string: a quoted value. */
    private static String quoteIfNeeded(String v, CompletionRequest r, Cursor c) {
        if (c.inString()) {
            return v + closingQuote(r, c);
        }
        return c.language() == Language.YAML ? v : "\"" + v + "\"";
    }

    private static String closingQuote(CompletionRequest r, Cursor c) {
        char q = c.quote() == '\0' ? '"' : c.quote();
        int end = wordEnd(r);
        boolean closed = end < r.text().length() && r.text().charAt(end) == q;
        return closed ? "" : String.valueOf(q);
    }
}
