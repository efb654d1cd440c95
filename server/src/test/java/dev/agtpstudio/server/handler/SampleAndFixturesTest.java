package dev.agtpstudio.server.handler;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.server.wire.Headers;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SampleAndFixturesTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void generatesTheSameDocumentForTheSameSeedAndHonoursFormatsAndEnums() throws Exception {
        JsonNode schema = JSON.readTree(
                "{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"string\",\"format\":\"uuid\"},"
                        + "\"day\":{\"type\":\"string\",\"format\":\"date\"},\"kind\":{\"type\":\"string\",\"enum\":[\"suite\",\"single\"]},"
                        + "\"n\":{\"type\":\"integer\",\"minimum\":5},\"tags\":{\"type\":\"array\",\"minItems\":2,\"items\":{\"type\":\"string\"}}}}");
        SampleGenerator g = new SampleGenerator();
        JsonNode a = g.generate(schema, "seed");
        assertThat(g.generate(schema, "seed")).isEqualTo(a);
        assertThat(g.generate(schema, "other").get("id")).isNotEqualTo(a.get("id"));
        assertThat(a.get("id").asText()).matches("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");
        assertThat(a.get("day").asText()).matches("\\d{4}-\\d{2}-\\d{2}");
        assertThat(a.get("kind").asText()).isIn("suite", "single");
        assertThat(a.get("n").asInt()).isGreaterThanOrEqualTo(5);
        assertThat(a.get("tags").size()).isEqualTo(2);
    }

    @Test
    void aTupleGetsOneValueOfItsTypePerPosition() throws Exception {
        JsonNode schema = JSON.readTree("{\"type\":\"array\",\"prefixItems\":[{\"type\":\"number\"},"
                + "{\"type\":\"string\",\"enum\":[\"n\"]}],\"items\":false}");
        JsonNode a = new SampleGenerator().generate(schema, "seed");
        assertThat(a.size()).isEqualTo(2);
        assertThat(a.get(0).isNumber()).isTrue();
        assertThat(a.get(1).asText()).isEqualTo("n");
    }

    @Test
    void anArrayWithoutAnItemsSchemaOrWithALocalReferenceNeverCarriesNull() throws Exception {
        // a TOML output field `type = "array"` without `schema` projects as {"type":"array"}: it simulated as [null]
        JsonNode schema = JSON.readTree("{\"type\":\"object\",\"properties\":{\"any\":{\"type\":\"array\"},"
                + "\"open\":{\"type\":\"array\",\"items\":true},\"rooms\":{\"type\":\"array\",\"items\":{\"$ref\":\"#/$defs/Room\"}}},"
                + "\"$defs\":{\"Room\":{\"type\":\"object\",\"properties\":{\"beds\":{\"type\":\"integer\"}}}}}");
        JsonNode a = new SampleGenerator().generate(schema, "seed");
        assertThat(a.get("any").get(0).isTextual()).isTrue();
        assertThat(a.get("open").get(0).isTextual()).isTrue();
        assertThat(a.get("rooms").get(0).get("beds").isIntegralNumber()).isTrue();
    }

    @Test
    void matchesCasesInOrderByEqualityRegexExistenceAndHeaders() throws Exception {
        Path f = dir.resolve("x.fixtures.json");
        Files.writeString(
                f,
                "{\"cases\":[{\"name\":\"vip\",\"when\":{\"headers\":{\"Agent-ID\":\"vip\"}},\"response\":{\"v\":1}},"
                        + "{\"name\":\"re\",\"when\":{\"input\":{\"id\":{\"$regex\":\"^r-\"}}},\"response\":{\"v\":2}},"
                        + "{\"name\":\"has\",\"when\":{\"input\":{\"note\":{\"$exists\":true}}},\"error\":{\"code\":\"e\"}}]}");
        Fixtures fx = Fixtures.read(f);
        assertThat(fx.match(
                                JSON.readTree("{\"id\":\"r-1\"}"),
                                Headers.builder().add("agent-id", "vip").build())
                        .get()
                        .name())
                .isEqualTo("vip");
        assertThat(fx.match(JSON.readTree("{\"id\":\"r-1\"}"), Headers.empty())
                        .get()
                        .name())
                .isEqualTo("re");
        assertThat(fx.match(JSON.readTree("{\"id\":\"x\",\"note\":\"n\"}"), Headers.empty())
                        .get()
                        .errorCode())
                .isEqualTo("e");
        assertThat(fx.match(JSON.readTree("{\"id\":\"x\"}"), Headers.empty())).isEmpty();
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "{\"cases\": 3}                                              | \"cases\" array",
                "not json                                                    | not JSON",
                "{\"cases\":[{\"name\":\"a\"}]}                              | exactly one of",
                "{\"cases\":[{\"response\":{},\"error\":{\"code\":\"x\"}}]}  | exactly one of",
                "{\"cases\":[{\"error\":{}}]}                                | string \"code\"",
                "{\"cases\":[{\"when\":{\"input\":{\"a\":{\"$regex\":\"(\"}}},\"response\":{}}]} | bad $regex"
            })
    void refusesMalformedFixturesWithALocatedReason(String text, String reason) throws Exception {
        Path f = dir.resolve("bad.fixtures.json");
        Files.writeString(f, text);
        assertThatThrownBy(() -> Fixtures.read(f))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("bad.fixtures.json")
                .hasMessageContaining(reason);
    }
}
