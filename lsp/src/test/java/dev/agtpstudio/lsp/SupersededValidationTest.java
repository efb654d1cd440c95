package dev.agtpstudio.lsp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
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
 * Changes that arrive while a validation runs are validated once, on the newest text: a validation queued behind a
 * newer change is skipped, and the newest version is published with the findings of its own text.
 */
class SupersededValidationTest {
    @TempDir
    Path tmp;

    private final BlockingQueue<PublishDiagnosticsParams> published = new LinkedBlockingQueue<>();
    private final List<PublishDiagnosticsParams> seen = new ArrayList<>();
    private LspWorkspace ws;

    @AfterEach
    void close() {
        if (ws != null) {
            ws.close();
        }
    }

    @Test
    void aBurstOfChangesQueuedBehindBusyWorkIsValidatedOnceOnTheNewestText() throws Exception {
        Path root = HotelWorkspace.copyTo(tmp.resolve("hotel"));
        ws = new LspWorkspace(
                MethodCatalog::bundled, Pass6::lexiconOnly, () -> new DiagnosticConverter(null), Recorder::new);
        ws.addFolders(List.of(root)).get(60, TimeUnit.SECONDS);
        Path file = root.resolve("endpoints/fetch_reservation.toml");
        String uri = Uris.of(file);
        String text = Files.readString(file);
        ws.opened(uri, 1, text);
        awaitVersion(uri, 1);
        published.clear();

        // The state thread is busy (as with a validation of the previous edit) while four edits arrive.
        CountDownLatch busy = new CountDownLatch(1);
        CompletableFuture<Object> blocker = ws.query(
                uri,
                c -> {
                    try {
                        busy.await(30, TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return null;
                },
                null);
        for (int v = 2; v <= 5; v++) {
            String method = v == 5 ? "FECTH" : "FETCH" + "ABCD".charAt(v - 2);
            ws.changed(
                    uri,
                    v,
                    List.of(new TextDocumentContentChangeEvent(
                            text.replace("method = \"FETCH\"", "method = \"" + method + "\""))));
        }
        busy.countDown();
        blocker.get(30, TimeUnit.SECONDS);

        PublishDiagnosticsParams last = awaitVersion(uri, 5);
        assertThat(last.getDiagnostics()).anyMatch(d -> d.getMessage().contains("FECTH"));
        // nothing of versions 2-4 reached the client: their validations were skipped
        assertThat(seen).extracting(PublishDiagnosticsParams::getVersion).containsOnly(5);

        // a change on its own is still validated and published
        ws.changed(uri, 6, List.of(new TextDocumentContentChangeEvent(text)));
        assertThat(awaitVersion(uri, 6).getDiagnostics())
                .noneMatch(d -> d.getMessage().contains("FECTH"));
    }

    /** Waits for the publication of {@code version} of {@code uri}, recording every publication of it on the way. */
    private PublishDiagnosticsParams awaitVersion(String uri, int version) throws InterruptedException {
        seen.clear();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (System.nanoTime() < deadline) {
            PublishDiagnosticsParams p = published.poll(100, TimeUnit.MILLISECONDS);
            if (p != null && p.getUri().equals(uri)) {
                seen.add(p);
                if (Integer.valueOf(version).equals(p.getVersion())) {
                    return p;
                }
            }
        }
        throw new AssertionError("version " + version + " of " + uri + " was not published; seen: " + seen);
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
