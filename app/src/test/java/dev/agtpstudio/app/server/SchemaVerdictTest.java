package dev.agtpstudio.app.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

class SchemaVerdictTest {
    private final JsonNode schema;

    SchemaVerdictTest() throws Exception {
        schema = new ObjectMapper().readTree("""
                {"type":"object","required":["rooms"],"properties":{"rooms":{"type":"array","items":{"type":"string"}},
                 "currency":{"type":"string"}}}""");
    }

    @Test
    void aSuccessBodyThatFitsMatches() {
        SchemaVerdict v = SchemaVerdict.check(200, "{\"rooms\":[\"a\"],\"currency\":\"EUR\"}", schema);
        assertThat(v.matches()).isTrue();
        assertThat(v.problems()).isEmpty();
    }

    @Test
    void aSuccessBodyThatDoesNotFitListsEachProblem() {
        SchemaVerdict v = SchemaVerdict.check(200, "{\"rooms\":[1],\"currency\":5}", schema);
        assertThat(v.matches()).isFalse();
        assertThat(v.problems()).hasSize(2);
        assertThat(v.summary()).contains("2 problems");
    }

    @Test
    void errorsAndUnknownEndpointsAreNotChecked() {
        assertThat(SchemaVerdict.check(404, "{}", schema).matches()).isNull();
        assertThat(SchemaVerdict.check(200, "{}", null).matches()).isNull();
        assertThat(SchemaVerdict.check(200, "not json", schema).matches()).isFalse();
    }

    @Test
    void the26xNegotiationAndRefusalCodesAreNotTheEndpointsOutput() {
        for (int status : new int[] {261, 262, 263}) {
            SchemaVerdict v = SchemaVerdict.check(status, "{\"rooms\":[\"a\"]}", schema);
            assertThat(v.matches()).as(String.valueOf(status)).isNull();
            assertThat(v.summary()).contains(String.valueOf(status)).contains("not one");
        }
    }
}
