package dev.agtpstudio.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code discover-test}: the sample passes; an ambiguous intent fails (exit 1) with rank details; bad input exits 2. */
class DiscoverTestCommandTest {
    @TempDir
    Path dir;

    private static Path sample() {
        String root = System.getProperty("agtp.project.dir");
        assumeTrue(root != null, "agtp.project.dir is not set");
        return Path.of(root, "samples", "hotel");
    }

    private Path copyOfSample() throws IOException {
        Path src = sample();
        try (Stream<Path> s = Files.walk(src)) {
            for (Path p : s.toList()) {
                Path to = dir.resolve(src.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(p, to);
                }
            }
        }
        return dir;
    }

    @Test
    void theSamplePassesInEveryFormat() throws Exception {
        CatalogDiffCommandTest.Run text = CatalogDiffCommandTest.run("discover-test", sample().toString());
        assertThat(text.exit()).as(text.out() + text.err()).isZero();
        assertThat(text.out())
                .contains("PASS  cancel my stay: CANCEL /reservations/{reservation_id} ranks")
                .contains("6 passed, 0 failed");

        CatalogDiffCommandTest.Run json =
                CatalogDiffCommandTest.run("discover-test", sample().toString(), "--format", "json");
        assertThat(json.exit()).isZero();
        JsonNode j = new ObjectMapper().readTree(json.out());
        assertThat(j.get("failed").asInt()).isZero();
        assertThat(j.get("tests").get(0).get("line").asInt()).isEqualTo(5);

        CatalogDiffCommandTest.Run junit =
                CatalogDiffCommandTest.run("discover-test", sample().toString(), "--format", "junit");
        assertThat(junit.exit()).isZero();
        assertThat(junit.out())
                .startsWith("<?xml")
                .contains("<testcase classname=\"discovery-tests\" name=\"cancel my stay\">")
                .contains("failures=\"0\"");
    }

    @Test
    void anAmbiguousIntentFailsWithTheRanksAboveIt() throws Exception {
        Path ws = copyOfSample();
        String cancel = Files.readString(ws.resolve("endpoints/cancel_reservation.toml"));
        for (String path : new String[] {"/stays/{reservation_id}", "/bookings/{reservation_id}"}) {
            Files.writeString(
                    ws.resolve("endpoints/cancel" + path.split("/")[1] + ".toml"),
                    cancel.replace("path = \"/reservations/{reservation_id}\"", "path = \"" + path + "\"")
                            .replaceFirst(
                                    "(?m)^intent = .*$", "intent = \"Cancel my stay at a Harbor Light property.\""));
        }
        CatalogDiffCommandTest.Run r = CatalogDiffCommandTest.run("discover-test", ws.toString());
        assertThat(r.exit()).as(r.out() + r.err()).isEqualTo(1);
        assertThat(r.out())
                .containsPattern("FAIL  .*discovery-tests\\.toml:6:\\d+: \"cancel my stay\" should find "
                        + "`CANCEL /reservations/\\{reservation_id\\}` within rank 2, but it ranks [3-9] of \\d+ \\(rank_score [0-9.]+, "
                        + "capability_match_score [0-9.]+\\); above it: 1\\. CANCEL /");

        CatalogDiffCommandTest.Run junit =
                CatalogDiffCommandTest.run("discover-test", ws.toString(), "--format", "junit");
        assertThat(junit.exit()).isEqualTo(1);
        assertThat(junit.out()).contains("<failure message=\"&quot;cancel my stay&quot; should find");
        JsonNode j = new ObjectMapper()
                .readTree(CatalogDiffCommandTest.run("discover-test", ws.toString(), "--format", "json")
                        .out());
        JsonNode t = j.get("tests").get(0);
        assertThat(t.get("status").asText()).isEqualTo("failed");
        assertThat(t.get("rank").asInt()).isGreaterThan(2);
        assertThat(t.get("above").get(0).get("path").asText())
                .isIn("/stays/{reservation_id}", "/bookings/{reservation_id}");
        assertThat(t.get("above").get(0).get("rank_score").asDouble())
                .isGreaterThanOrEqualTo(t.get("rank_score").asDouble());
    }

    @Test
    void unreadableOrMalformedInputExitsTwoWithALocatedError() throws Exception {
        CatalogDiffCommandTest.Run none = CatalogDiffCommandTest.run("discover-test", dir.toString());
        assertThat(none.exit()).isEqualTo(2);
        assertThat(none.err()).contains("discovery-tests.toml: no such file");

        Files.writeString(dir.resolve("discovery-tests.toml"), "[[test]]\nintent = \"cancel\"\nmax_rank = \"two\"\n");
        CatalogDiffCommandTest.Run typed = CatalogDiffCommandTest.run("discover-test", dir.toString());
        assertThat(typed.exit()).isEqualTo(2);
        assertThat(typed.err()).contains("discovery-tests.toml:3:").contains("`max_rank` must be");

        Files.writeString(
                dir.resolve("discovery-tests.toml"), "[[test]]\nintent = \"cancel\"\nexpect = \"cancel it\"\n");
        CatalogDiffCommandTest.Run malformed = CatalogDiffCommandTest.run("discover-test", dir.toString());
        assertThat(malformed.exit()).isEqualTo(2);
        assertThat(malformed.out()).contains("discovery-tests.toml:3:").contains("METHOD /path");
        assertThat(malformed.out() + malformed.err())
                .doesNotContain("Exception")
                .doesNotContain("dev.agtpstudio");
    }
}
