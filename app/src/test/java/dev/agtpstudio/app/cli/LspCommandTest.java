package dev.agtpstudio.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.Launcher;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.jsonrpc.Launcher.Builder;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageServer;
import org.junit.jupiter.api.Test;

/** {@code agtp-studio lsp --socket 0}: the subcommand starts the language server and reports the product version. */
class LspCommandTest {
    @Test
    void lspOnASocketAnswersInitializeWithTheProductVersionAndExitsZero() throws Exception {
        PrintStream savedErr = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        try {
            CompletableFuture<Integer> code =
                    CompletableFuture.supplyAsync(() -> Launcher.run("lsp", "--socket", "0", "--semantic", "lexicon"));
            int port = awaitPort(err);
            try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
                var client = new Builder<LanguageServer>()
                        .setLocalService(new Quiet())
                        .setRemoteInterface(LanguageServer.class)
                        .setInput(s.getInputStream())
                        .setOutput(s.getOutputStream())
                        .create();
                client.startListening();
                LanguageServer server = client.getRemoteProxy();
                InitializeParams p = new InitializeParams();
                p.setCapabilities(new ClientCapabilities());
                InitializeResult r = server.initialize(p).get(30, TimeUnit.SECONDS);
                assertThat(r.getServerInfo().getName()).isEqualTo("agtp-studio");
                assertThat(r.getServerInfo().getVersion()).isNotBlank().doesNotStartWith("agtp-studio");
                server.shutdown().get(30, TimeUnit.SECONDS);
                server.exit();
                assertThat(code.get(30, TimeUnit.SECONDS)).isZero();
            }
        } finally {
            System.setErr(savedErr);
        }
    }

    @Test
    void aPortThatCannotBeOpenedExitsTwo() {
        StringWriter err = new StringWriter();
        var cl = Launcher.commandLine();
        cl.setErr(new PrintWriter(err));
        assertThat(cl.execute("lsp", "--socket", "70000")).isEqualTo(2);
        assertThat(err.toString()).contains("cannot listen on port 70000");
    }

    private static int awaitPort(ByteArrayOutputStream log) throws InterruptedException {
        Pattern p = Pattern.compile("listening on 127\\.0\\.0\\.1:(\\d+)");
        for (int i = 0; i < 600; i++) {
            Matcher m = p.matcher(log.toString(StandardCharsets.UTF_8));
            if (m.find()) {
                return Integer.parseInt(m.group(1));
            }
            Thread.sleep(50);
        }
        throw new AssertionError("no port announced: " + log);
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
}
