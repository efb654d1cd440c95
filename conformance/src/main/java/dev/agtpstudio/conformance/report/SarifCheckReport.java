package dev.agtpstudio.conformance.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.conformance.CheckReport;
import dev.agtpstudio.conformance.CheckResult;
import dev.agtpstudio.conformance.Outcome;
import dev.agtpstudio.core.diag.SarifLog;
import java.io.PrintWriter;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * SARIF 2.1.0: one rule per check id, one result per check (kind pass / fail / notApplicable), located at the
 * declaring endpoint file, with the raw exchange of a failure in the result's properties.
 */
final class SarifCheckReport implements CheckFormat.Writer {

    @Override
    public void write(CheckReport report, PrintWriter out) {
        SarifLog log = SarifLog.start("agtp-studio check", "https://agtp-studio.dev/docs/conformance.md");
        ObjectNode run = log.run();
        ObjectNode driver = log.driver();
        Set<String> ids = new LinkedHashSet<>();
        report.results().forEach(r -> ids.add(r.check()));
        ArrayNode rules = driver.putArray("rules");
        for (String id : ids) {
            ObjectNode rule = rules.addObject();
            rule.put("id", id);
            rule.putObject("shortDescription").put("text", "conformance check " + id);
        }
        ArrayNode results = run.putArray("results");
        for (CheckResult r : report.results()) {
            ObjectNode o = results.addObject();
            o.put("ruleId", r.check());
            o.put(
                    "kind",
                    r.outcome() == Outcome.PASS ? "pass" : r.outcome() == Outcome.FAIL ? "fail" : "notApplicable");
            o.put("level", r.outcome() == Outcome.FAIL ? "error" : "none");
            o.putObject("message")
                    .put(
                            "text",
                            r.endpoint() + ": " + r.detail() + (r.specRef().isEmpty() ? "" : " (" + r.specRef() + ")"));
            if (r.file() != null) {
                o.putArray("locations")
                        .addObject()
                        .putObject("physicalLocation")
                        .putObject("artifactLocation")
                        .put("uri", r.file().toUri().toString());
            }
            ObjectNode props = o.putObject("properties");
            props.put("endpoint", r.endpoint());
            props.put("target", report.target());
            if (r.request() != null) {
                props.put("request", r.request());
                props.put("response", r.response());
            }
        }
        out.println(log.render());
    }
}
