package dev.agtpstudio.preview;

import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.preview.agis.ServiceViews;
import java.util.function.Predicate;

/** One entry point for every projection, used by the preview pane, the {@code manifest} command and the server. */
public final class Projections {
    private final ManifestProjector manifest;
    private final Predicate<LoadedFile<EndpointDecl>> include;
    private final String manifestUrl;

    public Projections(Predicate<LoadedFile<EndpointDecl>> include, String manifestUrl) {
        this.include = include;
        this.manifest = new ManifestProjector(include);
        this.manifestUrl = manifestUrl;
    }

    /** Every endpoint whose model loaded; the manifest linked from the OpenAPI export is the server's DISCOVER. */
    public static Projections standard(Workspace ws) {
        return new Projections(f -> f.model() != null,
                "agtp://" + ws.serverConfig().server().serverId() + " (DISCOVER without Agent-ID)");
    }

    public ManifestProjector manifest() {
        return manifest;
    }

    public Projection project(ProjectionKind kind, Workspace ws, ProjectionOptions opts) {
        return switch (kind) {
            case MANIFEST -> manifest.project(ws, opts);
            case METHODS -> new MethodsProjector(manifest).project(ws, opts);
            case MCP -> new McpProjector().project(ServiceViews.of(ws, include, opts.documentVersion()));
            case WELLKNOWN -> new WellKnownProjector().project(ServiceViews.of(ws, include, opts.documentVersion()));
            case OPENAPI -> new OpenApiProjector(manifest, manifestUrl).project(ws, opts);
            case A2T -> new A2tProjector(manifest).project(ws, opts);
            case A2S -> new A2sProjector().project(ws);
        };
    }
}
