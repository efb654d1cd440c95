package dev.agtpstudio.conformance.checks;

import static dev.agtpstudio.conformance.CheckHarness.verdict;

import org.junit.jupiter.api.Test;

class ScopeCheckTest extends CheckTestBase {
    private static final String BOOK = "BOOK /reservations";

    @Test
    void theSampleRefusesAnUnrelatedScopeWith455() {
        verdict(target.run(new ScopeCheck(), BOOK), ScopeCheck.ID).passes().saying(ScopeCheck.UNRELATED_SCOPE);
    }

    @Test
    void aCallWithoutTheRequiredScopeAccepted200Fails() {
        target.answer(BOOK, 200, "Server-ID: t", "{\"reservation_id\":\"r1\"}");
        verdict(target.run(new ScopeCheck(), BOOK), ScopeCheck.ID).fails().saying("got status 200", "expected 455");
    }

    @Test
    void the262ConventionIsNamedWhen455IsExpected() {
        target.answer(BOOK, 262, "Server-ID: t", "{\"error\":{\"code\":\"scope-required\"}}");
        verdict(target.run(new ScopeCheck(), BOOK), ScopeCheck.ID).fails().saying("run with --scope-status 262");
    }
}
