package dev.agtpstudio.conformance.checks;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.conformance.CheckResult;
import dev.agtpstudio.conformance.Contract;
import dev.agtpstudio.conformance.Outcome;
import dev.agtpstudio.conformance.Sent;
import java.util.ArrayList;
import java.util.List;

/**
 * One declared endpoint under test: its declaration, its entry in the served manifest (null when not served), and
 * every exchange sent to it so far (the declared-errors, deprecation and header checks read them).
 */
public final class EndpointRun {
    private final Contract.Declared declared;
    private final JsonNode served;
    private final List<Sent> exchanges = new ArrayList<>();

    public EndpointRun(Contract.Declared declared, JsonNode served) {
        this.declared = declared;
        this.served = served;
    }

    public Contract.Declared declared() {
        return declared;
    }

    public boolean isServed() {
        return served != null;
    }

    public JsonNode served() {
        return served;
    }

    /** Keeps {@code s} for the checks that read every exchange, with its body cut ({@link Sent#retained}). */
    public void record(Sent s) {
        exchanges.add(s.retained());
    }

    public List<Sent> exchanges() {
        return List.copyOf(exchanges);
    }

    public CheckResult pass(String check, String detail, String spec) {
        return result(check, Outcome.PASS, detail, spec);
    }

    public CheckResult skip(String check, String detail, String spec) {
        return result(check, Outcome.SKIP, detail, spec);
    }

    public CheckResult fail(String check, String detail, String spec, Sent sent) {
        return result(check, Outcome.FAIL, detail, spec).withExchange(sent);
    }

    private CheckResult result(String check, Outcome o, String detail, String spec) {
        return new CheckResult(
                declared.id(),
                check,
                o,
                detail,
                null,
                null,
                spec,
                declared.file().path());
    }

    /** The skip every unsafe check gives without --allow-unsafe, or null when the endpoint may be called. */
    public CheckResult unsafeSkip(String check, RunContext ctx, String spec) {
        if (declared.informational() || ctx.options().allowUnsafe()) {
            return null;
        }
        String impact = declared.decl().semantic() == null
                ? "undeclared"
                : declared.decl().semantic().impact();
        return skip(
                check,
                "impact is " + impact + ", not informational: calling it with generated data may change state;"
                        + " pass --allow-unsafe to run this check",
                spec);
    }

    /** The skip every check gives when the endpoint is not served. */
    public CheckResult notServedSkip(String check, String spec) {
        return skip(check, "not served by the target (see check 'served')", spec);
    }
}
