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
    private static final Path SAMPLE =
            Path.of("..", "samples", "hotel").toAbsolutePath().normalize();

    record Run(int exit, String out, String err) {
        String all() {
            return out + err;
        }
    }

    /** Runs the command in-process; one that starts serving instead of refusing fails the test after 20 s. */
    static Run run(String... args) {
        return assertTimeoutPreemptively(
                Duration.ofSeconds(20),
                () -> {
                    StringWriter out = new StringWriter();
                    StringWriter err = new StringWriter();
                    int exit = Launcher.commandLine()
                            .setOut(new PrintWriter(out))
                            .setErr(new PrintWriter(err))
                            .execute(args);
                    return new Run(exit, out.toString(), err.toString());
                },
                () -> String.join(" ", args) + " started instead of refusing");
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
            assertRefusedCleanly(
                    run("serve", SAMPLE.toString(), "--port", "0", "--a2t-port", port, "--no-watch"),
                    "A2T port in use");
            assertRefusedCleanly(run("mcp", SAMPLE.toString(), "--http", port, "--no-watch"), "MCP HTTP port in use");
        }
        for (List<String> args : List.of(
                List.of("--bind", "no-such-host.invalid"),
                List.of("--bind", "999.1.1.1"),
                List.of("--port", "70000"),
                List.of("--port", "-1"),
                List.of("--a2t-port", "70000"),
                List.of("--idle-timeout", "-5"),
                List.of("--max-body", "-1"),
                List.of("--scope-status", "abc"))) {
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

    /**
     * {@code serve} running (a process, stopped by SIGTERM): a workspace with an endpoint it refuses and one whose
     * upstream refuses connections, a malformed file added while it watches, hostile bytes on both listeners and a
     * call to the refused upstream; everything it printed, standard output and error, is scanned.
     */
    @Test
    void whatServePrintsWhileItRunsNamesNoJavaType(@TempDir Path tmp) throws Exception {
        Path ws = Files.createDirectories(tmp.resolve("ws"));
        try (var files = Files.walk(SAMPLE)) {
            for (Path f : files.toList()) {
                Path to = ws.resolve(SAMPLE.relativize(f).toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(f, to);
                }
            }
        }
        int closed;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closed = s.getLocalPort();
        }
        Files.writeString(ws.resolve("upstream-things.toml"), """
                [endpoint]
                method = "LIST"
                path = "/upstream-things"
                description = "Things from an upstream that refuses connections."
                output_schema = { type = "object", additionalProperties = true }

                [endpoint.semantic]
                intent = "List the things of the upstream."
                actor = "agent"
                outcome = "The things are returned."
                capability = "discovery"
                confidence = 0.9
                impact = "informational"
                is_idempotent = true

                [endpoint.input]

                [endpoint.errors]
                list = ["upstream_connection_error", "upstream_timeout", "upstream_error"]

                [endpoint.handler]
                type = "external_service"
                url = "http://127.0.0.1:%d/things"
                method = "GET"
                timeout_seconds = 2
                """.formatted(closed));
        Files.writeString(ws.resolve("refused.toml"), "[endpoint]\nmethod = \"NOT A VERB\"\npath = 12\n");
        int agtp;
        int a2t;
        try (ServerSocket s1 = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
                ServerSocket s2 = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            agtp = s1.getLocalPort();
            a2t = s2.getLocalPort();
        }
        Path out = tmp.resolve("stdout.txt");
        Path err = tmp.resolve("stderr.txt");
        Process p = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-Xshare:off",
                        "-cp",
                        System.getProperty("java.class.path"),
                        Launcher.class.getName(),
                        "serve",
                        ws.toString(),
                        "--port",
                        String.valueOf(agtp),
                        "--a2t-port",
                        String.valueOf(a2t),
                        "--allow-http-upstreams")
                .redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .start();
        try {
            awaitListening(agtp, p);
            awaitListening(a2t, p);
            List<String> agtpInputs = List.of(
                    "AGTP/1.0 LIST /upstream-things\r\nContent-Length: 2\r\n\r\n{}",
                    "AGTP/1.0 QUERY /rooms\r\nContent-Length: 9\r\n\r\n{\"a\":[[[",
                    "AGTP/1.0 QUERY /rooms\r\nContent-Length : 2\r\n\r\n{}",
                    "\u0016\u0003\u0001\u0000\u002f",
                    "GET / HTTP/1.1\r\nHost: x\r\n\r\n",
                    "AGTP/1.0 PROPOSE /x\r\nContent-Length: 40\r\n\r\n" + "{\"$ref\":\"/etc/no-such-file.json\"}     ",
                    "AGTP/1.0 NOPE\r\n\r\n");
            for (String in : agtpInputs) {
                exchange(agtp, in);
            }
            for (String in : List.of(
                    "POST /tools/nope:invoke HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\n\r\n{\"a\":",
                    "GET /tools HTTP/1.1\r\nHost: evil.example\r\n\r\n",
                    "GET /tools?pageCursor=2147483647 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")) {
                exchange(a2t, in);
            }
            Files.writeString(ws.resolve("added.toml"), "[endpoint\nmethod = \"QUERY\"\n"); // a reload refuses it
            Thread.sleep(2500);
        } finally {
            p.destroy(); // SIGTERM: the shutdown hook closes the server
            if (!p.waitFor(20, java.util.concurrent.TimeUnit.SECONDS)) {
                p.destroyForcibly();
            }
        }
        String printed = Files.readString(out) + Files.readString(err);
        assertThat(printed).contains("/upstream-things").contains("[refused]");
        InternalNames.assertNone("what serve printed", printed);
    }

    private static void awaitListening(int port, Process p) throws Exception {
        for (int i = 0; i < 600 && p.isAlive(); i++) {
            try (java.net.Socket ignored = new java.net.Socket(InetAddress.getLoopbackAddress(), port)) {
                return;
            } catch (java.io.IOException e) {
                Thread.sleep(100);
            }
        }
        throw new AssertionError("serve did not listen on " + port);
    }

    /** Sends {@code text} (one byte per char) and reads what comes back for at most 3 s. */
    private static void exchange(int port, String text) throws Exception {
        try (java.net.Socket s = new java.net.Socket(InetAddress.getLoopbackAddress(), port)) {
            s.setSoTimeout(3000);
            s.getOutputStream().write(text.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
            s.getOutputStream().flush();
            s.shutdownOutput();
            try {
                s.getInputStream().readAllBytes();
            } catch (java.net.SocketTimeoutException e) {
                // an answer without a close: enough for the console
            }
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
            assertRefusedCleanly(
                    run("serve", unreadable.toString(), "--port", "0", "--no-watch"), "unreadable agtp-server.toml");
        }
    }
}
