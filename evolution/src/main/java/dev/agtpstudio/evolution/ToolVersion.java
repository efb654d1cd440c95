package dev.agtpstudio.evolution;

import java.util.List;

/**
 * The A2T version of one endpoint's tool after a change (A2T §5.4: a version's signature is locked; a new version may
 * only add optional inputs or outputs). {@code current == previous} when the signature did not change.
 *
 * @param endpoint           {@code METHOD /path}
 * @param previous           the version agents know (0 for a new tool)
 * @param current            the version to publish now
 * @param backwardCompatible true when a caller of {@code previous} can call {@code current} unchanged; false means
 *                           {@code current} is a version old callers cannot use, and they must stay on
 *                           {@code previous} (A2T §5.4 lets them invoke it by number)
 * @param reasons            the change kinds that moved the version
 */
public record ToolVersion(
        String endpoint, int previous, int current, boolean backwardCompatible, List<String> reasons) {
    public ToolVersion {
        reasons = List.copyOf(reasons);
    }

    public boolean changed() {
        return current != previous;
    }

    /**
     * What publishing the change needs (A2T §5.4: every version of a tool is backwards compatible, so only optional
     * additions fit in a new version; decision 0514): {@code none}, {@code new} (a tool agents have not seen),
     * {@code new-version} (compatible: version {@code current}) or {@code new-tool} (no version can carry it: a new
     * tool, with this one and its versions still served).
     */
    public String needs() {
        if (!changed()) {
            return "none";
        }
        return previous == 0 ? "new" : backwardCompatible ? "new-version" : "new-tool";
    }
}
