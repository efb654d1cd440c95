package dev.agtpstudio.preview;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.preview.source.SourceMap;
import java.util.List;

/**
 * The {@code DISCOVER /methods} inventory (AGTP-API §5.8, with the tier of AGTP-API-01): a JSON array of
 * {@code {method, path, description, tier}}, one entry per manifest endpoint, built-ins as tier A and operator
 * endpoints as tier B. Derived from the manifest so the two can never disagree.
 */
public final class MethodsProjector {
    private final ManifestProjector manifest;

    public MethodsProjector(ManifestProjector manifest) {
        this.manifest = manifest;
    }

    public Projection project(Workspace ws, ProjectionOptions opts) {
        return project(ws, opts, manifest.project(ws, opts));
    }

    /** The same projection derived from {@code m}, a manifest of {@code ws} already computed with {@code opts}. */
    public Projection project(Workspace ws, ProjectionOptions opts, Projection m) {
        int operatorEndpoints = manifest.endpointFiles(ws).size();
        ArrayNode out = JsonNodeFactory.instance.arrayNode();
        SourceMap.Builder src = SourceMap.builder();
        int i = 0;
        for (JsonNode e : m.document().get("endpoints")) {
            out.add(entry(e, i < operatorEndpoints ? "B" : "A"));
            final int idx = i;
            m.sourceMap().lookup("/endpoints/" + idx).ifPresent(r -> src.put("/" + idx, r));
            i++;
        }
        return new Projection(ProjectionKind.METHODS, out, src.build(), List.of());
    }

    /**
     * One inventory entry for manifest endpoint {@code e}: tier A a built-in, B an operator endpoint, C an endpoint the
     * server synthesized at run time (which only the server has).
     */
    public static ObjectNode entry(JsonNode e, String tier) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("method", e.path("method").asText());
        o.put("path", e.path("path").asText());
        o.put("description", e.path("description").asText(""));
        o.put("tier", tier);
        return o;
    }
}
