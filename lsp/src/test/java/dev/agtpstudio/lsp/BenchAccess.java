package dev.agtpstudio.lsp;

import java.nio.file.Path;
import java.util.List;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;

/** {@link PipedServer} for the benchmark in {@code lsp.bench} (the harness stays package-private). */
public final class BenchAccess implements AutoCloseable {
    private final PipedServer server;

    private BenchAccess(PipedServer server) {
        this.server = server;
    }

    public static BenchAccess start(boolean embeddingModel) throws java.io.IOException {
        LspOptions o = LspOptions.defaults("bench");
        return new BenchAccess(new PipedServer(embeddingModel ? o : o.withoutModel()));
    }

    public void initialize(Path root) throws Exception {
        server.initialize(root);
    }

    public void awaitAnyDiagnostics() throws InterruptedException {
        server.awaitAny();
    }

    public void open(Path file, String text) {
        server.open(file, text);
    }

    public void change(Path file, int version, List<TextDocumentContentChangeEvent> changes) {
        server.change(file, version, changes);
    }

    /** Waits for the diagnostics of {@code version} of {@code file}; returns how many there are. */
    public int awaitVersion(Path file, int version) throws InterruptedException {
        return server.await(file, p -> p.getVersion() != null && p.getVersion() == version).getDiagnostics().size();
    }

    @Override
    public void close() throws Exception {
        server.close();
    }
}
