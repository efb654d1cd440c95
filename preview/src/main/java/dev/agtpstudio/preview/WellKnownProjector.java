package dev.agtpstudio.preview;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.AgisDocument.AgisEndpoint;
import dev.agtpstudio.preview.agis.ServiceView;
import dev.agtpstudio.preview.source.SourceMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The {@code /.well-known/agis.json} summary (AGIS §11.1). It never exposes data-manifest sensitivity details or
 * customer data: only class names of the data manifest are listed.
 */
public final class WellKnownProjector {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    public Projection project(ServiceView view) {
        AgisDocument d = view.document();
        ObjectNode o = F.objectNode();
        o.put("agis", d.agis() == null ? "1.0" : d.agis());
        putText(o, "service", d.service());
        putText(o, "agtp", d.agtp());
        putText(o, "agis_document", d.agtp());
        List<AgisEndpoint> eps = d.endpoints() == null ? List.of() : d.endpoints();
        Set<String> methods = new LinkedHashSet<>();
        Set<String> caps = new LinkedHashSet<>();
        boolean stateChanging = false;
        for (AgisEndpoint e : eps) {
            if (e.method() != null) {
                methods.add(e.method());
            }
            if (e.semantic() != null && e.semantic().capability() != null) {
                caps.add(e.semantic().capability());
            }
            if (e.semantic() != null
                    && e.semantic().impactTier() != null
                    && !"informational".equals(e.semantic().impactTier())) {
                stateChanging = true;
            }
        }
        ArrayNode m = o.putArray("methods");
        methods.forEach(m::add);
        AgisDocument.Vocabulary v = d.vocabulary();
        putText(o, "domain", v == null ? null : v.domain());
        putText(o, "namespace", v == null ? null : v.namespace());
        boolean negotiable = v != null && Boolean.TRUE.equals(v.negotiable());
        o.put("negotiable", negotiable);
        ArrayNode c = o.putArray("capability_summary");
        caps.forEach(c::add);
        ArrayNode classes = o.putArray("data_classes");
        boolean preAuth = true;
        JsonNode dm = d.dataManifest();
        if (dm != null) {
            for (JsonNode cls : dm.path("available_data")) {
                if (cls.path("class").isTextual()) {
                    classes.add(cls.get("class").asText());
                }
            }
            if (dm.has("pre_auth_discovery")) {
                preAuth = dm.get("pre_auth_discovery").asBoolean(true);
            }
        }
        o.put("pre_auth_discovery", preAuth);
        putText(o, "version", v == null ? null : v.version());
        ArrayNode ip = o.putArray("interaction_protocols");
        ip.add("request");
        if (negotiable) {
            ip.add("negotiate");
        }
        if (stateChanging) {
            ip.add("confirm");
        }
        if (!caps.isEmpty() && caps.stream().allMatch(x -> x.equals("discovery") || x.equals("retrieval"))) {
            ip.add("query");
        }
        o.putArray("related_services");
        if (d.agtp() != null) {
            o.put("mcp_tools_list", d.agtp().replaceAll("/+$", "") + "/mcp/tools");
        }
        SourceMap.Builder src = SourceMap.builder();
        src.put("", view.documentSource());
        return new Projection(ProjectionKind.WELLKNOWN, o, src.build(), List.of());
    }

    private static void putText(ObjectNode o, String k, String v) {
        if (v != null) {
            o.put(k, v);
        }
    }
}
