package dev.agtpstudio.importer;

import java.util.List;

/**
 * What an import would write: the converted operations, the skipped ones, and the spec's own problems.
 *
 * @param baseUrl  the server the handlers call (the spec's chosen server, or the {@code --upstream} URL)
 * @param upstream the {@code --upstream} URL every handler calls instead of the spec's servers, or null
 */
public record ImportPlan(ParsedSpec spec, List<ConvertedOperation> operations, List<SkippedOperation> skipped,
                         String baseUrl, String upstream) {
    public ImportPlan {
        operations = List.copyOf(operations);
        skipped = List.copyOf(skipped);
    }

    /** Handlers call the spec's servers. */
    public ImportPlan(ParsedSpec spec, List<ConvertedOperation> operations, List<SkippedOperation> skipped,
                      String baseUrl) {
        this(spec, operations, skipped, baseUrl, null);
    }

    public int flagCount() {
        return operations.stream().mapToInt(o -> o.flags().size()).sum();
    }
}
