package dev.agtpstudio.evolution;

import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Everything {@link ContractDiff} found between two versions of a workspace, worst first, plus the version bumps
 * they call for.
 *
 * @param oldRoot       the root of the old version (a temporary folder for a git revision)
 * @param newRoot       the root of the new version
 * @param changes       every change, breaking first, then by file and position
 * @param suggestedBump the {@code document_version} bump the changes call for
 * @param tools         per-endpoint A2T tool versions (A2T §5.4), for the endpoints that changed
 * @param oldDocumentVersion the {@code document_version} the old version published
 * @param newDocumentVersion the {@code document_version} the new version publishes as it stands
 */
public record DiffResult(
        Path oldRoot,
        Path newRoot,
        List<Change> changes,
        VersionBump suggestedBump,
        Map<String, ToolVersion> tools,
        String oldDocumentVersion,
        String newDocumentVersion) {
    /** Severity, then file, then position in the file, then kind: the order every format prints. */
    public static final Comparator<Change> ORDER = Comparator.comparing(Change::severity)
            .thenComparing(c -> c.location() == null ? "" : c.location().fileName())
            .thenComparingInt(c -> c.location() == null || c.location().range() == null
                    ? 0
                    : c.location().range().start())
            .thenComparing(c -> c.kind().id())
            .thenComparing(c -> c.field() == null ? "" : c.field());

    public DiffResult {
        changes = changes.stream().sorted(ORDER).toList();
        tools = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(tools));
    }

    /**
     * The {@code document_version} to publish: the old one raised by {@link #suggestedBump}, or the new one when it
     * was already changed by hand; null when nothing calls for a bump.
     */
    public String suggestedDocumentVersion() {
        if (suggestedBump == VersionBump.NONE) {
            return null;
        }
        return alreadyBumped() ? newDocumentVersion : suggestedBump.apply(oldDocumentVersion);
    }

    /** True when the new version already publishes a different {@code document_version} from the old one. */
    public boolean alreadyBumped() {
        return newDocumentVersion != null && !newDocumentVersion.equals(oldDocumentVersion);
    }

    /** The report's summary (decision 0591): one count per change severity ({@code breaking}, ...). */
    public dev.agtpstudio.core.diag.ReportSummary summary() {
        dev.agtpstudio.core.diag.ReportSummary sum = new dev.agtpstudio.core.diag.ReportSummary();
        for (ChangeSeverity s : ChangeSeverity.values()) {
            sum.count(s.id(), count(s));
        }
        return sum;
    }

    public long count(ChangeSeverity s) {
        return changes.stream().filter(c -> c.severity() == s).count();
    }
}
