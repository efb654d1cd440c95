package dev.agtpstudio.app.server;

import dev.agtpstudio.core.net.ClientLimitExceeded;
import dev.agtpstudio.core.net.ClientTimeout;
import dev.agtpstudio.core.net.Deadline;
import dev.agtpstudio.server.client.ClientExchange;
import dev.agtpstudio.server.client.ClientOptions;
import dev.agtpstudio.server.wire.Headers;
import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.cert.X509Certificate;
import java.util.Locale;
import java.util.Map;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;

/**
 * One HTTP/1.1 exchange with the local server's A2T listener, keeping the bytes as they went over the wire (the
 * invoke panel shows them like an AGTP exchange): the request is written as given plus {@code Host},
 * {@code Content-Length} and {@code Connection: close}; the answer is read to its {@code Content-Length}. For
 * {@code https} the local server's self-signed certificate is trusted: use it for the embedded server only.
 */
final class HttpWire {
    private static final int TIMEOUT_MILLIS = 30_000;
    private static final int MAX_HEAD = 64 * 1024;

    private HttpWire() {
    }

    static ClientExchange exchange(URI base, String method, String target, Map<String, String> headers, byte[] body) throws IOException {
        StringBuilder head = new StringBuilder(method).append(' ').append(target).append(" HTTP/1.1\r\n");
        head.append("Host: ").append(base.getHost()).append(':').append(base.getPort()).append("\r\n");
        headers.forEach((k, v) -> head.append(k).append(": ").append(v).append("\r\n"));
        head.append("Content-Length: ").append(body.length).append("\r\nConnection: close\r\n\r\n");
        ByteArrayOutputStream request = new ByteArrayOutputStream();
        request.writeBytes(head.toString().getBytes(StandardCharsets.UTF_8));
        request.writeBytes(body);
        long start = System.nanoTime();
        Deadline deadline = Deadline.after(java.time.Duration.ofMillis(TIMEOUT_MILLIS));
        try (Socket s = open(base); Deadline.Guard g = deadline.guard(s)) {
            OutputStream out = s.getOutputStream();
            out.write(request.toByteArray());
            out.flush();
            InputStream in = new BufferedInputStream(s.getInputStream());
            ByteArrayOutputStream response = new ByteArrayOutputStream();
            String[] lines = readHead(in, response).split("\r\n");
            String[] status = lines[0].split(" ", 3);
            if (status.length < 2 || !status[0].startsWith("HTTP/")) {
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
            if (length < 0 || length > ClientOptions.DEFAULT_MAX_BODY) {
                throw new ClientLimitExceeded("the answer's body (" + length + " bytes)", ClientOptions.DEFAULT_MAX_BODY);
            }
            byte[] answer = in.readNBytes(length);
            return new ClientExchange(request.toByteArray(), Integer.parseInt(status[1]), status.length > 2 ? status[2] : "",
                    hs.build(), answer, response.toByteArray(), System.nanoTime() - start);
        } catch (java.net.SocketException | java.net.SocketTimeoutException e) {
            if (deadline.expired() || e instanceof java.net.SocketTimeoutException) {
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

    private static String readHead(InputStream in, ByteArrayOutputStream copy) throws IOException {
        int matched = 0;
        while (matched < 4) {
            int c = in.read();
            if (c < 0) {
                throw new IOException("the connection closed before the answer's head ended");
            }
            copy.write(c);
            matched = c == (matched % 2 == 0 ? '\r' : '\n') ? matched + 1 : c == '\r' ? 1 : 0;
            if (copy.size() > MAX_HEAD) {
                throw new IOException("the answer's head is longer than " + MAX_HEAD + " bytes");
            }
        }
        return copy.toString(StandardCharsets.UTF_8).trim();
    }

    private static Socket open(URI base) throws IOException {
        InetSocketAddress at = new InetSocketAddress(base.getHost(), base.getPort());
        Socket s;
        if ("https".equals(base.getScheme())) {
            SSLSocket ss = (SSLSocket) trustingSelfSigned().getSocketFactory().createSocket();
            ss.connect(at, TIMEOUT_MILLIS);
            ss.startHandshake();
            s = ss;
        } else {
            s = new Socket();
            s.connect(at, TIMEOUT_MILLIS);
        }
        s.setSoTimeout(TIMEOUT_MILLIS);
        return s;
    }

    private static SSLContext trustingSelfSigned() throws IOException {
        try {
            SSLContext ctx = SSLContext.getInstance("TLSv1.3");
            ctx.init(null, new TrustManager[] {new X509TrustManager() {
                @Override
                public void checkClientTrusted(X509Certificate[] chain, String authType) {
                }

                @Override
                public void checkServerTrusted(X509Certificate[] chain, String authType) {
                }

                @Override
                public X509Certificate[] getAcceptedIssuers() {
                    return new X509Certificate[0];
                }
            }}, null);
            return ctx;
        } catch (GeneralSecurityException e) {
            throw new IOException("TLS 1.3 is not available: " + e.getMessage(), e);
        }
    }
}
