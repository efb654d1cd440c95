package dev.agtpstudio.evolution.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.diag.SarifLog;
import dev.agtpstudio.evolution.Change;
import dev.agtpstudio.evolution.ChangeKind;
import dev.agtpstudio.evolution.ChangeLocation;
import dev.agtpstudio.evolution.ChangeSeverity;
import dev.agtpstudio.evolution.DiffResult;
import java.nio.file.Path;

/**
 * SARIF 2.1.0 (OASIS): one run whose driver lists every change kind as a rule (helpUri into docs/diff.md) and one
 * result per change. Breaking changes are errors, deprecations warnings, compatible changes notes and internal ones
 * {@code none}. Locations in the new version are relative to {@code %SRCROOT%}; removals point into the old version,
 * relative to {@code OLDROOT}.
 */
public final class DiffSarifFormat {
    public static final String NEW_ROOT = "%SRCROOT%";
    public static final String OLD_ROOT = "OLDROOT";
    private final String docsBase;

    public DiffSarifFormat(String docsBase) {
        this.docsBase = docsBase;
    }

    public String render(DiffResult r) {
        return SarifLog.render(tree(r)) + "\n";
    }

    public ObjectNode tree(DiffResult r) {
        SarifLog log = SarifLog.start("agtp-studio diff", docsBase);
        ObjectNode root = log.root();
        ObjectNode run = log.run();
        ObjectNode driver = log.driver();
        ArrayNode rules = driver.putArray("rules");
        for (ChangeKind k : ChangeKind.values()) {
            ObjectNode o = rules.addObject();
            o.put("id", k.id());
            o.putObject("shortDescription").put("text", k.title());
            o.put("helpUri", DiffDocs.helpUri(docsBase, k));
            o.putObject("defaultConfiguration").put("level", level(k.severity()));
            o.putObject("properties").put("spec", k.spec());
        }
        ObjectNode bases = run.putObject("originalUriBaseIds");
        bases.putObject(NEW_ROOT).put("uri", dirUri(r.newRoot()));
        bases.putObject(OLD_ROOT).put("uri", dirUri(r.oldRoot()));
        ArrayNode results = run.putArray("results");
        for (Change c : r.changes()) {
            results.add(result(c));
        }
        ObjectNode props = run.putObject("properties");
        props.put("suggested_bump", r.suggestedBump().id());
        return root;
    }

    private static ObjectNode result(Change c) {
        ObjectNode o = SarifLog.node();
        o.put("ruleId", c.kind().id());
        o.put("ruleIndex", c.kind().ordinal());
        o.put("level", level(c.severity()));
        o.putObject("message").put("text", (c.endpoint() == null ? "" : c.endpoint() + ": ") + c.message());
        ChangeLocation l = c.location();
        if (l != null) {
            ObjectNode phys = o.putArray("locations").addObject().putObject("physicalLocation");
            ObjectNode art = phys.putObject("artifactLocation");
            art.put("uri", l.fileName());
            art.put("uriBaseId", l.side() == ChangeLocation.Side.NEW ? NEW_ROOT : OLD_ROOT);
            if (l.range() != null) {
                ObjectNode region = phys.putObject("region");
                region.put("startLine", l.range().startLine());
                region.put("startColumn", l.range().startColumn());
                region.put("endLine", l.range().endLine());
                region.put("endColumn", l.range().endColumn());
            }
        }
        ObjectNode props = o.putObject("properties");
        props.put("severity", c.severity().id());
        if (c.endpoint() != null) {
            props.put("endpoint", c.endpoint());
        }
        if (c.field() != null) {
            props.put("field", c.field());
        }
        if (c.linked() != null) {
            props.put("linked", c.linked());
        }
        return o;
    }

    static String level(ChangeSeverity s) {
        return switch (s) {
            case BREAKING -> "error";
            case DEPRECATION -> "warning";
            case COMPATIBLE -> "note";
            case INTERNAL -> "none";
        };
    }

    private static String dirUri(Path p) {
        String uri = p.toAbsolutePath().normalize().toUri().toString();
        return uri.endsWith("/") ? uri : uri + "/";
    }
}
