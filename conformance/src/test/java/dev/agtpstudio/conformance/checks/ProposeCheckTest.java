package dev.agtpstudio.conformance.checks;

import static dev.agtpstudio.conformance.CheckHarness.verdict;

import org.junit.jupiter.api.Test;

class ProposeCheckTest extends CheckTestBase {

    @Test
    void theSampleRefusesAProposalOutsideTheCatalog() {
        verdict(target.run(new ProposeCheck()), ProposeCheck.ID).passes();
    }

    @Test
    void aProposalAccepted200Fails() {
        target.answer("PROPOSE /", 200, "Server-ID: t", "{\"synthesized\":true}");
        verdict(target.run(new ProposeCheck()), ProposeCheck.ID).fails().saying("got status 200");
    }
}
