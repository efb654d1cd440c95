package dev.agtpstudio.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.ServerSocket;
import org.junit.jupiter.api.Test;

/** {@code mcp --http PORT} on a port in use: one line naming the address and the reason, exit 2, as {@code serve}. */
class McpHttpPortInUseTest {
    @Test
    void aPortInUseIsOneLineAndExitTwo() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            String port = String.valueOf(taken.getLocalPort());
            InvokeServeCommandTest.Run r = InvokeServeCommandTest.run(
                    "mcp", InvokeServeCommandTest.SAMPLE.toString(), "--no-watch", "--http", port);
            assertThat(r.exit()).as(r.err()).isEqualTo(2);
            assertThat(r.err())
                    .isEqualTo("agtp-studio mcp: cannot listen on 127.0.0.1:" + port + ": address already in use"
                            + System.lineSeparator());
            assertThat(r.out()).isEmpty();
        }
    }
}
