package dev.agtpstudio.lsp;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntConsumer;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;

/**
 * Connects an {@link AgtpLanguageServer} to a client over LSP4J's JSON-RPC: standard input/output, or one
 * connection on a loopback socket. A malformed message or an unknown method is answered with a JSON-RPC error by
 * LSP4J; the server keeps running.
 */
public final class LanguageServerRunner {
    private LanguageServerRunner() {
    }

    /** A started server on {@code in}/{@code out}; {@link Running#listening} ends when the input closes. */
    public record Running(AgtpLanguageServer server, Launcher<LanguageClient> launcher, Future<Void> listening) {
    }

    public static Running start(InputStream in, OutputStream out, LspOptions options, IntConsumer exit) {
        ExecutorService rpc = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "lsp-rpc");
            t.setDaemon(true);
            return t;
        });
        AgtpLanguageServer server = new AgtpLanguageServer(options, exit);
        Launcher<LanguageClient> launcher = new LSPLauncher.Builder<LanguageClient>()
                .setLocalService(server)
                .setRemoteInterface(LanguageClient.class)
                .setInput(in)
                .setOutput(out)
                .setExecutorService(rpc)
                .create();
        server.connect(launcher.getRemoteProxy());
        return new Running(server, launcher, launcher.startListening());
    }

    /**
     * Serves standard input/output until the client sends {@code exit} or closes the stream. Everything else the
     * process would print goes to standard error, so nothing but protocol reaches the client.
     */
    public static int runStdio(LspOptions options) {
        PrintStream protocol = System.out;
        System.setOut(System.err);
        int[] code = {1};
        Running r = start(System.in, protocol, options, c -> {
            code[0] = c;
            protocol.flush();
            System.exit(c);
        });
        return await(r, code);
    }

    /** Serves one client on {@code 127.0.0.1:port} (0 picks a free port); prints the port on {@code log}. */
    public static int runSocket(int port, LspOptions options, PrintStream log) throws IOException {
        try (ServerSocket ss = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
            log.println("agtp-studio lsp: listening on " + ss.getInetAddress().getHostAddress() + ":" + ss.getLocalPort());
            log.flush();
            try (Socket s = ss.accept()) {
                int[] code = {1};
                Running r = start(s.getInputStream(), s.getOutputStream(), options, c -> {
                    code[0] = c;
                    try {
                        s.close();
                    } catch (IOException ignored) {
                        // closing ends listening, which is what we want
                    }
                });
                return await(r, code);
            }
        }
    }

    private static int await(Running r, int[] code) {
        try {
            r.listening().get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | java.util.concurrent.CancellationException e) {
            // the stream closed
        }
        return code[0];
    }
}
