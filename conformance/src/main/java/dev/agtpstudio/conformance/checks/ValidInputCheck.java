package dev.agtpstudio.conformance.checks;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.conformance.CheckResult;
import dev.agtpstudio.conformance.Contract;
import dev.agtpstudio.conformance.Protocol;
import dev.agtpstudio.conformance.Sent;
import java.util.List;
import java.util.Optional;

/**
 * {@code valid-input}: inputs generated from the input schema (jqwik, seeded) get 2xx with a body that validates
 * against the declared output schema (permissive, AGTP-API §13.3), or 422 with one of the endpoint's declared errors.
 */
public final class ValidInputCheck implements EndpointCheck {
    public static final String ID = "valid-input";
    private static final String SPEC = "AGTP-API §13.2, §13.3";

    @Override
    public List<CheckResult> run(RunContext ctx, EndpointRun ep) {
        if (!ep.isServed()) {
            return List.of(ep.notServedSkip(ID, SPEC));
        }
        CheckResult unsafe = ep.unsafeSkip(ID, ctx, SPEC);
        if (unsafe != null) {
            return List.of(unsafe);
        }
        Contract.Declared d = ep.declared();
        List<ObjectNode> inputs =
                ctx.generator().valid(d.inputSchema(), d.id(), ctx.options().maxExamples());
        int ok = 0;
        int named = 0;
        for (ObjectNode in : inputs) {
            Sent s = ctx.probe()
                    .send(ctx.requests()
                            .call(
                                    d.decl().method(),
                                    d.decl().path(),
                                    in,
                                    ctx.requests().scopesFor(d.decl().requiredScopes())));
            ep.record(s);
            Optional<String> problem = Answers.problemWithValidAnswer(d, s);
            if (problem.isPresent()) {
                return List.of(ep.fail(
                        ID,
                        problem.get() + " (example " + (ok + named + 1) + " of " + inputs.size() + ", seed "
                                + ctx.options().seed() + ")",
                        SPEC,
                        s));
            }
            if (Protocol.success(s.status())) {
                ok++;
            } else {
                named++;
            }
        }
        return List.of(ep.pass(
                ID,
                inputs.size() + " generated inputs (seed " + ctx.options().seed() + "): " + ok
                        + " answered 2xx with a valid body" + (named > 0 ? ", " + named + " a declared error" : ""),
                SPEC));
    }
}
