package dev.agtpstudio.lsp;

import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageServer;

/**
 * The real server on one pair of pipes and an LSP4J client on the other ends, as an editor connects to it: tests and
 * the benchmark talk JSON-RPC through {@link #server()} and read what the server published.
 */
final class PipedServer implements AutoCloseable {
    private final LanguageServer server;
    private final LanguageServerRunner.Running running;
    private final Map<String, PublishDiagnosticsParams> latest = new ConcurrentHashMap<>();
    private final BlockingQueue<PublishDiagnosticsParams> published = new LinkedBlockingQueue<>();
    final CompletableFuture<Integer> exitCode = new CompletableFuture<>();
    final PipedOutputStream toServer;
    private final PipedOutputStream serverOut;

    PipedServer(LspOptions options) throws IOException {
        PipedInputStream serverIn = new PipedInputStream(1 << 20);
        toServer = new PipedOutputStream(serverIn);
        PipedInputStream clientIn = new PipedInputStream(1 << 20);
        serverOut = new PipedOutputStream(clientIn);
        running = LanguageServerRunner.start(serverIn, serverOut, options, exitCode::complete);
        Launcher<LanguageServer> client = LSPLauncher.createClientLauncher(new Client(), clientIn, toServer);
        client.startListening();
        server = client.getRemoteProxy();
    }

    static PipedServer lexiconOnly() throws IOException {
        return new PipedServer(LspOptions.defaults("test").withoutModel());
    }

    LanguageServer server() {
        return server;
    }

    InitializeResult initialize(Path root) throws Exception {
        return initialize(root, new ClientCapabilities());
    }

    InitializeResult initialize(Path root, ClientCapabilities capabilities) throws Exception {
        InitializeParams p = new InitializeParams();
        p.setCapabilities(capabilities);
        if (root != null) {
            p.setWorkspaceFolders(List.of(
                    new WorkspaceFolder(Uris.of(root), root.getFileName().toString())));
        }
        InitializeResult r = server.initialize(p).get(30, TimeUnit.SECONDS);
        server.initialized(new InitializedParams());
        return r;
    }

    void open(Path file, String text) {
        server.getTextDocumentService()
                .didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(Uris.of(file), "agtp-toml", 1, text)));
    }

    void change(Path file, int version, List<TextDocumentContentChangeEvent> changes) {
        server.getTextDocumentService()
                .didChange(new DidChangeTextDocumentParams(
                        new VersionedTextDocumentIdentifier(Uris.of(file), version), changes));
    }

    /** Waits for a publication for {@code file} that satisfies {@code p} (a newer one than any consumed so far). */
    PublishDiagnosticsParams await(Path file, Predicate<PublishDiagnosticsParams> p) throws InterruptedException {
        String uri = Uris.of(file);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
        PublishDiagnosticsParams last = latest.get(uri);
        if (last != null && p.test(last)) {
            return last;
        }
        while (System.nanoTime() < deadline) {
            PublishDiagnosticsParams d = published.poll(100, TimeUnit.MILLISECONDS);
            if (d != null && d.getUri().equals(uri) && p.test(d)) {
                return d;
            }
        }
        throw new AssertionError("no matching diagnostics for " + uri + "; last: " + latest.get(uri));
    }

    /** Waits for the first publication of any file. */
    PublishDiagnosticsParams awaitAny() throws InterruptedException {
        PublishDiagnosticsParams d = published.poll(60, TimeUnit.SECONDS);
        if (d == null) {
            throw new AssertionError("nothing was published");
        }
        return d;
    }

    PublishDiagnosticsParams latest(Path file) {
        return latest.get(Uris.of(file));
    }

    /** Drops publications seen so far, so {@link #await} waits for a new one. */
    void drain() {
        published.clear();
        latest.clear();
    }

    @Override
    public void close() throws Exception {
        toServer.close();
        running.listening().cancel(true);
        serverOut.close(); // ends the client's reader, whose thread would otherwise keep the JVM alive
    }

    private final class Client implements LanguageClient {
        @Override
        public void publishDiagnostics(PublishDiagnosticsParams d) {
            latest.put(d.getUri(), d);
            published.add(d);
        }

        @Override
        public void telemetryEvent(Object object) {}

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
