package dev.agtpstudio.core.catalogdiff;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.catalog.CatalogDiff;
import dev.agtpstudio.core.diag.Diagnostic;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;

/**
 * Renders a {@link CatalogDiffReport} as JSON for tools: {@code old_version}, {@code new_version}, {@code added},
 * {@code removed}, {@code newly_deprecated}, {@code category_changes}, {@code embedded}, {@code notes},
 * {@code deployment} (or null) with its {@code findings}, and {@code exit_code}.
 */
public final class CatalogDiffJsonFormat {
    private final ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public String render(CatalogDiffReport report) {
        try {
            return json.writeValueAsString(tree(report)) + "\n";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    public ObjectNode tree(CatalogDiffReport report) {
        CatalogDiff d = report.diff();
        ObjectNode root = json.createObjectNode();
        root.put("old_version", d.oldVersion());
        root.put("new_version", d.newVersion());
        strings(root.putArray("added"), d.added());
        ArrayNode removed = root.putArray("removed");
        d.removed().forEach(r -> removed.addObject().put("verb", r.name()).put("successor", r.successor()));
        ArrayNode deprecated = root.putArray("newly_deprecated");
        d.newlyDeprecated()
                .forEach(v -> deprecated
                        .addObject()
                        .put("verb", v.name())
                        .put("deprecated_in", v.deprecatedIn())
                        .put("removed_in", v.removedIn())
                        .put("successor", v.successor()));
        ArrayNode cats = root.putArray("category_changes");
        d.categoryChanges().forEach(c -> {
            ObjectNode o = cats.addObject().put("verb", c.name());
            strings(o.putArray("before"), c.before());
            strings(o.putArray("after"), c.after());
            o.put("primary_changed", c.primaryChanged());
        });
        ObjectNode floor = root.putObject("embedded");
        strings(floor.putArray("added"), d.embeddedAdded());
        strings(floor.putArray("removed"), d.embeddedRemoved());
        strings(root.putArray("notes"), d.notes());
        CatalogDiffReport.Deployment dep = report.deployment();
        if (dep == null) {
            root.putNull("deployment");
        } else {
            ObjectNode o = root.putObject("deployment");
            o.put("root", dep.root().toString().replace('\\', '/'));
            o.put("endpoint_files", dep.endpointFiles());
            o.put("recipes", dep.recipes());
            o.put("agis_files", dep.agisFiles());
            o.put("server_config", dep.serverConfig());
            o.put("breaks", dep.breaks());
            findings(o.putArray("findings"), dep, dep.findings());
            findings(o.putArray("unreadable"), dep, dep.unreadable());
        }
        root.put("exit_code", report.exitCode());
        return root;
    }

    private static void findings(ArrayNode out, CatalogDiffReport.Deployment dep, List<Diagnostic> ds) {
        for (Diagnostic f : ds) {
            out.addObject()
                    .put("rule", f.ruleId())
                    .put("severity", f.severity().name().toLowerCase(Locale.ROOT))
                    .put("file", CatalogDiffTextFormat.display(dep.root(), f.file()))
                    .put("line", f.range().startLine())
                    .put("column", f.range().startColumn())
                    .put("key_path", f.keyPath())
                    .put("message", f.message())
                    .put("spec", f.specRef());
        }
    }

    private static void strings(ArrayNode a, List<String> xs) {
        xs.forEach(a::add);
    }
}
