package dev.agtpstudio.server.client;

import dev.agtpstudio.core.net.ClientLimitExceeded;
import dev.agtpstudio.core.net.ClientTimeout;
import dev.agtpstudio.core.net.Deadline;
import dev.agtpstudio.server.wire.Headers;
import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;

/**
 * One HTTP/1.1 exchange (A2T over HTTP), keeping the bytes as they went over the wire (the invoke panel shows them
 * like an AGTP exchange): the request is written as given plus {@code Host}, {@code Content-Length} and
 * {@code Connection: close}; the answer is read to its {@code Content-Length}. The bounds are the AGTP client's
 * ({@link ClientOptions}: the exchange deadline, the head and body limits) and so is TLS ({@link ClientTls}).
 */
public final class HttpWire {
    private HttpWire() {}

    public static ClientExchange exchange(
            ClientOptions options, String method, String target, Map<String, String> headers, byte[] body)
            throws IOException {
        StringBuilder head =
                new StringBuilder(method).append(' ').append(target).append(" HTTP/1.1\r\n");
        head.append("Host: ")
                .append(options.host())
                .append(':')
                .append(options.port())
                .append("\r\n");
        headers.forEach((k, v) -> head.append(k).append(": ").append(v).append("\r\n"));
        head.append("Content-Length: ").append(body.length).append("\r\nConnection: close\r\n\r\n");
        ByteArrayOutputStream request = new ByteArrayOutputStream();
        request.writeBytes(head.toString().getBytes(StandardCharsets.UTF_8));
        request.writeBytes(body);
        long start = System.nanoTime();
        Deadline deadline = options.exchangeDeadline();
        try (Socket s = ClientTls.connect(options, deadline);
                Deadline.Guard ignored = deadline.guard(s)) {
            OutputStream out = s.getOutputStream();
            out.write(request.toByteArray());
            out.flush();
            InputStream in = new BufferedInputStream(s.getInputStream());
            ByteArrayOutputStream response = new ByteArrayOutputStream();
            String[] lines = readHead(in, response, options.limits().maxHeaderBlockBytes())
                    .split("\r\n");
            String[] status = lines[0].split(" ", 3);
            if (status.length < 2 || !status[0].startsWith("HTTP/") || !status[1].matches("\\d{3}")) {
                throw new IOException("not an HTTP answer: " + lines[0]);
            }
            Headers.Builder hs = Headers.builder();
            int length = 0;
            for (int i = 1; i < lines.length; i++) {
                int colon = lines[i].indexOf(':');
                if (colon > 0) {
                    String name = lines[i].substring(0, colon).trim();
                    String value = lines[i].substring(colon + 1).trim();
                    hs.add(name, value);
                    if (name.toLowerCase(Locale.ROOT).equals("content-length")) {
                        length = parseLength(value);
                    }
                }
            }
            int max = options.limits().maxBodyBytes();
            if (length < 0 || length > max) {
                throw new ClientLimitExceeded("the answer's body (" + length + " bytes)", max);
            }
            byte[] answer = in.readNBytes(length);
            if (answer.length < length) {
                throw new EOFException(
                        "the answer's body was cut off after " + answer.length + " of " + length + " bytes");
            }
            return new ClientExchange(
                    request.toByteArray(),
                    Integer.parseInt(status[1]),
                    status.length > 2 ? status[2] : "",
                    hs.build(),
                    answer,
                    response.toByteArray(),
                    System.nanoTime() - start);
        } catch (IOException e) {
            if (deadline.expired() || e instanceof SocketTimeoutException) {
                throw new ClientTimeout(deadline);
            }
            throw e;
        }
    }

    private static int parseLength(String value) throws IOException {
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new IOException("the answer's Content-Length is not a number: " + value);
        }
    }

    private static String readHead(InputStream in, ByteArrayOutputStream copy, int max) throws IOException {
        int matched = 0;
        while (matched < 4) {
            int c = in.read();
            if (c < 0) {
                throw new EOFException("the connection closed before the answer's head ended");
            }
            copy.write(c);
            matched = c == (matched % 2 == 0 ? '\r' : '\n') ? matched + 1 : c == '\r' ? 1 : 0;
            if (copy.size() > max) {
                throw new IOException("the answer's head is longer than " + max + " bytes");
            }
        }
        return copy.toString(StandardCharsets.UTF_8).trim();
    }
}
