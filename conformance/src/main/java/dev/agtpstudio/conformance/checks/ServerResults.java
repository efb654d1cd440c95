package dev.agtpstudio.conformance.checks;

import dev.agtpstudio.conformance.CheckResult;
import dev.agtpstudio.conformance.Outcome;
import dev.agtpstudio.conformance.Sent;

/** Result factories for server-wide checks. */
final class ServerResults {
    private ServerResults() {}

    static CheckResult pass(String check, String detail, String spec) {
        return new CheckResult(CheckResult.SERVER, check, Outcome.PASS, detail, null, null, spec, null);
    }

    static CheckResult skip(String check, String detail, String spec) {
        return new CheckResult(CheckResult.SERVER, check, Outcome.SKIP, detail, null, null, spec, null);
    }

    static CheckResult fail(String check, String detail, String spec, Sent sent) {
        return new CheckResult(CheckResult.SERVER, check, Outcome.FAIL, detail, null, null, spec, null)
                .withExchange(sent);
    }

    /** Pass when {@code s} got {@code status}, else a failure naming what came instead. */
    static CheckResult expect(String check, Sent s, int status, String what, String spec) {
        return s.status() == status
                ? pass(check, what + ": " + s.describe(), spec)
                : fail(check, what + ": got " + s.describe() + ", expected " + status, spec, s);
    }
}
