package dev.agtpstudio.importer;

import java.util.List;

/** A finished import: the plan and what happened to each file (empty when nothing was written). */
public record ImportResult(ImportPlan plan, List<FileOutcome> files) {
    public ImportResult {
        files = List.copyOf(files);
    }

    public long count(ImportChangeKind k) {
        return files.stream().filter(f -> f.change() == k).count();
    }
}
