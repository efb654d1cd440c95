package dev.agtpstudio.validator.agis;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.validator.RuleInfo;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Pass 1, the data manifest (AGIS §8.2 e, §8.3, §13): a negotiable service declares one; each data class has a
 * class name and a known sensitivity; high-sensitivity classes require authorization; a manifest readable before
 * authorization does not disclose counts or field names.
 */
public final class DataManifestPass implements AgisPass {
    static final RuleInfo MANIFEST_REQUIRED = AgisRule.of(
            "p1-data-manifest-required",
            Severity.ERROR,
            1,
            "AGIS §8.2 (e)",
            "negotiable: true without a data_manifest block");
    static final RuleInfo DATA_CLASS =
            AgisRule.of("p1-data-class", Severity.ERROR, 1, "AGIS §8.3", "A data_manifest entry has no class name");
    static final RuleInfo SENSITIVITY = AgisRule.of(
            "p1-sensitivity",
            Severity.ERROR,
            1,
            "AGIS §8.3",
            "A data class sensitivity is not one of the allowed values");
    static final RuleInfo SENSITIVE_UNAUTHORIZED = AgisRule.of(
            "p1-sensitive-unauthorized",
            Severity.WARNING,
            1,
            "AGIS §8.3",
            "A high-sensitivity data class does not declare requires_authorization: true");
    static final RuleInfo MANIFEST_DISCLOSURE = AgisRule.of(
            "security-manifest-disclosure",
            Severity.WARNING,
            1,
            "AGIS §13",
            "A manifest readable before authorization discloses record counts or field names");

    /** AGIS §8.3 says sensitivity follows impact_tier; its own examples use low/medium/high (docs/decisions/0092). */
    static final List<String> SENSITIVITIES =
            List.of("informational", "reversible", "irreversible", "low", "medium", "high");

    private static final List<String> HIGH = List.of("high", "irreversible");
    private static final Pattern COUNT = Pattern.compile(
            "\\b\\d[\\d,.]*\\s*(k|m|million|thousand|billion)?\\s*"
                    + "(records|rows|entries|customers|users|accounts|patients|people|transactions|items)\\b",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern FIELD_NAME = Pattern.compile("\\b[a-z]+_[a-z0-9_]+\\b");

    @Override
    public int number() {
        return 1;
    }

    @Override
    public List<RuleInfo> rules() {
        return List.of(MANIFEST_REQUIRED, DATA_CLASS, SENSITIVITY, SENSITIVE_UNAUTHORIZED, MANIFEST_DISCLOSURE);
    }

    @Override
    public void document(AgisRun run) {
        AgisDocument d = run.doc();
        JsonNode m = d.dataManifest();
        boolean negotiable =
                d.vocabulary() != null && Boolean.TRUE.equals(d.vocabulary().negotiable());
        if (negotiable && (m == null || m.isNull() || m.isEmpty())) {
            run.out()
                    .report(
                            MANIFEST_REQUIRED,
                            "/vocabulary/negotiable",
                            "vocabulary.negotiable is true but the document has no data_manifest: add a data_manifest block listing "
                                    + "available_data classes (class, description, formats, sensitivity), or set negotiable: false");
        }
        if (m == null || !m.isObject()) {
            return;
        }
        boolean preAuth = m.path("pre_auth_discovery").asBoolean(false);
        JsonNode items = m.path("available_data");
        if (!items.isArray()) {
            return;
        }
        for (int i = 0; i < items.size(); i++) {
            JsonNode item = items.get(i);
            String base = "/data_manifest/available_data/" + i;
            String cls = item.path("class").asText("");
            if (!item.isObject() || cls.isBlank()) {
                run.out()
                        .report(
                                DATA_CLASS,
                                base,
                                "data_manifest entry " + i
                                        + " has no `class`: name the data class, e.g. class: reservation");
                continue;
            }
            JsonNode sens = item.get("sensitivity");
            String s = sens == null || sens.isNull() ? null : sens.asText();
            if (s != null && !SENSITIVITIES.contains(s)) {
                String lower = s.toLowerCase(Locale.ROOT).trim();
                Fix[] fixes = SENSITIVITIES.contains(lower)
                        ? run
                                .replaceScalar(base + "/sensitivity", lower)
                                .map(e -> Fix.of("Use `" + lower + "`", e))
                                .stream()
                                .toArray(Fix[]::new)
                        : new Fix[0];
                run.out()
                        .report(
                                SENSITIVITY,
                                base + "/sensitivity",
                                "sensitivity `" + s + "` of data class `" + cls + "` is not one of "
                                        + String.join(", ", SENSITIVITIES),
                                fixes);
            }
            if (s != null
                    && HIGH.contains(s.toLowerCase(Locale.ROOT))
                    && !item.path("requires_authorization").asBoolean(false)) {
                run.out()
                        .report(
                                SENSITIVE_UNAUTHORIZED,
                                base + "/sensitivity",
                                "data class `" + cls + "` has sensitivity `" + s
                                        + "` but does not declare requires_authorization: true; high-sensitivity classes SHOULD require authorization");
            }
            if (preAuth) {
                String desc = item.path("description").asText("");
                var count = COUNT.matcher(desc);
                var field = FIELD_NAME.matcher(desc);
                if (count.find()) {
                    run.out()
                            .report(
                                    MANIFEST_DISCLOSURE,
                                    base + "/description",
                                    "data class `" + cls + "` description discloses a record count (`"
                                            + count.group().trim()
                                            + "`) in a manifest readable without credentials (pre_auth_discovery: true); describe the category, not its contents");
                } else if (field.find()) {
                    run.out()
                            .report(
                                    MANIFEST_DISCLOSURE,
                                    base + "/description",
                                    "data class `" + cls + "` description names a field (`" + field.group()
                                            + "`) in a manifest readable without credentials (pre_auth_discovery: true); withhold field names until authorization");
                }
            }
        }
    }
}
