package dev.agtpstudio.preview;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class ProjectionsTest {
    private final ProjectionOptions opts = ProjectionOptions.at(Instant.parse("2026-05-01T00:00:00Z"));

    @Test
    void a2tToolIdsAreStableNameBasedUuids() {
        UUID a = A2tProjector.toolId("hotel.example", "BOOK", "/rooms");
        assertThat(a).isEqualTo(A2tProjector.toolId("hotel.example", "BOOK", "/rooms"));
        assertThat(a).isNotEqualTo(A2tProjector.toolId("hotel.example", "BOOK", "/suites"));
        assertThat(a.version()).isEqualTo(5);
        assertThat(A2tProjector.toolName("FETCH", "/rooms/{room_id}")).isEqualTo("fetch_rooms_by_room_id");
    }

    @Test
    void a2tReportsInputsItCannotExpress() {
        Projection p = new A2tProjector(new ManifestProjector()).project(ManifestProjectorTest.workspace(), opts);
        JsonNode tool = p.document().get("items").get(0);
        assertThat(tool.get("input_parameters").get(0).get("type").asText()).isEqualTo("int");
        assertThat(tool.get("version").asText())
                .isEqualTo(tool.get("currentVersion").asText());
        assertThat(p.notes()).allSatisfy(n -> assertThat(n.code()).startsWith("a2t/"));
    }

    @Test
    void canonicalJsonSortsKeysAndDropsWhitespace() throws Exception {
        JsonNode n = new ObjectMapper().readTree("{ \"b\": [1, 2.50, true], \"a\": {\"y\": null, \"x\": \"q\\n\"} }");
        assertThat(CanonicalJson.write(n)).isEqualTo("{\"a\":{\"x\":\"q\\n\",\"y\":null},\"b\":[1,2.5,true]}");
    }

    @Test
    void canonicalJsonIsRfc8785() throws Exception {
        // RFC 8785 §3.2.2's example: ECMAScript numbers (1e+30, 1e-27) and strings; the hand-written form wrote
        // 1E30 as 1000000000000000000000000000000 (seen failing before the library replaced it).
        JsonNode n = new ObjectMapper()
                .readTree(
                        "{\"numbers\":[333333333.33333329,1E30,4.50,2e-3,0.000000000000000000000000001],"
                                + "\"string\":\"\\u20ac$\\u000F\\u000aA'\\u0042\\u0022\\u005c\\\\\\\"\\/\",\"literals\":[null,true,false]}");
        assertThat(CanonicalJson.write(n))
                .isEqualTo("{\"literals\":[null,true,false],\"numbers\":[333333333.3333333,1e+30,4.5,0.002,1e-27],"
                        + "\"string\":\"\u20ac$\\u000f\\nA'B\\\"\\\\\\\\\\\"/\"}");
    }

    @Test
    void a2sChecksumCoversTheDocumentWithoutTheChecksumField() throws Exception {
        JsonNode cap = new ObjectMapper().readTree("{\"a2s\":\"1.0.0\",\"name\":\"x\",\"checksum\":\"sha256:old\"}");
        String expected =
                "sha256:" + CanonicalJson.sha256(new ObjectMapper().readTree("{\"a2s\":\"1.0.0\",\"name\":\"x\"}"));
        assertThat(A2sProjector.checksum(cap)).isEqualTo(expected);
    }

    @Test
    void openApiExportMapsAnalogVerbsAndExposesOthersAsPost() {
        Projection p = new OpenApiProjector(new ManifestProjector(), "agtp://ws")
                .project(ManifestProjectorTest.workspace(), opts);
        JsonNode paths = p.document().get("paths");
        assertThat(paths.get("/articles/{article_id}").has("get")).isTrue();
        assertThat(paths.get("/articles").get("get").get("x-agtp-method").asText())
                .isEqualTo("QUERY");
        assertThat(paths.get("/methods:discover").has("post")).isTrue();
        assertThat(p.document().get("info").get("x-agtp-derived-from").asText()).isEqualTo("agtp-api-manifest");
        assertThat(OpenApiProjector.httpAnalog("BOOK")).isNull();
    }
}
