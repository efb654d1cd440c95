package dev.agtpstudio.core.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CatalogLoaderTest {
    private final ObjectMapper json = new ObjectMapper();

    @Test
    void loadsACatalogFileInTheMethodsJsonLayout() {
        MethodCatalog c = CatalogFixtures.load("catalog-1.1.0.json");
        assertThat(c.version()).isEqualTo("1.1.0");
        assertThat(c.methods()).hasSize(13);
        assertThat(c.isDeprecated("RESERVE")).isTrue();
        assertThat(c.method("RESERVE").orElseThrow().successor()).isEqualTo("BOOK");
        assertThat(c.legacyVerb("GET").orElseThrow().preferred()).isEqualTo("FETCH");
        assertThat(c.isEmbedded("PROPOSE")).isTrue();
    }

    @Test
    void acceptsTheDraftKeyVerbsAndASingleCategory() throws Exception {
        MethodCatalog c = CatalogLoader.parse(
                json.readTree("{\"version\":\"3.0.0\",\"verbs\":{\"AUDIT\":{\"category\":\"analysis\"}}}"));
        assertThat(c.isVerb("AUDIT")).isTrue();
        assertThat(c.category("AUDIT")).contains("analysis");
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "malformed-truncated.json | not valid JSON at line",
                "malformed-no-version.json | \"version\" is missing",
                "malformed-bad-verb.json | /methods/AUDIT_LEGACY: verb name must be 3-32 upper-case letters",
            })
    void malformedFixtureIsRefusedWithAReadableReason(String fixture, String reason) {
        assertThatThrownBy(() -> CatalogLoader.load(CatalogFixtures.path(fixture)))
                .isInstanceOf(CatalogLoader.CatalogFormatException.class)
                .hasMessageContaining(reason);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "[] | a catalog is a JSON object",
                "{\"version\":1,\"methods\":{}} | \"version\" is missing or not a string",
                "{\"version\":\"1.0.0\"} | \"methods\" (or \"verbs\") is missing",
                "{\"version\":\"1.0.0\",\"methods\":{\"BOOK\":[]}} | /methods/BOOK: a verb entry is an object",
                "{\"version\":\"1.0.0\",\"methods\":{\"BOOK\":{\"categories\":\"x\"}}} | /methods/BOOK/categories: expected an array",
                "{\"version\":\"1.0.0\",\"methods\":{\"BOOK\":{\"categories\":[1]}}} | every entry must be a string",
                "{\"version\":\"1.0.0\",\"methods\":{\"BOOK\":{\"successor\":5}}} | /methods/BOOK/successor: expected a string",
                "{\"version\":\"1.0.0\",\"embedded\":\"QUERY\",\"methods\":{}} | /embedded: expected an array",
                "{\"version\":\"1.0.0\",\"legacy\":[],\"methods\":{}} | /legacy: expected an object",
                "{\"version\":\"1.0.0\",\"legacy\":{\"GET\":\"FETCH\"},\"methods\":{}} | /legacy/GET: expected an object",
                "{\"version\":\"1.0.0\",\"categories\":[],\"methods\":{}} | /categories: expected an object",
            })
    void structuralProblemsNameTheKey(String text, String reason) {
        assertThatThrownBy(() -> CatalogLoader.parse(json.readTree(text)))
                .isInstanceOf(CatalogLoader.CatalogFormatException.class)
                .hasMessageContaining(reason);
    }

    @Test
    void emptyFileIsNotACatalog(@TempDir Path dir) throws Exception {
        Path f = Files.writeString(dir.resolve("empty.json"), "");
        assertThatThrownBy(() -> CatalogLoader.load(f)).isInstanceOf(CatalogLoader.CatalogFormatException.class);
    }

    @Test
    void oversizedFileIsRefusedWithoutParsing(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("huge.json");
        try (var ch = java.nio.channels.FileChannel.open(
                f, java.nio.file.StandardOpenOption.CREATE_NEW, java.nio.file.StandardOpenOption.WRITE)) {
            ch.write(java.nio.ByteBuffer.wrap(new byte[] {' '}), 17L << 20); // sparse 17 MB file
        }
        long t0 = System.nanoTime();
        assertThatThrownBy(() -> CatalogLoader.load(f))
                .isInstanceOf(CatalogLoader.CatalogFormatException.class)
                .hasMessageContaining("larger than 16 MB");
        assertThat(System.nanoTime() - t0).isLessThan(2_000_000_000L);
    }

    @Test
    void deeplyNestedJsonIsRefusedAsMalformed(@TempDir Path dir) throws Exception {
        String deep = "{\"version\":\"1.0.0\",\"methods\":{},\"x\":" + "[".repeat(100_000) + "]".repeat(100_000) + "}";
        Path f = Files.writeString(dir.resolve("deep.json"), deep);
        assertThatThrownBy(() -> CatalogLoader.load(f))
                .isInstanceOf(CatalogLoader.CatalogFormatException.class)
                .hasMessageContaining("not valid JSON");
    }

    @Test
    void aSecondTopLevelValueIsRefusedWithItsLine(@TempDir Path dir) throws Exception {
        Path f = Files.writeString(dir.resolve("two.json"), "{\"version\":\"1.0.0\",\"methods\":{}}\n{}\n");
        assertThatThrownBy(() -> CatalogLoader.load(f))
                .isInstanceOf(CatalogLoader.CatalogFormatException.class)
                .hasMessageContaining("not valid JSON at line 2");
    }

    @Test
    void theStreamingReaderBuildsTheTreeJacksonsMapperBuilds() throws Exception {
        byte[] bundled;
        try (var in = CatalogLoader.class.getResourceAsStream(CatalogLoader.BUNDLED_RESOURCE)) {
            bundled = in.readAllBytes();
        }
        String mixed = "{\"a\":[1,2.5,-3e2,true,false,null,\"x\"],\"b\":{\"c\":{}},\"d\":[]}";
        for (byte[] text : new byte[][] {bundled, mixed.getBytes(java.nio.charset.StandardCharsets.UTF_8)}) {
            com.fasterxml.jackson.databind.JsonNode ours =
                    CatalogLoader.readTree(new java.io.ByteArrayInputStream(text));
            com.fasterxml.jackson.databind.JsonNode theirs = json.readTree(text);
            assertThat(ours).isEqualTo(theirs);
        }
    }
}
