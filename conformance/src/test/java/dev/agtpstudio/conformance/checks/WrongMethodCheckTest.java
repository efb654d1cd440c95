package dev.agtpstudio.conformance.checks;

import static dev.agtpstudio.conformance.CheckHarness.verdict;

import dev.agtpstudio.conformance.CheckResult;
import java.util.List;
import org.junit.jupiter.api.Test;

class WrongMethodCheckTest extends CheckTestBase {
    private static final String BOOK = "BOOK /reservations";

    @Test
    void theSampleAnswers405NamingTheServedMethodAnd459ForAMethodOutsideTheCatalog() {
        List<CheckResult> r = target.run(new WrongMethodCheck(), BOOK);
        verdict(r, WrongMethodCheck.ID).passes().saying("on the path: 405 naming", "BOOK");
        verdict(r, WrongMethodCheck.NOT_IN_CATALOG)
                .passes()
                .saying(WrongMethodCheck.UNKNOWN_METHOD + " on the path: 459");
    }

    @Test
    void a405WithoutTheAllowedMethodsFailsAndAnUnknownMethodAccepted200Fails() {
        String probed = target.run(new WrongMethodCheck(), BOOK).stream()
                .filter(x -> x.check().equals(WrongMethodCheck.ID))
                .findFirst()
                .orElseThrow()
                .detail()
                .split(" ")[0];
        target.answer(probed + " /reservations", 405, "Server-ID: t", "{\"error\":{\"code\":\"method-not-allowed\"}}")
                .answer(WrongMethodCheck.UNKNOWN_METHOD + " /reservations", 200, "Server-ID: t", "{}");
        List<CheckResult> r = target.run(new WrongMethodCheck(), BOOK);
        verdict(r, WrongMethodCheck.ID).fails().saying("405 without allowed_methods_for_path");
        verdict(r, WrongMethodCheck.NOT_IN_CATALOG).fails().saying("got status 200", "expected 459");
    }
}
