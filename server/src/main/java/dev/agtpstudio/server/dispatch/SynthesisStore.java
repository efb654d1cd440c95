package dev.agtpstudio.server.dispatch;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/** Synthesized endpoints: persistent ones for everybody, session-scoped ones per connection until it closes. */
public final class SynthesisStore {
    private final List<Synthesis> persistent = new CopyOnWriteArrayList<>();
    private final Map<Long, List<Synthesis>> sessions = new ConcurrentHashMap<>();

    public void add(Synthesis s) {
        if (s.persistent()) {
            persistent.add(s);
        } else {
            sessions.computeIfAbsent(s.connectionId(), k -> new CopyOnWriteArrayList<>())
                    .add(s);
        }
    }

    /** Forgets the session-scoped endpoints of a closed connection. */
    public void endSession(long connectionId) {
        sessions.remove(connectionId);
    }

    public List<Synthesis> persistent() {
        return List.copyOf(persistent);
    }

    /** What {@code connectionId} may invoke at {@code now}: unexpired persistent endpoints and its own session's. */
    public List<Synthesis> visibleTo(long connectionId, java.time.Instant now) {
        List<Synthesis> out = new ArrayList<>();
        for (Synthesis s : persistent) {
            if (s.expiresAt() == null || s.expiresAt().isAfter(now)) {
                out.add(s);
            }
        }
        out.addAll(sessions.getOrDefault(connectionId, List.of()));
        return out;
    }

    /** Drops persistent endpoints whose duration has run out; true when any was dropped. */
    public boolean sweep(java.time.Instant now) {
        return persistent.removeIf(s -> s.expiresAt() != null && !s.expiresAt().isAfter(now));
    }

    public Optional<Synthesis> byId(String id) {
        for (Synthesis s : persistent) {
            if (s.id().equals(id)) {
                return Optional.of(s);
            }
        }
        for (List<Synthesis> l : sessions.values()) {
            for (Synthesis s : l) {
                if (s.id().equals(id)) {
                    return Optional.of(s);
                }
            }
        }
        return Optional.empty();
    }

    public boolean isEmpty() {
        return persistent.isEmpty() && sessions.isEmpty();
    }
}
