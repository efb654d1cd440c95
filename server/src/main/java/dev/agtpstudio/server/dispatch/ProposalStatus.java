package dev.agtpstudio.server.dispatch;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.regex.Pattern;

/**
 * {@code QUERY /proposals/{proposal_id}} (AGTP-API §11, 261 Negotiation In Progress), unless an endpoint of the
 * workspace registers that path: 261 again while the proposal is being evaluated; once evaluated, the outcome's own
 * status and body (263, 463 with {@code similar}, 262, 459, 460, 400), each with {@code proposal_id} and
 * {@code state}; 463 {@code evaluation-timeout} past {@code max_evaluation_duration}; 404 {@code proposal-not-found}
 * for an id the server does not know or has forgotten ({@code proposal_retention}).
 */
final class ProposalStatus implements DispatchStage {
    static final String PREFIX = "/proposals/";
    private static final Pattern PATH = Pattern.compile("/proposals/[A-Za-z0-9_-]{1,64}");
    private final Dispatcher dispatcher;

    ProposalStatus(Dispatcher dispatcher) {
        this.dispatcher = dispatcher;
    }

    @Override
    public CompletionStage<Replies.Reply> apply(Exchange x) {
        if (!x.method.equals("QUERY")
                || !x.path.startsWith(PREFIX)
                || x.s.registry().find("QUERY", x.path).isPresent()) {
            return null;
        }
        String id = x.path.substring(PREFIX.length());
        Optional<DeferredProposals.Entry> e = PATH.matcher(x.path).matches()
                ? dispatcher
                        .deferral()
                        .store()
                        .find(id, dispatcher.options().clock().instant())
                : Optional.empty();
        if (e.isEmpty()) {
            return CompletableFuture.completedFuture(Replies.errorReply(
                    404,
                    "proposal-not-found",
                    "no proposal " + id + " on this server (unknown, or older than its proposal_retention)",
                    x.method,
                    x.path));
        }
        return CompletableFuture.completedFuture(dispatcher.deferral().state(e.get()));
    }

    static String location(String id) {
        return PREFIX + id;
    }

    static ObjectNode stamp(ObjectNode body, DeferredProposals.Entry e, String state) {
        body.put("proposal_id", e.id);
        body.put("state", state);
        body.put("location", location(e.id));
        body.put("submitted_at", e.submitted.toString());
        body.put("expires_at", e.expires.toString());
        return body;
    }
}
