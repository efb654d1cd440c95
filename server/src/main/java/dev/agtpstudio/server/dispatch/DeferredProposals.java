package dev.agtpstudio.server.dispatch;

import java.time.Instant;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The proposals a server answered 261 Negotiation In Progress for (AGTP-API §11), by id, until they expire. Bounded:
 * at most {@code max_pending_proposals} entries; an entry is dropped {@code proposal_retention} after it was submitted,
 * and when the store is full the oldest evaluated entry makes room. When every entry is still being evaluated,
 * {@link #submit} refuses (the caller answers 429). docs/decisions/0545.
 */
final class DeferredProposals {
    /** One deferred proposal; {@code outcome} is null while it is being evaluated. */
    static final class Entry {
        final String id;
        final long connectionId;
        final Instant submitted;
        final Instant evaluationDeadline;
        final Instant expires;
        private Replies.Reply outcome;
        private boolean connectionClosed;

        Entry(String id, long connectionId, Instant submitted, Instant evaluationDeadline, Instant expires) {
            this.id = id;
            this.connectionId = connectionId;
            this.submitted = submitted;
            this.evaluationDeadline = evaluationDeadline;
            this.expires = expires;
        }

        synchronized Replies.Reply outcome() {
            return outcome;
        }

        /** Records the outcome unless one is already there (a timeout); true when this one counts. */
        synchronized boolean complete(Replies.Reply r) {
            if (outcome != null) {
                return false;
            }
            outcome = r;
            return true;
        }

        synchronized void connectionClosed() {
            connectionClosed = true;
        }

        synchronized boolean isConnectionClosed() {
            return connectionClosed;
        }
    }

    private final Map<String, Entry> entries = new LinkedHashMap<>();

    /** A new pending entry, or empty when {@code cap} entries are all still being evaluated. */
    synchronized Optional<Entry> submit(
            int cap, long connectionId, Instant now, java.time.Duration maxEvaluation, java.time.Duration retention) {
        sweep(now);
        if (entries.size() >= cap) {
            Iterator<Entry> it = entries.values().iterator();
            while (it.hasNext() && entries.size() >= cap) {
                if (it.next().outcome() != null) {
                    it.remove();
                }
            }
            if (entries.size() >= cap) {
                return Optional.empty();
            }
        }
        String id =
                "prop-" + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextLong());
        Entry e = new Entry(id, connectionId, now, now.plus(maxEvaluation), now.plus(retention));
        entries.put(id, e);
        return Optional.of(e);
    }

    /** The unexpired entry with this id. */
    synchronized Optional<Entry> find(String id, Instant now) {
        sweep(now);
        return Optional.ofNullable(entries.get(id));
    }

    synchronized int size() {
        return entries.size();
    }

    private void sweep(Instant now) {
        entries.values().removeIf(e -> !e.expires.isAfter(now));
    }
}
