package dev.agtpstudio.core.model;

import java.util.List;

/**
 * {@code agtp-server.toml}: the keys the public reference server reads (docs/reference-server.md#server-config) plus the
 * draft's custom methods. Sections that are absent get their defaults from the loader.
 */
public record ServerConfig(
        ServerInfo server,
        Policies policies,
        MethodPolicy methods,
        Synthesis synthesis,
        String agentDisclosure,
        List<ApiEntry> apis,
        List<HostedProtocol> hostedProtocols,
        Listeners listeners,
        ToolBudget toolBudget,
        Registry registry,
        Discovery discovery,
        Agents agents) {

    /**
     * The values of {@code [agents] disclosure}, AGTP-API §8.5: the manifest's {@code agent_disclosure}. The one list
     * the validator checks and completion offers.
     */
    public static final List<String> AGENT_DISCLOSURES = List.of("public", "authenticated", "private");

    /** Where the loader records {@code [agents] disclosure}. */
    public static final String AGENT_DISCLOSURE_PATH = "/agents/disclosure";

    public ServerConfig {
        apis = apis == null ? List.of() : List.copyOf(apis);
        hostedProtocols = hostedProtocols == null ? List.of() : List.copyOf(hostedProtocols);
        listeners = listeners == null ? Listeners.defaults() : listeners;
        toolBudget = toolBudget == null ? ToolBudget.defaults() : toolBudget;
        registry = registry == null ? Registry.NONE : registry;
        discovery = discovery == null ? Discovery.defaults() : discovery;
        agents = agents == null ? Agents.NONE : agents;
    }

    /** The configuration without {@code [[agents.hosted]]} or a disclosure notice. */
    public ServerConfig(
            ServerInfo server,
            Policies policies,
            MethodPolicy methods,
            Synthesis synthesis,
            String agentDisclosure,
            List<ApiEntry> apis,
            List<HostedProtocol> hostedProtocols,
            Listeners listeners,
            ToolBudget toolBudget,
            Registry registry,
            Discovery discovery) {
        this(
                server,
                policies,
                methods,
                synthesis,
                agentDisclosure,
                apis,
                hostedProtocols,
                listeners,
                toolBudget,
                registry,
                discovery,
                null);
    }

    /**
     * {@code [agents]} besides {@code disclosure}: the agents this server hosts ({@code [[agents.hosted]]}, the
     * manifest's {@code hosted_agents}) and {@code disclosure_notice} (its {@code agent_disclosure_notice}), AGTP-API
     * §8.5 (docs/reference-server.md#hosted-agents).
     */
    public record Agents(List<HostedAgent> hosted, String disclosureNotice) {
        public static final Agents NONE = new Agents(List.of(), null);

        public Agents {
            hosted = hosted == null ? List.of() : List.copyOf(hosted);
        }
    }

    /**
     * One {@code [[agents.hosted]]} entry: its canonical Agent-ID {@code id}, a {@code label}, a {@code job_description},
     * the AGTP methods it answers ({@code supported_methods}) and the Authority-Scope tokens it needs ({@code scopes}),
     * the fields of an ANS Agent Manifest Document (ANS §3.4). Values as written; the validator judges them.
     */
    public record HostedAgent(
            String id,
            String label,
            String jobDescription,
            List<String> supportedMethods,
            List<String> scopes,
            String keyPath) {
        public HostedAgent {
            supportedMethods = supportedMethods == null ? List.of() : List.copyOf(supportedMethods);
            scopes = scopes == null ? List.of() : List.copyOf(scopes);
        }

        /** The key path of one of its keys ({@code id} -> {@code /agents/hosted/0/id}). */
        public String key(String k) {
            return keyPath + "/" + k;
        }
    }

    /** The configuration with {@code [listeners]} and without a {@code [tool_budget]}, {@code [registry]} or {@code [discovery]} table. */
    public ServerConfig(
            ServerInfo server,
            Policies policies,
            MethodPolicy methods,
            Synthesis synthesis,
            String agentDisclosure,
            List<ApiEntry> apis,
            List<HostedProtocol> hostedProtocols,
            Listeners listeners) {
        this(server, policies, methods, synthesis, agentDisclosure, apis, hostedProtocols, listeners, null, null, null);
    }

    /**
     * {@code [tool_budget]}: what the designer allows the agent-facing tool list to cost (docs/reference-server.md#tool-budget),
     * read by the {@code agent/token-budget} lint: tokens per tool, tokens for the whole list, and the number of tools.
     */
    public record ToolBudget(long maxToolTokens, long maxListTokens, long maxTools, String keyPath) {
        public static final long DEFAULT_TOOL_TOKENS = 1_000;
        public static final long DEFAULT_LIST_TOKENS = 10_000;
        public static final long DEFAULT_TOOLS = 40;

        public static ToolBudget defaults() {
            return new ToolBudget(DEFAULT_TOOL_TOKENS, DEFAULT_LIST_TOKENS, DEFAULT_TOOLS, "/tool_budget");
        }
    }

    /**
     * {@code [registry]}: what the registry metadata needs and the contract does not say (docs/registry.md): the MCP
     * Registry's server {@code name} (reverse-DNS, {@code io.github.owner/server}), the published {@code version}, a
     * {@code title}, a {@code description} (at most 100 characters; else the .agis description), the MCP facade's
     * {@code remote_url} (streamable HTTP), an optional package ({@code package_registry}, {@code package_name}),
     * {@code website_url}, {@code repository_url} and the A2A endpoint {@code a2a_url}. Any may be null.
     */
    public record Registry(
            String name,
            String version,
            String title,
            String description,
            String remoteUrl,
            String packageRegistry,
            String packageName,
            String websiteUrl,
            String repositoryUrl,
            String a2aUrl,
            String keyPath) {
        public static final Registry NONE =
                new Registry(null, null, null, null, null, null, null, null, null, null, "/registry");

        /** The key path of one of its keys ({@code remote_url} -> {@code /registry/remote_url}). */
        public String key(String k) {
            return keyPath + "/" + k;
        }
    }

    /** The configuration without a {@code [listeners]} table. */
    public ServerConfig(
            ServerInfo server,
            Policies policies,
            MethodPolicy methods,
            Synthesis synthesis,
            String agentDisclosure,
            List<ApiEntry> apis,
            List<HostedProtocol> hostedProtocols) {
        this(server, policies, methods, synthesis, agentDisclosure, apis, hostedProtocols, null, null, null, null);
    }

    /**
     * {@code [discovery]}: the ANS §3.5 rank weights of agent-level DISCOVER ({@code trust_tier_weight},
     * {@code behavioral_trust_weight}, {@code capability_match_weight}; defaults 0.3 / 0.4 / 0.3, the seed's), as
     * written; the validator checks each is in [0, 1] and that they sum to 1 (docs/reference-server.md#discovery).
     */
    public record Discovery(
            double trustTierWeight, double behavioralTrustWeight, double capabilityMatchWeight, String keyPath) {
        public static final double DEFAULT_TRUST_TIER = 0.3;
        public static final double DEFAULT_BEHAVIORAL = 0.4;
        public static final double DEFAULT_CAPABILITY = 0.3;

        public static Discovery defaults() {
            return new Discovery(DEFAULT_TRUST_TIER, DEFAULT_BEHAVIORAL, DEFAULT_CAPABILITY, "/discovery");
        }
    }

    /**
     * {@code [listeners]}: the Origin and Host values the HTTP listeners (A2T, MCP HTTP) accept besides loopback ones
     * (docs/reference-server.md#listeners); the command line's {@code --allow-origin} / {@code --allow-host} add to them.
     */
    public record Listeners(List<String> allowedOrigins, List<String> allowedHosts, String keyPath) {
        public Listeners {
            allowedOrigins = allowedOrigins == null ? List.of() : List.copyOf(allowedOrigins);
            allowedHosts = allowedHosts == null ? List.of() : List.copyOf(allowedHosts);
        }

        public static Listeners defaults() {
            return new Listeners(List.of(), List.of(), "/listeners");
        }
    }

    /** The configuration a server runs with when the workspace has no {@code agtp-server.toml}. */
    public static ServerConfig defaults() {
        return new ServerConfig(
                new ServerInfo("localhost", null, null, null, null, null, "/server"),
                Policies.defaults(),
                MethodPolicy.defaults(),
                Synthesis.defaults(),
                "public",
                List.of(),
                List.of());
    }

    /**
     * {@code [server]}. {@code manifestSigningKey}: the private JWK that signs the published manifest (AGTP-API §8.8),
     * as written, relative to the workspace folder; null when the manifest is published unsigned.
     */
    public record ServerInfo(
            String serverId,
            String domain,
            String operator,
            String contact,
            String issued,
            String manifestSigningKey,
            String keyPath) {
        /** The host agents reach the server at: {@code domain} when set, else {@code server_id} (AGTP-API §8.3). */
        public String host() {
            return domain != null && !domain.isBlank() ? domain : serverId;
        }
    }

    /**
     * {@code [policies]}: the five manifest toggles plus {@code negotiable}. Defaults follow the drafts where they
     * speak (wildcards refused as the safe default; see docs/decisions) and the reference elsewhere.
     */
    public record Policies(
            boolean wildcardsAccepted,
            boolean anonymousDiscovery,
            boolean scopeRequiredForInvocation,
            boolean synthesisEnabled,
            int maxSynthesisDepth,
            boolean negotiable,
            String keyPath) {
        public static Policies defaults() {
            return new Policies(false, true, false, true, 10, true, "/policies");
        }
    }

    /** {@code [policies.methods]}. */
    public record MethodPolicy(
            Allow allow,
            List<String> disallow,
            Legacy legacy,
            java.util.Map<String, String> aliases,
            List<Redirect> redirects,
            List<CustomMethod> custom,
            String keyPath) {
        public MethodPolicy {
            disallow = disallow == null ? List.of() : List.copyOf(disallow);
            aliases = aliases == null
                    ? defaultAliases()
                    : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(aliases));
            redirects = redirects == null ? List.of() : List.copyOf(redirects);
            custom = custom == null ? List.of() : List.copyOf(custom);
        }

        public static MethodPolicy defaults() {
            return new MethodPolicy(Allow.ALL, List.of(), Legacy.NONE, null, List.of(), List.of(), "/policies/methods");
        }

        /** The seed aliases of AGTP-API-01 and the reference: GET→FETCH, POST→CREATE, PUT→REPLACE, DELETE→REMOVE, PATCH→MODIFY. */
        public static java.util.Map<String, String> defaultAliases() {
            java.util.Map<String, String> m = new java.util.LinkedHashMap<>();
            m.put("GET", "FETCH");
            m.put("POST", "CREATE");
            m.put("PUT", "REPLACE");
            m.put("DELETE", "REMOVE");
            m.put("PATCH", "MODIFY");
            return java.util.Collections.unmodifiableMap(m);
        }

        public boolean isCustom(String method) {
            return custom.stream().anyMatch(c -> c.name().equals(method));
        }
    }

    /** {@code allow}: {@code "*"} or a list of methods (the embedded methods are always admitted). */
    public record Allow(boolean all, List<String> methods, String keyPath) {
        public static final Allow ALL = new Allow(true, List.of(), "/policies/methods/allow");

        public Allow {
            methods = methods == null ? List.of() : List.copyOf(methods);
        }
    }

    /** {@code legacy}: {@code "NONE"} (default), {@code "*"}, or a subset of the five HTTP verbs. */
    public record Legacy(boolean all, List<String> verbs, String keyPath) {
        public static final Legacy NONE = new Legacy(false, List.of(), "/policies/methods/legacy");
        public static final List<String> HTTP_VERBS = List.of("GET", "POST", "PUT", "DELETE", "PATCH");

        public Legacy {
            verbs = verbs == null ? List.of() : List.copyOf(verbs);
        }

        public boolean admits(String verb) {
            return HTTP_VERBS.contains(verb) && (all || verbs.contains(verb));
        }
    }

    /** {@code [[policies.methods.redirects]]}; paths are both present or both absent. */
    public record Redirect(String fromMethod, String fromPath, String toMethod, String toPath, String keyPath) {}

    /**
     * A custom method the server admits beyond the catalog ({@code [[policies.methods.custom]]} with name,
     * category and description, or a plain string list {@code custom = ["TRIAGE"]}). See docs/decisions.
     */
    public record CustomMethod(String name, String category, String description, String keyPath) {}

    /** {@code [synthesis]} (or {@code [policies.synthesis]}). */
    public record Synthesis(
            List<String> policies,
            String recipesFile,
            String sessionDuration,
            String persistentDefaultDuration,
            String persistentMaxDuration,
            boolean asyncEvaluationEnabled,
            String maxEvaluationDuration,
            int maxPendingProposals,
            String proposalRetention,
            String keyPath) {
        /** How many deferred proposals the server keeps at most (docs/reference-server.md#deferred-proposals). */
        public static final int DEFAULT_MAX_PENDING_PROPOSALS = 100;
        /** How long a deferred proposal's id stays answerable after it was submitted. */
        public static final String DEFAULT_PROPOSAL_RETENTION = "10m";

        public Synthesis {
            policies = policies == null ? List.of("recipes") : List.copyOf(policies);
        }

        public Synthesis(
                List<String> policies,
                String recipesFile,
                String sessionDuration,
                String persistentDefaultDuration,
                String persistentMaxDuration,
                boolean asyncEvaluationEnabled,
                String maxEvaluationDuration,
                String keyPath) {
            this(
                    policies,
                    recipesFile,
                    sessionDuration,
                    persistentDefaultDuration,
                    persistentMaxDuration,
                    asyncEvaluationEnabled,
                    maxEvaluationDuration,
                    DEFAULT_MAX_PENDING_PROPOSALS,
                    DEFAULT_PROPOSAL_RETENTION,
                    keyPath);
        }

        public static Synthesis defaults() {
            return new Synthesis(
                    List.of("recipes"), "agtp-recipes.toml", "24h", "7d", "30d", false, "10m", "/synthesis");
        }

        /** A duration as these keys write it, {@code <number><s|m|h|d>} ({@code 90s}, {@code 7d}); null if malformed. */
        public static java.time.Duration duration(String s) {
            if (s == null || !s.matches("[0-9]{1,9}[smhd]")) {
                return null;
            }
            long n = Long.parseLong(s.substring(0, s.length() - 1));
            return switch (s.charAt(s.length() - 1)) {
                case 's' -> java.time.Duration.ofSeconds(n);
                case 'm' -> java.time.Duration.ofMinutes(n);
                case 'h' -> java.time.Duration.ofHours(n);
                default -> java.time.Duration.ofDays(n);
            };
        }
    }

    /**
     * {@code [[apis]]}: a legacy HTTP API this server fronts (AGTP-API §8.6). {@code httpDocumentation}: where its
     * OpenAPI document is (AGTP-API Appendix B.3), or null.
     */
    public record ApiEntry(
            String path, List<String> methods, String description, String httpDocumentation, String keyPath) {
        public ApiEntry {
            methods = methods == null ? List.of() : List.copyOf(methods);
        }

        /** An entry with the reference server's keys only. */
        public ApiEntry(String path, List<String> methods, String description, String keyPath) {
            this(path, methods, description, null, keyPath);
        }
    }

    /** {@code [[hosted_protocols]]}. */
    public record HostedProtocol(String protocol, String version, String endpoint, String catalog, String keyPath) {}
}
