package dev.agtpstudio.lsp;

import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.Deprecation;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.workspace.Workspace;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.Position;

/**
 * {@code textDocument/definition}: from a handler's {@code recipe = "..."} to that recipe's {@code name} in
 * {@code agtp-recipes.toml}; from {@code [endpoint.deprecated.successor]} to the successor endpoint's
 * {@code method}; from an error name (in {@code error_map} or the errors list) to its entry in the endpoint's
 * errors list.
 */
final class Definitions {
    private Definitions() {}

    static List<Location> find(DocumentContext c, Position position) {
        LoadedFile<?> file = c.file().orElse(null);
        if (file == null) {
            return List.of();
        }
        ValueIndex.Value at = ValueIndex.at(file, c.doc().offset(position));
        if (at == null) {
            return List.of();
        }
        Workspace ws = c.workspace();
        String kp = at.keyPath();
        if (at.key().equals("recipe")) {
            return recipe(ws, at.word());
        }
        if (kp.contains("/successor/") && file.model() instanceof EndpointDecl e && e.deprecated() != null) {
            return successor(ws, e.deprecated());
        }
        if (kp.contains("/error_map/") || kp.contains("/errors")) {
            return error(file, at.word());
        }
        return List.of();
    }

    private static List<Location> recipe(Workspace ws, String name) {
        return ws.recipesFile()
                .map(f -> locations(
                        f,
                        ValueIndex.matching(
                                f,
                                v -> v.key().equals("name")
                                        && !v.keyPath().contains("/steps")
                                        && !v.keyPath().contains("/pattern")
                                        && v.word().equals(name))))
                .orElse(List.of());
    }

    private static List<Location> successor(Workspace ws, Deprecation d) {
        List<Location> out = new ArrayList<>();
        for (LoadedFile<EndpointDecl> f : ws.endpointFiles()) {
            EndpointDecl e = f.model();
            boolean methodOk = d.successorMethod() == null || Objects.equals(d.successorMethod(), e.method());
            boolean pathOk = d.successorPath() == null || Objects.equals(d.successorPath(), e.path());
            if (e.method() != null
                    && methodOk
                    && pathOk
                    && (d.successorMethod() != null || d.successorPath() != null)) {
                out.addAll(locations(f, ValueIndex.matching(f, v -> v.keyPath().equals(e.fieldPath("method")))));
            }
        }
        return out;
    }

    private static List<Location> error(LoadedFile<?> file, String name) {
        return locations(
                file,
                ValueIndex.matching(
                        file, v -> v.keyPath().contains("/errors") && v.word().equals(name)));
    }

    private static List<Location> locations(LoadedFile<?> f, List<ValueIndex.Value> values) {
        TextDocument doc = TextDocument.of(Uris.of(f.path()), f.path(), -1, f.text());
        return values.stream()
                .map(v -> new Location(doc.uri(), doc.range(v.range())))
                .toList();
    }
}
