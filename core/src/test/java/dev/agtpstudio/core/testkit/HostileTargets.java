package dev.agtpstudio.core.testkit;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Loopback servers that misbehave on purpose, for the client bounds tests (the AGTP and HTTP clients, the importer's
 * remote references): each reads the request head, then runs
 * its answer. Bounded: every answer stops after at most {@link #MAX_SECONDS} or when the client goes away.
 */
public final class HostileTargets implements AutoCloseable {
    /** No hostile answer lasts longer than this, whatever the client does. */
    public static final int MAX_SECONDS = 60;

    /** What to do on an accepted connection. */
    @FunctionalInterface
    public interface Answer {
        void answer(OutputStream out) throws IOException, InterruptedException;
    }

    private final ServerSocket socket;
    private final ExecutorService pool = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "hostile-target");
        t.setDaemon(true);
        return t;
    });

    public HostileTargets(Answer answer) throws IOException {
        socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        pool.submit(() -> {
            while (!socket.isClosed()) {
                try {
                    Socket s = socket.accept();
                    pool.submit(() -> serve(s, answer));
                } catch (IOException e) {
                    return;
                }
            }
        });
    }

    public int port() {
        return socket.getLocalPort();
    }

    private static void serve(Socket s, Answer answer) {
        try (s) {
            s.setSoTimeout(MAX_SECONDS * 1000);
            readHead(s.getInputStream());
            answer.answer(s.getOutputStream());
        } catch (IOException | InterruptedException e) {
            // the client went away: that is what the bounds are for
        }
    }

    private static void readHead(InputStream in) throws IOException {
        int matched = 0;
        while (matched < 4) {
            int c = in.read();
            if (c < 0) {
                return;
            }
            matched = c == (matched % 2 == 0 ? '\r' : '\n') ? matched + 1 : c == '\r' ? 1 : 0;
        }
    }

    /** Writes {@code text} one byte every {@code millis} ms, for at most {@link #MAX_SECONDS}. */
    public static Answer drip(String text, long millis) {
        return out -> {
            byte[] b = text.getBytes(StandardCharsets.UTF_8);
            long end = System.nanoTime() + MAX_SECONDS * 1_000_000_000L;
            for (int i = 0; System.nanoTime() < end; i = (i + 1) % b.length) {
                out.write(b[i]);
                out.flush();
                Thread.sleep(millis);
            }
        };
    }

    /** A head announcing {@code length} bytes, then that many (or endless) bytes of {@code fill} as fast as possible. */
    public static Answer body(String head, long length, byte fill) {
        return out -> {
            out.write(head.getBytes(StandardCharsets.UTF_8));
            byte[] chunk = new byte[64 * 1024];
            java.util.Arrays.fill(chunk, fill);
            long end = System.nanoTime() + MAX_SECONDS * 1_000_000_000L;
            for (long sent = 0; (length < 0 || sent < length) && System.nanoTime() < end; sent += chunk.length) {
                out.write(chunk, 0, (int) (length < 0 ? chunk.length : Math.min(chunk.length, length - sent)));
            }
            out.flush();
        };
    }

    /** A well-formed HTTP 200 answer with {@code body} (the good case next to the hostile ones). */
    public static Answer ok(String body) {
        return out -> {
            byte[] b = body.getBytes(StandardCharsets.UTF_8);
            out.write(("HTTP/1.1 200 OK\r\nContent-Type: application/yaml\r\nContent-Length: " + b.length
                            + "\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.UTF_8));
            out.write(b);
            out.flush();
        };
    }

    /** Accepts, reads the request and then says nothing, for at most {@link #MAX_SECONDS}. */
    public static Answer silence() {
        return out -> Thread.sleep(MAX_SECONDS * 1000L);
    }

    @Override
    public void close() throws IOException {
        socket.close();
        pool.shutdownNow();
    }
}
