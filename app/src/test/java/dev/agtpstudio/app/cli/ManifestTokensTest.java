package dev.agtpstudio.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.preview.tokens.Tokenizers;
import org.junit.jupiter.api.Test;

/** {@code manifest --projection mcp|a2t --tokens}: the counts of exactly what a client receives, as a table or JSON. */
class ManifestTokensTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void jsonCountsEachServedToolAndTheWholeListOnItsWireJson() throws Exception {
        ManifestCommandTest.Run r = ManifestCommandTest.run(
                "manifest",
                ManifestCommandTest.SAMPLE.toString(),
                "--projection",
                "mcp",
                "--tokens",
                "--format",
                "json");
        assertThat(r.exit()).as(r.err()).isZero();
        JsonNode counts = JSON.readTree(r.out());
        JsonNode served = JSON.readTree(
                ManifestCommandTest.run("manifest", ManifestCommandTest.SAMPLE.toString(), "--projection", "mcp")
                        .out());
        assertThat(counts.get("tools").size())
                .isEqualTo(served.get("tools").size())
                .isGreaterThan(5);
        for (int i = 0; i < served.get("tools").size(); i++) {
            JsonNode tool = served.get("tools").get(i);
            JsonNode row = counts.get("tools").get(i);
            assertThat(row.get("name").asText()).isEqualTo(tool.get("name").asText());
            var expected = Tokenizers.count(JSON.writeValueAsString(tool));
            assertThat(row.get("tokens").get("o200k_base").asInt()).isEqualTo(expected.o200kBase());
            assertThat(row.get("tokens").get("cl100k_base").asInt()).isEqualTo(expected.cl100kBase());
        }
        var total = Tokenizers.count(JSON.writeValueAsString(served));
        assertThat(counts.get("total").get("o200k_base").asInt()).isEqualTo(total.o200kBase());
        assertThat(counts.get("total").get("cl100k_base").asInt()).isEqualTo(total.cl100kBase());
    }

    @Test
    void textIsATableWithATotalAndA2tIsCountedToo() {
        ManifestCommandTest.Run r = ManifestCommandTest.run(
                "manifest", ManifestCommandTest.SAMPLE.toString(), "--projection", "a2t", "--tokens");
        assertThat(r.exit()).as(r.err()).isZero();
        String[] lines = r.out().split("\\R");
        assertThat(lines[0]).startsWith("tool").contains("o200k_base").contains("cl100k_base");
        assertThat(r.out()).containsPattern("(?m)^total +\\d+ +\\d+$").contains("book_reservations");
    }

    @Test
    void tokensOfAProjectionWithoutToolsIsRefused() {
        ManifestCommandTest.Run r = ManifestCommandTest.run(
                "manifest", ManifestCommandTest.SAMPLE.toString(), "--projection", "openapi", "--tokens");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err())
                .contains("--tokens counts the tool lists: use it with --projection mcp or a2t, not openapi");
    }
}
