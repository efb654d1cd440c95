package dev.agtpstudio.core.catalogdiff;

import dev.agtpstudio.core.catalog.CatalogDiff;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** Renders a {@link CatalogDiffReport} for people: the diff, then {@code file:line:col: severity rule: message} rows. */
public final class CatalogDiffTextFormat {

    public String render(CatalogDiffReport report) {
        StringBuilder sb = new StringBuilder();
        CatalogDiff d = report.diff();
        sb.append("catalog ")
                .append(d.oldVersion())
                .append(" -> ")
                .append(d.newVersion())
                .append('\n');
        line(sb, "added", d.added());
        line(
                sb,
                "removed",
                d.removed().stream()
                        .map(r -> r.name() + (r.successor() == null ? "" : " (successor " + r.successor() + ")"))
                        .toList());
        line(
                sb,
                "newly deprecated",
                d.newlyDeprecated().stream()
                        .map(CatalogDiffTextFormat::deprecation)
                        .toList());
        line(
                sb,
                "category changes",
                d.categoryChanges().stream()
                        .map(c -> c.name() + " " + String.join("/", c.before()) + " -> " + String.join("/", c.after())
                                + (c.primaryChanged() ? " (primary category changed)" : ""))
                        .toList());
        line(sb, "embedded floor gains", d.embeddedAdded());
        line(sb, "embedded floor loses", d.embeddedRemoved());
        if (d.isEmpty()) {
            sb.append("  no verb, deprecation, category or floor changes\n");
        }
        for (String n : d.notes()) {
            sb.append("  note: ").append(n).append('\n');
        }
        CatalogDiffReport.Deployment dep = report.deployment();
        if (dep != null) {
            sb.append('\n')
                    .append("deployment ")
                    .append(dep.root().toString().replace('\\', '/'))
                    .append(": ")
                    .append(dep.endpointFiles())
                    .append(" endpoint file(s), ")
                    .append(dep.recipes())
                    .append(" recipe(s), ")
                    .append(dep.agisFiles())
                    .append(" AGIS document(s), ")
                    .append(dep.serverConfig() ? "agtp-server.toml" : "no agtp-server.toml")
                    .append('\n');
            for (Diagnostic u : dep.unreadable()) {
                sb.append("  ").append(row(dep.root(), u)).append('\n');
            }
            for (Diagnostic f : dep.findings()) {
                sb.append("  ").append(row(dep.root(), f)).append('\n');
            }
            if (dep.findings().isEmpty() && dep.unreadable().isEmpty()) {
                sb.append("  nothing in the deployment is affected\n");
            }
        }
        sb.append('\n').append(verdict(report)).append('\n');
        return sb.toString();
    }

    private static String verdict(CatalogDiffReport report) {
        CatalogDiffReport.Deployment dep = report.deployment();
        String counts = dep == null
                ? ""
                : " (" + dep.count(Severity.ERROR) + " breaking, " + dep.count(Severity.WARNING) + " warning(s), "
                        + dep.count(Severity.INFO) + " note(s))";
        return switch (report.exitCode()) {
            case CatalogDiffReport.EXIT_BREAKAGE ->
                "result: the deployment breaks under catalog " + report.diff().newVersion() + counts + "; exit 1";
            case CatalogDiffReport.EXIT_PARSE_ERRORS ->
                "result: " + dep.unreadable().size() + " deployment file(s) could not be read; exit 2";
            default ->
                dep == null
                        ? "result: no deployment given; exit 0"
                        : "result: no breakage in the deployment" + counts + "; exit 0";
        };
    }

    /** {@code relative/file:line:col: severity rule: message}. */
    static String row(Path root, Diagnostic d) {
        return display(root, d.file()) + ":" + d.range().startLine() + ":"
                + d.range().startColumn() + ": " + d.severity().name().toLowerCase(Locale.ROOT) + " " + d.ruleId()
                + ": " + d.message();
    }

    static String display(Path root, Path file) {
        if (file == null) {
            return "-";
        }
        Path shown = file;
        if (root != null && file.isAbsolute() == root.isAbsolute() && file.startsWith(root)) {
            shown = root.relativize(file);
        }
        return shown.toString().replace('\\', '/');
    }

    private static String deprecation(CatalogDiff.DeprecatedVerb v) {
        StringBuilder sb =
                new StringBuilder(v.name()).append(" (deprecated in ").append(v.deprecatedIn());
        if (v.successor() != null) {
            sb.append(", successor ").append(v.successor());
        }
        if (v.removedIn() != null) {
            sb.append(", removed in ").append(v.removedIn());
        }
        return sb.append(')').toString();
    }

    private static void line(StringBuilder sb, String label, List<String> items) {
        if (!items.isEmpty()) {
            sb.append("  ")
                    .append(label)
                    .append(" (")
                    .append(items.size())
                    .append("): ")
                    .append(items.stream().collect(Collectors.joining(", ")))
                    .append('\n');
        }
    }
}
