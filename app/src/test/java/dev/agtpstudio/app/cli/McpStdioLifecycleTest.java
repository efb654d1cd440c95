package dev.agtpstudio.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.app.Launcher;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@code agtp-studio mcp WS} as a child process: a malformed line is answered and the session goes on, the process
 * exits when its input ends (the client closed the pipe) and on SIGTERM.
 */
class McpStdioLifecycleTest {
    static final Path SAMPLE =
            Path.of(System.getProperty("agtp.project.dir", "..")).resolve("samples/hotel");
    static final ObjectMapper JSON = new ObjectMapper();

    private static Process start() throws Exception {
        ProcessBuilder pb = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-Xshare:off",
                        "-cp",
                        System.getProperty("java.class.path"),
                        Launcher.class.getName(),
                        "mcp",
                        "--no-watch",
                        SAMPLE.toString())
                .redirectError(ProcessBuilder.Redirect.DISCARD);
        pb.environment().put("HOTEL_PMS_TOKEN", "test-token"); // FETCH is served only with its token set
        return pb.start();
    }

    private static JsonNode exchange(OutputStream in, BufferedReader out, String line) throws Exception {
        in.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        in.flush();
        return JSON.readTree(out.readLine());
    }

    @Test
    void aMalformedLineIsAnsweredAndTheProcessExitsAtEndOfInput() throws Exception {
        Process p = start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            OutputStream in = p.getOutputStream();
            assertThat(exchange(in, out, "not json").path("error").path("code").asInt())
                    .isEqualTo(-32700);
            assertThat(exchange(in, out, "").path("error").path("code").asInt()).isEqualTo(-32600);
            JsonNode init = exchange(in, out, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{}}");
            assertThat(init.path("error").path("code").asInt()).isEqualTo(-32602);
            assertThat(init.toString()).doesNotContain("McpSchema").doesNotContain("Cannot invoke");
            JsonNode list = exchange(in, out, "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}");
            assertThat(list.path("result").path("tools").size()).isEqualTo(11);
            in.close();
            assertThat(p.waitFor(20, TimeUnit.SECONDS))
                    .as("exits at the end of input")
                    .isTrue();
            assertThat(p.exitValue()).isZero();
        } finally {
            p.destroyForcibly();
        }
    }

    @Test
    void theProcessExitsOnSigterm() throws Exception {
        Process p = start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            assertThat(exchange(p.getOutputStream(), out, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}")
                            .has("result"))
                    .isTrue();
            p.destroy(); // SIGTERM
            assertThat(p.waitFor(20, TimeUnit.SECONDS)).as("exits on SIGTERM").isTrue();
        } finally {
            p.destroyForcibly();
        }
    }
}
