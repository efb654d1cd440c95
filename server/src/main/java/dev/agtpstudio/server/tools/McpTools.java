package dev.agtpstudio.server.tools;

import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.preview.McpProjector;
import dev.agtpstudio.server.dispatch.Dispatcher;
import java.nio.file.Path;
import java.util.Set;

/**
 * The MCP tools the server serves: the preview's {@link McpProjector} over the workspace the dispatcher registered and
 * the endpoint files it accepted, so {@code tools/list} on every transport is the preview's MCP projection over the
 * same inputs. Projected once per registration.
 */
public final class McpTools {
    private record Cached(Workspace ws, Set<Path> files, McpProjector.Result result) {
    }

    private static final java.util.Map<Dispatcher, Cached> CACHE = java.util.Collections.synchronizedMap(new java.util.WeakHashMap<>());

    private McpTools() {
    }

    /** The projection (and the endpoint of each tool) for what {@code d} has registered now. */
    public static McpProjector.Result of(Dispatcher d) {
        Workspace ws = d.workspace();
        Set<Path> files = d.registeredFiles();
        Cached c = CACHE.get(d);
        if (c == null || c.ws() != ws || c.files() != files) {
            c = new Cached(ws, files, new McpProjector().tools(ws, f -> files.contains(f.path()), "1"));
            CACHE.put(d, c);
        }
        return c.result();
    }
}
