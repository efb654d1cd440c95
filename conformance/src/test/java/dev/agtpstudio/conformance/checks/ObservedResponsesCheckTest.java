package dev.agtpstudio.conformance.checks;

import static dev.agtpstudio.conformance.CheckHarness.verdict;

import dev.agtpstudio.conformance.CheckResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Judges the exchanges the other checks made: each test runs the valid-input check first. */
class ObservedResponsesCheckTest extends CheckTestBase {
    private static List<CheckResult> observe(String endpoint) {
        return target.run(new ObservedResponsesCheck(), endpoint, new ValidInputCheck());
    }

    @Test
    void theSamplesAnswersNameDeclaredErrorsAndCarryTheirHeaders() {
        List<CheckResult> r = observe("LIST /properties");
        verdict(r, ObservedResponsesCheck.DECLARED_ERRORS).passes();
        verdict(r, ObservedResponsesCheck.HEADERS).passes();
        verdict(observe("RESERVE /reservations"), ObservedResponsesCheck.DEPRECATION)
                .passes();
    }

    @Test
    void anUndeclaredErrorFails() {
        target.answer("LIST /properties", 422, "Server-ID: t", "{\"error\":{\"code\":\"warehouse_on_fire\"}}");
        verdict(observe("LIST /properties"), ObservedResponsesCheck.DECLARED_ERRORS)
                .fails()
                .saying("'warehouse_on_fire' is not in the declared errors");
    }

    @Test
    void anAnswerWithoutServerIdFails() {
        target.answer("LIST /properties", 200, "", "{\"properties\":[]}");
        verdict(observe("LIST /properties"), ObservedResponsesCheck.HEADERS)
                .fails()
                .saying("no Server-ID header");
    }

    @Test
    void aDeprecatedEndpointAnsweredWithoutItsWarningFails() {
        target.answer("RESERVE /reservations", 200, "Server-ID: t", "{}");
        verdict(observe("RESERVE /reservations"), ObservedResponsesCheck.DEPRECATION)
                .fails()
                .saying("AGTP-Endpoint-Warning");
    }
}
