package dev.agtpstudio.conformance.checks;

import static dev.agtpstudio.conformance.CheckHarness.verdict;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.conformance.CheckResult;
import java.util.List;
import org.junit.jupiter.api.Test;

class InvalidInputCheckTest extends CheckTestBase {
    private static final String BOOK = "BOOK /reservations";

    @Test
    void theSampleRefusesEveryKindOfInvalidInput() {
        List<CheckResult> r = target.run(new InvalidInputCheck(), BOOK);
        assertThat(r).isNotEmpty().allSatisfy(x -> assertThat(x.check()).startsWith(InvalidInputCheck.ID + ":"));
        assertThat(r).as("no invalid input accepted").noneMatch(CheckResult::failed);
        verdict(r, InvalidInputCheck.ID + ":undeclared-property").passes();
    }

    @Test
    void invalidInputAccepted200Fails() {
        target.answer(BOOK, 200, "Server-ID: t", "{\"reservation_id\":\"r1\"}");
        verdict(target.run(new InvalidInputCheck(), BOOK), InvalidInputCheck.ID + ":undeclared-property")
                .fails()
                .saying("got status 200", "expected 422");
    }
}
