package dev.agtpstudio.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.testkit.InternalNames;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command that writes a file refuses to replace an existing one without {@code --force} and never writes
 * through a symbolic link (issue 35 item 4): convert, manifest, import --report, new endpoint.
 */
class OutputFilesTest {
    static final String SAMPLE = ManifestCommandTest.SAMPLE.toString();

    @TempDir
    Path tmp;

    @Test
    void convertOutNeitherReplacesNorWritesThroughALink() throws Exception {
        Path existing = Files.writeString(tmp.resolve("hotel.agis"), "mine");
        ManifestCommandTest.Run r =
                ManifestCommandTest.run("convert", SAMPLE, "--to", "agis", "--out", existing.toString());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("already exists; nothing was written (use --force to replace it)");
        assertThat(Files.readString(existing)).isEqualTo("mine");

        Path precious = Files.writeString(tmp.resolve("precious.txt"), "keep me");
        Path link = Files.createSymbolicLink(tmp.resolve("linked.agis"), precious);
        r = ManifestCommandTest.run("convert", SAMPLE, "--to", "agis", "--out", link.toString());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("is a symbolic link; nothing was written through it");
        r = ManifestCommandTest.run("convert", SAMPLE, "--to", "agis", "--out", link.toString(), "--force");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(Files.readString(precious)).isEqualTo("keep me");
        assertThat(Files.isSymbolicLink(link)).isFalse();
        assertThat(Files.readString(link)).contains("agis");
        InternalNames.assertNone("convert", r.err());
    }

    @Test
    void convertToTomlDoesNotWriteThroughALinkEvenWithForce() throws Exception {
        Path agis = tmp.resolve("hotel.agis");
        assertThat(ManifestCommandTest.run("convert", SAMPLE, "--to", "agis", "--out", agis.toString())
                        .exit())
                .isZero();
        Path out = Files.createDirectory(tmp.resolve("endpoints"));
        assertThat(ManifestCommandTest.run("convert", agis.toString(), "--to", "toml", "--out", out.toString())
                        .exit())
                .isZero();
        Path someFile;
        try (var s = Files.list(out)) {
            someFile = s.findFirst().orElseThrow();
        }
        Path precious = Files.writeString(tmp.resolve("precious.txt"), "keep me");
        Files.delete(someFile);
        Files.createSymbolicLink(someFile, precious);
        ManifestCommandTest.Run r =
                ManifestCommandTest.run("convert", agis.toString(), "--to", "toml", "--out", out.toString());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains(someFile.getFileName().toString());
        r = ManifestCommandTest.run("convert", agis.toString(), "--to", "toml", "--out", out.toString(), "--force");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(Files.readString(precious)).isEqualTo("keep me");
        assertThat(Files.isSymbolicLink(someFile)).isFalse();
    }

    @Test
    void manifestOutIsReplacedOnlyWithForce() throws Exception {
        Path existing = Files.writeString(tmp.resolve("manifest.json"), "mine");
        ManifestCommandTest.Run r = ManifestCommandTest.run("manifest", SAMPLE, "--out", existing.toString());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("already exists; nothing was written (use --force to replace it)");
        assertThat(Files.readString(existing)).isEqualTo("mine");
        Path precious = Files.writeString(tmp.resolve("precious.txt"), "keep me");
        Path link = Files.createSymbolicLink(tmp.resolve("linked.json"), precious);
        assertThat(ManifestCommandTest.run("manifest", SAMPLE, "--out", link.toString())
                        .exit())
                .isEqualTo(2);
        assertThat(ManifestCommandTest.run("manifest", SAMPLE, "--out", existing.toString(), "--force")
                        .exit())
                .isZero();
        assertThat(Files.readString(existing)).startsWith("{");
        assertThat(Files.readString(precious)).isEqualTo("keep me");
    }

    @Test
    void manifestRefusesAServerConfigLinkedFromOutsideTheWorkspace() throws Exception {
        Path ws = Files.createDirectory(tmp.resolve("ws"));
        Files.copy(ManifestCommandTest.SAMPLE.resolve("endpoints/list_properties.toml"), ws.resolve("list.toml"));
        Path outside = Files.writeString(
                tmp.resolve("elsewhere.toml"),
                Files.readString(ManifestCommandTest.SAMPLE.resolve("agtp-server.toml")));
        Files.createSymbolicLink(ws.resolve("agtp-server.toml"), outside);
        Path out = tmp.resolve("m.json");
        ManifestCommandTest.Run r = ManifestCommandTest.run("manifest", ws.toString(), "--out", out.toString());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err())
                .contains("agtp-server.toml:1:1: error parse/link: ")
                .contains("the server configuration cannot be read, and the manifest would carry the default policies");
        assertThat(Files.exists(out)).isFalse();
        InternalNames.assertNone("manifest", r.err());
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"serve", "mcp"})
    @org.junit.jupiter.api.Timeout(60)
    void serveAndMcpRefuseAServerConfigLinkedFromOutsideTheWorkspace(String command) throws Exception {
        Path ws = Files.createDirectory(tmp.resolve("ws"));
        Files.copy(ManifestCommandTest.SAMPLE.resolve("endpoints/list_properties.toml"), ws.resolve("list.toml"));
        Path outside = Files.writeString(
                tmp.resolve("elsewhere.toml"),
                Files.readString(ManifestCommandTest.SAMPLE.resolve("agtp-server.toml")));
        Files.createSymbolicLink(ws.resolve("agtp-server.toml"), outside);
        // before the fix both started serving with the default policies (and would block here until the timeout)
        ManifestCommandTest.Run r = command.equals("serve")
                ? ManifestCommandTest.run("serve", ws.toString(), "--port", "0", "--no-watch")
                : ManifestCommandTest.run("mcp", ws.toString(), "--http", "0", "--no-watch");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err())
                .contains("agtp-server.toml:1:1: error parse/link: ")
                .contains("agtp-studio " + command + ": the server configuration cannot be read");
        InternalNames.assertNone(command, r.err());
    }

    @Test
    void importReportIsReplacedOnlyWithForceAndNeverThroughALink() throws Exception {
        String spec = Path.of(
                        getClass().getResource("/importwizard/bookings.yaml").toURI())
                .toString();
        Path precious = Files.writeString(tmp.resolve("precious.txt"), "keep me");
        Path link = Files.createSymbolicLink(tmp.resolve("report.json"), precious);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream old = System.err;
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        int refused;
        int forced;
        try {
            refused = ManifestCommandTest.run(
                            "import", spec, "--out", tmp.resolve("out").toString(), "--report", link.toString())
                    .exit();
            forced = ManifestCommandTest.run(
                            "import",
                            spec,
                            "--out",
                            tmp.resolve("out2").toString(),
                            "--report",
                            link.toString(),
                            "--force")
                    .exit();
        } finally {
            System.setErr(old);
        }
        assertThat(refused).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("is a symbolic link; nothing was written through it");
        assertThat(Files.exists(tmp.resolve("out"))).isFalse();
        assertThat(forced).isZero();
        assertThat(Files.readString(precious)).isEqualTo("keep me");
        assertThat(Files.isSymbolicLink(link)).isFalse();
        assertThat(Files.readString(link)).startsWith("{");
    }

    @Test
    void newEndpointNeverReplacesAFileAndSaysSoInWords() throws Exception {
        ManifestCommandTest.Run first =
                ManifestCommandTest.run("new", "endpoint", "BOOK /rooms", "--out", tmp.toString());
        assertThat(first.exit()).as(first.err()).isZero();
        Path file = Path.of(first.out().trim());
        Files.writeString(file, "mine");
        ManifestCommandTest.Run again =
                ManifestCommandTest.run("new", "endpoint", "BOOK /rooms", "--out", tmp.toString());
        assertThat(again.exit()).isEqualTo(2);
        assertThat(again.err()).contains("the file already exists; nothing was written");
        assertThat(Files.readString(file)).isEqualTo("mine");
        InternalNames.assertNone("new endpoint", again.err());
    }
}
