package dev.agtpstudio.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.load.AgisLoader;
import dev.agtpstudio.core.load.SourceText;
import dev.agtpstudio.core.model.AgisDocument;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConvertCommandTest {
    static final Path SAMPLE = ManifestCommandTest.SAMPLE;
    static final String BRACE = """
            agis: "1.0"
            service: "Acme"

            BOOK /reservation {
              semantic { intent: "Books a table for the requesting agent" actor: agent outcome: "A table is held" }
              input { required: [restaurant_id (int)] }
              output { reservation_id }
              errors { reservation_unavailable }
            }
            """;

    @TempDir
    Path tmp;

    private static AgisDocument agis(String text) {
        var f = AgisLoader.load(SourceText.of(Path.of("x.agis"), text));
        assertThat(f.diagnostics()).isEmpty();
        return f.model();
    }

    @Test
    void braceNotationToJsonAgisFile() throws Exception {
        Path in = Files.writeString(tmp.resolve("acme.txt"), BRACE);
        Path out = tmp.resolve("acme.agis");

        ManifestCommandTest.Run r =
                ManifestCommandTest.run("convert", in.toString(), "--to", "json", "--out", out.toString());

        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(Files.readString(out)).startsWith("{");
        assertThat(agis(Files.readString(out)).endpoints())
                .extracting(AgisDocument.AgisEndpoint::id)
                .containsExactly("BOOK /reservation");
    }

    @Test
    void aWorkspaceToOneAgisOnStandardOutput() {
        ManifestCommandTest.Run r = ManifestCommandTest.run("convert", SAMPLE.toString(), "--to", "agis");

        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(agis(r.out()).endpoints()).hasSizeGreaterThan(8);
    }

    @Test
    void anAgisToEndpointFilesAndExistingFilesAreNeverReplacedWithoutForce() throws Exception {
        Path out = tmp.resolve("endpoints");
        String agis = SAMPLE.resolve("harbor-light.agis").toString();

        ManifestCommandTest.Run first =
                ManifestCommandTest.run("convert", agis, "--to", "toml", "--out", out.toString());
        assertThat(first.exit()).as(first.err()).isZero();
        long written;
        try (Stream<Path> s = Files.list(out)) {
            written = s.count();
        }
        assertThat(written).isGreaterThan(8);
        Path one;
        try (Stream<Path> s = Files.list(out)) {
            one = s.sorted().findFirst().orElseThrow();
        }
        Files.writeString(one, "# my edit\n");

        ManifestCommandTest.Run again =
                ManifestCommandTest.run("convert", agis, "--to", "toml", "--out", out.toString());
        assertThat(again.exit()).isEqualTo(2);
        assertThat(again.err())
                .contains("were not replaced")
                .contains(one.getFileName().toString());
        assertThat(Files.readString(one)).isEqualTo("# my edit\n");

        assertThat(ManifestCommandTest.run("convert", agis, "--to", "toml", "--out", out.toString(), "--force")
                        .exit())
                .isZero();
        assertThat(Files.readString(one)).contains("[endpoint]");
    }

    @Test
    void aSourceWithErrorsExitsOneWithLocatedErrorsAndWritesNothing() throws Exception {
        Path in = Files.writeString(tmp.resolve("bad.agis"), "agis: \"1.0\"\nendpoints: [\n");
        Path out = tmp.resolve("out.agis");

        ManifestCommandTest.Run r =
                ManifestCommandTest.run("convert", in.toString(), "--to", "json", "--out", out.toString());

        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).containsPattern("bad\\.agis:\\d+:\\d+: error parse/");
        assertThat(out).doesNotExist();
    }

    @Test
    void anUnknownTargetIsAUsageError() {
        ManifestCommandTest.Run r = ManifestCommandTest.run("convert", SAMPLE.toString(), "--to", "xml");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("agis, toml, yaml or json");
    }
}
