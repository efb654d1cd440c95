package dev.agtpstudio.validator.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.TextEdit;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationReport;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** The report as one JSON document: a summary and every diagnostic with range, fixes and help link. */
public final class JsonReportWriter implements ReportWriter {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private final String rulesUrl;

    public JsonReportWriter(String rulesUrl) {
        this.rulesUrl = rulesUrl;
    }

    @Override
    public void write(ValidationReport report, List<RuleInfo> rules, Path baseDir, Appendable out) throws IOException {
        ObjectNode root = JSON.createObjectNode();
        report.summary().writeTo(root.putObject("summary"));
        ArrayNode arr = root.putArray("diagnostics");
        for (Diagnostic d : report.diagnostics()) {
            ObjectNode o = arr.addObject();
            o.put("file", d.file() == null ? null : RuleDocs.relative(baseDir, d.file()));
            o.put("ruleId", d.ruleId());
            o.put("severity", d.severity().label());
            o.put("pass", d.pass());
            ObjectNode r = o.putObject("range");
            r.put("start", d.range().start());
            r.put("end", d.range().end());
            r.put("startLine", d.range().startLine());
            r.put("startColumn", d.range().startColumn());
            r.put("endLine", d.range().endLine());
            r.put("endColumn", d.range().endColumn());
            o.put("keyPath", d.keyPath());
            o.put("message", d.message());
            o.put("specRef", d.specRef());
            o.put("helpUri", RuleDocs.helpUri(rulesUrl, d.ruleId()));
            ArrayNode fixes = o.putArray("fixes");
            for (Fix f : d.fixes()) {
                ObjectNode fo = fixes.addObject();
                fo.put("title", f.title());
                ArrayNode edits = fo.putArray("edits");
                for (TextEdit e : f.edits()) {
                    edits.addObject()
                            .put("start", e.start())
                            .put("end", e.end())
                            .put("newText", e.newText());
                }
            }
            if (d.suppressed()) {
                o.put("suppressedBy", d.suppressedBy());
            }
        }
        out.append(JSON.writeValueAsString(root)).append('\n');
    }
}
