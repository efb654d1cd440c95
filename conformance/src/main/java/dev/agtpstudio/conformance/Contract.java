package dev.agtpstudio.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.preview.ManifestProjector;
import dev.agtpstudio.preview.ProjectionOptions;
import dev.agtpstudio.validator.ValidationOptions;
import dev.agtpstudio.validator.engine.Validators;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What the workspace declares: every endpoint whose file validates without errors (what a server would register,
 * as {@code agtp-studio manifest} publishes it), each with its manifest projection (AGTP-API §8.9).
 */
public final class Contract {
    private final Workspace workspace;
    private final List<Declared> endpoints;
    private final List<Path> refused;

    /** One declared endpoint: the model, its file and its projected manifest entry. */
    public record Declared(EndpointDecl decl, LoadedFile<EndpointDecl> file, ObjectNode projection) {
        public String id() {
            return decl.id();
        }

        public JsonNode inputSchema() {
            return projection.get("input_schema");
        }

        public JsonNode outputSchema() {
            return projection.get("output_schema");
        }

        public boolean informational() {
            return decl.semantic() != null
                    && "informational".equals(decl.semantic().impact());
        }

        public boolean idempotent() {
            return decl.semantic() != null
                    && Boolean.TRUE.equals(decl.semantic().isIdempotent());
        }
    }

    private Contract(Workspace workspace, List<Declared> endpoints, List<Path> refused) {
        this.workspace = workspace;
        this.endpoints = List.copyOf(endpoints);
        this.refused = List.copyOf(refused);
    }

    public static Contract of(Workspace ws) {
        Set<Path> withErrors = new HashSet<>();
        for (Diagnostic d :
                Validators.standard(ValidationOptions.defaults()).validate(ws).active()) {
            if (d.severity() == Severity.ERROR && d.file() != null) {
                withErrors.add(d.file());
            }
        }
        ManifestProjector projector = new ManifestProjector(f -> f.model() != null && !withErrors.contains(f.path()));
        JsonNode manifest =
                projector.project(ws, ProjectionOptions.at(Instant.EPOCH)).document();
        List<Declared> out = new ArrayList<>();
        List<Path> refused = new ArrayList<>();
        for (LoadedFile<EndpointDecl> f : ws.endpointFiles()) {
            if (f.model() == null || withErrors.contains(f.path())) {
                refused.add(f.path());
                continue;
            }
            for (JsonNode e : manifest.path("endpoints")) {
                if (f.model().method().equals(e.path("method").asText())
                        && f.model().path().equals(e.path("path").asText())) {
                    out.add(new Declared(f.model(), f, (ObjectNode) e));
                    break;
                }
            }
        }
        return new Contract(ws, out, refused);
    }

    public Workspace workspace() {
        return workspace;
    }

    public List<Declared> endpoints() {
        return endpoints;
    }

    /** Endpoint files left out because they have errors (the check names them so nothing is silently skipped). */
    public List<Path> refused() {
        return refused;
    }
}
