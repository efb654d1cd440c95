package dev.agtpstudio.validator.agis;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

class MetaSchemaCheckTest {
    @Test
    void theSameNodeAndAnEqualOneGetTheSameProblems() throws Exception {
        MetaSchemaCheck check = new MetaSchemaCheck();
        JsonNode bad = new ObjectMapper().readTree("{\"type\": 5, \"properties\": {\"a\": {\"minimum\": \"x\"}}}");
        var first = check.check(bad);
        assertThat(first).extracting(MetaSchemaCheck.Problem::pointer).contains("/type", "/properties/a/minimum");
        assertThat(check.check(bad)).isSameAs(first);
        assertThat(check.check(bad.deepCopy())).isEqualTo(first);
        assertThat(check.check(new ObjectMapper().readTree("{\"type\": \"object\"}")))
                .isEmpty();
    }
}
