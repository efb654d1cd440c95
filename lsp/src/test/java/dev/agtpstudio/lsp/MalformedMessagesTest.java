package dev.agtpstudio.lsp;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.InputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Bytes an editor should never send: the server answers with JSON-RPC errors and keeps serving. The frames are
 * written by hand here on purpose (LSP4J's client cannot produce malformed ones).
 */
class MalformedMessagesTest {
    private PipedOutputStream toServer;
    private LanguageServerRunner.Running running;
    private final BlockingQueue<JsonObject> replies = new LinkedBlockingQueue<>();

    @BeforeEach
    void start() throws IOException {
        PipedInputStream serverIn = new PipedInputStream(1 << 16);
        toServer = new PipedOutputStream(serverIn);
        PipedInputStream clientIn = new PipedInputStream(1 << 16);
        PipedOutputStream serverOut = new PipedOutputStream(clientIn);
        running = LanguageServerRunner.start(
                serverIn, serverOut, LspOptions.defaults("test").withoutModel(), c -> {});
        Thread reader = new Thread(() -> readFrames(clientIn), "test-reader");
        reader.setDaemon(true);
        reader.start();
    }

    @AfterEach
    void stop() throws IOException {
        toServer.close();
        running.listening().cancel(true);
    }

    private void send(String body) throws IOException {
        byte[] b = body.getBytes(StandardCharsets.UTF_8);
        toServer.write(("Content-Length: " + b.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        toServer.write(b);
        toServer.flush();
    }

    private JsonObject reply(int id) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (System.nanoTime() < deadline) {
            JsonObject o = replies.poll(100, TimeUnit.MILLISECONDS);
            if (o != null
                    && o.has("id")
                    && !o.get("id").isJsonNull()
                    && o.get("id").getAsInt() == id) {
                return o;
            }
        }
        throw new AssertionError("no reply to request " + id);
    }

    private void readFrames(InputStream in) {
        try {
            for (String text = RawClient.readFrame(in); text != null; text = RawClient.readFrame(in)) {
                replies.add(JsonParser.parseString(text).getAsJsonObject());
            }
        } catch (IOException | RuntimeException e) {
            // the pipe closed
        }
    }

    private void initialize() throws Exception {
        send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"capabilities\":{}}}");
        reply(1);
    }

    @Test
    void partialClientCapabilitiesDoNotStopInitialize() throws Exception {
        // resolveSupport without its required "properties", a markdown capability without "parser"
        send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"capabilities\":{"
                + "\"textDocument\":{\"completion\":{\"completionItem\":{\"resolveSupport\":{}}}},"
                + "\"general\":{\"markdown\":{}}}}}");
        assertThat(reply(1).getAsJsonObject("result")
                        .getAsJsonObject("serverInfo")
                        .get("name")
                        .getAsString())
                .isEqualTo("agtp-studio");
    }

    @Test
    void aRequestBeforeInitializeGetsServerNotInitialized() throws Exception {
        send("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"textDocument/hover\",\"params\":{}}");
        assertThat(reply(7).getAsJsonObject("error").get("code").getAsInt()).isEqualTo(-32002);
    }

    @Test
    void anUnknownDollarRequestGetsMethodNotFound() throws Exception {
        initialize();
        send("{\"jsonrpc\":\"2.0\",\"id\":8,\"method\":\"$/agtpNothing\",\"params\":{}}");
        assertThat(reply(8).getAsJsonObject("error").get("code").getAsInt()).isEqualTo(-32601);
    }

    @Test
    void requestsAfterShutdownGetInvalidRequest() throws Exception {
        initialize();
        send("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"shutdown\"}");
        assertThat(reply(2).has("error")).isFalse();
        send("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"textDocument/hover\",\"params\":{}}");
        assertThat(reply(3).getAsJsonObject("error").get("code").getAsInt()).isEqualTo(-32600);
    }

    @Test
    void anUnknownMethodGetsMethodNotFound() throws Exception {
        initialize();
        send("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"agtp/noSuchThing\",\"params\":{}}");
        JsonObject r = reply(7);
        assertThat(r.getAsJsonObject("error").get("code").getAsInt()).isEqualTo(-32601);
    }

    @Test
    void brokenJsonGetsAnErrorAndTheServerKeepsServing() throws Exception {
        send("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"initialize\",\"params\":{\"capabilities\":");
        send("{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"textDocument/hover\",\"params\":\"not an object\"}");
        JsonObject hover = reply(4);
        assertThat(hover.has("error")).as(hover.toString()).isTrue();
        assertThat(hover.getAsJsonObject("error").get("code").getAsInt())
                .isIn(-32700, -32602); // parse error or invalid params

        send("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"initialize\",\"params\":{\"capabilities\":{}}}");
        JsonObject init = reply(5);
        assertThat(init.getAsJsonObject("result")
                        .getAsJsonObject("serverInfo")
                        .get("name")
                        .getAsString())
                .isEqualTo("agtp-studio");
    }

    @Test
    void aFrameThatIsNotJsonAtAllDoesNotStopTheServer() throws Exception {
        initialize();
        send("this is not json");
        send("{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"shutdown\"}");
        JsonObject r = reply(9);
        assertThat(r.has("error")).isFalse();
        assertThat(running.listening().isDone()).isFalse();
    }
}
