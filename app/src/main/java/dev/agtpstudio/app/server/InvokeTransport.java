package dev.agtpstudio.app.server;

/** How the invoke panel sends: AGTP itself, or the local server's A2T (A2T §7) or MCP ({@code tools/call}) listener. */
public enum InvokeTransport {
    AGTP("AGTP"), A2T("A2T (HTTP)"), MCP("MCP (streamable HTTP)");

    private final String label;

    InvokeTransport(String label) {
        this.label = label;
    }

    @Override
    public String toString() {
        return label;
    }
}
