package dev.agtpstudio.server.dispatch;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;

/**
 * Raw bytes to a loopback port and whatever comes back within a deadline: for hostile inputs no client library would
 * send. {@link #closed} tells whether the server ended the connection.
 */
record RawExchange(String answer, boolean closed, long millis) {
    static RawExchange send(int port, byte[] bytes, int waitMillis) throws IOException {
        long start = System.nanoTime();
        try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
            s.setSoTimeout(waitMillis);
            try {
                s.getOutputStream().write(bytes);
                s.getOutputStream().flush();
            } catch (IOException e) {
                // the server may close before everything is written (a refused head with a large body behind it)
            }
            return read(s, start, waitMillis);
        }
    }

    static RawExchange read(Socket s, long start, int waitMillis) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        boolean closed = false;
        long deadline = start + waitMillis * 1_000_000L;
        InputStream in = s.getInputStream();
        byte[] buf = new byte[8192];
        try {
            while (System.nanoTime() < deadline) {
                s.setSoTimeout((int) Math.max(1, (deadline - System.nanoTime()) / 1_000_000));
                int n = in.read(buf);
                if (n < 0) {
                    closed = true;
                    break;
                }
                out.write(buf, 0, Math.min(n, Math.max(0, (1 << 20) - out.size())));
            }
        } catch (SocketTimeoutException e) {
            // still open at the deadline
        } catch (IOException e) {
            closed = true; // reset by the server
        }
        return new RawExchange(
                out.toString(StandardCharsets.ISO_8859_1), closed, (System.nanoTime() - start) / 1_000_000);
    }

    /** The status code of the first answer, or -1. */
    int status() {
        String[] parts = answer.split(" ", 3);
        return parts.length > 1 && parts[1].matches("\\d{3}") ? Integer.parseInt(parts[1]) : -1;
    }

    String body() {
        int i = answer.indexOf("\r\n\r\n");
        return i < 0 ? "" : answer.substring(i + 4);
    }
}
