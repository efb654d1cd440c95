package dev.agtpstudio.preview;

import java.util.Locale;

/** The projections the preview pane and {@code agtp-studio manifest --projection} offer. */
public enum ProjectionKind {
    MANIFEST("Manifest"),
    METHODS("DISCOVER /methods"),
    MCP("MCP tools/list"),
    WELLKNOWN("/.well-known/agis.json"),
    OPENAPI("OpenAPI 3.1"),
    A2T("A2T tools"),
    A2S("A2S capabilities");

    private final String title;

    ProjectionKind(String title) {
        this.title = title;
    }

    public String title() {
        return title;
    }

    public String cliName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
