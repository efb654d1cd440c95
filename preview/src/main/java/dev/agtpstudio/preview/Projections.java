package dev.agtpstudio.preview;

import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.workspace.Workspace;
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
     * Every projection of {@code ws} at once, as the preview pane shows them: each registered {@link ProjectionKind}
     * over one {@link ProjectionInputs}, so the manifest and the projections others derive from are computed once.
     */
    public java.util.Map<ProjectionKind, Projection> projectAll(Workspace ws, ProjectionOptions opts) {
        return projectAll(inputs(ws, opts));
    }

    /** The same, around {@code s}, the served projection of {@code ws} already computed with {@code opts}. */
    public java.util.Map<ProjectionKind, Projection> projectAll(Workspace ws, ProjectionOptions opts, Served s) {
        return projectAll(inputs(ws, opts).withServed(s));
    }

    private static java.util.Map<ProjectionKind, Projection> projectAll(ProjectionInputs in) {
        java.util.Map<ProjectionKind, Projection> out = new java.util.EnumMap<>(ProjectionKind.class);
        for (ProjectionKind k : ProjectionKind.values()) {
            out.put(k, in.get(k));
        }
        return out;
    }

    /**
     * What a server serves, computed once: the manifest (root {@code DISCOVER}, the MCP manifest resource), the
     * {@code DISCOVER /methods} inventory, the A2T tools ({@code DISCOVER /tools}, A2T {@code GET /tools}) and the MCP
     * tools with the endpoint each calls ({@code tools/list} on every transport). The preview and the server both call
     * this, with their own {@code include} (the validator's verdict; the files the server registered), so every surface
     * is this function over the same inputs (docs/architecture.md, "One projection, every surface").
     */
    public record Served(Projection manifest, Projection methods, Projection a2t, McpProjector.Result mcp) {}

    public Served served(Workspace ws, ProjectionOptions opts) {
        return inputs(ws, opts).served();
    }

    /**
     * The MCP part of {@link #served}, alone: the {@code tools/list} tools with the endpoint each calls. For readers
     * that need only these (the agent's-eye lints on every validation) without projecting the manifest.
     */
    public McpProjector.Result servedMcp(Workspace ws, ProjectionOptions opts) {
        return inputs(ws, opts).mcpTools();
    }

    /** Projection {@code kind} of {@code ws}, with only the projections it derives from. */
    public Projection project(ProjectionKind kind, Workspace ws, ProjectionOptions opts) {
        return inputs(ws, opts).get(kind);
    }

    /** The inputs every projector reads, for one pass over {@code ws} with {@code opts}. */
    ProjectionInputs inputs(Workspace ws, ProjectionOptions opts) {
        return new ProjectionInputs(ws, opts, include, manifest, manifestUrl);
    }
}
