package dev.agtpstudio.evolution.report;

import dev.agtpstudio.evolution.Change;
import dev.agtpstudio.evolution.ChangeLocation;
import dev.agtpstudio.evolution.DiffResult;
import dev.agtpstudio.evolution.ToolVersion;
import dev.agtpstudio.evolution.VersionBump;
import java.util.Locale;

/** Plain text for a terminal: one block per change, worst first, then the counts, the bump and the tool versions. */
public final class DiffTextFormat {
    public String render(DiffResult r) {
        StringBuilder sb = new StringBuilder();
        for (Change c : r.changes()) {
            sb.append(String.format(
                    Locale.ROOT,
                    "%-11s %-36s %s  [needs a %s bump]%n",
                    c.severity().id(),
                    c.kind().id(),
                    c.endpoint() == null ? "(server)" : c.endpoint(),
                    VersionBump.of(c).id()));
            sb.append("  ").append(c.message()).append('\n');
            if (c.location() != null) {
                sb.append("  at ").append(where(c.location())).append('\n');
            }
        }
        if (r.changes().isEmpty()) {
            sb.append("No changes an agent could see.\n");
        }
        sb.append(summary(r)).append('\n');
        for (ToolVersion t : r.tools().values()) {
            if (t.needs().equals("new-tool")) {
                sb.append("A2T tool ")
                        .append(t.endpoint())
                        .append(": needs a new tool (A2T §5.4: a new version may"
                                + " only add optional inputs or outputs; keep version ")
                        .append(t.previous())
                        .append(" served, and give the change a new path)\n");
            } else if (t.changed()) {
                sb.append("A2T tool ")
                        .append(t.endpoint())
                        .append(": version ")
                        .append(t.previous() == 0 ? "new" : Integer.toString(t.previous()))
                        .append(" -> ")
                        .append(t.current())
                        .append(t.previous() == 0 ? "" : " (a new version: old callers can use it)")
                        .append('\n');
            }
        }
        return sb.toString();
    }

    /** {@code endpoints/a.toml:12:5 (new)}. */
    public static String where(ChangeLocation l) {
        String pos = l.range() == null
                ? ""
                : ":" + l.range().startLine() + ":" + l.range().startColumn();
        return l.fileName() + pos + " (" + l.side().id() + ")";
    }

    /** {@code 2 breaking, 0 deprecation, 1 compatible, 0 internal; suggested bump: major (document_version 1 -> 2)}. */
    public static String summary(DiffResult r) {
        StringBuilder sb = new StringBuilder(r.summary().line());
        sb.append("; suggested bump: ").append(r.suggestedBump().id());
        if (r.suggestedDocumentVersion() != null) {
            sb.append(
                    r.alreadyBumped()
                            ? " (document_version already " + r.oldDocumentVersion() + " -> " + r.newDocumentVersion()
                                    + ")"
                            : " (document_version " + r.oldDocumentVersion() + " -> " + r.suggestedDocumentVersion()
                                    + ")");
        }
        return sb.toString();
    }
}
