package dev.agtpstudio.lsp;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Predicate;
import org.eclipse.lsp4j.Diagnostic;
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
        return awaitVersion(file, version, d -> true).size();
    }

    /**
     * Waits for a publication of {@code version} of {@code file} whose diagnostics satisfy {@code wanted} (an earlier
     * publication of that version that does not is skipped); returns its diagnostics.
     */
    public List<Diagnostic> awaitVersion(Path file, int version, Predicate<List<Diagnostic>> wanted)
            throws InterruptedException {
        return server.await(
                        file,
                        p -> p.getVersion() != null && p.getVersion() == version && wanted.test(p.getDiagnostics()))
                .getDiagnostics();
    }

    @Override
    public void close() throws Exception {
        server.close();
    }
}
