package dev.agtpstudio.lsp;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageServer;
import org.junit.jupiter.api.Test;

/** {@code --socket PORT}: one client on loopback, the same protocol; shutdown and exit end it with code 0. */
class SocketTransportTest {
    @Test
    void servesOneClientOnLoopbackAndExitsCleanly() throws Exception {
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        PrintStream logStream = new PrintStream(log, true, StandardCharsets.UTF_8);
        CompletableFuture<Integer> code = CompletableFuture.supplyAsync(() -> {
            try {
                return LanguageServerRunner.runSocket(
                        0, LspOptions.defaults("test").withoutModel(), logStream);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        int port = awaitPort(log);
        try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
            Launcher<LanguageServer> client =
                    LSPLauncher.createClientLauncher(new Quiet(), s.getInputStream(), s.getOutputStream());
            client.startListening();
            LanguageServer server = client.getRemoteProxy();
            InitializeParams p = new InitializeParams();
            p.setCapabilities(new ClientCapabilities());
            assertThat(server.initialize(p)
                            .get(30, TimeUnit.SECONDS)
                            .getServerInfo()
                            .getName())
                    .isEqualTo("agtp-studio");
            server.shutdown().get(30, TimeUnit.SECONDS);
            server.exit();
            assertThat(code.get(30, TimeUnit.SECONDS)).isZero();
        }
    }

    private static int awaitPort(ByteArrayOutputStream log) throws InterruptedException {
        Pattern p = Pattern.compile("listening on 127\\.0\\.0\\.1:(\\d+)");
        for (int i = 0; i < 300; i++) {
            Matcher m = p.matcher(log.toString(StandardCharsets.UTF_8));
            if (m.find()) {
                return Integer.parseInt(m.group(1));
            }
            Thread.sleep(50);
        }
        throw new AssertionError("the server did not announce its port: " + log);
    }

    private static final class Quiet implements LanguageClient {
        @Override
        public void telemetryEvent(Object object) {}

        @Override
        public void publishDiagnostics(PublishDiagnosticsParams diagnostics) {}

        @Override
        public void showMessage(MessageParams messageParams) {}

        @Override
        public CompletableFuture<MessageActionItem> showMessageRequest(ShowMessageRequestParams requestParams) {
            return CompletableFuture.completedFuture(null);
        }

        @Override
        public void logMessage(MessageParams message) {}
    }

    @Test
    void onceAClientIsServedFurtherConnectionsAreRefusedNotQueued() throws Exception {
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        PrintStream logStream = new PrintStream(log, true, StandardCharsets.UTF_8);
        CompletableFuture<Integer> code = CompletableFuture.supplyAsync(() -> {
            try {
                return LanguageServerRunner.runSocket(
                        0,
                        LspOptions.defaults("test").withoutModel(),
                        dev.agtpstudio.lsp.rpc.RpcLimits.SOCKET.withTimeouts(3000, 3000),
                        logStream);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        int port = awaitPort(log);
        try (Socket first = new Socket(InetAddress.getLoopbackAddress(), port)) {
            first.getOutputStream().write("Content-Length: 2\r\n\r\n{}".getBytes(StandardCharsets.US_ASCII));
            Thread.sleep(500); // the server has accepted the first client (it answered or is reading)
            int refused = 0;
            for (int i = 0; i < 20; i++) {
                try (Socket more = new Socket()) {
                    more.connect(new java.net.InetSocketAddress(InetAddress.getLoopbackAddress(), port), 1000);
                } catch (java.net.ConnectException e) {
                    refused++;
                }
            }
            assertThat(refused)
                    .as("connections refused while one client is served")
                    .isEqualTo(20);
            assertThat(code.get(15, TimeUnit.SECONDS))
                    .as("the first session still ends by its idle time")
                    .isEqualTo(1);
        }
    }

    @Test
    void aSilentClientAndAFrameThatNeverEndsAreDisconnected() throws Exception {
        for (String sent : new String[] {"", "Content-Length: 100\r\n\r\n{\"jsonrpc\""}) {
            ByteArrayOutputStream log = new ByteArrayOutputStream();
            PrintStream logStream = new PrintStream(log, true, StandardCharsets.UTF_8);
            CompletableFuture<Integer> code = CompletableFuture.supplyAsync(() -> {
                try {
                    return LanguageServerRunner.runSocket(
                            0,
                            LspOptions.defaults("test").withoutModel(),
                            dev.agtpstudio.lsp.rpc.RpcLimits.SOCKET.withTimeouts(1500, 2000),
                            logStream);
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
            int port = awaitPort(log);
            try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
                s.getOutputStream().write(sent.getBytes(StandardCharsets.US_ASCII));
                s.getOutputStream().flush();
                assertThat(code.get(10, TimeUnit.SECONDS))
                        .as("ended by the server")
                        .isEqualTo(1);
                s.setSoTimeout(5000);
                assertThat(s.getInputStream().read())
                        .as("the connection is closed")
                        .isEqualTo(-1);
            }
        }
    }
}
