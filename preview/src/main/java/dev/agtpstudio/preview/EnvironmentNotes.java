package dev.agtpstudio.preview;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.core.workspace.Workspace;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The one mechanism by which a projection says that the environment decides what is served: an endpoint whose
 * {@code external_service} handler names {@code ${VAR}}s is served only when the server's environment sets them
 * ({@code serve}, {@code mcp} and the IDE's server refuse it otherwise). The preview does not read the server's
 * environment, so every projection of a served surface carries a {@code <projection>/needs-environment} note on the
 * endpoint instead of silently differing from the server.
 */
final class EnvironmentNotes {
    private EnvironmentNotes() {}

    /** The variables {@code decl}'s handler needs from the environment (empty for every other handler). */
    static Set<String> variables(EndpointDecl decl) {
        return decl != null && decl.handler() instanceof HandlerBinding.ExternalService x
                ? x.environmentVariables()
                : Set.of();
    }

    /** The note for the endpoint {@code subject} ({@code METHOD path}, or an MCP tool name) of projection {@code code}. */
    static ProjectionNote note(
            String code,
            String subject,
            String method,
            String path,
            Set<String> variables,
            dev.agtpstudio.preview.source.SourceRef ref) {
        return new ProjectionNote(
                code + "/needs-environment",
                subject + " is served only when the server's environment sets "
                        + String.join(", ", variables)
                        + " (its external_service handler names them); without them `serve` and `mcp` refuse "
                        + method + " " + path + " and no surface lists it.",
                ref);
    }

    /**
     * {@code p} with a note for each endpoint of {@code m} (the manifest {@code p} derives from; its endpoint {@code i}
     * is {@code p}'s entry {@code i}) that needs the environment.
     */
    static Projection with(
            Projection p, String code, Projection m, Workspace ws, Predicate<LoadedFile<EndpointDecl>> include) {
        Map<String, EndpointDecl> decls = new LinkedHashMap<>();
        for (LoadedFile<EndpointDecl> f : ws.endpointFiles()) {
            if (f.model() != null && include.test(f)) {
                decls.putIfAbsent(key(f.model().method(), f.model().path()), f.model());
            }
        }
        List<ProjectionNote> notes = new ArrayList<>(p.notes());
        int i = 0;
        for (JsonNode e : m.document().path("endpoints")) {
            String method = e.path("method").asText();
            String path = e.path("path").asText();
            Set<String> vars = variables(decls.get(key(method, path)));
            if (!vars.isEmpty()) {
                notes.add(note(
                        code,
                        method + " " + path,
                        method,
                        path,
                        vars,
                        m.sourceMap().lookup("/endpoints/" + i).orElse(null)));
            }
            i++;
        }
        return notes.size() == p.notes().size() ? p : new Projection(p.kind(), p.document(), p.sourceMap(), notes);
    }

    private static String key(String method, String path) {
        return (method == null ? "" : method.strip().toUpperCase(Locale.ROOT)) + " " + path;
    }
}
