package dev.agtpstudio.validator.agis;

import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.AgisDocument.AgisEndpoint;
import dev.agtpstudio.validator.RuleInfo;
import java.util.List;
import java.util.regex.Pattern;

/** Pass 1, structural: the required top-level fields of AGIS §8.1 and the method and path of every endpoint. */
public final class StructurePass implements AgisPass {
    static final RuleInfo MISSING_FIELD = AgisRule.of(
            "p1-missing-field",
            Severity.ERROR,
            1,
            "AGIS §8.1",
            "A required top-level field (agis, service, agtp, endpoints, vocabulary) is missing or empty");
    static final RuleInfo VERSION = AgisRule.of(
            "p1-version",
            Severity.WARNING,
            1,
            "AGIS §8.1",
            "The agis version is not 1.0, the version this validator implements");
    static final RuleInfo AGTP_ADDRESS =
            AgisRule.of("p1-agtp-address", Severity.ERROR, 1, "AGIS §8.1", "The agtp field is not an agtp:// address");
    static final RuleInfo ENDPOINT_FIELD =
            AgisRule.of("p1-endpoint-field", Severity.ERROR, 1, "AGIS §3.2", "An endpoint has no method or no path");
    static final RuleInfo DUPLICATE_ENDPOINT = AgisRule.of(
            "p1-duplicate-endpoint", Severity.ERROR, 1, "AGIS §3.2", "Two endpoints have the same method and path");
    static final RuleInfo RECOMMENDED_FIELD = AgisRule.of(
            "p1-recommended-field",
            Severity.INFO,
            1,
            "AGIS §8.1",
            "A recommended top-level field (description, version) is absent");

    private static final Pattern AGTP_URI = Pattern.compile("agtp://[A-Za-z0-9.-]+(:\\d{1,5})?(/\\S*)?");

    @Override
    public int number() {
        return 1;
    }

    @Override
    public List<RuleInfo> rules() {
        return List.of(MISSING_FIELD, VERSION, AGTP_ADDRESS, ENDPOINT_FIELD, DUPLICATE_ENDPOINT, RECOMMENDED_FIELD);
    }

    @Override
    public void document(AgisRun run) {
        AgisDocument d = run.doc();
        required(run, "/agis", d.agis(), "the AGIS version, \"1.0\"");
        required(run, "/service", d.service(), "the service name");
        required(run, "/agtp", d.agtp(), "the AGTP address, e.g. agtp://service.example.com");
        if (d.endpoints() == null || d.endpoints().isEmpty()) {
            String message = (d.endpoints() == null ? "`endpoints` is missing" : "`endpoints` is empty")
                    + ": an AGIS document declares one or more endpoints, each with method, path, semantic, input, output and errors";
            if (d.endpoints() == null) {
                missing(run, "/endpoints", message);
            } else {
                run.out().reportKey(MISSING_FIELD, "/endpoints", message);
            }
        }
        if (d.vocabulary() == null) {
            missing(
                    run,
                    "/vocabulary",
                    "`vocabulary` is missing: add a vocabulary block with declared_verbs listing every method used, and a domain");
        } else if (d.vocabulary().declaredVerbs() == null) {
            missing(
                    run,
                    "/vocabulary/declared_verbs",
                    "`vocabulary.declared_verbs` is missing: list every method identifier used by the endpoints");
        }
        if (notBlank(d.agis()) && !d.agis().trim().equals("1.0")) {
            run.out()
                    .report(
                            VERSION,
                            "/agis",
                            "agis version `" + d.agis() + "` is not \"1.0\"; this validator checks AGIS 1.0 rules",
                            run.replaceScalar("/agis", "1.0").map(e -> Fix.of("Set agis to \"1.0\"", e)).stream()
                                    .toArray(Fix[]::new));
        }
        if (notBlank(d.agtp()) && !AGTP_URI.matcher(d.agtp().trim()).matches()) {
            run.out()
                    .report(
                            AGTP_ADDRESS,
                            "/agtp",
                            "agtp `" + d.agtp()
                                    + "` is not an AGTP address; write agtp://host, e.g. agtp://reservations.example.com");
        }
        if (d.description() == null) {
            run.out()
                    .reportKey(
                            RECOMMENDED_FIELD,
                            "/description",
                            "`description` is absent: a human-readable service description is RECOMMENDED");
        }
        if (d.vocabulary() != null && d.vocabulary().version() == null) {
            run.out()
                    .reportKey(
                            RECOMMENDED_FIELD,
                            "/vocabulary/version",
                            "`vocabulary.version` is absent: the vocabulary version is RECOMMENDED (e.g. \"1.0.0\")");
        }
        List<AgisEndpoint> eps = d.endpoints() == null ? List.of() : d.endpoints();
        java.util.Map<String, Integer> seen = new java.util.HashMap<>();
        for (int i = 0; i < eps.size(); i++) {
            AgisEndpoint ep = eps.get(i);
            if (ep == null || !notBlank(ep.method()) || !notBlank(ep.path())) {
                continue;
            }
            String id = ep.method().strip().toUpperCase(java.util.Locale.ROOT) + " "
                    + ep.path().strip();
            Integer first = seen.putIfAbsent(id, i);
            if (first != null) {
                String base = ep.keyPath() == null ? "/endpoints/" + i : ep.keyPath();
                run.out()
                        .reportAt(
                                DUPLICATE_ENDPOINT,
                                DUPLICATE_ENDPOINT.severity(),
                                run.rangeOr(base + "/path", base),
                                base + "/path",
                                "endpoint " + i + " repeats `" + id + "` of endpoint " + first
                                        + "; each method-path combination is declared "
                                        + "once: merge the two, or change the method or the path",
                                List.of());
            }
        }
        for (int i = 0; i < eps.size(); i++) {
            if (eps.get(i) == null) {
                run.out()
                        .report(
                                ENDPOINT_FIELD,
                                "/endpoints/" + i,
                                "endpoint " + i + " is empty: give it a method, a path and a semantic block");
            }
        }
    }

    @Override
    public void endpoint(AgisRun run, int i, AgisEndpoint ep) {
        String base = ep.keyPath() == null ? "/endpoints/" + i : ep.keyPath();
        if (!notBlank(ep.method())) {
            run.out()
                    .reportAt(
                            ENDPOINT_FIELD,
                            ENDPOINT_FIELD.severity(),
                            run.rangeOr(base + "/method", base),
                            base + "/method",
                            "endpoint " + i + " has no `method`: add an imperative verb such as BOOK or FIND",
                            List.of());
        }
        if (!notBlank(ep.path())) {
            run.out()
                    .reportAt(
                            ENDPOINT_FIELD,
                            ENDPOINT_FIELD.severity(),
                            run.rangeOr(base + "/path", base),
                            base + "/path",
                            "endpoint " + i + " has no `path`: add the entity it acts on, e.g. /reservation",
                            List.of());
        }
    }

    private static void required(AgisRun run, String key, String value, String what) {
        if (value == null) {
            missing(run, key, "`" + key.substring(1) + "` is missing: add " + what);
        } else if (value.isBlank()) {
            run.out().report(MISSING_FIELD, key, "`" + key.substring(1) + "` is empty: give " + what);
        }
    }

    /** An absent key is reported at its parent's key or the document's first line, never over the whole document. */
    private static void missing(AgisRun run, String key, String message) {
        run.out().reportAt(MISSING_FIELD, MISSING_FIELD.severity(), run.missingKeyRange(key), key, message, List.of());
    }

    static boolean notBlank(String s) {
        return s != null && !s.isBlank();
    }
}
