package dev.agtpstudio.server.dispatch;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.model.Recipe;
import java.time.Instant;

/**
 * An endpoint created by PROPOSE.
 *
 * @param connectionId the session that owns it, or -1 for a persistent synthesis
 * @param projection   the endpoint definition as the 263 body and the manifest show it
 * @param expiresAt    null for session-scoped endpoints (they end with the connection)
 */
public record Synthesis(
        String id, long connectionId, Route route, Recipe recipe, ObjectNode projection, Instant expiresAt) {
    public boolean persistent() {
        return connectionId < 0;
    }
}
