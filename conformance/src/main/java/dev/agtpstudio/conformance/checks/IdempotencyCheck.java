package dev.agtpstudio.conformance.checks;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.conformance.CheckResult;
import dev.agtpstudio.conformance.Contract;
import dev.agtpstudio.conformance.Sent;
import dev.agtpstudio.preview.JsonDiff;
import java.util.List;
import java.util.Set;

/**
 * {@code idempotency}: an {@code is_idempotent = true} endpoint answers the same request twice with the same status
 * and, for a success, the same body; for an error, the same error code (error details may carry timings)
 * (AGTP-API §7).
 */
public final class IdempotencyCheck implements EndpointCheck {
    public static final String ID = "idempotency";
    private static final String SPEC = "AGTP-API §7 (is_idempotent)";

    @Override
    public List<CheckResult> run(RunContext ctx, EndpointRun ep) {
        Contract.Declared d = ep.declared();
        if (!ep.isServed()) {
            return List.of(ep.notServedSkip(ID, SPEC));
        }
        if (!d.idempotent()) {
            return List.of(ep.skip(ID, "is_idempotent is false", SPEC));
        }
        CheckResult unsafe = ep.unsafeSkip(ID, ctx, SPEC);
        if (unsafe != null) {
            return List.of(unsafe);
        }
        ObjectNode in =
                ctx.generator().valid(d.inputSchema(), d.id() + "#idem", 1).get(0);
        List<String> scopes = ctx.requests().scopesFor(d.decl().requiredScopes());
        Sent first =
                ctx.probe().send(ctx.requests().call(d.decl().method(), d.decl().path(), in, scopes));
        Sent second =
                ctx.probe().send(ctx.requests().call(d.decl().method(), d.decl().path(), in, scopes));
        ep.record(first);
        ep.record(second);
        if (!first.answered() || !second.answered()) {
            Sent bad = first.answered() ? second : first;
            return List.of(ep.fail(ID, "the same request twice: " + bad.describe(), SPEC, bad));
        }
        if (first.status() != second.status()) {
            return List.of(ep.fail(
                    ID, "the same request got " + first.describe() + ", then " + second.describe(), SPEC, second));
        }
        if (!dev.agtpstudio.conformance.Protocol.success(first.status())) {
            // an error answer is equal when it names the same error; its details may carry timings
            return List.of(
                    first.errorCode().equals(second.errorCode())
                            ? ep.pass(ID, "the same request twice: " + first.describe() + " both times", SPEC)
                            : ep.fail(
                                    ID,
                                    "the same request got " + first.describe() + ", then " + second.describe(),
                                    SPEC,
                                    second));
        }
        if (first.json().isPresent() && second.json().isPresent()) {
            List<JsonDiff.Change> diff = new JsonDiff(Set.of())
                    .diff(first.json().get(), second.json().get());
            if (!diff.isEmpty()) {
                JsonDiff.Change c = diff.get(0);
                return List.of(ep.fail(
                        ID,
                        "the same request got different bodies (" + diff.size() + " differences, first at "
                                + (c.pointer().isEmpty() ? "/" : c.pointer()) + ": " + c.before() + " then " + c.after()
                                + ")",
                        SPEC,
                        second));
            }
        } else if (!java.util.Arrays.equals(
                first.exchange() == null ? null : first.exchange().body(),
                second.exchange() == null ? null : second.exchange().body())) {
            return List.of(ep.fail(ID, "the same request got different bodies", SPEC, second));
        }
        return List.of(ep.pass(ID, "the same request twice: " + first.describe() + ", equal bodies", SPEC));
    }
}
