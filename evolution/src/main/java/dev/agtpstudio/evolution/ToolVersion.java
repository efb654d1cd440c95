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
public record ToolVersion(String endpoint, int previous, int current, boolean backwardCompatible, List<String> reasons) {
    public ToolVersion {
        reasons = List.copyOf(reasons);
    }

    public boolean changed() {
        return current != previous;
    }
}
