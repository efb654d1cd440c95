package dev.agtpstudio.server.client;

import dev.agtpstudio.core.io.ErrorMessages;
import dev.agtpstudio.core.net.ClientLimitExceeded;
import dev.agtpstudio.core.net.ClientTimeout;
import dev.agtpstudio.core.net.Deadline;
import dev.agtpstudio.server.wire.HeadParser;
import dev.agtpstudio.server.wire.WireException;
import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;

/**
 * A blocking AGTP/1.0 client over one persistent connection: {@link #send} may be called repeatedly (sequential
 * requests on one session). Uses the same framing rules as the server ({@link HeadParser}). Not thread-safe.
 */
public final class AgtpClient implements AutoCloseable {
    private final ClientOptions options;
    private final HeadParser parser;
    private Socket socket;
    private InputStream in;
    private OutputStream out;

    public AgtpClient(ClientOptions options) {
        this.options = options;
        this.parser = new HeadParser(options.limits());
    }

    /** One request on a fresh connection that is closed afterwards. */
    public static ClientExchange exchange(ClientOptions options, ClientRequest request)
            throws IOException, WireException {
        try (AgtpClient c = new AgtpClient(options)) {
            return c.send(request);
        }
    }

    public ClientExchange send(ClientRequest request) throws IOException, WireException {
        return sendRaw(request.toBytes());
    }

    /**
     * Sends bytes as they are (for malformed-traffic tests and the raw editor) and reads one response, all within
     * {@link ClientOptions#exchangeDeadline}: past it the connection is closed and {@link ClientTimeout} thrown. An
     * answer whose Content-Length is over {@code limits().maxBodyBytes()} is refused before its body is read.
     */
    public ClientExchange sendRaw(byte[] requestBytes) throws IOException, WireException {
        Deadline deadline = options.exchangeDeadline();
        long start = System.nanoTime();
        try {
            ensureOpen(deadline);
            try (Deadline.Guard ignored = deadline.guard(socket)) {
                socket.setSoTimeout(deadline.socketTimeout());
                out.write(requestBytes);
                out.flush();
                byte[] head = readHead();
                HeadParser.ResponseHead h = parseHead(head);
                byte[] body = readBody(h.contentLength());
                return new ClientExchange(
                        requestBytes, h.status(), h.reason(), h.headers(), body, head, System.nanoTime() - start);
            }
        } catch (IOException e) {
            close();
            if (deadline.expired() || e instanceof SocketTimeoutException) {
                throw new ClientTimeout(deadline);
            }
            throw e instanceof ClientTimeout || e instanceof ClientLimitExceeded || e instanceof EOFException
                    ? e
                    : new IOException(ErrorMessages.describe(e), e);
        }
    }

    private HeadParser.ResponseHead parseHead(byte[] head) throws WireException, IOException {
        try {
            return parser.parseResponse(head);
        } catch (WireException e) {
            close();
            if ("body-too-large".equals(e.code())) {
                throw new ClientLimitExceeded(
                        "the answer's body", options.limits().maxBodyBytes());
            }
            throw e;
        }
    }

    private byte[] readBody(int length) throws IOException {
        byte[] body = new byte[length];
        int n = 0;
        while (n < length) {
            int r = in.read(body, n, length - n);
            if (r < 0) {
                close();
                throw new EOFException("the answer's body was cut off after " + n + " of " + length + " bytes");
            }
            n += r;
        }
        return body;
    }

    public boolean isOpen() {
        return socket != null && !socket.isClosed();
    }

    private byte[] readHead() throws IOException, WireException {
        ByteArrayOutputStream raw = new ByteArrayOutputStream(256);
        int max = options.limits().maxHeaderBlockBytes();
        int prev = -1;
        int lineLen = 0;
        while (true) {
            int b = in.read();
            if (b < 0) {
                close();
                throw new EOFException(
                        raw.size() == 0
                                ? "connection closed before a response arrived"
                                : "connection closed inside the response head");
            }
            raw.write(b);
            if (b == '\n') {
                if (lineLen == 0 || (lineLen == 1 && prev == '\r')) {
                    return raw.toByteArray();
                }
                lineLen = 0;
            } else {
                lineLen++;
            }
            prev = b;
            if (raw.size() > max) {
                close();
                throw new WireException("header-block-too-large", "response head exceeds " + max + " bytes");
            }
        }
    }

    private void ensureOpen(Deadline deadline) throws IOException {
        if (isOpen()) {
            return;
        }
        Socket s = ClientTls.connect(options, deadline);
        socket = s;
        s.setTcpNoDelay(true);
        in = new BufferedInputStream(s.getInputStream(), 8192);
        out = s.getOutputStream();
    }

    @Override
    public void close() {
        if (socket != null) {
            try {
                socket.close();
            } catch (IOException ignored) {
                // closing anyway
            }
            socket = null;
        }
    }
}
