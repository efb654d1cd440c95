package dev.agtpstudio.preview;

import java.util.Locale;

/** The projections the preview pane and {@code agtp-studio manifest --projection} offer. */
public enum ProjectionKind {
    MANIFEST("Manifest", "Manifest"),
    METHODS("DISCOVER /methods", "Methods"),
    MCP("MCP tools/list", "MCP"),
    WELLKNOWN("/.well-known/agis.json", "Well-known"),
    OPENAPI("OpenAPI 3.1", "OpenAPI"),
    A2T("A2T tools", "A2T"),
    A2S("A2S capabilities", "A2S"),
    MCP_SERVER_JSON("MCP Registry server.json", "server.json"),
    A2A_CARD("A2A agent card", "A2A card"),
    ANS_AGENTS("ANS Agent Manifest Documents", "ANS agents");

    private final String title;
    private final String shortTitle;

    ProjectionKind(String title, String shortTitle) {
        this.title = title;
        this.shortTitle = shortTitle;
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
}
