package dev.agtpstudio.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.agtpstudio.app.Launcher;
import dev.agtpstudio.core.testkit.InternalNames;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Everything {@code serve} and {@code mcp} print when they cannot start (a port in use, a bad workspace, a broken or
 * unreadable server config, a bad address or option): a sentence, exit 2, and no Java class, package or exception name
 * (issue 35, item 5). What {@code serve} prints while it runs (exchange lines, notices) is scanned over the hostile
 * corpora by {@code HostileListenersTest} (module server), whose events are the ones {@code serve} prints.
 */
class ServeConsoleTest {
    private static final Path SAMPLE = Path.of("..", "samples", "hotel").toAbsolutePath().normalize();

    record Run(int exit, String out, String err) {
        String all() {
            return out + err;
        }
    }

    /** Runs the command in-process; one that starts serving instead of refusing fails the test after 20 s. */
    static Run run(String... args) {
        return assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            int exit = Launcher.commandLine().setOut(new PrintWriter(out)).setErr(new PrintWriter(err)).execute(args);
            return new Run(exit, out.toString(), err.toString());
        }, () -> String.join(" ", args) + " started instead of refusing");
    }

    private static void assertRefusedCleanly(Run r, String what) {
        assertThat(r.exit()).as(what + ": " + r.all()).isEqualTo(2);
        assertThat(r.err()).as(what).isNotBlank();
        InternalNames.assertNone(what, r.all());
        assertThat(r.all()).as(what).doesNotContain("\tat ");
    }

    @Test
    void aPortInUseOrABadAddressIsOneSentence() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            String port = String.valueOf(taken.getLocalPort());
            assertRefusedCleanly(run("serve", SAMPLE.toString(), "--port", port, "--no-watch"), "AGTP port in use");
            assertRefusedCleanly(run("serve", SAMPLE.toString(), "--port", "0", "--a2t-port", port, "--no-watch"),
                    "A2T port in use");
            assertRefusedCleanly(run("mcp", SAMPLE.toString(), "--http", port, "--no-watch"), "MCP HTTP port in use");
        }
        for (List<String> args : List.of(List.of("--bind", "no-such-host.invalid"), List.of("--bind", "999.1.1.1"),
                List.of("--port", "70000"), List.of("--port", "-1"), List.of("--a2t-port", "70000"),
                List.of("--idle-timeout", "-5"), List.of("--max-body", "-1"), List.of("--scope-status", "abc"))) {
            String[] all = new String[args.size() + 4];
            all[0] = "serve";
            all[1] = SAMPLE.toString();
            all[2] = "--no-watch";
            all[3] = args.size() == 2 && args.get(0).equals("--port") ? "--a2t-port=0" : "--port=0";
            for (int i = 0; i < args.size(); i++) {
                all[4 + i] = args.get(i);
            }
            assertRefusedCleanly(run(all), "serve " + args);
        }
    }

    @Test
    void aBadWorkspaceIsOneSentence(@TempDir Path tmp) throws Exception {
        Path file = Files.writeString(tmp.resolve("a-file.toml"), "x = 1\n");
        assertRefusedCleanly(run("serve", file.toString(), "--port", "0", "--no-watch"), "a file as the workspace");
        assertRefusedCleanly(run("serve", tmp.resolve("missing").toString(), "--port", "0", "--no-watch"), "missing");
        assertRefusedCleanly(run("mcp", tmp.resolve("missing").toString(), "--no-watch"), "mcp on a missing folder");

        Path broken = Files.createDirectories(tmp.resolve("broken"));
        Files.createSymbolicLink(broken.resolve("agtp-server.toml"), file); // leaves the workspace: unusable
        assertRefusedCleanly(run("serve", broken.toString(), "--port", "0", "--no-watch"), "unusable agtp-server.toml");
        assertRefusedCleanly(run("mcp", broken.toString(), "--no-watch"), "mcp on an unusable agtp-server.toml");

        Path unreadable = Files.createDirectories(tmp.resolve("unreadable"));
        Path config = Files.writeString(unreadable.resolve("agtp-server.toml"), "[server]\nname = \"x\"\n");
        Files.setPosixFilePermissions(config, java.nio.file.attribute.PosixFilePermissions.fromString("---------"));
        if (!Files.isReadable(config)) { // running as root reads anything
            assertRefusedCleanly(run("serve", unreadable.toString(), "--port", "0", "--no-watch"),
                    "unreadable agtp-server.toml");
        }
    }
}
