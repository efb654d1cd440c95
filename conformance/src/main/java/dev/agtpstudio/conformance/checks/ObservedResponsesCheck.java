package dev.agtpstudio.conformance.checks;

import dev.agtpstudio.conformance.CheckResult;
import dev.agtpstudio.conformance.Contract;
import dev.agtpstudio.conformance.Protocol;
import dev.agtpstudio.conformance.Sent;
import dev.agtpstudio.core.model.Deprecation;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Checks over every response the endpoint gave in this run: {@code declared-errors} (a named error is one the
 * endpoint declares, AGTP-API §6.3), {@code deprecation} (AGTP-Endpoint-Warning / AGTP-Catalog-Warning on every
 * response, AGTP-API §6.4, §13.1 items 11-12) and {@code response-headers} (Server-ID; Content-Type exactly with a
 * body, core §Response Headers). Runs after the checks that send requests.
 */
public final class ObservedResponsesCheck implements EndpointCheck {
    public static final String DECLARED_ERRORS = "declared-errors";
    public static final String DEPRECATION = "deprecation";
    public static final String HEADERS = "response-headers";

    @Override
    public List<CheckResult> run(RunContext ctx, EndpointRun ep) {
        List<Sent> seen = ep.exchanges().stream().filter(Sent::answered).toList();
        List<CheckResult> out = new ArrayList<>();
        out.add(declaredErrors(ep, seen));
        out.add(deprecation(ctx, ep, seen));
        out.add(headers(ep, seen));
        return out;
    }

    private static CheckResult declaredErrors(EndpointRun ep, List<Sent> seen) {
        String spec = "AGTP-API §6.3";
        if (seen.isEmpty()) {
            return ep.skip(DECLARED_ERRORS, "no request reached the endpoint in this run", spec);
        }
        Contract.Declared d = ep.declared();
        int named = 0;
        for (Sent s : seen) {
            Optional<String> code = s.errorCode();
            if (s.status() == Protocol.UNPROCESSABLE
                    && code.isPresent()
                    && !Protocol.STRUCTURAL_422_CODES.contains(code.get())) {
                if (!Answers.declared(d, code.get())) {
                    return ep.fail(
                            DECLARED_ERRORS,
                            "named error '" + code.get() + "' is not in the declared errors " + Answers.errors(d),
                            spec,
                            s);
                }
                named++;
            }
            if (s.status() >= Protocol.SERVER_ERROR) {
                return ep.fail(
                        DECLARED_ERRORS,
                        "a " + s.describe() + " is not a declared error of the endpoint (declared: " + Answers.errors(d)
                                + ")",
                        spec,
                        s);
            }
        }
        return ep.pass(DECLARED_ERRORS, seen.size() + " responses; " + named + " named errors, all declared", spec);
    }

    private static CheckResult deprecation(RunContext ctx, EndpointRun ep, List<Sent> seen) {
        String spec = "AGTP-API §6.4; §13.1 items 11-12";
        Deprecation dep = ep.declared().decl().deprecated();
        String method = ep.declared().decl().method();
        String endpointWarning = dep == null || dep.deprecatedIn() == null ? null : dep.warningHeader();
        String catalogWarning = ctx.catalog().isDeprecated(method)
                ? ctx.catalog().method(method).map(m -> m.warningHeader()).orElse(null)
                : null;
        if (endpointWarning == null && catalogWarning == null) {
            return ep.skip(
                    DEPRECATION,
                    "neither the endpoint nor its method (catalog "
                            + ctx.catalog().version() + ") is deprecated",
                    spec);
        }
        if (seen.isEmpty()) {
            return ep.skip(DEPRECATION, "deprecated, but no request reached the endpoint in this run", spec);
        }
        for (Sent s : seen) {
            if (endpointWarning != null && !endpointWarning.equals(s.headers().getOrNull(Protocol.ENDPOINT_WARNING))) {
                return ep.fail(
                        DEPRECATION,
                        "expected " + Protocol.ENDPOINT_WARNING + ": " + endpointWarning + " on every response; "
                                + s.describe() + " carried " + s.headers().getOrNull(Protocol.ENDPOINT_WARNING),
                        spec,
                        s);
            }
            if (catalogWarning != null && !catalogWarning.equals(s.headers().getOrNull(Protocol.CATALOG_WARNING))) {
                return ep.fail(
                        DEPRECATION,
                        "expected " + Protocol.CATALOG_WARNING + ": " + catalogWarning + " on every response; "
                                + s.describe() + " carried " + s.headers().getOrNull(Protocol.CATALOG_WARNING),
                        spec,
                        s);
            }
        }
        return ep.pass(
                DEPRECATION,
                "all " + seen.size() + " responses carried "
                        + (endpointWarning != null
                                ? Protocol.ENDPOINT_WARNING + ": " + endpointWarning
                                : Protocol.CATALOG_WARNING + ": " + catalogWarning),
                spec);
    }

    private static CheckResult headers(EndpointRun ep, List<Sent> seen) {
        String spec = "core §Response Headers; AGTP-API §8.10";
        if (seen.isEmpty()) {
            return ep.skip(HEADERS, "no response from the endpoint in this run", spec);
        }
        for (Sent s : seen) {
            List<String> p = HeaderRules.problems(s);
            if (!p.isEmpty()) {
                return ep.fail(HEADERS, s.describe() + ": " + String.join("; ", p), spec, s);
            }
        }
        return ep.pass(
                HEADERS,
                "all " + seen.size() + " responses carried Server-ID and a Content-Type exactly with a body",
                spec);
    }
}
