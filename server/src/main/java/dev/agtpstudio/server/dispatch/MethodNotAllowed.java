package dev.agtpstudio.server.dispatch;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.model.ServerConfig;
import java.time.Clock;
import java.util.Set;

/** The 405 body: the methods served on the path (registered and synthesized) and the redirects that apply to it. */
final class MethodNotAllowed {
    private final SynthesisStore synthesis;
    private final Clock clock;

    MethodNotAllowed(SynthesisStore synthesis, Clock clock) {
        this.synthesis = synthesis;
        this.clock = clock;
    }

    Set<String> allowedMethods(Exchange x, String path) {
        Set<String> out = x.s.registry().methodsFor(path);
        out.addAll(new Registry(synthesis.visibleTo(x.conn.id(), clock.instant()).stream()
                        .map(Synthesis::route)
                        .toList())
                .methodsFor(path));
        if (path.equals("/methods") || path.equals(DiscoverBuiltins.TOOLS)) {
            out.add("DISCOVER");
        }
        return out;
    }

    Replies.Reply reply(Exchange x, String code, String message) {
        ObjectNode b = Replies.error(code, message);
        ObjectNode e = Replies.inner(b);
        e.put("method", x.method);
        e.put("path", x.path);
        ArrayNode allowed = e.putArray("allowed_methods_for_path");
        allowedMethods(x, x.path).forEach(allowed::add);
        ObjectNode redirects = e.putObject("redirects_for_path");
        for (ServerConfig.Redirect r : x.config().methods().redirects()) {
            if (r.fromPath() == null || r.fromPath().equals(x.path)) {
                redirects.put(r.fromMethod(), r.toMethod());
            }
        }
        b.set("allowed_methods_for_path", allowed.deepCopy());
        b.set("redirects_for_path", redirects.deepCopy());
        return Replies.reply(405, b);
    }
}
