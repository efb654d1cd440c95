package dev.agtpstudio.preview;

import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.preview.agis.ServiceView;
import dev.agtpstudio.preview.agis.ServiceViews;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * What a {@link Projector} reads: the workspace, the options, the endpoint files published ({@link #include}), and the
 * projections it derives from ({@link #get}). Each projection, the MCP tools and the AGIS service view are computed at
 * most once per instance, so projecting every kind shares the manifest, the OpenAPI export and the MCP tools. One
 * instance serves one pass on one thread (it is not thread-safe).
 */
final class ProjectionInputs {
    private final Workspace ws;
    private final ProjectionOptions opts;
    private final Predicate<LoadedFile<EndpointDecl>> include;
    private final ManifestProjector manifestProjector;
    private final String manifestUrl;
    private final Map<ProjectionKind, Projection> done = new EnumMap<>(ProjectionKind.class);
    private McpProjector.Result mcpTools;
    private ServiceView agisView;
    /** The kinds being computed, innermost first, and the projections each one read (its declared inputs). */
    private final Deque<ProjectionKind> computing = new ArrayDeque<>();

    private final Map<ProjectionKind, Set<ProjectionKind>> reads = new EnumMap<>(ProjectionKind.class);

    ProjectionInputs(
            Workspace ws,
            ProjectionOptions opts,
            Predicate<LoadedFile<EndpointDecl>> include,
            ManifestProjector manifestProjector,
            String manifestUrl) {
        this.ws = ws;
        this.opts = opts;
        this.include = include;
        this.manifestProjector = manifestProjector;
        this.manifestUrl = manifestUrl;
    }

    /** The same inputs around {@code s}, the served projections already computed with {@code opts}. */
    ProjectionInputs withServed(Projections.Served s) {
        done.put(ProjectionKind.MANIFEST, s.manifest());
        done.put(ProjectionKind.METHODS, s.methods());
        done.put(ProjectionKind.A2T, s.a2t());
        mcpTools = s.mcp();
        return this;
    }

    Workspace workspace() {
        return ws;
    }

    ProjectionOptions options() {
        return opts;
    }

    /** The endpoint files published: the preview's are those the validator accepts, the server's those it registered. */
    Predicate<LoadedFile<EndpointDecl>> include() {
        return include;
    }

    ManifestProjector manifestProjector() {
        return manifestProjector;
    }

    /** Where the authoritative manifest is published (the OpenAPI export links to it); null when nobody asked. */
    String manifestUrl() {
        return manifestUrl;
    }

    /** Projection {@code kind} of these inputs, computed on first use by its registered {@link Projector}. */
    Projection get(ProjectionKind kind) {
        read(kind);
        Projection p = done.get(kind);
        if (p == null) {
            computing.push(kind);
            try {
                p = kind.projector().project(this);
            } finally {
                computing.pop();
            }
            done.put(kind, p);
        }
        return p;
    }

    /** The MCP tools with the endpoint each calls (the {@link ProjectionKind#MCP} projection and its dispatch table). */
    McpProjector.Result mcpTools() {
        read(ProjectionKind.MCP);
        if (mcpTools == null) {
            mcpTools = new McpProjector().tools(ws, include, opts.documentVersion());
        }
        return mcpTools;
    }

    /** What a server serves: the manifest, {@code DISCOVER /methods}, the A2T tools and the MCP tools. */
    Projections.Served served() {
        return new Projections.Served(
                get(ProjectionKind.MANIFEST), get(ProjectionKind.METHODS), get(ProjectionKind.A2T), mcpTools());
    }

    /** The AGIS service view of the published endpoints (not a projection of its own: no kind reads it as one). */
    ServiceView agisView() {
        if (agisView == null) {
            agisView = ServiceViews.of(ws, include, opts.documentVersion());
        }
        return agisView;
    }

    /** {@code p} with a note for each endpoint of manifest {@code m} that needs the server's environment. */
    Projection environmentNoted(Projection p, String code, Projection m) {
        return EnvironmentNotes.with(p, code, m, ws, include);
    }

    /** The projections the projector of {@code kind} read while computing it on these inputs (for the registry test). */
    Set<ProjectionKind> readsOf(ProjectionKind kind) {
        Set<ProjectionKind> r = reads.get(kind);
        return r == null ? Set.of() : Set.copyOf(r);
    }

    private void read(ProjectionKind kind) {
        ProjectionKind reader = computing.peek();
        if (reader != null && reader != kind) {
            reads.computeIfAbsent(reader, k -> EnumSet.noneOf(ProjectionKind.class))
                    .add(kind);
        }
    }
}
