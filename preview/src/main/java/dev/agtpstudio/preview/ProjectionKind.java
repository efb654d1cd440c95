package dev.agtpstudio.preview;

import java.util.List;
import java.util.Locale;

/**
 * The registry of projections: each constant is one projection with its titles, the file it exports to, the
 * {@link Projector} that computes it and the projections that projector reads (which must come before it, so the
 * registry has no cycles; ProjectorRegistryTest checks the projector reads exactly these). The preview pane's tabs,
 * {@code agtp-studio manifest --projection}, {@link Projections} and docs/projections.md are all this list.
 */
public enum ProjectionKind {
    MANIFEST("Manifest", "Manifest", "manifest.json", in -> {
        Projection m = in.manifestProjector().project(in.workspace(), in.options());
        return in.environmentNoted(m, "manifest", m);
    }),
    METHODS(
            "DISCOVER /methods",
            "Methods",
            "methods.json",
            in -> {
                Projection m = in.get(MANIFEST);
                return in.environmentNoted(
                        new MethodsProjector(in.manifestProjector()).project(in.workspace(), in.options(), m),
                        "methods",
                        m);
            },
            MANIFEST),
    MCP("MCP tools/list", "MCP", "mcp.json", in -> in.mcpTools().projection()),
    WELLKNOWN(
            "/.well-known/agis.json", "Well-known", "agis.json", in -> new WellKnownProjector().project(in.agisView())),
    OPENAPI(
            "OpenAPI 3.1",
            "OpenAPI",
            "openapi.json",
            in -> new OpenApiProjector(in.manifestProjector(), in.manifestUrl())
                    .project(in.workspace(), in.options(), in.get(MANIFEST)),
            MANIFEST),
    A2T(
            "A2T tools",
            "A2T",
            "a2t.json",
            in -> {
                Projection m = in.get(MANIFEST);
                return in.environmentNoted(
                        new A2tProjector(in.manifestProjector()).project(in.workspace(), in.options(), m), "a2t", m);
            },
            MANIFEST),
    A2S(
            "A2S capabilities",
            "A2S",
            "a2s.json",
            in -> new A2sProjector()
                    .project(in.workspace(), in.include(), in.get(OPENAPI).document()),
            OPENAPI),
    MCP_SERVER_JSON(
            "MCP Registry server.json",
            "server.json",
            "server.json",
            in -> RegistryProjector.serverJson(in.workspace(), in.served()),
            MANIFEST,
            METHODS,
            A2T,
            MCP),
    A2A_CARD(
            "A2A agent card",
            "A2A card",
            "agent-card.json",
            in -> RegistryProjector.agentCard(in.workspace(), in.served()),
            MANIFEST,
            METHODS,
            A2T,
            MCP),
    ANS_AGENTS(
            "ANS Agent Manifest Documents",
            "ANS agents",
            "ans-agents.json",
            in -> AnsAgentsProjector.project(in.workspace()));

    private final String title;
    private final String shortTitle;
    private final String fileName;
    private final Projector projector;
    private final List<ProjectionKind> reads;

    ProjectionKind(String title, String shortTitle, String fileName, Projector projector, ProjectionKind... reads) {
        this.title = title;
        this.shortTitle = shortTitle;
        this.fileName = fileName;
        this.projector = projector;
        this.reads = List.of(reads);
    }

    public String title() {
        return title;
    }

    /** A label that fits a tab in a narrow pane; {@link #title()} says the rest (tooltips, menus, exports). */
    public String shortTitle() {
        return shortTitle;
    }

    public String cliName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The file name the preview pane proposes when this projection is exported. */
    public String fileName() {
        return fileName;
    }

    /** How this projection is computed. */
    Projector projector() {
        return projector;
    }

    /** The projections this one is derived from, in the order given (none: only the workspace's files). */
    List<ProjectionKind> reads() {
        return reads;
    }
}
