package dev.agtpstudio.preview;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.core.model.PathTemplate;
import dev.agtpstudio.core.model.Recipe;
import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.preview.source.SourceMap;
import dev.agtpstudio.preview.source.SourceRef;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A2S capability documents, one per capability (A2S "Execution Section": "each document represents a single
 * capability"): one for every endpoint that is not a composition (a single step) and one for every composition
 * recipe (a step per recipe step). The projection's document is {@code {"capabilities": [...]}}: the same documents
 * that {@code manifest --projection a2s --out DIR} writes one file each ({@link #fileName}).
 * <p>
 * A step served by an {@code external_service} handler is {@code format: OpenAPI} with a minimal OpenAPI document
 * of that one operation ({@link A2sOpenApiStep}); any other step is {@code format: Custom}, an AGTP call.
 * {@code patterns.parameters} come from the AGIS {@code parameter_hints} of the endpoints. Every placeholder is
 * {@code ${NAME}}: a capability input ({@code inputs}) or an earlier step's {@code output_mapping} name. The checksum is the SHA-256 of the RFC 8785 canonical JSON of the document without {@code checksum}.
 */
public final class A2sProjector {
    public static final String A2S_VERSION = "1.0.0";
    /** The file name suffix of a JSON A2S document (YAML: {@code .a2s.yaml}); docs/a2s.md. */
    public static final String JSON_SUFFIX = ".a2s.json";

    public static final String YAML_SUFFIX = ".a2s.yaml";
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    /**
     * @param include the endpoint files published (as for the manifest); the others get no capability
     * @param openApi the workspace's OpenAPI projection ({@link OpenApiProjector}), from which an
     *                {@code external_service} step takes its one operation
     */
    public Projection project(
            Workspace ws, java.util.function.Predicate<LoadedFile<EndpointDecl>> include, JsonNode openApi) {
        ServerConfig cfg = ws.serverConfig();
        String serverId = cfg.server().serverId();
        String domain = cfg.server().domain() != null ? cfg.server().domain() : serverId;
        ObjectNode out = F.objectNode();
        ArrayNode caps = out.putArray("capabilities");
        SourceMap.Builder src = SourceMap.builder();
        List<ProjectionNote> notes = new ArrayList<>();
        for (LoadedFile<EndpointDecl> f : ws.endpointFiles()) {
            EndpointDecl d = f.model();
            if (d == null
                    || d.method() == null
                    || d.handler() instanceof HandlerBinding.Composition
                    || !include.test(f)) {
                continue;
            }
            src.put(
                    "/capabilities/" + caps.size(),
                    new SourceRef(f.path(), f.locations().rangeFor("/endpoint"), "/endpoint"));
            caps.add(single(d, serverId, domain, ws, openApi));
        }
        for (Recipe r : ws.recipes().recipes()) {
            final int idx = caps.size();
            ws.recipesFile()
                    .ifPresent(f -> src.put(
                            "/capabilities/" + idx,
                            new SourceRef(f.path(), f.locations().rangeFor(r.keyPath()), r.keyPath())));
            caps.add(recipe(r, serverId, domain, ws, openApi));
        }
        Set<String> names = new LinkedHashSet<>();
        for (JsonNode c : caps) {
            if (!names.add(c.path("name").asText())) {
                notes.add(new ProjectionNote(
                        "a2s/duplicate-name",
                        "two capabilities are named " + c.path("name").asText()
                                + "; each A2S document needs its own name (rename the recipe)",
                        null,
                        true));
            }
        }
        return new Projection(ProjectionKind.A2S, out, src.build(), notes);
    }

    /** The file a capability document is written to: its name and the suffix of the format. */
    public static String fileName(JsonNode capability, boolean yaml) {
        return capability.path("name").asText() + (yaml ? YAML_SUFFIX : JSON_SUFFIX);
    }

    /** The capability name of a single endpoint: {@code FETCH /reservations/{reservation_id}} is {@code fetch-reservations-reservation_id}. */
    static String endpointName(EndpointDecl d) {
        String p = d.path() == null ? "" : PathTemplate.unbraced(d.path()).replaceAll("[^A-Za-z0-9_]+", "-");
        String n = d.method().toLowerCase(Locale.ROOT) + "-" + p;
        return n.replaceAll("-+", "-").replaceAll("-$", "");
    }

    ObjectNode single(EndpointDecl d, String serverId, String domain, Workspace ws, JsonNode openApi) {
        Capability c = new Capability(endpointName(d), d.description(), "1", openApi);
        Map<String, String> template = new LinkedHashMap<>();
        for (String in : inputNames(d)) {
            c.input(in);
            template.put(in, "${" + in + "}");
        }
        c.hints(hints(ws, d), template.keySet());
        c.step(stepId(d), d, serverId, domain, template, null);
        return c.finish("last");
    }

    ObjectNode recipe(Recipe r, String serverId, String domain, Workspace ws, JsonNode openApi) {
        Capability c = new Capability(r.name(), r.description(), r.version() == null ? "1" : r.version(), openApi);
        if (r.pattern() != null) {
            r.pattern().hasParameters().forEach(c::input);
        }
        int n = 1;
        for (Recipe.Step s : r.steps()) {
            Map<String, Object> template = new LinkedHashMap<>();
            for (Map.Entry<String, Recipe.ParameterSource> p : s.parameters().entrySet()) {
                Recipe.ParameterSource ps = p.getValue();
                String kind = ps.kind() == null ? "" : ps.kind();
                switch (kind) {
                    case "proposal" -> {
                        c.input(String.valueOf(ps.value()));
                        template.put(p.getKey(), "${" + ps.value() + "}");
                    }
                    case "previous_step" -> template.put(p.getKey(), "${" + ps.value() + "}");
                    default -> template.put(p.getKey(), ps.value());
                }
            }
            EndpointDecl d = uniqueEndpoint(ws, s.method());
            if (d != null) {
                Map<String, List<String>> h = hints(ws, d);
                Map<String, List<String>> byInput = new LinkedHashMap<>();
                s.parameters().forEach((k, ps) -> {
                    if ("proposal".equals(ps.kind()) && h.containsKey(k)) {
                        byInput.put(String.valueOf(ps.value()), h.get(k));
                    }
                });
                c.hints(byInput, byInput.keySet());
            }
            String id = s.captureAs() != null ? s.captureAs() : "step-" + n;
            c.step(id, d, serverId, domain, template, s.captureAs(), s.method());
            n++;
        }
        String agg = r.aggregation() == null ? "last" : r.aggregation();
        return c.finish(agg);
    }

    private static String stepId(EndpointDecl d) {
        return d.method().toLowerCase(Locale.ROOT);
    }

    private static List<String> inputNames(EndpointDecl d) {
        List<String> names = new ArrayList<>();
        if (d.input() != null && !d.input().isAbsent()) {
            ObjectNode s = dev.agtpstudio.core.model.Schemas.effective(d.input(), true);
            s.path("properties").fieldNames().forEachRemaining(names::add);
        }
        return names;
    }

    /** The AGIS parameter hints of the AGIS endpoint with {@code d}'s method and path, in declaration order. */
    static Map<String, List<String>> hints(Workspace ws, EndpointDecl d) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        for (LoadedFile<AgisDocument> f : ws.agisFiles()) {
            AgisDocument doc = f.model();
            if (doc == null || doc.endpoints() == null) {
                continue;
            }
            for (AgisDocument.AgisEndpoint e : doc.endpoints()) {
                if (d.method().equals(e.method())
                        && (d.path() == null || d.path().equals(e.path()))
                        && e.semantic() != null) {
                    e.semantic().parameterHints().forEach(out::putIfAbsent);
                }
            }
        }
        return out;
    }

    private static EndpointDecl uniqueEndpoint(Workspace ws, String method) {
        EndpointDecl found = null;
        for (LoadedFile<EndpointDecl> f : ws.endpointFiles()) {
            EndpointDecl d = f.model();
            if (d != null && method != null && method.equals(d.method())) {
                if (found != null) {
                    return null;
                }
                found = d;
            }
        }
        return found;
    }

    /** SHA-256 over the canonical JSON of {@code capability} without its {@code checksum} member. */
    public static String checksum(JsonNode capability) {
        ObjectNode copy = capability.deepCopy();
        copy.remove("checksum");
        return "sha256:" + CanonicalJson.sha256(copy);
    }

    static JsonNode constant(Object v) {
        if (v instanceof Number num) {
            return num instanceof Double || num instanceof Float
                    ? F.numberNode(num.doubleValue())
                    : F.numberNode(num.longValue());
        }
        if (v instanceof Boolean b) {
            return F.booleanNode(b);
        }
        return v == null ? F.nullNode() : F.textNode(v.toString());
    }

    /** One capability document being built: header, inputs, patterns, environment and steps. */
    private static final class Capability {
        private final String name;
        private final String description;
        private final String version;
        private final Set<String> domains = new LinkedHashSet<>();
        private final Set<String> inputs = new LinkedHashSet<>();
        private final Map<String, List<String>> patterns = new LinkedHashMap<>();
        private final JsonNode openApi;
        private final ArrayNode steps = F.arrayNode();

        Capability(String name, String description, String version, JsonNode openApi) {
            this.openApi = openApi;
            this.name = name;
            this.description = description == null ? "" : description;
            this.version = version;
        }

        void input(String n) {
            inputs.add(n);
        }

        void hints(Map<String, List<String>> hints, Set<String> of) {
            hints.forEach((k, v) -> {
                if (of.contains(k) && !v.isEmpty()) {
                    patterns.putIfAbsent(k, v);
                }
            });
        }

        void step(String id, EndpointDecl d, String serverId, String domain, Map<String, ?> template, String capture) {
            step(id, d, serverId, domain, template, capture, d.method());
        }

        void step(
                String id,
                EndpointDecl d,
                String serverId,
                String domain,
                Map<String, ?> template,
                String capture,
                String method) {
            ObjectNode st = steps.addObject();
            st.put("id", id);
            domains.add(domain);
            String[] at = d != null && d.handler() instanceof HandlerBinding.ExternalService
                    ? A2sOpenApiStep.find(openApi, d)
                    : null;
            if (at != null) {
                A2sOpenApiStep.fill(st, d, openApi, at, template, capture);
                return;
            }
            st.put("format", "Custom");
            ObjectNode def = st.putObject("definition");
            def.put("protocol", "AGTP/1.0");
            def.put("server", "agtp://" + serverId);
            def.put("method", method);
            if (d != null && d.path() != null) {
                def.put("path", d.path());
            }
            ObjectNode tmpl = st.putObject("input_template");
            template.forEach((k, v) -> tmpl.set(k, constant(v)));
            ObjectNode out = st.putObject("output_mapping");
            if (capture != null) {
                out.put(capture, "$");
            } else if (d != null && d.output() != null && !d.output().isAbsent()) {
                dev.agtpstudio.core.model.Schemas.effective(d.output(), false)
                        .path("properties")
                        .fieldNames()
                        .forEachRemaining(f -> out.put(f, "$." + f));
            }
        }

        ObjectNode finish(String aggregation) {
            ObjectNode c = F.objectNode();
            c.put("a2s", A2S_VERSION);
            c.put("name", name);
            c.put("description", description);
            ArrayNode dom = c.putArray("domains");
            domains.forEach(dom::add);
            c.put("version", version);
            ArrayNode in = c.putArray("inputs");
            inputs.forEach(in::add);
            if (!patterns.isEmpty()) {
                ArrayNode params = c.putObject("patterns").putArray("parameters");
                patterns.forEach((k, v) -> {
                    ArrayNode pats = params.addObject().put("name", k).putArray("patterns");
                    v.forEach(pats::add);
                });
            }
            ObjectNode exec = c.putObject("execution");
            exec.put("type", "sequence");
            exec.put("aggregation", aggregation);
            exec.set("steps", steps);
            c.put("checksum", checksum(c));
            return c;
        }
    }
}
