package dev.agtpstudio.app.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.PathTemplate;
import dev.agtpstudio.core.model.Recipe;
import dev.agtpstudio.core.workspace.Workspace;
import java.util.Locale;
import java.util.Optional;

/**
 * Body templates for the agent-level methods no workspace endpoint declares a schema for: PROPOSE (AGTP-API §10, the
 * wrapped {@code parameters.endpoint} body the server's proposal evaluator reads) and agent-level DISCOVER (ANS §3.1:
 * {@code intent}, {@code limit}, {@code capability_domains}, {@code scope_negotiate}). The PROPOSE template follows
 * the workspace's first recipe (its method, path and parameters) when it has one, so it can be approved as it is.
 */
final class BodyTemplates {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private static final String DEFAULT_VERB = "SUMMARIZE";

    private BodyTemplates() {}

    /** The template for {@code method} (any case), or empty when the method has none. */
    static Optional<String> forMethod(String method, Workspace ws) {
        String m = method == null ? "" : method.trim().toUpperCase(Locale.ROOT);
        ObjectNode body = switch (m) {
            case "PROPOSE" -> propose(ws);
            case "DISCOVER" -> discover();
            default -> null;
        };
        if (body == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(JSON.writeValueAsString(body));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static ObjectNode discover() {
        ObjectNode p = F.objectNode();
        p.put("intent", "Describe in plain words what the agent wants to do");
        p.put("limit", 10);
        p.putArray("capability_domains");
        p.put("scope_negotiate", true);
        ObjectNode b = F.objectNode();
        b.set("parameters", p);
        return b;
    }

    private static ObjectNode propose(Workspace ws) {
        MethodCatalog catalog = ws == null ? MethodCatalog.bundled() : ws.catalog();
        Recipe.Pattern pattern = ws == null
                ? null
                : ws.recipes().recipes().stream()
                        .map(Recipe::pattern)
                        .filter(p -> p != null && p.nameExact() != null)
                        .findFirst()
                        .orElse(null);
        String verb = pattern != null && catalog.isVerb(pattern.nameExact())
                ? pattern.nameExact()
                : catalog.isVerb(DEFAULT_VERB)
                        ? DEFAULT_VERB
                        : catalog.methods().keySet().iterator().next();
        String path = pattern != null && pattern.pathExact() != null
                ? pattern.pathExact()
                : "/" + resource(ws, catalog) + "/overview";
        ObjectNode e = F.objectNode();
        e.put("method", verb);
        e.put("path", path);
        e.put("description", "What the proposed endpoint does, in one sentence.");
        ObjectNode s = e.putObject("semantic");
        s.put("intent", "What an agent achieves by calling it.");
        s.put("actor", "agent");
        s.put("outcome", "What the caller gets back.");
        s.put(
                "capability",
                catalog.category(verb)
                        .orElse(catalog.categories().keySet().iterator().next()));
        s.put("confidence", 0.8);
        s.put("impact", "informational");
        s.put("is_idempotent", true);
        ObjectNode in = e.putObject("input_schema");
        in.put("type", "object");
        ObjectNode props = in.putObject("properties");
        if (pattern != null) {
            pattern.hasParameters().forEach(name -> props.putObject(name).put("type", "string"));
            if (!pattern.hasParameters().isEmpty()) {
                com.fasterxml.jackson.databind.node.ArrayNode required = in.putArray("required");
                pattern.hasParameters().forEach(required::add);
            }
        }
        in.put("additionalProperties", false); // AGTP-API §13.3: the evaluator refuses an open input schema
        ObjectNode out = e.putObject("output_schema");
        out.put("type", "object");
        e.putArray("required_scopes");
        return proposal(e);
    }

    /** The PROPOSE body the server's evaluator reads: {@code parameters.endpoint} and {@code persistent: false}. */
    static ObjectNode proposal(ObjectNode endpoint) {
        ObjectNode p = F.objectNode();
        p.set("endpoint", endpoint);
        p.put("persistent", false);
        ObjectNode b = F.objectNode();
        b.set("parameters", p);
        return b;
    }

    /** The first path segment of the workspace's first endpoint (a resource the server knows), else "reports". */
    private static String resource(Workspace ws, MethodCatalog catalog) {
        if (ws != null) {
            for (EndpointDecl d : ws.endpoints()) {
                String[] seg = d.path() == null ? new String[0] : d.path().split("/");
                if (seg.length > 1
                        && !seg[1].isEmpty()
                        && !PathTemplate.isParameterSegment(seg[1])
                        && !catalog.isVerbSegment(seg[1])) {
                    return seg[1];
                }
            }
        }
        return "reports";
    }
}
