package dev.agtpstudio.evolution.report;

import dev.agtpstudio.evolution.Change;
import dev.agtpstudio.evolution.ChangeSeverity;
import dev.agtpstudio.evolution.DiffResult;
import dev.agtpstudio.evolution.ToolVersion;
import java.util.List;

/**
 * Markdown for a pull-request comment: a headline verdict, the counts and suggested bump, one table per severity
 * (kind linked to docs/diff.md, endpoint, message, location) and the A2T tool versions.
 */
public final class DiffMarkdownFormat {
    private final String docsBase;

    public DiffMarkdownFormat(String docsBase) {
        this.docsBase = docsBase;
    }

    public String render(DiffResult r) {
        StringBuilder sb = new StringBuilder("### Contract changes\n\n");
        long breaking = r.count(ChangeSeverity.BREAKING);
        sb.append(
                breaking > 0
                        ? ":x: **" + breaking + " breaking change" + (breaking == 1 ? "" : "s")
                                + "** for agents that call this contract.\n\n"
                        : r.changes().isEmpty()
                                ? ":white_check_mark: No changes an agent could see.\n\n"
                                : ":white_check_mark: No breaking changes.\n\n");
        sb.append(DiffTextFormat.summary(r)).append(".\n");
        for (ChangeSeverity s : ChangeSeverity.values()) {
            List<Change> cs =
                    r.changes().stream().filter(c -> c.severity() == s).toList();
            if (cs.isEmpty()) {
                continue;
            }
            sb.append("\n#### ").append(title(s)).append(" (").append(cs.size()).append(")\n\n");
            sb.append("| Kind | Endpoint | What agents see | Where |\n|---|---|---|---|\n");
            for (Change c : cs) {
                sb.append("| [`")
                        .append(c.kind().id())
                        .append("`](")
                        .append(DiffDocs.helpUri(docsBase, c.kind()))
                        .append(") | ")
                        .append(c.endpoint() == null ? "(server)" : "`" + cell(c.endpoint()) + "`")
                        .append(" | ")
                        .append(cell(c.message()))
                        .append(" | ")
                        .append(c.location() == null ? "" : "`" + cell(DiffTextFormat.where(c.location())) + "`")
                        .append(" |\n");
            }
        }
        List<ToolVersion> tools =
                r.tools().values().stream().filter(ToolVersion::changed).toList();
        if (!tools.isEmpty()) {
            sb.append("\n#### A2T tool versions (A2T §5.4)\n\n| Tool | Version | Old callers |\n|---|---|---|\n");
            for (ToolVersion t : tools) {
                if (t.needs().equals("new-tool")) {
                    sb.append("| `")
                            .append(cell(t.endpoint()))
                            .append("` | ")
                            .append(t.previous())
                            .append(" -> a new tool | a new version may only add optional inputs or outputs (A2T §5.4):"
                                    + " give the change a new path and keep version ")
                            .append(t.previous())
                            .append(" served |\n");
                    continue;
                }
                sb.append("| `")
                        .append(cell(t.endpoint()))
                        .append("` | ")
                        .append(t.previous() == 0 ? "new" : Integer.toString(t.previous()))
                        .append(" -> ")
                        .append(t.current())
                        .append(" | ")
                        .append(t.previous() == 0 ? "" : "can use the new version")
                        .append(" |\n");
            }
        }
        return sb.toString();
    }

    private static String title(ChangeSeverity s) {
        return switch (s) {
            case BREAKING -> "Breaking";
            case DEPRECATION -> "Deprecations";
            case COMPATIBLE -> "Compatible";
            case INTERNAL -> "Internal (never shown to agents)";
        };
    }

    private static String cell(String s) {
        return s.replace("|", "\\|").replace("\n", " ");
    }
}
