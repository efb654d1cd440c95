package dev.agtpstudio.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.Launcher;
import dev.agtpstudio.server.LocalServer;
import dev.agtpstudio.server.dispatch.DispatchOptions;
import dev.agtpstudio.server.net.ServerOptions;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InvokeServeCommandTest {
    static final Path SAMPLE =
            Path.of(System.getProperty("agtp.project.dir", "..")).resolve("samples/hotel");
    private LocalServer server;

    record Run(int exit, String out, String err) {}

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        // picocli expands "@file" arguments itself unless told not to; --body @file needs it off (see report)
        int exit = Launcher.commandLine()
                .setExpandAtFiles(false)
                .setOut(new PrintWriter(out))
                .setErr(new PrintWriter(err))
                .execute(args);
        return new Run(exit, out.toString(), err.toString());
    }

    @BeforeEach
    void start() throws Exception {
        server = LocalServer.start(
                SAMPLE, ServerOptions.defaults().withPort(0), DispatchOptions.defaults(), null, null, false);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void invokePrintsTheRawExchange() {
        Run r = run(
                "invoke", "DISCOVER", "--port", String.valueOf(server.server().port()), "--raw", "-H", "Task-ID: t-9");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).startsWith("AGTP/1.0 DISCOVER\r\nTask-ID: t-9\r\n\r\n");
        assertThat(r.out())
                .contains("AGTP/1.0 200 OK\r\n")
                .contains("Content-Type: application/vnd.agtp.manifest+json")
                .contains("Task-ID: t-9")
                .contains("\"agtp_api_version\"");
    }

    @Test
    void invokeSendsABodyFromAFileAndExitsOneOnAnError(@TempDir Path dir) throws Exception {
        Path body = dir.resolve("body.json");
        Files.writeString(body, "{\"unexpected\": true}");
        Run r = run(
                "invoke",
                "QUERY",
                "/rooms",
                "--port",
                String.valueOf(server.server().port()),
                "--body",
                "@" + body,
                "-H",
                "Authority-Scope: inventory:read");
        assertThat(r.exit()).as(r.err()).isEqualTo(1);
        assertThat(r.out()).startsWith("AGTP/1.0 422").contains("input-validation-failed");
        Run viaOption = run(
                "invoke",
                "QUERY",
                "/rooms",
                "--port",
                String.valueOf(server.server().port()),
                "--body-file",
                body.toString(),
                "-H",
                "Authority-Scope: inventory:read");
        assertThat(viaOption.out()).startsWith("AGTP/1.0 422").contains("unexpected");
    }

    @Test
    void invokeReportsAnUnreachableServer() {
        Run r = run("invoke", "DISCOVER", "--port", "1");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("127.0.0.1:1");
    }

    @Test
    void serveOnAPortInUseSaysSoInOneLineAndExitsTwo() {
        String taken = String.valueOf(server.server().port());
        Run agtp = run("serve", SAMPLE.toString(), "--port", taken, "--no-watch");
        assertThat(agtp.exit()).isEqualTo(2);
        assertThat(agtp.err())
                .endsWith("agtp-studio serve: cannot listen on 127.0.0.1:" + taken + ": address already in use"
                        + System.lineSeparator());
        assertThat(agtp.err()).doesNotContain("Exception").doesNotContain("\tat ");
        Run a2t = run("serve", SAMPLE.toString(), "--port", "0", "--a2t-port", taken, "--no-watch");
        assertThat(a2t.exit()).isEqualTo(2);
        assertThat(a2t.err().lines())
                .contains("agtp-studio serve: cannot start the A2T listener on 127.0.0.1:" + taken
                        + ": address already in use");
        assertThat(a2t.err()).doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    void serveRefusesANonLoopbackBindWithoutTlsAndAMissingFolder(@TempDir Path dir) {
        Run open = run("serve", SAMPLE.toString(), "--bind", "0.0.0.0", "--port", "0");
        assertThat(open.exit()).isEqualTo(2);
        assertThat(open.err()).contains("--tls");
        Run missing = run("serve", dir.resolve("nope").toString());
        assertThat(missing.exit()).isEqualTo(2);
        assertThat(missing.err()).contains("not a folder");
    }
}
