package dev.agtpstudio.evolution;

import static dev.agtpstudio.evolution.ChangeSeverity.BREAKING;
import static dev.agtpstudio.evolution.ChangeSeverity.COMPATIBLE;
import static dev.agtpstudio.evolution.ChangeSeverity.DEPRECATION;
import static dev.agtpstudio.evolution.ChangeSeverity.INTERNAL;

import java.util.Arrays;
import java.util.Optional;

/**
 * Every kind of change {@code agtp-studio diff} reports. The id is stable (CI configurations and SARIF consumers
 * key on it) and each one is documented with an example in {@code docs/diff.md}. The severity here is the usual
 * one; a few kinds take another in context (an endpoint removed after its announced {@code removed_in} is a
 * deprecation, not a break).
 */
public enum ChangeKind {
    ENDPOINT_ADDED("endpoint/added", COMPATIBLE, "Endpoint added", "AGTP-API §6"),
    ENDPOINT_REMOVED("endpoint/removed", BREAKING, "Endpoint removed", "AGTP-API §6.4"),
    ENDPOINT_METHOD_CHANGED("endpoint/method-changed", BREAKING, "Endpoint method changed", "AGTP-API §6"),
    ENDPOINT_PATH_CHANGED("endpoint/path-changed", BREAKING, "Endpoint path changed", "AGTP-API §6"),
    ENDPOINT_DEPRECATED("endpoint/deprecated", DEPRECATION, "Endpoint deprecated", "AGTP-API §6.4"),
    ENDPOINT_UNDEPRECATED("endpoint/undeprecated", COMPATIBLE, "Deprecation withdrawn", "AGTP-API §6.4"),
    LIFECYCLE_REMOVED_EARLY(
            "lifecycle/removed-before-removed-in",
            BREAKING,
            "Deprecated endpoint removed before its removed_in",
            "AGTP-API §6.4"),
    LIFECYCLE_SUCCESSOR_MISSING(
            "lifecycle/successor-missing",
            BREAKING,
            "Deprecation names a successor that does not exist",
            "AGTP-API §6.4"),
    INPUT_REQUIRED_ADDED("input/required-added", BREAKING, "Required input added", "AGTP-API §6.3"),
    INPUT_OPTIONAL_ADDED("input/optional-added", COMPATIBLE, "Optional input added", "A2T §5.4"),
    INPUT_MADE_REQUIRED("input/made-required", BREAKING, "Optional input made required", "AGTP-API §6.3"),
    INPUT_MADE_OPTIONAL("input/made-optional", COMPATIBLE, "Required input made optional", "AGTP-API §6.3"),
    INPUT_REMOVED("input/removed", BREAKING, "Input removed", "AGTP-API §13.3"),
    INPUT_TYPE_CHANGED("input/type-changed", BREAKING, "Input type narrowed or changed", "AGTP-API §6.3"),
    INPUT_TYPE_WIDENED("input/type-widened", COMPATIBLE, "Input type widened", "AGTP-API §6.3"),
    INPUT_ENUM_VALUE_REMOVED("input/enum-value-removed", BREAKING, "Input enum value removed", "AGTP-API §6.3"),
    INPUT_ENUM_VALUE_ADDED("input/enum-value-added", COMPATIBLE, "Input enum value added", "AGTP-API §6.3"),
    INPUT_CONSTRAINT_TIGHTENED("input/constraint-tightened", BREAKING, "Input constraint tightened", "AGTP-API §6.3"),
    INPUT_CONSTRAINT_LOOSENED("input/constraint-loosened", COMPATIBLE, "Input constraint loosened", "AGTP-API §6.3"),
    OUTPUT_REMOVED("output/removed", BREAKING, "Output field removed", "AGTP-API §6.3"),
    OUTPUT_TYPE_CHANGED("output/type-changed", BREAKING, "Output field type changed", "AGTP-API §6.3"),
    OUTPUT_ENUM_VALUE_ADDED("output/enum-value-added", BREAKING, "Output enum value added", "AGTP-API §6.3"),
    OUTPUT_ADDED("output/added", COMPATIBLE, "Output field added", "A2T §5.4"),
    ERROR_REMOVED("error/removed", BREAKING, "Declared error removed", "AGTP-API §6.3"),
    ERROR_RENAMED("error/renamed", BREAKING, "Declared error renamed", "AGTP-API §6.3"),
    ERROR_ADDED("error/added", COMPATIBLE, "Error added", "AGTP-API §6.3"),
    SCOPE_REQUIRED_ADDED("scope/required-added", BREAKING, "Required scope added", "AGTP-API §6.3"),
    SCOPE_REMOVED("scope/removed", COMPATIBLE, "Required scope removed", "AGTP-API §6.3"),
    SEMANTIC_TEXT_CHANGED(
            "semantic/text-changed", COMPATIBLE, "Description, intent, outcome or actor changed", "AGTP-API §7.1"),
    SEMANTIC_CONFIDENCE_CHANGED("semantic/confidence-changed", COMPATIBLE, "Confidence changed", "AGTP-API §7.1"),
    SEMANTIC_IMPACT_CHANGED("semantic/impact-changed", BREAKING, "Impact changed", "AGTP-API §7.1"),
    SEMANTIC_IDEMPOTENCY_CHANGED("semantic/idempotency-changed", BREAKING, "Idempotency changed", "AGTP-API §7.1"),
    SEMANTIC_CAPABILITY_CHANGED("semantic/capability-changed", BREAKING, "Capability changed", "AGTP-API §7.1"),
    HANDLER_CHANGED("handler/changed", INTERNAL, "Handler binding changed", "AGTP-API §12"),
    SERVER_METHOD_DISALLOWED(
            "server/method-disallowed", BREAKING, "Method no longer admitted by policy", "AGTP-API §9"),
    SERVER_METHOD_ALLOWED("server/method-allowed", COMPATIBLE, "Method newly admitted by policy", "AGTP-API §9"),
    SERVER_REDIRECT_REMOVED("server/redirect-removed", BREAKING, "Redirect removed or retargeted", "AGTP-API §9"),
    SERVER_REDIRECT_ADDED("server/redirect-added", COMPATIBLE, "Redirect added", "AGTP-API §9"),
    SERVER_ALIAS_REMOVED("server/alias-removed", BREAKING, "Method alias removed or retargeted", "AGTP-API §9"),
    SERVER_ALIAS_ADDED("server/alias-added", COMPATIBLE, "Method alias added", "AGTP-API §9"),
    SERVER_POLICY_TIGHTENED("server/policy-tightened", BREAKING, "Server policy tightened", "AGTP-API §8.7"),
    SERVER_POLICY_LOOSENED("server/policy-loosened", COMPATIBLE, "Server policy loosened", "AGTP-API §8.7"),
    CATALOG_VERSION_CHANGED("server/catalog-version-changed", COMPATIBLE, "Catalog version changed", "AGTP-API §4"),
    AGIS_VERB_UNDECLARED("agis/verb-undeclared", BREAKING, "Verb removed from declared_verbs", "AGIS §8.2"),
    AGIS_VERB_DECLARED("agis/verb-declared", COMPATIBLE, "Verb added to declared_verbs", "AGIS §8.2"),
    AGIS_DATA_MANIFEST_CHANGED("agis/data-manifest-changed", BREAKING, "Data manifest changed", "AGIS §8.2"),
    AGIS_DATA_MANIFEST_EXTENDED("agis/data-manifest-extended", COMPATIBLE, "Data manifest extended", "AGIS §8.2"),
    AGIS_SERVICE_ADDED("agis/service-added", COMPATIBLE, "AGIS document added", "AGIS §8"),
    AGIS_SERVICE_REMOVED("agis/service-removed", BREAKING, "AGIS document removed", "AGIS §8");

    private final String id;
    private final ChangeSeverity severity;
    private final String title;
    private final String spec;

    ChangeKind(String id, ChangeSeverity severity, String title, String spec) {
        this.id = id;
        this.severity = severity;
        this.title = title;
        this.spec = spec;
    }

    /** The stable id, such as {@code input/required-added}. */
    public String id() {
        return id;
    }

    /** The usual severity of this kind. */
    public ChangeSeverity severity() {
        return severity;
    }

    public String title() {
        return title;
    }

    /** The section of the drafts that defines what changed. */
    public String spec() {
        return spec;
    }

    /** The anchor of this kind in {@code docs/diff.md}. */
    public String anchor() {
        return id.replace('/', '-');
    }

    public static Optional<ChangeKind> byId(String id) {
        return Arrays.stream(values()).filter(k -> k.id.equals(id)).findFirst();
    }
}
