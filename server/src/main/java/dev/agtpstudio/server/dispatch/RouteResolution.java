package dev.agtpstudio.server.dispatch;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.server.wire.HeaderNames;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * Finds the route: the synthesized endpoint named by {@code Contract-Synthesized} (404 / 464 when it is unknown,
 * another session's, or for another method and path), else the registry, else the synthesized endpoints visible to
 * this connection; 405 when the path is served for other methods, 404 when it is not served at all.
 */
final class RouteResolution implements DispatchStage {
    private final SynthesisStore synthesis;
    private final MethodNotAllowed notAllowed;
    private final Clock clock;

    RouteResolution(SynthesisStore synthesis, MethodNotAllowed notAllowed, Clock clock) {
        this.synthesis = synthesis;
        this.notAllowed = notAllowed;
        this.clock = clock;
    }

    @Override
    public CompletionStage<Replies.Reply> apply(Exchange x) {
        String contract = x.headers()
                .get(HeaderNames.CONTRACT_SYNTHESIZED)
                .or(() -> x.headers().get(HeaderNames.SYNTHESIS_ID))
                .orElse(null);
        Replies.Reply refusal = contract != null ? bySynthesis(x, contract) : byLookup(x);
        if (refusal != null) {
            return CompletableFuture.completedFuture(refusal);
        }
        if (x.match.route().endpoint().deprecated() != null) {
            x.endpointWarning = x.match.route().endpoint().deprecated().warningHeader();
        }
        return null;
    }

    private Replies.Reply bySynthesis(Exchange x, String contract) {
        Optional<Synthesis> syn = synthesis.byId(contract);
        if (syn.isEmpty()) {
            return Replies.errorReply(
                    404, "synthesis-not-found", "no synthesized endpoint has id " + contract, x.method, x.path);
        }
        if (!syn.get().persistent() && syn.get().connectionId() != x.conn.id()) {
            ObjectNode b = Replies.error("rcns-no-contract", "synthesis " + contract + " belongs to another session");
            Replies.inner(b).put("reason", "contract-not-yours");
            return new Replies.Reply(
                    464, b, Replies.AGTP_JSON, Map.of(HeaderNames.RCNS_ATTEMPT_ID, Ids.newId("rcns-")));
        }
        EndpointDecl se = syn.get().route().endpoint();
        if (!se.method().equals(x.method) || !se.path().equals(x.path)) {
            return Replies.errorReply(
                    404,
                    "synthesis-not-found",
                    "synthesis " + contract + " is for " + se.id() + ", not " + x.method + " " + x.path,
                    x.method,
                    x.path);
        }
        x.match = new Registry.Match(syn.get().route(), Map.of());
        return null;
    }

    private Replies.Reply byLookup(Exchange x) {
        x.match = lookup(x);
        if (x.match != null) {
            return null;
        }
        if (!notAllowed.allowedMethods(x, x.path).isEmpty()) {
            return notAllowed.reply(x, "method-not-allowed", x.method + " is not served on " + x.path);
        }
        return Replies.errorReply(
                404, "endpoint-not-found", "no endpoint is registered at " + x.path, x.method, x.path);
    }

    private Registry.Match lookup(Exchange x) {
        Optional<Registry.Match> m = x.s.registry().find(x.method, x.path);
        if (m.isPresent()) {
            return m.get();
        }
        List<Synthesis> syn = synthesis.visibleTo(x.conn.id(), clock.instant());
        if (syn.isEmpty()) {
            return null;
        }
        return new Registry(syn.stream().map(Synthesis::route).toList())
                .find(x.method, x.path)
                .orElse(null);
    }
}
