package dev.agtpstudio.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agtpstudio.app.Launcher;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code agtp-studio import} through picocli: options parse and the exit codes come back. */
class ImportCommandTest {
    @TempDir
    Path tmp;

    private int run(String... args) {
        return Launcher.commandLine().execute(args);
    }

    private String spec() throws Exception {
        return Path.of(getClass().getResource("/importwizard/bookings.yaml").toURI())
                .toString();
    }

    @Test
    void importsAndExitsZero() throws Exception {
        Path out = tmp.resolve("out");
        assertEquals(
                0,
                run(
                        "import",
                        spec(),
                        "--out",
                        out.toString(),
                        "--report",
                        tmp.resolve("r.json").toString()));
        assertTrue(Files.exists(out.resolve("cancel_booking.toml")));
        assertTrue(Files.readString(tmp.resolve("r.json")).contains("\"flags\""));
    }

    @Test
    void strictExitsOneWhenSomethingIsFlagged() throws Exception {
        assertEquals(
                1,
                run(
                        "import",
                        spec(),
                        "--out",
                        tmp.resolve("out").toString(),
                        "--strict",
                        "--select",
                        "/bookings/{bookingId}"));
    }

    @Test
    void upstreamPointsEveryHandlerAtTheGivenServer() throws Exception {
        Path out = tmp.resolve("out");
        assertEquals(0, run("import", spec(), "--out", out.toString(), "--upstream", "http://127.0.0.1:4010"));
        assertTrue(Files.readString(out.resolve("cancel_booking.toml")).contains("url = \"http://127.0.0.1:4010/"));
        assertEquals(
                2,
                run(
                        "import",
                        spec(),
                        "--out",
                        tmp.resolve("out2").toString(),
                        "--upstream",
                        "http://staging.example.com"),
                "plain http is kept for loopback only");
    }

    @Test
    void anUnreadableSpecExitsTwo() throws Exception {
        Path bad = tmp.resolve("bad.yaml");
        Files.writeString(bad, "openapi: [\n");
        assertEquals(
                2, run("import", bad.toString(), "--out", tmp.resolve("out").toString()));
        assertEquals(
                2,
                run(
                        "import",
                        tmp.resolve("missing.yaml").toString(),
                        "--out",
                        tmp.resolve("out").toString()));
    }
}
