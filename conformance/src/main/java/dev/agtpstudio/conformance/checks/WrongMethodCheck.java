package dev.agtpstudio.conformance.checks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.conformance.CheckResult;
import dev.agtpstudio.conformance.Contract;
import dev.agtpstudio.conformance.Protocol;
import dev.agtpstudio.conformance.Sent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * {@code wrong-method}: a catalog method the path does not serve gets 405 whose body lists
 * {@code allowed_methods_for_path} (naming the declared method) and {@code redirects_for_path} (AGTP-API §11);
 * {@code wrong-method:not-in-catalog}: a method outside the catalog on the same path gets 459 (AGTP-API §3.2).
 */
public final class WrongMethodCheck implements EndpointCheck {
    public static final String ID = "wrong-method";
    public static final String NOT_IN_CATALOG = "wrong-method:not-in-catalog";
    /** Uppercase, 3-32 letters (the method grammar), and in no catalog. */
    public static final String UNKNOWN_METHOD = "CONFORMANCEPROBE";

    private static final String SPEC = "AGTP-API §11";
    private static final String SPEC_459 = "AGTP-API §3.2; core §Status Codes 459";
    /** Tried in order; the first the path does not serve and policy admits is sent. */
    private static final List<String> CANDIDATES =
            List.of("SUMMARIZE", "DESCRIBE", "QUERY", "FETCH", "LIST", "ANALYZE");

    @Override
    public List<CheckResult> run(RunContext ctx, EndpointRun ep) {
        if (!ep.isServed()) {
            return List.of(ep.notServedSkip(ID, SPEC), ep.notServedSkip(NOT_IN_CATALOG, SPEC_459));
        }
        Contract.Declared d = ep.declared();
        ObjectNode sample =
                ctx.generator().valid(d.inputSchema(), d.id() + "#path", 1).get(0);
        List<CheckResult> out = new ArrayList<>();
        out.add(wrongCatalogMethod(ctx, ep, d, sample));
        Sent s = ctx.probe()
                .send(ctx.requests()
                        .call(
                                UNKNOWN_METHOD,
                                d.decl().path(),
                                JsonNodeFactory.instance.objectNode(),
                                ctx.requests().scopesFor(d.decl().requiredScopes())));
        out.add(
                s.status() == Protocol.METHOD_VIOLATION
                        ? ep.pass(NOT_IN_CATALOG, UNKNOWN_METHOD + " on the path: 459", SPEC_459)
                        : ep.fail(
                                NOT_IN_CATALOG,
                                UNKNOWN_METHOD + " on the path: got " + s.describe() + ", expected 459",
                                SPEC_459,
                                s));
        return out;
    }

    private CheckResult wrongCatalogMethod(RunContext ctx, EndpointRun ep, Contract.Declared d, ObjectNode sample) {
        Set<String> served = ctx.manifest().methodsOn(d.decl().path());
        Set<String> redirected = redirectedOn(ctx, d.decl().path());
        Optional<String> method = CANDIDATES.stream()
                .filter(m -> !served.contains(m)
                        && !redirected.contains(m)
                        && ctx.catalog().isVerb(m)
                        && ctx.manifest().allows(m))
                .findFirst();
        if (method.isEmpty()) {
            return ep.skip(
                    ID,
                    "every candidate method (" + CANDIDATES
                            + ") is served, redirected or refused by policy on this path",
                    SPEC);
        }
        Sent s = ctx.probe()
                .send(ctx.requests()
                        .call(
                                method.get(),
                                d.decl().path(),
                                sample,
                                ctx.requests().scopesFor(d.decl().requiredScopes())));
        if (s.status() != Protocol.METHOD_NOT_ALLOWED) {
            return ep.fail(ID, method.get() + " on the path: got " + s.describe() + ", expected 405", SPEC, s);
        }
        JsonNode body = s.json().orElse(null);
        JsonNode allowed = find(body, "allowed_methods_for_path");
        if (allowed == null || !allowed.isArray()) {
            return ep.fail(ID, "405 without allowed_methods_for_path (AGTP-API §11: MUST)", SPEC, s);
        }
        boolean names = false;
        for (JsonNode n : allowed) {
            names |= d.decl().method().equals(n.asText());
        }
        if (!names) {
            return ep.fail(
                    ID,
                    "405 allowed_methods_for_path " + allowed + " does not name "
                            + d.decl().method(),
                    SPEC,
                    s);
        }
        if (find(body, "redirects_for_path") == null) {
            return ep.fail(ID, "405 without redirects_for_path (AGTP-API §11: MUST, may be empty)", SPEC, s);
        }
        return ep.pass(ID, method.get() + " on the path: 405 naming " + allowed, SPEC);
    }

    /** A member at the top of the body or inside {@code error} (the reference nests it there). */
    static JsonNode find(JsonNode body, String name) {
        if (body == null) {
            return null;
        }
        if (body.has(name)) {
            return body.get(name);
        }
        return body.path("error").has(name) ? body.path("error").get(name) : null;
    }

    private static Set<String> redirectedOn(RunContext ctx, String path) {
        Set<String> out = new java.util.HashSet<>();
        for (JsonNode r : ctx.manifest().methodPolicy().path("redirects")) {
            if (!r.hasNonNull("from_path") || path.equals(r.path("from_path").asText())) {
                out.add(r.path("from_method").asText());
            }
        }
        return out;
    }
}
