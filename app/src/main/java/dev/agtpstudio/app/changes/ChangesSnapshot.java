package dev.agtpstudio.app.changes;

import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.evolution.DiffResult;
import java.util.List;

/**
 * What the Changes view shows for one workspace snapshot: the comparison, or why there is none.
 *
 * @param baseline         what was compared against
 * @param result           the comparison; null when {@link #unavailable} says why there is none
 * @param unavailable      why there is no comparison, or null
 * @param workspaceVersion the workspace snapshot it was computed from
 * @param startable        true when starting a baseline from the current state is the way to a comparison
 * @param base             the baseline as read (null without a comparison): the side-by-side's old texts
 * @param current          the workspace compared (null without a comparison): the side-by-side's new texts
 * @param entries          the changed endpoints and files the side-by-side lists (empty without a comparison)
 */
public record ChangesSnapshot(
        Baseline baseline,
        DiffResult result,
        String unavailable,
        long workspaceVersion,
        boolean startable,
        Workspace base,
        Workspace current,
        List<SideBySide.Entry> entries) {
    public ChangesSnapshot {
        entries = entries == null ? List.of() : List.copyOf(entries);
    }

    /** Why there is no comparison. */
    static ChangesSnapshot unavailable(Baseline b, String why, long version, boolean startable) {
        return new ChangesSnapshot(b, null, why, version, startable, null, null, List.of());
    }
}
