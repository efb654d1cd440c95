package dev.agtpstudio.conformance.checks;

import static dev.agtpstudio.conformance.CheckHarness.verdict;

import org.junit.jupiter.api.Test;

class ValidInputCheckTest extends CheckTestBase {

    @Test
    void theSampleAnswersValidInputWithItsOutputSchema() {
        verdict(target.run(new ValidInputCheck(), "QUERY /rooms"), ValidInputCheck.ID)
                .passes();
    }

    @Test
    void aBodyThatViolatesTheOutputSchemaFails() {
        target.answer("QUERY /rooms", 200, "Server-ID: t", "{\"unexpected\":true}");
        verdict(target.run(new ValidInputCheck(), "QUERY /rooms"), ValidInputCheck.ID)
                .fails()
                .saying("violates the output_schema");
    }

    @Test
    void anUndeclaredErrorForValidInputFails() {
        target.answer("LIST /properties", 422, "Server-ID: t", "{\"error\":{\"code\":\"warehouse_on_fire\"}}");
        verdict(target.run(new ValidInputCheck(), "LIST /properties"), ValidInputCheck.ID)
                .fails()
                .saying("422 warehouse_on_fire");
    }
}
