package dev.agtpstudio.core.complete;

import java.util.List;
import java.util.Map;

/** Closed and suggested value sets for keys (AGTP-API §6, AGIS §6, and the reference config reader). */
final class ValueSets {
    static final List<String> HTTP_METHODS = List.of("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS");
    static final List<String> IMPACT = List.of("informational", "reversible", "irreversible");
    static final List<String> ACTORS_TOML = List.of("agent", "human", "system", "customer", "staff", "admin");
    static final List<String> ACTORS_AGIS = List.of("agent", "user", "system");
    static final List<String> HANDLER_TYPES = List.of("registered_function", "composition", "external_service");
    static final List<String> FIELD_TYPES = List.of("string", "integer", "number", "boolean", "object", "array");
    static final List<String> BOOLEANS = List.of("true", "false");

    /** Other keys with a small fixed set of values. */
    static final Map<String, List<String>> FIXED = Map.ofEntries(
            Map.entry("legacy", List.of("*", "NONE", "GET", "POST", "PUT", "PATCH", "DELETE")),
            Map.entry("mode", List.of("last", "merge", "list")),
            Map.entry("disclosure", dev.agtpstudio.core.model.ServerConfig.AGENT_DISCLOSURES),
            Map.entry("kind", List.of("proposal", "constant", "previous_step")),
            Map.entry("on_policy_change", List.of("grandfather", "invalidate")),
            Map.entry("read_acl", List.of("public", "agent_only", "operator_only")),
            Map.entry("lifecycle_auth", List.of("open", "genesis_issuer")),
            Map.entry("format", List.of("uuid", "date", "date-time", "email", "uri", "hostname", "ipv4", "ipv6")));

    static final List<String> BOOLEAN_KEYS = List.of(
            "is_idempotent",
            "wildcards_accepted",
            "anonymous_discovery",
            "scope_required_for_invocation",
            "synthesis_enabled",
            "negotiable",
            "enabled",
            "async_evaluation_enabled",
            "attribution_records_enabled",
            "require_agent_id_match");

    /** Keys whose values are catalog verbs. */
    static final List<String> VERB_KEYS = List.of(
            "method",
            "name_exact",
            "from_method",
            "to_method",
            "allow",
            "disallow",
            "declared_verbs",
            "required_on_methods",
            "successor_method");

    private ValueSets() {}
}
