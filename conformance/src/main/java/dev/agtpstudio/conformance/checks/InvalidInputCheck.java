package dev.agtpstudio.conformance.checks;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.conformance.CheckResult;
import dev.agtpstudio.conformance.Contract;
import dev.agtpstudio.conformance.Protocol;
import dev.agtpstudio.conformance.Requests;
import dev.agtpstudio.conformance.Sent;
import dev.agtpstudio.conformance.generate.InvalidInputs;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * {@code invalid-input:missing-required}, {@code :wrong-type}, {@code :undeclared-property}: each gets 422 with a
 * structured error body ({@code {"error":{"code":...}}}) (AGTP-API §13.2, §13.3: inputs are validated strictly).
 */
public final class InvalidInputCheck implements EndpointCheck {
    public static final String ID = "invalid-input";
    private static final String SPEC = "AGTP-API §13.2, §13.3";

    @Override
    public List<CheckResult> run(RunContext ctx, EndpointRun ep) {
        List<String> kinds = List.of("missing-required", "wrong-type", "undeclared-property");
        List<CheckResult> out = new ArrayList<>();
        if (!ep.isServed()) {
            kinds.forEach(k -> out.add(ep.notServedSkip(ID + ":" + k, SPEC)));
            return out;
        }
        CheckResult unsafe = ep.unsafeSkip(ID, ctx, SPEC);
        if (unsafe != null) {
            kinds.forEach(k -> out.add(ep.skip(ID + ":" + k, unsafe.detail(), SPEC)));
            return out;
        }
        Contract.Declared d = ep.declared();
        ObjectNode valid =
                ctx.generator().valid(d.inputSchema(), d.id() + "#invalid", 1).get(0);
        Set<String> inPath = Requests.templateNames(d.decl().path());
        out.add(one(
                ctx,
                ep,
                "missing-required",
                InvalidInputs.missingRequired(d.inputSchema(), valid, inPath),
                "the input schema has no required property outside the path"));
        out.add(one(
                ctx,
                ep,
                "wrong-type",
                InvalidInputs.wrongType(d.inputSchema(), valid, inPath),
                "no input property outside the path has a type to violate"));
        out.add(one(ctx, ep, "undeclared-property", Optional.of(InvalidInputs.undeclared(valid)), null));
        return out;
    }

    private static CheckResult one(
            RunContext ctx, EndpointRun ep, String kind, Optional<InvalidInputs.Invalid> invalid, String whyNot) {
        String id = ID + ":" + kind;
        if (invalid.isEmpty()) {
            return ep.skip(id, whyNot, SPEC);
        }
        Contract.Declared d = ep.declared();
        Sent s = ctx.probe()
                .send(ctx.requests()
                        .call(
                                d.decl().method(),
                                d.decl().path(),
                                invalid.get().input(),
                                ctx.requests().scopesFor(d.decl().requiredScopes())));
        ep.record(s);
        if (s.status() != Protocol.UNPROCESSABLE) {
            return ep.fail(id, invalid.get().what() + ": got " + s.describe() + ", expected 422", SPEC, s);
        }
        if (s.errorCode().isEmpty()) {
            return ep.fail(
                    id,
                    invalid.get().what() + ": 422 without a structured error body {\"error\":{\"code\":...}}",
                    SPEC,
                    s);
        }
        return ep.pass(id, invalid.get().what() + ": 422 " + s.errorCode().get(), SPEC);
    }
}
