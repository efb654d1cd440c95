package dev.agtpstudio.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** {@code invoke} never prints a control character a server sent: headers, reason and raw exchange are escaped. */
class InvokeEscapingTest {
    private static final String ANSWER =
            "AGTP/1.0 200 OK\u001b[31m\r\nX-Evil: a\u001b]0;pwned\u0007b\r\nContent-Length: 2\r\n\r\n{}";

    private static int serveOnce(ServerSocket ss) {
        Thread t = new Thread(
                () -> {
                    for (int i = 0; i < 2; i++) {
                        try (Socket s = ss.accept()) {
                            InputStream in = s.getInputStream();
                            byte[] buf = new byte[4096];
                            in.read(buf);
                            OutputStream out = s.getOutputStream();
                            out.write(ANSWER.getBytes(StandardCharsets.UTF_8));
                            out.flush();
                        } catch (java.io.IOException e) {
                            return;
                        }
                    }
                },
                "evil-server");
        t.setDaemon(true);
        t.start();
        return ss.getLocalPort();
    }

    @Test
    void controlCharactersFromTheServerAreEscapedInBothOutputForms() throws Exception {
        try (ServerSocket ss = new ServerSocket(0, 4, InetAddress.getLoopbackAddress())) {
            int port = serveOnce(ss);
            InvokeServeCommandTest.Run plain =
                    InvokeServeCommandTest.run("invoke", "QUERY", "/x", "--port", String.valueOf(port));
            assertThat(plain.out())
                    .doesNotContain("\u001b")
                    .doesNotContain("\u0007")
                    .contains("X-Evil: a\\x1B]0;pwned\\x07b");
            InvokeServeCommandTest.Run raw =
                    InvokeServeCommandTest.run("invoke", "QUERY", "/x", "--port", String.valueOf(port), "--raw");
            assertThat(raw.out())
                    .doesNotContain("\u001b")
                    .doesNotContain("\u0007")
                    .contains("\\x1B");
        }
    }
}
