package dev.agtpstudio.importer;

import java.util.List;

/** What an import would write: the converted operations, the skipped ones, and the spec's own problems. */
public record ImportPlan(ParsedSpec spec, List<ConvertedOperation> operations, List<SkippedOperation> skipped,
                         String baseUrl) {
    public ImportPlan {
        operations = List.copyOf(operations);
        skipped = List.copyOf(skipped);
    }

    public int flagCount() {
        return operations.stream().mapToInt(o -> o.flags().size()).sum();
    }
}
