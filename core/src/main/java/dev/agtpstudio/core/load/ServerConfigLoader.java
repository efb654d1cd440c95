package dev.agtpstudio.core.load;

import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.core.model.ServerConfig.Allow;
import dev.agtpstudio.core.model.ServerConfig.ApiEntry;
import dev.agtpstudio.core.model.ServerConfig.CustomMethod;
import dev.agtpstudio.core.model.ServerConfig.HostedProtocol;
import dev.agtpstudio.core.model.ServerConfig.Legacy;
import dev.agtpstudio.core.model.ServerConfig.MethodPolicy;
import dev.agtpstudio.core.model.ServerConfig.Policies;
import dev.agtpstudio.core.model.ServerConfig.Redirect;
import dev.agtpstudio.core.model.ServerConfig.ServerInfo;
import dev.agtpstudio.core.model.ServerConfig.Synthesis;
import dev.agtpstudio.core.toml.TomlArray;
import dev.agtpstudio.core.toml.TomlTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Loads {@code agtp-server.toml} (docs/reference-server.md#server-config). Absent sections get {@link ServerConfig#defaults()}; values of
 * the right TOML type are stored as written even when they are semantically wrong (e.g. {@code legacy = "GTE"}),
 * so the validator can report them. Tables the reference reads but the model does not hold are accepted silently.
 */
public final class ServerConfigLoader {
    static final Set<String> TOP_KEYS = TomlFields.set(
            "server",
            "policies",
            "policy",
            "synthesis",
            "agents",
            "apis",
            "hosted_protocols",
            "audit",
            "signing",
            "mtls",
            "gateway",
            "listeners",
            "tool_budget",
            "registry",
            "discovery");
    static final Set<String> TOOL_BUDGET_KEYS = TomlFields.set("max_tool_tokens", "max_list_tokens", "max_tools");
    static final Set<String> REGISTRY_KEYS = TomlFields.set(
            "name",
            "version",
            "title",
            "description",
            "remote_url",
            "package_registry",
            "package_name",
            "website_url",
            "repository_url",
            "a2a_url");
    static final Set<String> DISCOVERY_KEYS =
            TomlFields.set("trust_tier_weight", "behavioral_trust_weight", "capability_match_weight");
    static final Set<String> AGENTS_KEYS = TomlFields.set("disclosure", "disclosure_notice", "hosted");
    static final Set<String> HOSTED_AGENT_KEYS =
            TomlFields.set("id", "label", "job_description", "supported_methods", "scopes");
    static final Set<String> LISTENER_KEYS = TomlFields.set("allowed_origins", "allowed_hosts");
    static final Set<String> SERVER_KEYS =
            TomlFields.set("server_id", "issuer", "domain", "operator", "contact", "issued", "manifest_signing_key");
    static final Set<String> POLICY_KEYS = TomlFields.set(
            "wildcards_accepted",
            "anonymous_discovery",
            "scope_required_for_invocation",
            "synthesis_enabled",
            "max_synthesis_depth",
            "negotiable",
            "methods",
            "synthesis",
            "rcns",
            "oauth",
            "builtins");
    static final Set<String> METHOD_KEYS =
            TomlFields.set("allow", "disallow", "legacy", "aliases", "redirects", "custom");
    static final Set<String> REDIRECT_KEYS = TomlFields.set("from_method", "from_path", "to_method", "to_path");
    static final Set<String> SYNTHESIS_KEYS = TomlFields.set(
            "policies",
            "recipes_file",
            "session_duration",
            "persistent_default_duration",
            "persistent_max_duration",
            "async_evaluation_enabled",
            "max_evaluation_duration",
            "max_pending_proposals",
            "proposal_retention");

    private ServerConfigLoader() {}

    public static LoadedFile<ServerConfig> load(SourceText source) {
        return load(source, LoaderLimits.DEFAULT);
    }

    public static LoadedFile<ServerConfig> load(SourceText source, LoaderLimits limits) {
        DiagnosticSink sink = new DiagnosticSink(source);
        TomlDocument doc = TomlDocument.parse(source, limits, sink);
        ServerConfig cfg = new Reader(new TomlFields(doc, sink)).read(doc.root());
        return new LoadedFile<>(
                source, FileKind.SERVER_CONFIG, cfg, doc.locations().build(), sink.all());
    }

    private static final class Reader {
        private final TomlFields f;

        Reader(TomlFields f) {
            this.f = f;
        }

        ServerConfig read(TomlTable root) {
            ServerConfig d = ServerConfig.defaults();
            f.unknownKeys(root, "", TOP_KEYS, "agtp-server.toml");
            String policiesKey = root.contains("policies") || !root.contains("policy") ? "policies" : "policy";
            TomlTable pol = f.table(root, policiesKey, "/" + policiesKey);
            String pp = "/" + policiesKey;
            f.unknownKeys(pol, pp, POLICY_KEYS, "[" + policiesKey + "]");
            String agentsDisclosure = d.agentDisclosure();
            ServerConfig.Agents hostedAgents = ServerConfig.Agents.NONE;
            TomlTable agents = f.table(root, "agents", "/agents");
            if (agents != null) {
                f.unknownKeys(agents, "/agents", AGENTS_KEYS, "[agents]");
                String s = f.string(agents, "disclosure", ServerConfig.AGENT_DISCLOSURE_PATH);
                agentsDisclosure = s != null ? s : agentsDisclosure;
                hostedAgents = new ServerConfig.Agents(
                        hostedAgents(agents), f.string(agents, "disclosure_notice", "/agents/disclosure_notice"));
            }
            return new ServerConfig(
                    server(root, d.server()),
                    policies(pol, pp, d.policies()),
                    methods(pol, pp),
                    synthesis(root, pol, pp),
                    agentsDisclosure,
                    apis(root),
                    hosted(root),
                    listeners(root),
                    toolBudget(root),
                    registry(root),
                    discovery(root),
                    hostedAgents);
        }

        /** {@code [[agents.hosted]]}: strings and string arrays as written; the validator judges the values. */
        private List<ServerConfig.HostedAgent> hostedAgents(TomlTable agents) {
            return f.eachTable(agents, "hosted", "/agents/hosted", (t, p) -> {
                f.unknownKeys(t, p, HOSTED_AGENT_KEYS, "[[agents.hosted]]");
                return new ServerConfig.HostedAgent(
                        f.string(t, "id", p + "/id"),
                        f.string(t, "label", p + "/label"),
                        f.string(t, "job_description", p + "/job_description"),
                        f.strings(t, "supported_methods", p + "/supported_methods"),
                        f.strings(t, "scopes", p + "/scopes"),
                        p);
            });
        }

        /** {@code [tool_budget]}: each limit a positive integer; a missing or unusable one keeps its default. */
        private ServerConfig.ToolBudget toolBudget(TomlTable root) {
            ServerConfig.ToolBudget d = ServerConfig.ToolBudget.defaults();
            TomlTable t = f.table(root, "tool_budget", "/tool_budget");
            if (t == null) {
                return d;
            }
            f.unknownKeys(t, "/tool_budget", TOOL_BUDGET_KEYS, "[tool_budget]");
            return new ServerConfig.ToolBudget(
                    limit(t, "max_tool_tokens", d.maxToolTokens()),
                    limit(t, "max_list_tokens", d.maxListTokens()),
                    limit(t, "max_tools", d.maxTools()),
                    "/tool_budget");
        }

        private long limit(TomlTable t, String key, long def) {
            Long v = f.integer(t, key, "/tool_budget/" + key);
            if (v == null) {
                return def;
            }
            if (v < 1) {
                f.typeError("/tool_budget/" + key, key, "a positive integer", v);
                return def;
            }
            return v;
        }

        /** {@code [registry]}: strings only here; the official schemas judge the values (docs/registry.md). */
        private ServerConfig.Registry registry(TomlTable root) {
            TomlTable t = f.table(root, "registry", "/registry");
            if (t == null) {
                return ServerConfig.Registry.NONE;
            }
            String p = "/registry";
            f.unknownKeys(t, p, REGISTRY_KEYS, "[registry]");
            return new ServerConfig.Registry(
                    f.string(t, "name", p + "/name"),
                    f.string(t, "version", p + "/version"),
                    f.string(t, "title", p + "/title"),
                    f.string(t, "description", p + "/description"),
                    f.string(t, "remote_url", p + "/remote_url"),
                    f.string(t, "package_registry", p + "/package_registry"),
                    f.string(t, "package_name", p + "/package_name"),
                    f.string(t, "website_url", p + "/website_url"),
                    f.string(t, "repository_url", p + "/repository_url"),
                    f.string(t, "a2a_url", p + "/a2a_url"),
                    p);
        }

        private ServerConfig.Listeners listeners(TomlTable root) {
            TomlTable t = f.table(root, "listeners", "/listeners");
            if (t == null) {
                return ServerConfig.Listeners.defaults();
            }
            f.unknownKeys(t, "/listeners", LISTENER_KEYS, "[listeners]");
            return new ServerConfig.Listeners(
                    f.strings(t, "allowed_origins", "/listeners/allowed_origins"),
                    f.strings(t, "allowed_hosts", "/listeners/allowed_hosts"),
                    "/listeners");
        }

        private ServerConfig.Discovery discovery(TomlTable root) {
            ServerConfig.Discovery d = ServerConfig.Discovery.defaults();
            TomlTable t = f.table(root, "discovery", "/discovery");
            if (t == null) {
                return d;
            }
            f.unknownKeys(t, "/discovery", DISCOVERY_KEYS, "[discovery]");
            Double tier = f.number(t, "trust_tier_weight", "/discovery/trust_tier_weight");
            Double behavioral = f.number(t, "behavioral_trust_weight", "/discovery/behavioral_trust_weight");
            Double capability = f.number(t, "capability_match_weight", "/discovery/capability_match_weight");
            return new ServerConfig.Discovery(
                    tier == null ? d.trustTierWeight() : tier,
                    behavioral == null ? d.behavioralTrustWeight() : behavioral,
                    capability == null ? d.capabilityMatchWeight() : capability,
                    "/discovery");
        }

        private ServerInfo server(TomlTable root, ServerInfo def) {
            String p = "/server";
            TomlTable s = f.table(root, "server", p);
            if (s == null) {
                return def;
            }
            f.unknownKeys(s, p, SERVER_KEYS, "[server]");
            String id = f.string(s, "server_id", p + "/server_id");
            if (id == null && s.contains("issuer")) {
                id = f.string(s, "issuer", p + "/issuer");
                Location l = f.doc().walked().get(p + "/issuer");
                if (l != null && !s.contains("server_id")) {
                    f.doc().locations().put(p + "/server_id", l.key(), l.value());
                }
            }
            return new ServerInfo(
                    id != null ? id : def.serverId(),
                    f.string(s, "domain", p + "/domain"),
                    f.string(s, "operator", p + "/operator"),
                    f.string(s, "contact", p + "/contact"),
                    f.stringOrDate(s, "issued", p + "/issued"),
                    f.string(s, "manifest_signing_key", p + "/manifest_signing_key"),
                    p);
        }

        private Policies policies(TomlTable pol, String pp, Policies def) {
            if (pol == null) {
                return def;
            }
            Long depth = f.integer(pol, "max_synthesis_depth", pp + "/max_synthesis_depth");
            return new Policies(
                    bool(pol, "wildcards_accepted", pp, def.wildcardsAccepted()),
                    bool(pol, "anonymous_discovery", pp, def.anonymousDiscovery()),
                    bool(pol, "scope_required_for_invocation", pp, def.scopeRequiredForInvocation()),
                    bool(pol, "synthesis_enabled", pp, def.synthesisEnabled()),
                    depth == null
                            ? def.maxSynthesisDepth()
                            : (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, depth)),
                    bool(pol, "negotiable", pp, def.negotiable()),
                    pp);
        }

        private boolean bool(TomlTable t, String key, String parent, boolean def) {
            Boolean b = f.bool(t, key, parent + "/" + key);
            return b == null ? def : b;
        }

        private MethodPolicy methods(TomlTable pol, String pp) {
            String p = pp + "/methods";
            TomlTable m = f.table(pol, "methods", p);
            if (m == null) {
                return new MethodPolicy(Allow.ALL, List.of(), Legacy.NONE, null, List.of(), List.of(), p);
            }
            f.unknownKeys(m, p, METHOD_KEYS, "[" + pp.substring(1) + ".methods]");
            return new MethodPolicy(
                    allow(m, p + "/allow"),
                    f.strings(m, "disallow", p + "/disallow"),
                    legacy(m, p + "/legacy"),
                    f.stringMap(m, "aliases", p + "/aliases"),
                    redirects(m, p + "/redirects"),
                    custom(m, p + "/custom"),
                    p);
        }

        private Allow allow(TomlTable m, String p) {
            Object v = f.raw(m, "allow");
            if (v == null) {
                return new Allow(true, List.of(), p);
            }
            if (v instanceof String s) {
                return s.equals("*") ? new Allow(true, List.of(), p) : new Allow(false, List.of(s), p);
            }
            if (v instanceof TomlArray a) {
                return new Allow(false, f.stringsOf(a, "allow", p), p);
            }
            f.typeError(p, "allow", "\"*\" or an array of method names", v);
            return new Allow(true, List.of(), p);
        }

        private Legacy legacy(TomlTable m, String p) {
            Object v = f.raw(m, "legacy");
            if (v == null) {
                return new Legacy(false, List.of(), p);
            }
            if (v instanceof String s) {
                if (s.equals("*")) {
                    return new Legacy(true, List.of(), p);
                }
                return s.equals("NONE") ? new Legacy(false, List.of(), p) : new Legacy(false, List.of(s), p);
            }
            if (v instanceof TomlArray a) {
                return new Legacy(false, f.stringsOf(a, "legacy", p), p);
            }
            f.typeError(p, "legacy", "\"*\", \"NONE\" or an array of HTTP verbs", v);
            return new Legacy(false, List.of(), p);
        }

        private List<Redirect> redirects(TomlTable m, String p) {
            return f.eachTable(m, "redirects", p, (r, rp) -> {
                f.unknownKeys(r, rp, REDIRECT_KEYS, "a redirect");
                return new Redirect(
                        f.string(r, "from_method", rp + "/from_method"),
                        f.string(r, "from_path", rp + "/from_path"),
                        f.string(r, "to_method", rp + "/to_method"),
                        f.string(r, "to_path", rp + "/to_path"),
                        rp);
            });
        }

        private List<CustomMethod> custom(TomlTable m, String p) {
            Object v = f.raw(m, "custom");
            List<CustomMethod> out = new ArrayList<>();
            if (v == null) {
                return out;
            }
            if (!(v instanceof TomlArray a)) {
                f.typeError(p, "custom", "an array of names or [[policies.methods.custom]] tables", v);
                return out;
            }
            for (int i = 0; i < a.size(); i++) {
                Object e = a.get(i);
                String cp = KeyPaths.child(p, i);
                if (e instanceof String s) {
                    out.add(new CustomMethod(s, null, null, cp));
                } else if (e instanceof TomlTable t) {
                    f.unknownKeys(t, cp, Set.of("name", "category", "description"), "a custom method");
                    out.add(new CustomMethod(
                            f.string(t, "name", cp + "/name"),
                            f.string(t, "category", cp + "/category"),
                            f.string(t, "description", cp + "/description"),
                            cp));
                } else {
                    f.typeError(cp, "custom[" + i + "]", "a method name or a table", e);
                }
            }
            return out;
        }

        private Synthesis synthesis(TomlTable root, TomlTable pol, String pp) {
            Synthesis d = Synthesis.defaults();
            TomlTable s;
            String p;
            if (root.contains("synthesis") || pol == null || !pol.contains("synthesis")) {
                p = "/synthesis";
                s = f.table(root, "synthesis", p);
            } else {
                p = pp + "/synthesis";
                s = f.table(pol, "synthesis", p);
            }
            if (s == null) {
                return d;
            }
            f.unknownKeys(s, p, SYNTHESIS_KEYS, "[synthesis]");
            Boolean async = f.bool(s, "async_evaluation_enabled", p + "/async_evaluation_enabled");
            Long cap = f.integer(s, "max_pending_proposals", p + "/max_pending_proposals");
            if (cap != null && (cap < 1 || cap > 100_000)) {
                f.typeError(p + "/max_pending_proposals", "max_pending_proposals", "an integer from 1 to 100000", cap);
                cap = null;
            }
            String maxEval = duration(s, "max_evaluation_duration", p, d.maxEvaluationDuration());
            String retention = duration(s, "proposal_retention", p, d.proposalRetention());
            return new Synthesis(
                    f.strings(s, "policies", p + "/policies"),
                    or(f.string(s, "recipes_file", p + "/recipes_file"), d.recipesFile()),
                    or(f.string(s, "session_duration", p + "/session_duration"), d.sessionDuration()),
                    or(
                            f.string(s, "persistent_default_duration", p + "/persistent_default_duration"),
                            d.persistentDefaultDuration()),
                    or(
                            f.string(s, "persistent_max_duration", p + "/persistent_max_duration"),
                            d.persistentMaxDuration()),
                    async == null ? d.asyncEvaluationEnabled() : async,
                    maxEval,
                    cap == null ? d.maxPendingProposals() : cap.intValue(),
                    retention,
                    p);
        }

        /** A duration key the server acts on: {@code <number><s|m|h|d>}, else a located error and the default. */
        private String duration(TomlTable s, String key, String p, String def) {
            String v = f.string(s, key, p + "/" + key);
            if (v == null) {
                return def;
            }
            if (Synthesis.duration(v) == null) {
                f.typeError(p + "/" + key, key, "a duration such as 90s, 10m, 24h or 7d", v);
                return def;
            }
            return v;
        }

        private static String or(String v, String def) {
            return v != null ? v : def;
        }

        private List<ApiEntry> apis(TomlTable root) {
            return f.eachTable(root, "apis", "/apis", (t, p) -> {
                f.unknownKeys(t, p, Set.of("path", "methods", "description", "http_documentation"), "[[apis]]");
                return new ApiEntry(
                        f.string(t, "path", p + "/path"),
                        f.strings(t, "methods", p + "/methods"),
                        f.string(t, "description", p + "/description"),
                        f.string(t, "http_documentation", p + "/http_documentation"),
                        p);
            });
        }

        private List<HostedProtocol> hosted(TomlTable root) {
            return f.eachTable(root, "hosted_protocols", "/hosted_protocols", (t, p) -> {
                f.unknownKeys(t, p, Set.of("protocol", "version", "endpoint", "catalog"), "[[hosted_protocols]]");
                return new HostedProtocol(
                        f.string(t, "protocol", p + "/protocol"),
                        f.string(t, "version", p + "/version"),
                        f.string(t, "endpoint", p + "/endpoint"),
                        f.string(t, "catalog", p + "/catalog"),
                        p);
            });
        }
    }
}
