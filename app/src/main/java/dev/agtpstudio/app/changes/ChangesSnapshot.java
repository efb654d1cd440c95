package dev.agtpstudio.app.changes;

import dev.agtpstudio.evolution.DiffResult;

/**
 * What the Changes view shows for one workspace snapshot: the comparison, or why there is none.
 *
 * @param baseline         what was compared against
 * @param result           the comparison; null when {@link #unavailable} says why there is none
 * @param unavailable      why there is no comparison, or null
 * @param workspaceVersion the workspace snapshot it was computed from
 */
public record ChangesSnapshot(Baseline baseline, DiffResult result, String unavailable, long workspaceVersion) {
}
