package dev.agtpstudio.preview;

import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.preview.agis.ServiceView;
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
        return of(ws, f -> f.model() != null);
    }

    /** The endpoints {@code include} admits, linking the OpenAPI export to {@link #manifestUrl(Workspace)}. */
    public static Projections of(Workspace ws, Predicate<LoadedFile<EndpointDecl>> include) {
        return new Projections(include, manifestUrl(ws));
    }

    /** Where the authoritative manifest of {@code ws}'s server is published: its DISCOVER without Agent-ID. */
    public static String manifestUrl(Workspace ws) {
        return "agtp://" + ws.serverConfig().server().serverId() + " (DISCOVER without Agent-ID)";
    }

    public ManifestProjector manifest() {
        return manifest;
    }

    /**
     * Every projection of {@code ws} at once, as the preview pane shows them: the manifest and the AGIS service view
     * are computed once and shared by the projections derived from them.
     */
    public java.util.Map<ProjectionKind, Projection> projectAll(Workspace ws, ProjectionOptions opts) {
        return projectAll(ws, opts, served(ws, opts));
    }

    /** The same, around {@code s}, the served projection of {@code ws} already computed with {@code opts}. */
    public java.util.Map<ProjectionKind, Projection> projectAll(Workspace ws, ProjectionOptions opts, Served s) {
        Projection m = s.manifest();
        ServiceView view = ServiceViews.of(ws, include, opts.documentVersion());
        java.util.Map<ProjectionKind, Projection> out = new java.util.EnumMap<>(ProjectionKind.class);
        out.put(ProjectionKind.MANIFEST, m);
        out.put(ProjectionKind.METHODS, s.methods());
        out.put(ProjectionKind.MCP, s.mcp().projection());
        out.put(ProjectionKind.WELLKNOWN, new WellKnownProjector().project(view));
        Projection openApi = new OpenApiProjector(manifest, manifestUrl).project(ws, opts, m);
        out.put(ProjectionKind.OPENAPI, openApi);
        out.put(ProjectionKind.A2T, s.a2t());
        out.put(ProjectionKind.A2S, new A2sProjector().project(ws, include, openApi.document()));
        out.put(ProjectionKind.MCP_SERVER_JSON, RegistryProjector.serverJson(ws, s));
        out.put(ProjectionKind.A2A_CARD, RegistryProjector.agentCard(ws, s));
        out.put(ProjectionKind.ANS_AGENTS, AnsAgentsProjector.project(ws));
        return out;
    }

    /**
     * What a server serves, computed once: the manifest (root {@code DISCOVER}, the MCP manifest resource), the
     * {@code DISCOVER /methods} inventory, the A2T tools ({@code DISCOVER /tools}, A2T {@code GET /tools}) and the MCP
     * tools with the endpoint each calls ({@code tools/list} on every transport). The preview and the server both call
     * this, with their own {@code include} (the validator's verdict; the files the server registered), so every surface
     * is this function over the same inputs (docs/architecture.md, "One projection, every surface").
     */
    public record Served(Projection manifest, Projection methods, Projection a2t, McpProjector.Result mcp) {
    }

    public Served served(Workspace ws, ProjectionOptions opts) {
        Projection m = manifest.project(ws, opts);
        return new Served(withEnvironment(m, "manifest", m, ws), withEnvironment(new MethodsProjector(manifest).project(ws, opts, m), "methods", m, ws),
                withEnvironment(new A2tProjector(manifest).project(ws, opts, m), "a2t", m, ws),
                servedMcp(ws, opts));
    }

    /**
     * The MCP part of {@link #served}, alone: the {@code tools/list} tools with the endpoint each calls. For readers
     * that need only these (the agent's-eye lints on every validation) without projecting the manifest.
     */
    public McpProjector.Result servedMcp(Workspace ws, ProjectionOptions opts) {
        return new McpProjector().tools(ws, include, opts.documentVersion());
    }

    private Projection withEnvironment(Projection p, String code, Projection m, Workspace ws) {
        return EnvironmentNotes.with(p, code, m, ws, include);
    }

    public Projection project(ProjectionKind kind, Workspace ws, ProjectionOptions opts) {
        return switch (kind) {
            case MANIFEST -> {
                Projection m = manifest.project(ws, opts);
                yield withEnvironment(m, "manifest", m, ws);
            }
            case METHODS -> {
                Projection m = manifest.project(ws, opts);
                yield withEnvironment(new MethodsProjector(manifest).project(ws, opts, m), "methods", m, ws);
            }
            case MCP -> new McpProjector().project(ws, include, opts.documentVersion());
            case WELLKNOWN -> new WellKnownProjector().project(ServiceViews.of(ws, include, opts.documentVersion()));
            case OPENAPI -> new OpenApiProjector(manifest, manifestUrl).project(ws, opts);
            case A2T -> {
                Projection m = manifest.project(ws, opts);
                yield withEnvironment(new A2tProjector(manifest).project(ws, opts, m), "a2t", m, ws);
            }
            case A2S -> new A2sProjector().project(ws, include, new OpenApiProjector(manifest, manifestUrl).project(ws, opts).document());
            case MCP_SERVER_JSON -> RegistryProjector.serverJson(ws, served(ws, opts));
            case A2A_CARD -> RegistryProjector.agentCard(ws, served(ws, opts));
            case ANS_AGENTS -> AnsAgentsProjector.project(ws);
        };
    }
}
