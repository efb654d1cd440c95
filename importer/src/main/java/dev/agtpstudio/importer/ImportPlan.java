package dev.agtpstudio.importer;

import java.util.List;

/**
 * What an import would write: the converted operations, the skipped ones, and the spec's own problems.
 *
 * @param baseUrl    the server the handlers call (the spec's chosen server, or the {@code --upstream} URL)
 * @param upstream   the {@code --upstream} URL every handler calls instead of the spec's servers, or null
 * @param inSpec     operations the spec holds, unreadable entries of {@code paths} included
 * @param unselected operations left out on purpose ({@code --select}, or excluded in the wizard); so
 *                   {@code operations + skipped + unselected == inSpec}, or the import lost one
 */
public record ImportPlan(
        ParsedSpec spec,
        List<ConvertedOperation> operations,
        List<SkippedOperation> skipped,
        String baseUrl,
        String upstream,
        int inSpec,
        int unselected) {
    public ImportPlan {
        operations = List.copyOf(operations);
        skipped = List.copyOf(skipped);
    }

    public int flagCount() {
        return operations.stream().mapToInt(o -> o.flags().size()).sum();
    }

    /** Operations neither written, skipped with a reason, nor left out on purpose: always 0 unless the importer is wrong. */
    public int unaccounted() {
        return inSpec - operations.size() - skipped.size() - unselected;
    }

    /** Whether the importer itself failed on some operation (a defect, not a finding about the spec). */
    public boolean internalFailure() {
        return skipped.stream().anyMatch(SkippedOperation::internal) || unaccounted() != 0;
    }
}
