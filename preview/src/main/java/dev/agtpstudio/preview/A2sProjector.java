package dev.agtpstudio.preview;

import dev.agtpstudio.preview.source.SourceRef;
import dev.agtpstudio.preview.source.SourceMap;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.Recipe;
import dev.agtpstudio.core.model.RecipeBook;
import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.core.workspace.Workspace;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A2S capability documents, one per composition recipe: the header ({@code a2s}, name, description, domains,
 * version, checksum), parameter patterns from the recipe pattern, and an {@code execution} sequence whose steps are
 * AGTP calls ({@code format: Custom}, protocol AGTP/1.0) with input templates from the parameter sources. The
 * checksum is the SHA-256 of {@link CanonicalJson} of the document without its {@code checksum} member.
 */
public final class A2sProjector {
    public static final String A2S_VERSION = "1.0.0";
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    public Projection project(Workspace ws) {
        ServerConfig cfg = ws.serverConfig();
        String serverId = cfg.server().serverId();
        String domain = cfg.server().domain() != null ? cfg.server().domain() : serverId;
        RecipeBook book = ws.recipes();
        ObjectNode out = F.objectNode();
        ArrayNode caps = out.putArray("capabilities");
        SourceMap.Builder src = SourceMap.builder();
        List<ProjectionNote> notes = new ArrayList<>();
        int i = 0;
        for (Recipe r : book.recipes()) {
            caps.add(capability(r, serverId, domain, ws, notes));
            final int idx = i;
            ws.recipesFile().ifPresent(f -> src.put("/capabilities/" + idx,
                    new SourceRef(f.path(), f.locations().rangeFor(r.keyPath()), r.keyPath())));
            i++;
        }
        return new Projection(ProjectionKind.A2S, out, src.build(), notes);
    }

    ObjectNode capability(Recipe r, String serverId, String domain, Workspace ws, List<ProjectionNote> notes) {
        ObjectNode c = F.objectNode();
        c.put("a2s", A2S_VERSION);
        c.put("name", r.name());
        c.put("description", r.description() == null ? "" : r.description());
        c.putArray("domains").add(domain);
        c.put("version", r.version() == null ? "1" : r.version());
        if (r.pattern() != null && !r.pattern().hasParameters().isEmpty()) {
            ArrayNode params = c.putObject("patterns").putArray("parameters");
            for (String p : r.pattern().hasParameters()) {
                params.addObject().put("name", p).putArray("patterns");
            }
        }
        ObjectNode exec = c.putObject("execution");
        exec.put("type", "sequence");
        exec.put("aggregation", r.aggregation() == null ? "last" : r.aggregation());
        ArrayNode steps = exec.putArray("steps");
        int n = 1;
        for (Recipe.Step s : r.steps()) {
            ObjectNode st = steps.addObject();
            st.put("id", s.captureAs() != null ? s.captureAs() : "step-" + n);
            st.put("format", "Custom");
            ObjectNode def = st.putObject("definition");
            def.put("protocol", "AGTP/1.0");
            def.put("server", "agtp://" + serverId);
            def.put("method", s.method());
            String path = uniquePath(ws, s.method());
            if (path != null) {
                def.put("path", path);
            }
            ObjectNode tmpl = st.putObject("input_template");
            for (Map.Entry<String, Recipe.ParameterSource> p : s.parameters().entrySet()) {
                Recipe.ParameterSource ps = p.getValue();
                String kind = ps.kind() == null ? "" : ps.kind();
                switch (kind) {
                    case "proposal" -> tmpl.put(p.getKey(), "${" + ps.value() + "}");
                    case "previous_step" -> tmpl.put(p.getKey(), "${steps." + ps.value() + "}");
                    default -> tmpl.set(p.getKey(), constant(ps.value()));
                }
            }
            if (s.captureAs() != null) {
                st.putObject("output_mapping").put(s.captureAs(), "$");
            }
            n++;
        }
        c.put("checksum", checksum(c));
        return c;
    }

    /** SHA-256 over the canonical JSON of {@code capability} without its {@code checksum} member. */
    public static String checksum(JsonNode capability) {
        ObjectNode copy = capability.deepCopy();
        copy.remove("checksum");
        return "sha256:" + CanonicalJson.sha256(copy);
    }

    private static String uniquePath(Workspace ws, String method) {
        String found = null;
        for (LoadedFile<EndpointDecl> f : ws.endpointFiles()) {
            EndpointDecl d = f.model();
            if (d != null && method != null && method.equals(d.method())) {
                if (found != null) {
                    return null;
                }
                found = d.path();
            }
        }
        return found;
    }

    private static JsonNode constant(Object v) {
        if (v instanceof Number num) {
            return num instanceof Double || num instanceof Float ? F.numberNode(num.doubleValue()) : F.numberNode(num.longValue());
        }
        if (v instanceof Boolean b) {
            return F.booleanNode(b);
        }
        return v == null ? F.nullNode() : F.textNode(v.toString());
    }
}
