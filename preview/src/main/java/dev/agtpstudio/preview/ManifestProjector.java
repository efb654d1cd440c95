package dev.agtpstudio.preview;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.preview.source.SourceMap;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * The server manifest (AGTP-API §8) exactly as the local server publishes it: fields in the order of §8.2,
 * operator endpoints in path order followed by the built-ins, handler references projected away. Deterministic for
 * the same workspace and options.
 */
public final class ManifestProjector {
    public static final String AGTP_VERSION = "1.0";
    public static final String AGTP_API_VERSION = "1.0";
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private final Predicate<LoadedFile<EndpointDecl>> include;

    /** @param include which endpoint files the server would register (the server passes its own registry's view) */
    public ManifestProjector(Predicate<LoadedFile<EndpointDecl>> include) {
        this.include = include;
    }

    /** Includes every endpoint file whose model loaded. */
    public ManifestProjector() {
        this(f -> f.model() != null);
    }

    /** The endpoint files the projection includes, in manifest order. */
    public List<LoadedFile<EndpointDecl>> endpointFiles(Workspace ws) {
        List<LoadedFile<EndpointDecl>> out = new ArrayList<>();
        for (LoadedFile<EndpointDecl> f : ws.endpointFiles()) {
            if (f.model() != null && include.test(f)) {
                out.add(f);
            }
        }
        return out;
    }

    public Projection project(Workspace ws, ProjectionOptions opts) {
        ServerConfig cfg = ws.serverConfig();
        SourceMap.Builder src = SourceMap.builder();
        ws.serverConfigFile()
                .ifPresent(f ->
                        src.put("/server", EndpointProjector.ref(f, cfg.server().keyPath())));
        ObjectNode m = F.objectNode();
        m.put("agtp_version", AGTP_VERSION);
        m.put("agtp_api_version", AGTP_API_VERSION);
        m.put("document_version", opts.documentVersion());
        m.put("catalog_version", ws.catalog().version());
        m.putArray("catalog_versions_supported").add(ws.catalog().version());

        ObjectNode server = m.putObject("server");
        ServerConfig.ServerInfo si = cfg.server();
        server.put("server_id", si.serverId());
        putNullable(server, "domain", si.domain());
        putNullable(server, "operator", si.operator());
        putNullable(server, "contact", si.contact());
        ArrayNode features = server.putArray("supported_features");
        features.add("endpoint-registry");
        if (cfg.policies().synthesisEnabled()) {
            features.add("synthesis");
        }
        features.add("openapi-export");
        Instant updated = opts.updated() == null ? Instant.EPOCH : opts.updated();
        String issued = opts.issued() != null ? iso(opts.issued()) : si.issued() != null ? si.issued() : iso(updated);
        server.put("issued", issued);
        server.put("updated", iso(updated));

        ArrayNode embedded = m.putArray("embedded_methods");
        ws.catalog().embedded().forEach(embedded::add);
        if (!cfg.methods().custom().isEmpty()) {
            ArrayNode custom = m.putArray("custom_methods");
            int i = 0;
            for (ServerConfig.CustomMethod c : cfg.methods().custom()) {
                ObjectNode o = custom.addObject();
                o.put("name", c.name());
                putIfPresent(o, "category", c.category());
                putIfPresent(o, "description", c.description());
                int idx = i++;
                ws.serverConfigFile()
                        .ifPresent(f -> src.put("/custom_methods/" + idx, EndpointProjector.ref(f, c.keyPath())));
            }
        }

        ArrayNode endpoints = m.putArray("endpoints");
        int i = 0;
        for (LoadedFile<EndpointDecl> f : endpointFiles(ws)) {
            endpoints.add(EndpointProjector.project(f, "/endpoints/" + i, src));
            i++;
        }
        boolean overridden = endpointFiles(ws).stream()
                .anyMatch(f -> "DISCOVER".equals(f.model().method())
                        && "/methods".equals(f.model().path()));
        if (!overridden) {
            endpoints.add(BuiltinEndpoints.discoverMethods());
        }

        String disclosure = cfg.agentDisclosure() == null ? "public" : cfg.agentDisclosure();
        m.put("agent_disclosure", disclosure);
        ArrayNode hosted = m.putArray("hosted_agents");
        if (HostedAgents.visible(disclosure, opts.identifiedCaller())) {
            int n = 0;
            for (ServerConfig.HostedAgent a : cfg.agents().hosted()) {
                hosted.add(HostedAgents.reference(a));
                int idx = n++;
                ws.serverConfigFile()
                        .ifPresent(f -> src.put("/hosted_agents/" + idx, EndpointProjector.ref(f, a.keyPath())));
            }
        }
        putNullable(m, "agent_disclosure_notice", cfg.agents().disclosureNotice());
        ArrayNode apis = m.putArray("apis");
        for (ServerConfig.ApiEntry a : cfg.apis()) {
            ObjectNode o = apis.addObject();
            o.put("path", a.path());
            ArrayNode ms = o.putArray("methods");
            a.methods().forEach(ms::add);
            putIfPresent(o, "description", a.description());
            putIfPresent(o, "http_documentation", a.httpDocumentation());
        }
        ArrayNode protocols = m.putArray("hosted_protocols");
        for (ServerConfig.HostedProtocol h : cfg.hostedProtocols()) {
            ObjectNode o = protocols.addObject();
            o.put("protocol", h.protocol());
            putIfPresent(o, "version", h.version());
            putIfPresent(o, "endpoint", h.endpoint());
            putIfPresent(o, "catalog", h.catalog());
        }
        m.set("policies", policies(cfg));
        ws.serverConfigFile()
                .ifPresent(f -> src.put(
                        "/policies", EndpointProjector.ref(f, cfg.policies().keyPath())));
        m.putNull("manifest_signature");
        return new Projection(ProjectionKind.MANIFEST, m, src.build(), List.of());
    }

    static ObjectNode policies(ServerConfig cfg) {
        ServerConfig.Policies p = cfg.policies();
        ObjectNode o = F.objectNode();
        o.put("wildcards_accepted", p.wildcardsAccepted());
        o.put("anonymous_discovery", p.anonymousDiscovery());
        o.put("scope_required_for_invocation", p.scopeRequiredForInvocation());
        o.put("synthesis_enabled", p.synthesisEnabled());
        o.put("max_synthesis_depth", p.maxSynthesisDepth());
        ServerConfig.MethodPolicy mp = cfg.methods();
        ObjectNode methods = o.putObject("methods");
        if (mp.allow().all()) {
            methods.put("allow", "*");
        } else {
            ArrayNode a = methods.putArray("allow");
            mp.allow().methods().forEach(a::add);
        }
        ArrayNode dis = methods.putArray("disallow");
        mp.disallow().forEach(dis::add);
        if (mp.legacy().all()) {
            methods.put("legacy", "*");
        } else if (mp.legacy().verbs().isEmpty()) {
            methods.put("legacy", "NONE");
        } else {
            ArrayNode l = methods.putArray("legacy");
            mp.legacy().verbs().forEach(l::add);
        }
        ArrayNode redirects = methods.putArray("redirects");
        for (ServerConfig.Redirect r : mp.redirects()) {
            ObjectNode ro = redirects.addObject();
            ro.put("from_method", r.fromMethod());
            putIfPresent(ro, "from_path", r.fromPath());
            ro.put("to_method", r.toMethod());
            putIfPresent(ro, "to_path", r.toPath());
        }
        return o;
    }

    static String iso(Instant t) {
        return DateTimeFormatter.ISO_INSTANT.format(t.truncatedTo(ChronoUnit.SECONDS));
    }

    private static void putNullable(ObjectNode o, String k, String v) {
        if (v == null) {
            o.putNull(k);
        } else {
            o.put(k, v);
        }
    }

    private static void putIfPresent(ObjectNode o, String k, String v) {
        if (v != null) {
            o.put(k, v);
        }
    }
}
