package dev.agtpstudio.conformance.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.conformance.CheckReport;
import dev.agtpstudio.conformance.CheckResult;
import java.io.PrintWriter;

/**
 * {@code {"target", "results": [{"endpoint", "check", "outcome", "detail", "request", "response"}], "summary"}};
 * request and response are the raw exchange of a failure (null otherwise), replayable with {@code invoke --raw}.
 */
final class JsonCheckReport implements CheckFormat.Writer {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    static ObjectNode document(CheckReport report) {
        ObjectNode root = JSON.createObjectNode();
        root.put("target", report.target());
        ArrayNode results = root.putArray("results");
        for (CheckResult r : report.results()) {
            ObjectNode o = results.addObject();
            o.put("endpoint", r.endpoint());
            o.put("check", r.check());
            o.put("outcome", r.outcome().label());
            o.put("detail", r.detail());
            o.put("request", r.request());
            o.put("response", r.response());
            o.put("spec", r.specRef());
        }
        report.summary().writeTo(root.putObject("summary"));
        return root;
    }

    @Override
    public void write(CheckReport report, PrintWriter out) {
        try {
            out.println(JSON.writeValueAsString(document(report)));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
