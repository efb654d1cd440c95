package dev.agtpstudio.server.tools;

import dev.agtpstudio.preview.McpProjector;
import dev.agtpstudio.server.dispatch.Dispatcher;

/**
 * The MCP tools the server serves: the MCP part of the preview's one projection ({@code Projections.served}) over the
 * workspace the dispatcher registered and the endpoint files it accepted, published with the manifest, the
 * DISCOVER inventory and the A2T tools of the same registration, so {@code tools/list} on every transport is the
 * preview's MCP projection over the same inputs.
 */
public final class McpTools {
    private McpTools() {}

    /** The projection (and the endpoint of each tool) for what {@code d} has registered now. */
    public static McpProjector.Result of(Dispatcher d) {
        return d.mcpTools();
    }
}
