package dev.agtpstudio.lsp;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A client that writes frames by hand (LSP4J's client cannot write malformed ones) and reads every frame the
 * server writes, raw text included, so tests can look for internal names in them.
 */
final class RawClient {
    private final OutputStream out;
    private final BlockingQueue<JsonObject> messages = new LinkedBlockingQueue<>();
    final List<String> raw = new CopyOnWriteArrayList<>();

    RawClient(InputStream fromServer, OutputStream toServer) {
        this.out = toServer;
        Thread reader = new Thread(() -> readFrames(fromServer), "raw-client-reader");
        reader.setDaemon(true);
        reader.start();
    }

    void write(byte[] bytes) throws IOException {
        out.write(bytes);
        out.flush();
    }

    void send(String body) throws IOException {
        byte[] b = body.getBytes(StandardCharsets.UTF_8);
        write(("Content-Length: " + b.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        write(b);
    }

    void request(int id, String method, String params) throws IOException {
        send("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + "\",\"params\":" + params + "}");
    }

    void notify(String method, String params) throws IOException {
        send("{\"jsonrpc\":\"2.0\",\"method\":\"" + method + "\",\"params\":" + params + "}");
    }

    void close() throws IOException {
        out.close();
    }

    /** The answer to request {@code id}, or null after {@code millis}; other messages are kept for {@link #taken}. */
    JsonObject reply(int id, long millis) throws InterruptedException {
        return next(
                o -> {
                    JsonElement i = o.get("id");
                    return !o.has("method")
                            && i != null
                            && i.isJsonPrimitive()
                            && i.getAsJsonPrimitive().isNumber()
                            && i.getAsInt() == id;
                },
                millis);
    }

    /** The next notification {@code method}, or null after {@code millis}; messages read meanwhile are kept. */
    JsonObject notification(String method, long millis) throws InterruptedException {
        return next(o -> o.has("method") && o.get("method").getAsString().equals(method), millis);
    }

    /** The next message that {@code wanted} accepts, or null after {@code millis}; every message read is kept. */
    private JsonObject next(java.util.function.Predicate<JsonObject> wanted, long millis) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        while (true) {
            long left = deadline - System.nanoTime();
            JsonObject o = left <= 0 ? null : messages.poll(left, TimeUnit.NANOSECONDS);
            if (o == null) {
                return null;
            }
            taken.add(o);
            if (wanted.test(o)) {
                return o;
            }
        }
    }

    /** Every message read by {@link #reply} so far. */
    final List<JsonObject> taken = new CopyOnWriteArrayList<>();

    /** The error codes of the answers read so far. */
    List<Integer> errorCodes() {
        return taken.stream()
                .filter(o -> o.has("error"))
                .map(o -> o.getAsJsonObject("error").get("code").getAsInt())
                .toList();
    }

    /**
     * The body of the next LSP frame on {@code in} (headers up to the blank line, then {@code Content-Length} bytes),
     * or null at the end of the stream. The one frame reader of the language server's tests.
     */
    static String readFrame(InputStream in) throws IOException {
        int length = -1;
        StringBuilder line = new StringBuilder();
        while (true) {
            int c = in.read();
            if (c < 0) {
                return null;
            }
            if (c == '\n') {
                String l = line.toString().trim();
                line.setLength(0);
                if (l.isEmpty()) {
                    break;
                }
                if (l.toLowerCase().startsWith("content-length:")) {
                    length = Integer.parseInt(l.substring(15).trim());
                }
            } else {
                line.append((char) c);
            }
        }
        return new String(in.readNBytes(length), StandardCharsets.UTF_8);
    }

    private void readFrames(InputStream in) {
        try {
            for (String text = readFrame(in); text != null; text = readFrame(in)) {
                raw.add(text);
                messages.add(JsonParser.parseString(text).getAsJsonObject());
            }
        } catch (IOException | RuntimeException e) {
            // the stream closed
        }
    }
}
