package dev.agtpstudio.validator.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.SarifLog;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.diag.TextEdit;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationReport;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * SARIF 2.1.0 (OASIS): one run whose driver lists every rule (id, shortDescription, helpUri, default level), and
 * one result per finding with level, message, a region (lines, columns, charOffset, charLength), fixes as
 * replacements, and suppressions for suppressed findings. File URIs are relative to {@code %SRCROOT%}.
 */
public final class SarifReportWriter implements ReportWriter {
    private final String rulesUrl;

    public SarifReportWriter(String rulesUrl) {
        this.rulesUrl = rulesUrl;
    }

    @Override
    public void write(ValidationReport report, List<RuleInfo> rules, Path baseDir, Appendable out) throws IOException {
        SarifLog log = SarifLog.start(
                "agtp-studio", RuleDocs.helpUri(rulesUrl, "agtp/studio").replaceAll("#.*$", ""));
        ObjectNode run = log.run();
        ObjectNode driver = log.driver();
        driver.put("version", version());
        Map<String, Integer> index = new LinkedHashMap<>();
        ArrayNode ruleArr = driver.putArray("rules");
        for (RuleInfo r : rules) {
            addRule(ruleArr, index, r.id(), r.title(), level(r.severity()), r.pass(), r.spec());
        }
        for (Diagnostic d : report.diagnostics()) {
            if (!index.containsKey(d.ruleId())) {
                addRule(
                        ruleArr,
                        index,
                        d.ruleId(),
                        "Loader finding " + d.ruleId(),
                        level(d.severity()),
                        d.pass(),
                        d.specRef());
            }
        }
        if (baseDir != null) {
            String uri = baseDir.toAbsolutePath().normalize().toUri().toString();
            run.putObject("originalUriBaseIds").putObject("%SRCROOT%").put("uri", uri.endsWith("/") ? uri : uri + "/");
        }
        ArrayNode results = run.putArray("results");
        for (Diagnostic d : report.diagnostics()) {
            results.add(result(d, index.get(d.ruleId()), baseDir));
        }
        out.append(log.render()).append('\n');
    }

    private void addRule(
            ArrayNode arr,
            Map<String, Integer> index,
            String id,
            String title,
            String level,
            String pass,
            String spec) {
        index.put(id, arr.size());
        ObjectNode o = arr.addObject();
        o.put("id", id);
        o.putObject("shortDescription").put("text", title);
        o.put("helpUri", RuleDocs.helpUri(rulesUrl, id));
        o.putObject("defaultConfiguration").put("level", level);
        ObjectNode props = o.putObject("properties");
        props.put("pass", pass);
        if (spec != null && !spec.isEmpty()) {
            props.put("spec", spec);
        }
    }

    private ObjectNode result(Diagnostic d, int ruleIndex, Path baseDir) {
        ObjectNode r = SarifLog.node();
        r.put("ruleId", d.ruleId());
        r.put("ruleIndex", ruleIndex);
        r.put("level", level(d.severity()));
        r.putObject("message").put("text", d.message());
        if (d.file() != null) {
            ObjectNode phys = r.putArray("locations").addObject().putObject("physicalLocation");
            artifact(phys.putObject("artifactLocation"), d, baseDir);
            ObjectNode region = phys.putObject("region");
            region.put("startLine", d.range().startLine());
            region.put("startColumn", d.range().startColumn());
            region.put("endLine", d.range().endLine());
            region.put("endColumn", d.range().endColumn());
            region.put("charOffset", d.range().start());
            region.put("charLength", d.range().length());
        }
        ObjectNode props = r.putObject("properties");
        props.put("severity", d.severity().label());
        props.put("pass", d.pass());
        props.put("keyPath", d.keyPath());
        if (!d.specRef().isEmpty()) {
            props.put("spec", d.specRef());
        }
        if (d.suppressed()) {
            r.putArray("suppressions").addObject().put("kind", "external").put("justification", d.suppressedBy());
        }
        if (!d.fixes().isEmpty() && d.file() != null) {
            ArrayNode fixes = r.putArray("fixes");
            for (Fix f : d.fixes()) {
                ObjectNode fo = fixes.addObject();
                fo.putObject("description").put("text", f.title());
                ObjectNode change = fo.putArray("artifactChanges").addObject();
                artifact(change.putObject("artifactLocation"), d, baseDir);
                ArrayNode reps = change.putArray("replacements");
                for (TextEdit e : f.edits()) {
                    ObjectNode rep = reps.addObject();
                    rep.putObject("deletedRegion").put("charOffset", e.start()).put("charLength", e.end() - e.start());
                    rep.putObject("insertedContent").put("text", e.newText());
                }
            }
        }
        return r;
    }

    private static void artifact(ObjectNode loc, Diagnostic d, Path baseDir) {
        String rel = RuleDocs.relative(baseDir, d.file());
        boolean inside = baseDir != null && !Path.of(rel).isAbsolute();
        if (inside) {
            loc.put("uri", encode(rel));
            loc.put("uriBaseId", "%SRCROOT%");
        } else {
            loc.put("uri", d.file().toAbsolutePath().toUri().toString());
        }
    }

    private static String encode(String rel) {
        try {
            return new URI(null, null, rel, null).getRawPath();
        } catch (java.net.URISyntaxException e) {
            return rel.replace(" ", "%20");
        }
    }

    static String level(Severity s) {
        return switch (s) {
            case ERROR -> "error";
            case WARNING -> "warning";
            case INFO, HINT -> "note";
        };
    }

    private static String version() {
        String v = SarifReportWriter.class.getPackage().getImplementationVersion();
        return v == null ? "0.1.0-SNAPSHOT" : v;
    }
}
