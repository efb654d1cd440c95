package dev.agtpstudio.conformance.checks;

import static dev.agtpstudio.conformance.CheckHarness.verdict;

import dev.agtpstudio.conformance.CheckResult;
import java.util.List;
import org.junit.jupiter.api.Test;

class ProtocolChecksTest extends CheckTestBase {
    private static final String ERROR = "{\"error\":{\"code\":\"%s\"}}";

    @Test
    void theSampleServerRefusesEachMalformedOrUnknownRequestAsTheDraftsSay() {
        List<CheckResult> r = target.run(new ProtocolChecks());
        verdict(r, ProtocolChecks.UNKNOWN_METHOD).passes();
        verdict(r, ProtocolChecks.PATH_GRAMMAR).passes();
        verdict(r, ProtocolChecks.UNKNOWN_PATH).passes();
        verdict(r, ProtocolChecks.MALFORMED + ":fragment").passes();
        verdict(r, ProtocolChecks.MALFORMED + ":version").passes();
        verdict(r, ProtocolChecks.MALFORMED + ":content-length").passes();
    }

    @Test
    void anUnknownMethodAnswered200Fails() {
        List<CheckResult> r = target.answer(WrongMethodCheck.UNKNOWN_METHOD + " /", 200, "Server-ID: t", "{}")
                .run(new ProtocolChecks());
        verdict(r, ProtocolChecks.UNKNOWN_METHOD).fails().saying("expected 459");
    }

    @Test
    void a460ThatDoesNotNameTheSegmentFails() {
        List<CheckResult> r = target.answer(
                        "QUERY " + ProtocolChecks.VERB_PATH, 460, "Server-ID: t", String.format(ERROR, "x"))
                .run(new ProtocolChecks());
        verdict(r, ProtocolChecks.PATH_GRAMMAR).fails().saying("does not name the offending segment");
    }

    @Test
    void anUnregisteredPathAnswered200Fails() {
        List<CheckResult> r = target.answer("QUERY " + ProtocolChecks.UNREGISTERED_PATH, 200, "Server-ID: t", "{}")
                .run(new ProtocolChecks());
        verdict(r, ProtocolChecks.UNKNOWN_PATH).fails().saying("expected 404");
    }

    @Test
    void aFragment400WithTheWrongErrorCodeFails() {
        List<CheckResult> r = target.answer(
                        "QUERY /rooms#fragment", 400, "Server-ID: t", String.format(ERROR, "bad-request"))
                .run(new ProtocolChecks());
        verdict(r, ProtocolChecks.MALFORMED + ":fragment")
                .fails()
                .saying("400 with error code bad-request", ProtocolChecks.INVALID_REQUEST_LINE);
    }
}
