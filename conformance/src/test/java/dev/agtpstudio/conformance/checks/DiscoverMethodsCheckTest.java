package dev.agtpstudio.conformance.checks;

import static dev.agtpstudio.conformance.CheckHarness.verdict;

import org.junit.jupiter.api.Test;

class DiscoverMethodsCheckTest extends CheckTestBase {

    @Test
    void theSamplesInventoryMatchesItsManifest() {
        verdict(target.run(new DiscoverMethodsCheck()), DiscoverMethodsCheck.ID)
                .passes()
                .saying("matching the manifest");
    }

    @Test
    void anInventoryMissingTheManifestsEndpointsFails() {
        target.answer(
                "DISCOVER /methods",
                200,
                "Server-ID: t",
                "{\"methods\":[{\"method\":\"QUERY\",\"path\":\"/elsewhere\"}]}");
        verdict(target.run(new DiscoverMethodsCheck()), DiscoverMethodsCheck.ID)
                .fails()
                .saying(
                        "published in the manifest but not listed",
                        "QUERY /rooms",
                        "listed but not in the manifest: [QUERY /elsewhere]");
    }

    @Test
    void anInventoryThatIsNoListFails() {
        target.answer("DISCOVER /methods", 200, "Server-ID: t", "{\"endpoints\":{}}");
        verdict(target.run(new DiscoverMethodsCheck()), DiscoverMethodsCheck.ID)
                .fails()
                .saying("neither an array nor");
    }
}
