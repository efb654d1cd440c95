package dev.agtpstudio.server.client.request;

/**
 * How a request goes out: AGTP itself, or a server's A2T listener ({@code POST /tools/{id}:invoke}, A2T §7) or MCP
 * endpoint ({@code tools/call}). A saved request names it by its constant ({@code via = "A2T"}).
 */
public enum Transport {
    AGTP("AGTP"),
    A2T("A2T (HTTP)"),
    MCP("MCP (streamable HTTP)");

    private final String label;

    Transport(String label) {
        this.label = label;
    }

    @Override
    public String toString() {
        return label;
    }
}
