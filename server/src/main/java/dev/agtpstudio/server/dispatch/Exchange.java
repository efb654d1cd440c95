package dev.agtpstudio.server.dispatch;

import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.server.net.Connection;
import dev.agtpstudio.server.wire.AgtpRequest;
import dev.agtpstudio.server.wire.Headers;

/** One request's working state as it moves through the {@link DispatchPipeline}. */
final class Exchange {
    final Dispatcher.Snapshot s;
    final AgtpRequest req;
    final Connection conn;
    /** The method after alias resolution and redirects. */
    String method;
    /** The path after redirects. */
    String path;

    String catalogWarning;
    String endpointWarning;
    /** The route the request resolved to (set by the route stage). */
    Registry.Match match;

    Exchange(Dispatcher.Snapshot s, AgtpRequest req, Connection conn) {
        this.s = s;
        this.req = req;
        this.conn = conn;
        this.method = req.method();
        this.path = req.path();
    }

    Headers headers() {
        return req.headers();
    }

    ServerConfig config() {
        return s.config();
    }

    /** A targetless request or one for {@code /}. */
    boolean root() {
        return req.target().targetless() || "/".equals(req.path());
    }
}
