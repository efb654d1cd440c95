package dev.agtpstudio.preview;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.model.PathTemplate;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.preview.source.SourceMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * An OpenAPI 3.1 rendering of the manifest for HTTP consumers (AGTP-API §14.2). It is marked as derived and links
 * the manifest. Verbs with an HTTP analog map to it (FETCH/QUERY/LIST... -> GET, CREATE -> POST, REPLACE -> PUT,
 * MODIFY/UPDATE -> PATCH, REMOVE/DELETE -> DELETE); every other verb, and any analog that would collide on its path,
 * is exposed as a documented POST on {@code path:verb} (the custom-method convention), with
 * {@code x-agtp-method} naming the AGTP verb on every operation.
 */
public final class OpenApiProjector {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;
    private static final Map<String, String> ANALOGS = Map.ofEntries(
            Map.entry("FETCH", "get"),
            Map.entry("QUERY", "get"),
            Map.entry("LIST", "get"),
            Map.entry("READ", "get"),
            Map.entry("RETRIEVE", "get"),
            Map.entry("GET", "get"),
            Map.entry("DESCRIBE", "get"),
            Map.entry("CREATE", "post"),
            Map.entry("POST", "post"),
            Map.entry("SUBMIT", "post"),
            Map.entry("REPLACE", "put"),
            Map.entry("PUT", "put"),
            Map.entry("MODIFY", "patch"),
            Map.entry("UPDATE", "patch"),
            Map.entry("PATCH", "patch"),
            Map.entry("REMOVE", "delete"),
            Map.entry("DELETE", "delete"));

    private final ManifestProjector manifest;
    private final String manifestUrl;

    /** @param manifestUrl where the authoritative manifest is published, linked from {@code info} */
    public OpenApiProjector(ManifestProjector manifest, String manifestUrl) {
        this.manifest = manifest;
        this.manifestUrl = manifestUrl;
    }

    /** The HTTP method an AGTP verb maps to when it has a clean analog, else null. */
    public static String httpAnalog(String verb) {
        return verb == null ? null : ANALOGS.get(verb.toUpperCase(Locale.ROOT));
    }

    public Projection project(Workspace ws, ProjectionOptions opts) {
        return project(ws, opts, manifest.project(ws, opts));
    }

    /** The same projection derived from {@code m}, a manifest of {@code ws} already computed with {@code opts}. */
    public Projection project(Workspace ws, ProjectionOptions opts, Projection m) {
        JsonNode man = m.document();
        ObjectNode doc = F.objectNode();
        doc.put("openapi", "3.1.0");
        ObjectNode info = doc.putObject("info");
        String serverId = man.path("server").path("server_id").asText("server");
        info.put("title", serverId + " (derived from the AGTP-API manifest)");
        info.put("version", man.path("document_version").asText("1"));
        info.put(
                "description",
                "Derived compatibility surface generated from the AGTP-API server manifest of " + serverId
                        + ". The manifest is the authoritative description of this service: " + manifestUrl);
        info.put("x-agtp-derived-from", "agtp-api-manifest");
        info.put("x-agtp-manifest", manifestUrl);
        ObjectNode paths = doc.putObject("paths");
        SourceMap.Builder src = SourceMap.builder();
        List<ProjectionNote> notes = new ArrayList<>();
        int i = 0;
        for (JsonNode e : man.get("endpoints")) {
            String verb = e.path("method").asText();
            String path = e.path("path").asText();
            String http = httpAnalog(verb);
            String opPath = path;
            if (http == null || paths.path(path).has(http)) {
                if (http != null) {
                    notes.add(new ProjectionNote(
                            "openapi/analog-collision",
                            verb + " " + path
                                    + " would collide with another " + http.toUpperCase(Locale.ROOT)
                                    + " on the same path; exported as POST " + path + ":"
                                    + verb.toLowerCase(Locale.ROOT) + ".",
                            m.sourceMap().lookup("/endpoints/" + i).orElse(null)));
                }
                http = "post";
                opPath = path + (path.endsWith("/") ? "" : ":") + verb.toLowerCase(Locale.ROOT);
                if ("/".equals(path)) {
                    opPath = "/:" + verb.toLowerCase(Locale.ROOT);
                }
            }
            ObjectNode pathItem = paths.has(opPath) ? (ObjectNode) paths.get(opPath) : paths.putObject(opPath);
            pathItem.set(http, operation(e, verb, path, http));
            final int idx = i;
            final String ptr = "/paths/" + EndpointProjector.escape(opPath) + "/" + http;
            m.sourceMap().lookup("/endpoints/" + idx).ifPresent(r -> src.put(ptr, r));
            i++;
        }
        return new Projection(ProjectionKind.OPENAPI, doc, src.build(), notes);
    }

    private static ObjectNode operation(JsonNode e, String verb, String path, String http) {
        ObjectNode op = F.objectNode();
        op.put("operationId", operationId(verb, path));
        op.put("summary", e.path("description").asText(""));
        JsonNode sem = e.path("semantic");
        op.put(
                "description",
                sem.path("intent").asText("")
                        + (sem.hasNonNull("outcome")
                                ? " Outcome: " + sem.path("outcome").asText()
                                : ""));
        op.put("x-agtp-method", verb);
        op.put("x-agtp-path", path);
        if (e.has("deprecated")) {
            op.put("deprecated", true);
        }
        ArrayNode params = F.arrayNode();
        JsonNode in = e.path("input_schema");
        List<String> pathParams = new ArrayList<>();
        for (String name : PathTemplate.expressionNames(path)) {
            pathParams.add(name);
            ObjectNode p = params.addObject();
            p.put("name", name);
            p.put("in", "path");
            p.put("required", true);
            JsonNode ps = in.path("properties").path(name);
            p.set("schema", ps.isObject() ? ps.deepCopy() : F.objectNode().put("type", "string"));
        }
        if (!params.isEmpty()) {
            op.set("parameters", params);
        }
        boolean bodyless = http.equals("get") || http.equals("delete");
        if (bodyless) {
            ArrayNode qs = params.isEmpty() ? F.arrayNode() : params;
            in.path("properties").fields().forEachRemaining(f -> {
                if (!pathParams.contains(f.getKey())) {
                    ObjectNode q = qs.addObject();
                    q.put("name", f.getKey());
                    q.put("in", "query");
                    q.put("required", contains(in.path("required"), f.getKey()));
                    q.set("schema", f.getValue().deepCopy());
                }
            });
            if (!qs.isEmpty()) {
                op.set("parameters", qs);
            }
        } else {
            ObjectNode body = op.putObject("requestBody");
            body.put("required", true);
            body.putObject("content").putObject("application/json").set("schema", strip(in));
        }
        ObjectNode responses = op.putObject("responses");
        ObjectNode ok = responses.putObject("200");
        ok.put("description", sem.path("outcome").asText("Success"));
        ok.putObject("content").putObject("application/json").set("schema", strip(e.path("output_schema")));
        if (e.path("errors").size() > 0) {
            ObjectNode unproc = responses.putObject("422");
            StringBuilder sb = new StringBuilder("A declared named error: ");
            ArrayNode codes = F.arrayNode();
            e.path("errors").forEach(c -> codes.add(c.asText()));
            for (int k = 0; k < codes.size(); k++) {
                sb.append(k == 0 ? "" : ", ").append(codes.get(k).asText());
            }
            unproc.put("description", sb.toString());
            ObjectNode errSchema =
                    unproc.putObject("content").putObject("application/json").putObject("schema");
            errSchema.put("type", "object");
            ObjectNode err = errSchema.putObject("properties").putObject("error");
            err.put("type", "object");
            err.putObject("properties").putObject("code").set("enum", codes);
        }
        JsonNode scopes = e.path("required_scopes");
        if (scopes.isArray() && scopes.size() > 0) {
            op.set("x-agtp-required-scopes", scopes.deepCopy());
        }
        return op;
    }

    private static boolean contains(JsonNode arr, String v) {
        for (JsonNode n : arr) {
            if (v.equals(n.asText())) {
                return true;
            }
        }
        return false;
    }

    private static JsonNode strip(JsonNode schema) {
        if (!schema.isObject()) {
            return F.objectNode();
        }
        ObjectNode s = schema.deepCopy();
        s.remove("$schema");
        return s;
    }

    static String operationId(String verb, String path) {
        return dev.agtpstudio.core.model.ToolNames.snake(verb, path);
    }
}
