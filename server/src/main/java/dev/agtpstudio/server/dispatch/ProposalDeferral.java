package dev.agtpstudio.server.dispatch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.core.scope.ScopeSet;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * Deferred PROPOSE ({@code [synthesis] async_evaluation_enabled = true}): the server answers 261 Negotiation In
 * Progress with a proposal id and its location, evaluates the proposal on a background thread with the same
 * {@link ProposalEvaluator} as the synchronous path, and answers {@code QUERY /proposals/{id}} ({@link ProposalStatus})
 * from a bounded {@link DeferredProposals} store. docs/decisions/0545.
 */
final class ProposalDeferral {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;
    private final Dispatcher dispatcher;
    private final DeferredProposals store = new DeferredProposals();
    /** One evaluation at a time; the thread ends when idle, so an unused server keeps none. */
    private final ThreadPoolExecutor evaluations =
            new ThreadPoolExecutor(0, 1, 30, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
                Thread t = new Thread(r, "agtp-proposal-evaluation");
                t.setDaemon(true);
                return t;
            });

    ProposalDeferral(Dispatcher dispatcher) {
        this.dispatcher = dispatcher;
    }

    DeferredProposals store() {
        return store;
    }

    Replies.Reply defer(Exchange x, JsonNode body, ScopeSet scopes) {
        ServerConfig.Synthesis cfg = x.config().synthesis();
        Instant now = dispatcher.options().clock().instant();
        Optional<DeferredProposals.Entry> submitted = store.submit(
                cfg.maxPendingProposals(),
                x.conn.id(),
                now,
                duration(cfg.maxEvaluationDuration()),
                duration(cfg.proposalRetention()));
        if (submitted.isEmpty()) {
            ObjectNode b = Replies.error(
                    "proposals-busy",
                    "this server is already evaluating " + cfg.maxPendingProposals()
                            + " proposals (max_pending_proposals); retry later");
            return new Replies.Reply(429, b, Replies.AGTP_JSON, Map.of("Retry-After", "1"));
        }
        DeferredProposals.Entry e = submitted.get();
        x.conn.onClose(e::connectionClosed);
        evaluations.execute(() -> evaluate(x, body, scopes, e));
        ObjectNode b = F.objectNode();
        b.put("status", 261);
        ProposalStatus.stamp(b, e, "pending");
        b.put("poll", "QUERY " + ProposalStatus.location(e.id));
        return new Replies.Reply(261, b, Replies.AGTP_JSON, Map.of("Location", ProposalStatus.location(e.id)));
    }

    private void evaluate(Exchange x, JsonNode body, ScopeSet scopes, DeferredProposals.Entry e) {
        ProposalEvaluator.Outcome o;
        try {
            o = dispatcher.evaluateProposal(x.s.ws(), x.s.registry(), body, scopes, x.conn.id());
        } catch (RuntimeException ex) {
            e.complete(Replies.errorReply(
                    500,
                    "internal-error",
                    "the proposal could not be evaluated; the server console has the details",
                    "PROPOSE",
                    x.path));
            dispatcher.report(ex);
            return;
        }
        synchronized (e) {
            if (e.outcome() != null) {
                return;
            }
            dispatcher.accept(x, o);
            e.complete(o.reply());
        }
        if (e.isConnectionClosed()
                && o instanceof ProposalEvaluator.Approved a
                && !a.synthesis().persistent()) {
            dispatcher.synthesis().endSession(e.connectionId);
        }
    }

    /** What {@code QUERY /proposals/{id}} answers for an entry. */
    Replies.Reply state(DeferredProposals.Entry e) {
        Replies.Reply r = e.outcome();
        if (r == null) {
            if (dispatcher.options().clock().instant().isBefore(e.evaluationDeadline)) {
                ObjectNode b = F.objectNode();
                b.put("status", 261);
                ProposalStatus.stamp(b, e, "pending");
                return new Replies.Reply(261, b, Replies.AGTP_JSON, Map.of());
            }
            e.complete(ProposalEvaluator.rejection(
                    "evaluation-timeout", "the proposal was not evaluated within max_evaluation_duration"));
            r = e.outcome();
        }
        ObjectNode b = r.body() instanceof ObjectNode o ? o.deepCopy() : F.objectNode();
        ProposalStatus.stamp(b, e, r.status() == 263 ? "approved" : "rejected");
        return new Replies.Reply(r.status(), b, r.contentType(), r.headers());
    }

    private static Duration duration(String s) {
        Duration d = ServerConfig.Synthesis.duration(s);
        return d == null ? Duration.ofMinutes(10) : d;
    }
}
