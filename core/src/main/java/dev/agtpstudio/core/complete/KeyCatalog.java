package dev.agtpstudio.core.complete;

import dev.agtpstudio.core.load.FileKind;
import java.util.List;
import java.util.Map;

/**
 * The keys valid in each table of each file kind (AGTP-API endpoint TOML, server config and recipes as the
 * reference reads them, AGIS documents), and the table headers a file may declare.
 */
public final class KeyCatalog {
    private static final Map<String, List<String>> ENDPOINT = Map.ofEntries(
            Map.entry("endpoint", List.of("method", "path", "description", "namespace", "required_scopes", "errors")),
            Map.entry(
                    "endpoint.semantic",
                    List.of("intent", "actor", "outcome", "capability", "confidence", "is_idempotent", "impact")),
            Map.entry("endpoint.input.required", field()),
            Map.entry("endpoint.input.optional", field()),
            Map.entry("endpoint.output", field()),
            Map.entry("endpoint.errors", List.of("list")),
            Map.entry(
                    "endpoint.handler",
                    List.of(
                            "type",
                            "function",
                            "recipe",
                            "url",
                            "method",
                            "timeout_seconds",
                            "request_field",
                            "response_field")),
            Map.entry("endpoint.deprecated", List.of("deprecated_in", "removed_in")),
            Map.entry("endpoint.deprecated.successor", List.of("method", "path")));
    private static final List<String> ENDPOINT_SECTIONS = List.of(
            "[endpoint]",
            "[endpoint.semantic]",
            "[[endpoint.input.required]]",
            "[[endpoint.input.optional]]",
            "[[endpoint.output]]",
            "[endpoint.errors]",
            "[endpoint.handler]",
            "[endpoint.handler.headers]",
            "[endpoint.handler.input_transform]",
            "[endpoint.handler.output_transform]",
            "[endpoint.handler.error_map]",
            "[endpoint.deprecated]",
            "[endpoint.deprecated.successor]");

    private static final Map<String, List<String>> SERVER = Map.ofEntries(
            Map.entry(
                    "server", List.of("server_id", "operator", "contact", "domain", "issued", "manifest_signing_key")),
            Map.entry(
                    "policies",
                    List.of(
                            "wildcards_accepted",
                            "anonymous_discovery",
                            "scope_required_for_invocation",
                            "synthesis_enabled",
                            "max_synthesis_depth",
                            "negotiable")),
            Map.entry("policies.methods", List.of("allow", "disallow", "legacy", "aliases")),
            Map.entry("policies.methods.redirects", List.of("from_method", "to_method", "from_path", "to_path")),
            Map.entry("policies.methods.custom", List.of("name", "category", "description")),
            Map.entry(
                    "policies.rcns",
                    List.of(
                            "enabled",
                            "min_trust_tier",
                            "max_negotiations_per_minute",
                            "idempotency_window_seconds",
                            "on_policy_change")),
            Map.entry(
                    "policies.oauth",
                    List.of("enabled", "required_on_methods", "validator", "validator_config", "principal_id_claim")),
            Map.entry(
                    "synthesis",
                    List.of(
                            "policies",
                            "recipes_file",
                            "session_duration",
                            "persistent_default_duration",
                            "persistent_max_duration",
                            "async_evaluation_enabled",
                            "max_evaluation_duration",
                            "max_pending_proposals",
                            "proposal_retention")),
            Map.entry("agents", List.of("disclosure", "disclosure_notice")),
            Map.entry("agents.hosted", List.of("id", "label", "job_description", "supported_methods", "scopes")),
            Map.entry("discovery", List.of("trust_tier_weight", "behavioral_trust_weight", "capability_match_weight")),
            Map.entry(
                    "audit",
                    List.of(
                            "path",
                            "attribution_records_enabled",
                            "chain_head_root",
                            "records_root",
                            "lifecycle_root",
                            "mode",
                            "read_acl",
                            "read_acl_operator_keys",
                            "lifecycle_auth")),
            Map.entry("signing", List.of("enabled", "key_path", "key_id")),
            Map.entry("mtls", List.of("mode", "ca_bundle_path", "require_agent_id_match")),
            Map.entry("gateway", List.of("socket")),
            Map.entry("apis", List.of("path", "methods", "description")),
            Map.entry("hosted_protocols", List.of("protocol", "version", "endpoint", "catalog")));
    private static final List<String> SERVER_SECTIONS = List.of(
            "[server]",
            "[policies]",
            "[policies.methods]",
            "[[policies.methods.redirects]]",
            "[policies.methods.aliases]",
            "[policies.rcns]",
            "[policies.oauth]",
            "[synthesis]",
            "[agents]",
            "[[agents.hosted]]",
            "[discovery]",
            "[audit]",
            "[signing]",
            "[mtls]",
            "[gateway]",
            "[[apis]]",
            "[[hosted_protocols]]");

    private static final Map<String, List<String>> RECIPES = Map.ofEntries(
            Map.entry("recipe", List.of("name", "description", "version")),
            Map.entry(
                    "recipe.pattern",
                    List.of("name_exact", "name_regex", "category", "has_parameters", "path_exact", "path_regex")),
            Map.entry("recipe.steps", List.of("method", "capture_as")),
            Map.entry("recipe.aggregation", List.of("mode")));
    private static final List<String> RECIPE_SECTIONS = List.of(
            "[[recipe]]",
            "[recipe.pattern]",
            "[[recipe.steps]]",
            "[recipe.steps.parameters.NAME]",
            "[recipe.aggregation]");

    private static final Map<String, List<String>> DISCOVERY_TESTS =
            Map.of("test", List.of("name", "intent", "expect", "max_rank", "scopes", "capability_domains"));
    private static final List<String> DISCOVERY_TEST_SECTIONS = List.of("[[test]]");

    private static final Map<String, List<String>> AGIS = Map.ofEntries(
            Map.entry(
                    "",
                    List.of(
                            "agis",
                            "service",
                            "agtp",
                            "description",
                            "endpoints",
                            "vocabulary",
                            "data_manifest",
                            "schemas")),
            Map.entry("endpoints", List.of("method", "path", "description", "semantic", "input", "output", "errors")),
            Map.entry(
                    "endpoints.semantic",
                    List.of(
                            "intent",
                            "actor",
                            "outcome",
                            "capability",
                            "confidence_guidance",
                            "impact_tier",
                            "is_idempotent",
                            "parameter_hints",
                            "state_transition",
                            "mcp_tool_name")),
            Map.entry("vocabulary", List.of("declared_verbs", "domain", "namespace", "version", "negotiable")));

    private KeyCatalog() {}

    private static List<String> field() {
        return List.of("name", "type", "description", "format", "enum", "schema");
    }

    /** Keys valid in {@code table} (dotted, e.g. {@code endpoint.semantic}) of a file of {@code kind}. */
    public static List<String> keys(FileKind kind, String table) {
        return switch (kind) {
            case ENDPOINT -> ENDPOINT.getOrDefault(table, List.of());
            case SERVER_CONFIG -> SERVER.getOrDefault(table, List.of());
            case RECIPES -> RECIPES.getOrDefault(table, List.of());
            case DISCOVERY_TESTS -> DISCOVERY_TESTS.getOrDefault(table, List.of());
            case AGIS -> AGIS.getOrDefault(table, List.of());
            default -> List.of();
        };
    }

    /** The tables whose keys this catalog lists for {@code kind} (dotted; "" is the top level). */
    static java.util.Set<String> tables(FileKind kind) {
        return switch (kind) {
            case ENDPOINT -> ENDPOINT.keySet();
            case SERVER_CONFIG -> SERVER.keySet();
            case RECIPES -> RECIPES.keySet();
            case DISCOVERY_TESTS -> DISCOVERY_TESTS.keySet();
            case AGIS -> AGIS.keySet();
            default -> java.util.Set.of();
        };
    }

    /** Table headers a TOML file of {@code kind} may declare. */
    public static List<String> sections(FileKind kind) {
        return switch (kind) {
            case ENDPOINT -> ENDPOINT_SECTIONS;
            case SERVER_CONFIG -> SERVER_SECTIONS;
            case RECIPES -> RECIPE_SECTIONS;
            case DISCOVERY_TESTS -> DISCOVERY_TEST_SECTIONS;
            default -> List.of();
        };
    }
}
