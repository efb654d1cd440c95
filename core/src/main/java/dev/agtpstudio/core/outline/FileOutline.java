package dev.agtpstudio.core.outline;

import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.load.LocationMap;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.FieldSpec;
import dev.agtpstudio.core.model.Recipe;
import dev.agtpstudio.core.model.RecipeBook;
import dev.agtpstudio.core.model.SchemaSpec;
import dev.agtpstudio.core.text.TextRange;
import java.util.ArrayList;
import java.util.List;

/**
 * The outline of one loaded file: its endpoints (one for endpoint TOML, each of an {@code .agis} document's in YAML or
 * JSON), each with its {@code input} and {@code output} fields, and the recipes of {@code agtp-recipes.toml}, built
 * from the loader's model and {@link LocationMap} so it moves with every edit the loader sees. The IDE's outline,
 * breadcrumbs and Quick Open and the language server's document symbols all read it. Other files have an empty
 * outline.
 */
public final class FileOutline {
    private FileOutline() {}

    /** The outline's top-level entries, in text order. */
    public static List<OutlineNode> of(LoadedFile<?> file) {
        if (file == null || file.model() == null) {
            return List.of();
        }
        Spans loc = new Spans(file.locations());
        List<OutlineNode> out = new ArrayList<>();
        if (file.model() instanceof EndpointDecl e) {
            // One endpoint per file: it spans the whole document.
            TextRange whole = file.source().range(0, file.text().length());
            out.add(endpoint(e.method(), e.path(), e.description(), e.keyPath(), whole, e.input(), e.output(), loc));
        } else if (file.model() instanceof AgisDocument d && d.endpoints() != null) {
            for (AgisDocument.AgisEndpoint e : d.endpoints()) {
                if (e != null) {
                    out.add(endpoint(
                            e.method(),
                            e.path(),
                            e.description(),
                            e.keyPath(),
                            loc.span(e.keyPath()),
                            e.input(),
                            e.output(),
                            loc));
                }
            }
        } else if (file.model() instanceof RecipeBook b && b.recipes() != null) {
            for (Recipe r : b.recipes()) {
                if (r != null) {
                    out.add(new OutlineNode(
                            r.name() == null ? "(unnamed)" : r.name(),
                            r.description(),
                            OutlineNode.Kind.RECIPE,
                            r.keyPath(),
                            loc.span(r.keyPath()),
                            loc.locations().rangeFor(r.keyPath() + "/name"),
                            List.of()));
                }
            }
        }
        return out;
    }

    private static OutlineNode endpoint(
            String method,
            String path,
            String description,
            String keyPath,
            TextRange whole,
            SchemaSpec input,
            SchemaSpec output,
            Spans loc) {
        List<OutlineNode> groups = new ArrayList<>();
        group("input", input, loc).ifPresent(groups::add);
        group("output", output, loc).ifPresent(groups::add);
        groups.sort(java.util.Comparator.comparingInt(n -> n.range().start()));
        String label = (method == null ? "?" : method) + " " + (path == null ? "?" : path);
        return new OutlineNode(
                label,
                description,
                OutlineNode.Kind.ENDPOINT,
                keyPath,
                whole,
                loc.locations().rangeFor(keyPath + "/method"),
                groups);
    }

    private static java.util.Optional<OutlineNode> group(String name, SchemaSpec s, Spans loc) {
        if (s == null || s.isAbsent() || s.fields() == null) {
            return java.util.Optional.empty();
        }
        List<OutlineNode> fields = new ArrayList<>();
        TextRange span = loc.spanOrNull(s.keyPath());
        for (FieldSpec f : s.fields()) {
            TextRange r = loc.spanOrNull(f.keyPath());
            if (r == null) {
                continue;
            }
            String detail = (f.type() == null ? "" : f.type()) + (f.required() ? "" : " (optional)");
            fields.add(new OutlineNode(
                    f.name() == null ? "(unnamed)" : f.name(),
                    detail.trim(),
                    OutlineNode.Kind.FIELD,
                    f.keyPath(),
                    r,
                    loc.locations().rangeFor(f.keyPath() + "/name"),
                    List.of()));
            span = span == null ? r : cover(span, r);
        }
        fields.sort(java.util.Comparator.comparingInt(n -> n.range().start()));
        if (span == null) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(new OutlineNode(
                name,
                fields.size() + (fields.size() == 1 ? " field" : " fields"),
                OutlineNode.Kind.GROUP,
                s.keyPath(),
                span,
                span,
                fields));
    }

    /**
     * The span of a key path: its own key and value and those of every key path below it (a TOML field table's
     * header and its keys), from one pass over the file's locations.
     */
    private static final class Spans {
        private final java.util.Map<String, TextRange> byPath = new java.util.HashMap<>();
        private final LocationMap locations;

        Spans(LocationMap loc) {
            this.locations = loc;
            loc.forEach((path, l) -> {
                TextRange r = l.key() == null ? l.value() : l.value() == null ? l.key() : cover(l.key(), l.value());
                if (r == null) {
                    return;
                }
                String p = path;
                while (!p.isEmpty()) {
                    byPath.merge(p, r, FileOutline::cover);
                    int slash = p.lastIndexOf('/');
                    p = slash <= 0 ? "" : p.substring(0, slash);
                }
            });
        }

        LocationMap locations() {
            return locations;
        }

        TextRange spanOrNull(String keyPath) {
            return keyPath == null ? null : byPath.get(keyPath);
        }

        TextRange span(String keyPath) {
            TextRange r = spanOrNull(keyPath);
            return r == null ? TextRange.FILE_START : r;
        }
    }

    /** The smallest range holding both (TOML's input tables may be split by other tables). */
    private static TextRange cover(TextRange a, TextRange b) {
        TextRange first = a.start() <= b.start() ? a : b;
        TextRange last = a.end() >= b.end() ? a : b;
        return new TextRange(
                first.start(), last.end(), first.startLine(), first.startColumn(), last.endLine(), last.endColumn());
    }
}
