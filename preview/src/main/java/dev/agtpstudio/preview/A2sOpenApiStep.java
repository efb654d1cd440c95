package dev.agtpstudio.preview;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.model.EndpointDecl;
import java.util.Iterator;
import java.util.Map;

/**
 * An A2S step for an endpoint served by an {@code external_service} handler: {@code format: OpenAPI} whose
 * {@code definition} is a minimal OpenAPI document with only that endpoint's one path and operation (A2S "Execution
 * Steps with Individual Formats"), cut from the workspace's own OpenAPI projection (the derived HTTP surface of
 * AGTP-API §14.2). It never describes the upstream itself: its URL, headers and transformed field names are handler
 * internals no projection may carry (AGTP-API §8.9; docs/decisions/0516). The input template carries
 * {@code pathParameters} and then {@code query} (GET/DELETE) or {@code body}, as the operation declares them.
 */
final class A2sOpenApiStep {
    private A2sOpenApiStep() {}

    /** The operation of {@code d} in {@code openApi} as {@code [path, httpMethod]}, or null when it is not there. */
    static String[] find(JsonNode openApi, EndpointDecl d) {
        Iterator<Map.Entry<String, JsonNode>> paths = openApi.path("paths").fields();
        while (paths.hasNext()) {
            Map.Entry<String, JsonNode> p = paths.next();
            Iterator<Map.Entry<String, JsonNode>> ops = p.getValue().fields();
            while (ops.hasNext()) {
                Map.Entry<String, JsonNode> op = ops.next();
                if (d.method().equals(op.getValue().path("x-agtp-method").asText())
                        && String.valueOf(d.path())
                                .equals(op.getValue().path("x-agtp-path").asText())) {
                    return new String[] {p.getKey(), op.getKey()};
                }
            }
        }
        return null;
    }

    static void fill(
            ObjectNode st, EndpointDecl d, JsonNode openApi, String[] at, Map<String, ?> template, String capture) {
        st.put("format", "OpenAPI");
        JsonNode op = openApi.path("paths").path(at[0]).path(at[1]);
        ObjectNode def = st.putObject("definition");
        def.put("openapi", openApi.path("openapi").asText("3.1.0"));
        def.putObject("info")
                .put("title", d.method() + " " + d.path())
                .put("version", openApi.at("/info/version").asText("1"))
                .put("description", openApi.at("/info/description").asText(""));
        def.putObject("paths").putObject(at[0]).set(at[1], op.deepCopy());

        java.util.Set<String> inPath = new java.util.HashSet<>();
        for (JsonNode p : op.path("parameters")) {
            if ("path".equals(p.path("in").asText())) {
                inPath.add(p.path("name").asText());
            }
        }
        boolean query = !op.has("requestBody");
        ObjectNode tmpl = st.putObject("input_template");
        ObjectNode pathParams = tmpl.objectNode();
        ObjectNode fields = tmpl.objectNode();
        template.forEach(
                (name, v) -> (inPath.contains(name) ? pathParams : fields).set(name, A2sProjector.constant(v)));
        if (!pathParams.isEmpty()) {
            tmpl.set("pathParameters", pathParams);
        }
        if (!fields.isEmpty()) {
            tmpl.set(query ? "query" : "body", fields);
        }
        ObjectNode out = st.putObject("output_mapping");
        if (capture != null) {
            out.put(capture, "$");
        } else {
            op.at("/responses/200/content/application~1json/schema/properties")
                    .fieldNames()
                    .forEachRemaining(f -> out.put(f, "$." + f));
        }
    }
}
