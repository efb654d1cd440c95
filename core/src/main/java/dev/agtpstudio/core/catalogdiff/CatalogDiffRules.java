package dev.agtpstudio.core.catalogdiff;

/**
 * Rule ids of the findings {@link DeploymentImpact} reports (pass {@link #PASS}). Severity ERROR means the
 * deployment breaks under the new catalog (exit code 1), WARNING means it keeps working but should migrate,
 * INFO is for the record.
 */
public final class CatalogDiffRules {
    public static final String PASS = "catalog-diff";

    public static final String ENDPOINT_METHOD_REMOVED = "catalog-diff/endpoint-method-removed";
    public static final String ENDPOINT_METHOD_DEPRECATED = "catalog-diff/endpoint-method-deprecated";
    public static final String ENDPOINT_PATH_NOW_VERB = "catalog-diff/endpoint-path-now-verb";
    public static final String ENDPOINT_SUCCESSOR_REMOVED = "catalog-diff/endpoint-successor-removed";
    public static final String AGIS_METHOD_REMOVED = "catalog-diff/agis-method-removed";
    public static final String AGIS_METHOD_DEPRECATED = "catalog-diff/agis-method-deprecated";
    public static final String AGIS_PATH_NOW_VERB = "catalog-diff/agis-path-now-verb";
    public static final String RECIPE_STEP_REMOVED = "catalog-diff/recipe-step-removed";
    public static final String RECIPE_STEP_DEPRECATED = "catalog-diff/recipe-step-deprecated";
    public static final String RECIPE_PATTERN_REMOVED = "catalog-diff/recipe-pattern-removed";
    public static final String POLICY_ALLOW_REMOVED = "catalog-diff/policy-allow-removed";
    public static final String POLICY_DISALLOW_REMOVED = "catalog-diff/policy-disallow-removed";
    public static final String POLICY_REDIRECT_FROM_REMOVED = "catalog-diff/policy-redirect-from-removed";
    public static final String POLICY_REDIRECT_TO_REMOVED = "catalog-diff/policy-redirect-to-removed";
    public static final String POLICY_ALIAS_TARGET_REMOVED = "catalog-diff/policy-alias-target-removed";
    public static final String POLICY_TARGET_DEPRECATED = "catalog-diff/policy-target-deprecated";
    public static final String POLICY_CUSTOM_WAS_VERB = "catalog-diff/policy-custom-was-verb";
    public static final String POLICY_CUSTOM_NOW_VERB = "catalog-diff/policy-custom-now-verb";
    /** A deployment file that could not be read or parsed: the diff cannot vouch for it (exit code 2). */
    public static final String UNREADABLE_FILE = "catalog-diff/unreadable-file";

    private CatalogDiffRules() {}
}
