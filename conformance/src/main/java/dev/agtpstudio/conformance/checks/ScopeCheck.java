package dev.agtpstudio.conformance.checks;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.conformance.CheckResult;
import dev.agtpstudio.conformance.Contract;
import dev.agtpstudio.conformance.Protocol;
import dev.agtpstudio.conformance.Sent;
import java.util.List;

/**
 * {@code missing-scope}: a valid input whose Authority-Scope does not cover required_scopes gets the configured status:
 * 455 Scope Violation (AGTP-API §13.2, the default) or, with {@code --scope-status 262}, 262 with type
 * {@code scope-required} (core-09 §Status Codes prose and the reference). See docs/decisions/0211.
 */
public final class ScopeCheck implements EndpointCheck {
    public static final String ID = "missing-scope";
    /** Well-formed (core §Authority-Scope grammar), and covering no real scope. */
    public static final String UNRELATED_SCOPE = "conformance:none";

    private static final String SPEC = "AGTP-API §13.2; core §Authority Scope Enforcement";

    @Override
    public List<CheckResult> run(RunContext ctx, EndpointRun ep) {
        Contract.Declared d = ep.declared();
        if (!ep.isServed()) {
            return List.of(ep.notServedSkip(ID, SPEC));
        }
        if (d.decl().requiredScopes().isEmpty()) {
            return List.of(ep.skip(ID, "declares no required_scopes", SPEC));
        }
        CheckResult unsafe = ep.unsafeSkip(ID, ctx, SPEC);
        if (unsafe != null) {
            return List.of(unsafe);
        }
        ObjectNode in =
                ctx.generator().valid(d.inputSchema(), d.id() + "#scope", 1).get(0);
        Sent s =
                ctx.probe().send(ctx.requests().call(d.decl().method(), d.decl().path(), in, List.of(UNRELATED_SCOPE)));
        ep.record(s);
        int want = ctx.options().scopeStatus();
        if (s.status() == want && (want == Protocol.SCOPE_VIOLATION || isScopeRequired(s))) {
            return List.of(ep.pass(
                    ID,
                    "Authority-Scope " + UNRELATED_SCOPE + " against "
                            + d.decl().requiredScopes() + ": " + s.describe(),
                    SPEC));
        }
        String hint = s.status() == Protocol.AUTHORIZATION_REQUIRED && want == Protocol.SCOPE_VIOLATION
                ? " (the server follows core-09's 262 scope-required convention; run with --scope-status 262 to check against it)"
                : s.status() == Protocol.SCOPE_VIOLATION && want == Protocol.AUTHORIZATION_REQUIRED
                        ? " (the server answers AGTP-API's 455; run with --scope-status 455)"
                        : "";
        return List.of(ep.fail(
                ID,
                "Authority-Scope " + UNRELATED_SCOPE + " against " + d.decl().requiredScopes() + ": got " + s.describe()
                        + ", expected " + want + (want == Protocol.AUTHORIZATION_REQUIRED ? " scope-required" : "")
                        + hint,
                SPEC,
                s));
    }

    private static boolean isScopeRequired(Sent s) {
        return s.json().map(j -> j.toString().contains(Protocol.SCOPE_REQUIRED)).orElse(false);
    }
}
