package dev.agtpstudio.lsp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.services.LanguageClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * AGIS pass 6 on a fake, slow embedding model ({@link FakeEmbeddingModel}, through {@link Pass6#withModel}): the
 * lexicon answers (and says so) while the model loads, the model's verdict follows once it has, and edits typed
 * while the slow model works end with the newest text's diagnostics, never a stale version after it.
 */
class SlowModelTest {
    @TempDir
    Path tmp;

    private final BlockingQueue<PublishDiagnosticsParams> published = new LinkedBlockingQueue<>();
    private LspWorkspace ws;

    @AfterEach
    void close() {
        if (ws != null) {
            ws.close();
        }
    }

    private String open(Duration load, Duration perCall) throws Exception {
        Path root = Files.createDirectories(tmp.resolve("acme"));
        Path agis = root.resolve("acme.agis");
        Files.writeString(agis, EmbeddingModelTest.AGIS);
        ws = new LspWorkspace(
                MethodCatalog::bundled,
                () -> Pass6.withModel(FakeEmbeddingModel.service(load, perCall)),
                () -> new DiagnosticConverter(null),
                Recorder::new);
        ws.addFolders(List.of(root)).get(60, TimeUnit.SECONDS);
        String uri = Uris.of(agis);
        ws.opened(uri, 1, EmbeddingModelTest.AGIS);
        return uri;
    }

    /** Waits for a publication of {@code uri} that {@code wanted} accepts; every publication of it on the way is added to {@code seen}. */
    private PublishDiagnosticsParams await(
            String uri, Predicate<PublishDiagnosticsParams> wanted, List<PublishDiagnosticsParams> seen)
            throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            PublishDiagnosticsParams p = published.poll(100, TimeUnit.MILLISECONDS);
            if (p != null && p.getUri().equals(uri)) {
                seen.add(p);
                if (wanted.test(p)) {
                    return p;
                }
            }
        }
        throw new AssertionError("no such publication of " + uri + "; seen: " + seen);
    }

    private static boolean fromLexicon(PublishDiagnosticsParams p) {
        return EmbeddingModelTest.p6(p) != null
                && EmbeddingModelTest.p6(p).getMessage().toLowerCase().contains("lexicon");
    }

    @Test
    void passSixAnswersFromTheLexiconWhileTheModelLoadsThenFromTheModel() throws Exception {
        String uri = open(Duration.ofMillis(500), Duration.ZERO);
        List<PublishDiagnosticsParams> seen = new ArrayList<>();
        PublishDiagnosticsParams first = await(uri, p -> EmbeddingModelTest.p6(p) != null, seen);
        assertThat(fromLexicon(first))
                .as("the first verdict does not wait for the model: " + first)
                .isTrue();
        PublishDiagnosticsParams model = await(uri, p -> EmbeddingModelTest.p6(p) != null && !fromLexicon(p), seen);
        assertThat(EmbeddingModelTest.p6(model).getSeverity()).isNotNull();
    }

    @Test
    void editsTypedWhileTheModelIsSlowEndWithTheNewestVersionAndNoStaleOneAfterIt() throws Exception {
        String uri = open(Duration.ZERO, Duration.ofMillis(150));
        List<PublishDiagnosticsParams> seen = new ArrayList<>();
        await(uri, p -> EmbeddingModelTest.p6(p) != null && !fromLexicon(p), seen);
        String[] intents = {"Books a table", "Books a table for", "Books a table for a party", "Cancels everything"};
        for (int v = 2; v <= 5; v++) {
            String text = EmbeddingModelTest.AGIS.replace("Returns a list of available restaurants", intents[v - 2]);
            ws.changed(uri, v, List.of(new TextDocumentContentChangeEvent(text)));
        }
        seen.clear();
        await(uri, p -> Integer.valueOf(5).equals(p.getVersion()), seen);
        // one more edit, then everything published between the two is of version 5 or later
        ws.changed(uri, 6, List.of(new TextDocumentContentChangeEvent(EmbeddingModelTest.AGIS)));
        List<PublishDiagnosticsParams> after = new ArrayList<>();
        await(uri, p -> Integer.valueOf(6).equals(p.getVersion()), after);
        assertThat(after)
                .extracting(PublishDiagnosticsParams::getVersion)
                .as("no publication of an older version after the newest one")
                .allMatch(v -> v != null && v >= 5);
    }

    private final class Recorder implements LanguageClient {
        @Override
        public void publishDiagnostics(PublishDiagnosticsParams d) {
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
