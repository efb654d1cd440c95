package dev.agtpstudio.server.handler;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/**
 * A designer's schema with absurd lower bounds gets a named refusal, not a simulation that fills the heap
 * (docs/simulation.md#limits). Without the budget the first two cases ran out of memory or never ended.
 */
class SimulationLimitsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final SampleGenerator g = new SampleGenerator();

    @Test
    void aBillionItemsIsRefusedNamingTheLimit() throws Exception {
        JsonNode schema =
                JSON.readTree("{\"type\":\"array\",\"minItems\":1000000000,\"items\":{\"type\":\"integer\"}}");
        assertThatThrownBy(() -> g.generate(schema, "s"))
                .isInstanceOf(SampleGenerator.TooLarge.class)
                .hasMessageContaining("minItems")
                .hasMessageContaining("20000");
    }

    @Test
    void boundsThatMultiplyThroughNestingAreRefused() throws Exception {
        String level = "{\"type\":\"array\",\"minItems\":50,\"maxItems\":50,\"items\":%s}";
        String s = "{\"type\":\"integer\"}";
        for (int i = 0; i < 4; i++) {
            s = level.formatted(s);
        }
        JsonNode schema = JSON.readTree(s);
        assertThatThrownBy(() -> g.generate(schema, "s")).isInstanceOf(SampleGenerator.TooLarge.class);
    }

    @Test
    void aGiganticMinLengthIsRefused() throws Exception {
        JsonNode schema = JSON.readTree("{\"type\":\"string\",\"minLength\":2000000000}");
        assertThatThrownBy(() -> g.generate(schema, "s"))
                .isInstanceOf(SampleGenerator.TooLarge.class)
                .hasMessageContaining("2000000000");
    }

    @Test
    void boundsWithinTheBudgetStillGenerateTheirMinimum() throws Exception {
        JsonNode schema = JSON.readTree("{\"type\":\"array\",\"minItems\":5000,\"items\":{\"type\":\"integer\"}}");
        assertThat(g.generate(schema, "s").size()).isGreaterThanOrEqualTo(5000);
    }
}
