package dev.agtpstudio.preview;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.preview.registry.RegistrySchemas;
import dev.agtpstudio.preview.source.SourceMap;
import dev.agtpstudio.preview.source.SourceRef;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The registry metadata of a workspace's MCP facade (docs/registry.md), built from the one served projection
 * ({@link Projections#served}): the MCP Registry's {@code server.json} (the service, its remote and package, the tool
 * names it serves) and an A2A agent card whose skills are the served tools. What the contract does not say comes from
 * {@code [registry]} in agtp-server.toml. Each document is validated against its vendored official schema; each
 * violation becomes a {@code registry/schema} (or {@code registry/unknown-property}) note located at the contract key
 * the offending value came from.
 */
public final class RegistryProjector {
    /** The A2A protocol version of the vendored schema (a2a.json, AgentCard.protocolVersion's default). */
    public static final String A2A_PROTOCOL = "0.3.0";

    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private RegistryProjector() {}

    /** {@code manifest --projection mcp-server-json}. */
    public static Projection serverJson(Workspace ws, Projections.Served served) {
        Inputs in = new Inputs(ws);
        ServerConfig.Registry r = in.registry;
        ObjectNode d = F.objectNode();
        Map<String, SourceRef> src = new LinkedHashMap<>();
        d.put("$schema", RegistrySchemas.id(RegistrySchemas.Kind.MCP_SERVER_JSON));
        put(d, "name", r.name(), in.key("name"), src);
        put(d, "title", r.title(), in.key("title"), src);
        put(d, "description", in.description(), in.descriptionRef(), src);
        put(d, "version", r.version(), in.key("version"), src);
        put(d, "websiteUrl", r.websiteUrl(), in.key("website_url"), src);
        if (r.repositoryUrl() != null) {
            ObjectNode repo = d.putObject("repository");
            repo.put("url", r.repositoryUrl());
            repo.put("source", forge(r.repositoryUrl()));
            src.put("/repository", in.key("repository_url"));
        }
        if (r.remoteUrl() != null) {
            ObjectNode remote = d.putArray("remotes").addObject();
            remote.put("type", "streamable-http");
            remote.put("url", r.remoteUrl());
            src.put("/remotes", in.key("remote_url"));
        }
        if (r.packageName() != null || r.packageRegistry() != null) {
            ObjectNode pkg = d.putArray("packages").addObject();
            put(pkg, "registryType", r.packageRegistry(), null, null);
            put(pkg, "identifier", r.packageName(), null, null);
            put(pkg, "version", r.version(), null, null);
            pkg.putObject("transport").put("type", "stdio");
            src.put("/packages", in.key(r.packageName() != null ? "package_name" : "package_registry"));
        }
        ObjectNode meta = d.putObject("_meta").putObject("io.modelcontextprotocol.registry/publisher-provided");
        meta.put("tool", "agtp-studio");
        ArrayNode tools = meta.putArray("tools");
        List<McpProjector.McpTool> served0 = served.mcp().tools();
        for (int i = 0; i < served0.size(); i++) {
            tools.add(served0.get(i).name());
            served.mcp()
                    .projection()
                    .sourceMap()
                    .lookup("/tools/" + i)
                    .ifPresent(ref -> src.put(
                            "/_meta/io.modelcontextprotocol.registry~1publisher-provided/tools/" + tools.size(), ref));
        }
        return finish(
                ProjectionKind.MCP_SERVER_JSON,
                RegistrySchemas.Kind.MCP_SERVER_JSON,
                d,
                src,
                in,
                Map.of("/name", "name", "/version", "version", "/description", "description"));
    }

    /** {@code manifest --projection a2a-card}: skills are the served MCP tools, in order. */
    public static Projection agentCard(Workspace ws, Projections.Served served) {
        Inputs in = new Inputs(ws);
        ServerConfig.Registry r = in.registry;
        ServerConfig.ServerInfo si = ws.serverConfig().server();
        ObjectNode d = F.objectNode();
        Map<String, SourceRef> src = new LinkedHashMap<>();
        d.put("protocolVersion", A2A_PROTOCOL);
        put(
                d,
                "name",
                r.title() != null ? r.title() : in.service(),
                r.title() != null ? in.key("title") : in.agisRef("/service"),
                src);
        put(d, "description", in.description(), in.descriptionRef(), src);
        put(d, "url", r.a2aUrl(), in.key("a2a_url"), src);
        put(d, "version", r.version(), in.key("version"), src);
        put(d, "documentationUrl", r.websiteUrl(), in.key("website_url"), src);
        if (si.operator() != null && r.websiteUrl() != null) {
            ObjectNode p = d.putObject("provider");
            p.put("organization", si.operator());
            p.put("url", r.websiteUrl());
            src.put("/provider", in.ref(si.keyPath() + "/operator"));
        }
        d.putObject("capabilities");
        d.putArray("defaultInputModes").add("application/json");
        d.putArray("defaultOutputModes").add("application/json");
        ArrayNode skills = d.putArray("skills");
        List<McpProjector.McpTool> tools = served.mcp().tools();
        for (int i = 0; i < tools.size(); i++) {
            McpProjector.McpTool t = tools.get(i);
            ObjectNode s = skills.addObject();
            s.put("id", t.name());
            s.put("name", t.tool().path("title").asText(t.name()));
            s.put("description", t.tool().path("description").asText(""));
            ArrayNode tags = s.putArray("tags");
            tags.add(t.method().toLowerCase(Locale.ROOT));
            JsonNode ann = t.tool().path("annotations");
            tags.add(ann.path("readOnlyHint").asBoolean(false) ? "read-only" : "changes-state");
            final int at = i;
            served.mcp().projection().sourceMap().lookup("/tools/" + i).ifPresent(ref -> src.put("/skills/" + at, ref));
        }
        return finish(
                ProjectionKind.A2A_CARD,
                RegistrySchemas.Kind.A2A_CARD,
                d,
                src,
                in,
                Map.of("/name", "title", "/version", "version", "/description", "description", "/url", "a2a_url"));
    }

    private static Projection finish(
            ProjectionKind kind,
            RegistrySchemas.Kind schema,
            ObjectNode d,
            Map<String, SourceRef> src,
            Inputs in,
            Map<String, String> keyOf) {
        List<ProjectionNote> notes = new ArrayList<>();
        String what = kind == ProjectionKind.MCP_SERVER_JSON ? "server.json" : "the agent card";
        for (RegistrySchemas.Problem p : RegistrySchemas.check(schema, d)) {
            String missing = missingProperty(p);
            String msg;
            SourceRef at;
            if (missing != null && keyOf.containsKey("/" + missing)) {
                msg = what + " needs `" + missing + "`: set `" + keyOf.get("/" + missing)
                        + "` in [registry] of agtp-server.toml (docs/registry.md).";
                at = in.registryRef();
            } else {
                msg = what + " " + (p.pointer().isEmpty() ? "" : p.pointer() + ": ") + p.message()
                        + " ("
                        + (schema == RegistrySchemas.Kind.MCP_SERVER_JSON
                                ? "MCP Registry server.json schema"
                                : "A2A AgentCard schema")
                        + ").";
                at = locate(src, p.pointer(), in);
            }
            notes.add(
                    new ProjectionNote(p.unknownProperty() ? "registry/unknown-property" : "registry/schema", msg, at));
        }
        SourceMap.Builder sm = SourceMap.builder();
        src.forEach((k, v) -> {
            if (v != null) {
                sm.put(k, v);
            }
        });
        return new Projection(kind, d, sm.build(), notes);
    }

    /** The nearest mapped ancestor of {@code pointer}, else the [registry] table (or agtp-server.toml). */
    static SourceRef locate(Map<String, SourceRef> src, String pointer, Inputs in) {
        for (String p = pointer; ; p = p.substring(0, p.lastIndexOf('/'))) {
            SourceRef r = src.get(p);
            if (r != null) {
                return r;
            }
            if (p.isEmpty()) {
                return in.registryRef();
            }
        }
    }

    /** The property a {@code required} violation names, from networknt's message ("required property 'x' not found"). */
    private static String missingProperty(RegistrySchemas.Problem p) {
        java.util.regex.Matcher m =
                java.util.regex.Pattern.compile("required property '([^']+)'").matcher(p.message());
        return m.find() ? m.group(1) : null;
    }

    private static void put(ObjectNode o, String k, String v, SourceRef ref, Map<String, SourceRef> src) {
        if (v == null) {
            return;
        }
        o.put(k, v);
        if (src != null && ref != null) {
            src.put("/" + k, ref);
        }
    }

    private static String forge(String url) {
        String u = url.toLowerCase(Locale.ROOT);
        return u.contains("gitlab.") ? "gitlab" : u.contains("github.") ? "github" : "git";
    }

    /** The inputs both documents read: [registry], the .agis document, and where each lives. */
    static final class Inputs {
        final ServerConfig.Registry registry;
        final LoadedFile<ServerConfig> config;
        final LoadedFile<AgisDocument> agis;

        Inputs(Workspace ws) {
            this.registry = ws.serverConfig().registry();
            this.config = ws.serverConfigFile().filter(f -> f.model() != null).orElse(null);
            this.agis = ws.agisFiles().stream()
                    .filter(f -> f.model() != null)
                    .findFirst()
                    .orElse(null);
        }

        String description() {
            if (registry.description() != null) {
                return registry.description();
            }
            return agis == null ? null : agis.model().description();
        }

        SourceRef descriptionRef() {
            return registry.description() != null ? key("description") : agisRef("/description");
        }

        String service() {
            return agis == null ? null : agis.model().service();
        }

        SourceRef agisRef(String keyPath) {
            return agis == null
                    ? null
                    : new SourceRef(agis.path(), agis.locations().rangeFor(keyPath), keyPath);
        }

        SourceRef key(String k) {
            return ref(registry.key(k));
        }

        SourceRef ref(String keyPath) {
            return config == null
                    ? null
                    : new SourceRef(config.path(), config.locations().rangeFor(keyPath), keyPath);
        }

        SourceRef registryRef() {
            return ref(registry.keyPath());
        }
    }
}
