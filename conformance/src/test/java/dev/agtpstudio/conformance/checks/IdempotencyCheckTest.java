package dev.agtpstudio.conformance.checks;

import static dev.agtpstudio.conformance.CheckHarness.verdict;

import dev.agtpstudio.conformance.CheckHarness;
import org.junit.jupiter.api.Test;

class IdempotencyCheckTest extends CheckTestBase {
    private static final String ROOMS = "QUERY /rooms";

    @Test
    void theSampleAnswersTheSameRequestTwiceTheSame() {
        verdict(target.run(new IdempotencyCheck(), ROOMS), IdempotencyCheck.ID)
                .passes()
                .saying("equal bodies");
    }

    @Test
    void anIdempotentEndpointWhoseAnswerChangesFails() {
        target.answer(ROOMS, n -> CheckHarness.response(200, "Server-ID: t", "{\"rooms\":[],\"call\":" + n + "}"));
        verdict(target.run(new IdempotencyCheck(), ROOMS), IdempotencyCheck.ID)
                .fails()
                .saying("different bodies", "/call");
    }

    @Test
    void aNonIdempotentEndpointIsSkipped() {
        verdict(target.run(new IdempotencyCheck(), "BOOK /reservations"), IdempotencyCheck.ID)
                .skips()
                .saying("is_idempotent is false");
    }
}
