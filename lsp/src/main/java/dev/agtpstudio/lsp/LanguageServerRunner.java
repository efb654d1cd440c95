package dev.agtpstudio.lsp;

import dev.agtpstudio.lsp.rpc.Lifecycle;
import dev.agtpstudio.lsp.rpc.RpcLauncher;
import dev.agtpstudio.lsp.rpc.RpcLimits;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntConsumer;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.services.LanguageClient;

/**
 * Connects an {@link AgtpLanguageServer} to a client over LSP4J's JSON-RPC: standard input/output, or one
 * connection on a loopback socket. Frames are read by {@link dev.agtpstudio.lsp.rpc.FrameReader}: a malformed
 * message gets a JSON-RPC error and the server keeps reading. The session ends on {@code exit} or at end of input
 * (exit code 0 after {@code shutdown}, else 1); a socket session also ends when a frame or the idle time runs out
 * ({@link RpcLimits#SOCKET}).
 */
public final class LanguageServerRunner {
    /** How often a socket read returns to let the reader check its deadlines. */
    private static final int SOCKET_TICK_MILLIS = 1000;

    private LanguageServerRunner() {}

    /** A started server on {@code in}/{@code out}; {@link Running#listening} ends when the input closes. */
    public record Running(AgtpLanguageServer server, Launcher<LanguageClient> launcher, Future<Void> listening) {}

    public static Running start(InputStream in, OutputStream out, LspOptions options, IntConsumer exit) {
        return start(in, out, options, RpcLimits.STDIO, exit);
    }

    /** As {@link #start(InputStream, OutputStream, LspOptions, IntConsumer)}, with the given message limits. */
    public static Running start(
            InputStream in, OutputStream out, LspOptions options, RpcLimits limits, IntConsumer exit) {
        ExecutorService rpc = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "lsp-rpc");
            t.setDaemon(true);
            return t;
        });
        AgtpLanguageServer server = new AgtpLanguageServer(options, exit);
        Launcher<LanguageClient> launcher = new RpcLauncher(new Lifecycle(server), limits)
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

    /**
     * Serves one client on {@code 127.0.0.1:port} (0 picks a free port); prints the port on {@code log}. The port is
     * closed once the client is accepted, so later connections are refused at once (issue 35).
     */
    public static int runSocket(int port, LspOptions options, PrintStream log) throws IOException {
        return runSocket(port, options, RpcLimits.SOCKET, log);
    }

    /** As {@link #runSocket(int, LspOptions, PrintStream)} with the given limits and timeouts. */
    static int runSocket(int port, LspOptions options, RpcLimits limits, PrintStream log) throws IOException {
        try (ServerSocket ss = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
            log.println(
                    "agtp-studio lsp: listening on " + ss.getInetAddress().getHostAddress() + ":" + ss.getLocalPort());
            log.flush();
            try (Socket s = ss.accept()) {
                // One client per process: nobody else waits in the listen queue for a session that will never be
                // theirs (a connection flood costs the kernel's refusals, not this process's descriptors or time).
                ss.close();
                s.setSoTimeout(SOCKET_TICK_MILLIS); // lets the reader check its frame and idle deadlines
                int[] code = {1};
                Running r = start(s.getInputStream(), s.getOutputStream(), options, limits, c -> {
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

    /** The exit code: the one {@code exit} chose, else (end of input) 0 after {@code shutdown} and 1 without. */
    private static int await(Running r, int[] code) {
        try {
            r.listening().get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | CancellationException e) {
            // the stream closed
        }
        if (!r.server().exited()) {
            r.server().endOfInput();
            code[0] = r.server().shutdownReceived() ? 0 : 1;
        }
        return code[0];
    }
}
