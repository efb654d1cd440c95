package dev.agtpstudio.lsp.rpc;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.lsp4j.jsonrpc.MessageConsumer;
import org.eclipse.lsp4j.jsonrpc.MessageIssueException;
import org.eclipse.lsp4j.jsonrpc.MessageProducer;
import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.jsonrpc.messages.Message;
import org.eclipse.lsp4j.jsonrpc.messages.MessageIssue;
import org.eclipse.lsp4j.jsonrpc.messages.NotificationMessage;
import org.eclipse.lsp4j.jsonrpc.messages.RequestMessage;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;

/**
 * Reads the base protocol's frames ({@code Content-Length: N}, a blank line, N bytes of JSON) in place of LSP4J's
 * reader, which stops for good on a bad frame. A frame whose header cannot be trusted (no, a negative, a
 * non-numeric or an oversized {@code Content-Length}, whitespace before a colon, an over-long header block) is
 * answered with -32600 and skipped up to the next {@code Content-Length} header; a body that is not a JSON-RPC
 * message gets the error {@link MessageCheck} names; everything else goes through the {@link Lifecycle} rules to
 * LSP4J. The reader returns on end of input, and (socket mode) when a frame takes longer than
 * {@link RpcLimits#frameMillis} or the client is silent for {@link RpcLimits#idleMillis}.
 */
public final class FrameReader implements MessageProducer, Closeable {
    private static final byte[] CONTENT_LENGTH = "content-length".getBytes(StandardCharsets.US_ASCII);
    private static final Pattern HEADER = Pattern.compile("([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \\t]*(.*?)[ \\t]*");
    private static final Pattern CHARSET = Pattern.compile("(?i)charset\\s*=\\s*\"?([^\";\\s]*)");

    private final InputStream in;
    private final MessageJsonHandler json;
    private final MessageConsumer replies;
    private final Lifecycle lifecycle;
    private final RpcLimits limits;
    private final byte[] buf = new byte[8192];
    private int pos;
    private int end;
    private byte[] pushback = new byte[0];
    private int pushbackPos;
    private long frameStart = -1;
    private long lastMessage = System.nanoTime();
    private volatile boolean closed;

    /** A frame's header: its body length, or why it cannot be trusted, and what was read of it. */
    private record Header(long length, String problem, String charsetProblem, String raw) {}

    /** The session ends: a frame or the idle time ran out. */
    static final class Timeout extends IOException {
        Timeout(String message) {
            super(message);
        }
    }

    /**
     * @param replies where this reader's own error answers go: the same consumer LSP4J writes its answers to, so
     *                frames never interleave
     */
    public FrameReader(
            InputStream in, MessageJsonHandler json, MessageConsumer replies, Lifecycle lifecycle, RpcLimits limits) {
        this.in = in;
        this.json = json;
        this.replies = replies;
        this.lifecycle = lifecycle;
        this.limits = limits;
    }

    @Override
    public void listen(MessageConsumer consumer) {
        try {
            while (!closed && next(consumer)) {
                lastMessage = System.nanoTime();
            }
        } catch (Timeout t) {
            System.err.println("agtp-studio lsp: " + t.getMessage());
        } catch (IOException e) {
            // the input was closed: the session ends
        }
    }

    @Override
    public void close() {
        closed = true;
        try {
            in.close();
        } catch (IOException ignored) {
            // already closed
        }
    }

    /** Reads and handles one frame; false at end of input. */
    private boolean next(MessageConsumer consumer) throws IOException {
        Header h = header();
        if (h == null) {
            return false;
        }
        if (h.problem() != null) {
            String junk = h.raw() + skipToNextHeader();
            frameStart = -1;
            reply(
                    IdScan.find(junk),
                    ResponseErrorCode.InvalidRequest.getValue(),
                    "Invalid request: " + h.problem() + "; the message was skipped.");
            return true;
        }
        byte[] body = body((int) h.length());
        frameStart = -1;
        if (body == null) {
            return false;
        }
        if (h.charsetProblem() != null) {
            reply(
                    IdScan.find(new String(body, StandardCharsets.UTF_8)),
                    ResponseErrorCode.InvalidRequest.getValue(),
                    "Invalid request: " + h.charsetProblem() + ".");
            return true;
        }
        MessageCheck.Result r = MessageCheck.check(body, limits.maxDepth());
        if (!r.passed()) {
            reply(r.id(), r.code(), r.error());
            return true;
        }
        dispatch(r, consumer);
        return true;
    }

    private void dispatch(MessageCheck.Result r, MessageConsumer consumer) {
        Either<String, Number> id = MessageCheck.id(r.message().get("id"));
        String method = r.message().has("method") ? r.message().get("method").getAsString() : null;
        Message m;
        try {
            m = json.parseMessage(r.json());
        } catch (MessageIssueException e) {
            issue(id, method, e);
            return;
        } catch (RuntimeException e) {
            issue(
                    id,
                    method,
                    new MessageIssueException(
                            null,
                            new MessageIssue(
                                    String.valueOf(e.getMessage()), ResponseErrorCode.InvalidParams.getValue())));
            return;
        }
        if (m instanceof RequestMessage req) {
            ResponseError refusal = lifecycle.refusal(req.getMethod());
            if (refusal != null) {
                reply(req.getRawId(), refusal.getCode(), refusal.getMessage());
                return;
            }
        } else if (m instanceof NotificationMessage n && lifecycle.drops(n.getMethod())) {
            return;
        }
        try {
            consumer.consume(m);
        } catch (MessageIssueException e) {
            issue(id, method, e);
        } catch (RuntimeException | StackOverflowError e) {
            System.err.println("agtp-studio lsp: a message could not be handled:");
            e.printStackTrace(System.err);
        }
    }

    /** Parameters that do not fit the method: -32602 for a request, a line in the log for anything else. */
    private void issue(Either<String, Number> id, String method, MessageIssueException e) {
        StringBuilder where = new StringBuilder();
        for (MessageIssue i : e.getIssues()) {
            where.append(RpcErrorReplies.where(i.getText()));
            if (i.getCause() != null) {
                where.append(RpcErrorReplies.where(i.getCause().getMessage()));
            }
        }
        String text = "Invalid params" + (method == null ? "" : " for " + method) + where + ".";
        if (id != null && method != null) {
            reply(id, ResponseErrorCode.InvalidParams.getValue(), text);
        } else {
            System.err.println("agtp-studio lsp: ignored a message: " + text);
        }
    }

    private void reply(Either<String, Number> id, int code, String message) {
        try {
            replies.consume(RpcErrorReplies.error(id, code, message));
        } catch (RuntimeException e) {
            // the client stopped reading; the next read ends the session
        }
    }

    // ---- framing ----

    private Header header() throws IOException {
        StringBuilder raw = new StringBuilder();
        long length = -1;
        String charsetProblem = null;
        int total = 0;
        boolean started = false;
        while (true) {
            int cap = limits.maxHeaderBytes() - total;
            String line = line(Math.max(cap, 0));
            if (line == null) {
                return null;
            }
            if (!started) {
                if (line.isEmpty()) {
                    continue; // blank lines between messages
                }
                started = true;
                frameStart = System.nanoTime();
            }
            if (line.isEmpty()) {
                break;
            }
            total += line.length() + 2;
            if (total > limits.maxHeaderBytes()) {
                return bad("the header block is longer than " + limits.maxHeaderBytes() + " bytes", raw, line);
            }
            Matcher m = HEADER.matcher(line);
            if (!m.matches()) {
                int at = line.toLowerCase(Locale.ROOT).indexOf("content-length");
                if (at > 0) { // a frame's body ran into the next header: start over at that header
                    unread((line.substring(at) + "\r\n").getBytes(StandardCharsets.ISO_8859_1));
                    line = line.substring(0, at);
                }
                return bad(
                        line.matches("\\S+\\s+:.*")
                                ? "whitespace before the colon in header '" + clip(line)
                                        + "' (HTTP header syntax, RFC 9112 section 5.1, forbids it)"
                                : "'" + clip(line) + "' is not a header line ('Name: value')",
                        raw,
                        line);
            }
            raw.append(line).append('\n');
            String name = m.group(1).toLowerCase(Locale.ROOT);
            String value = m.group(2);
            if (name.equals("content-length")) {
                if (!value.matches("\\d{1,18}")) {
                    return bad("Content-Length '" + clip(value) + "' is not a non-negative integer", raw, "");
                }
                long n = Long.parseLong(value);
                if (length >= 0 && length != n) {
                    return bad("two different Content-Length headers", raw, "");
                }
                if (n > limits.maxContentLength()) {
                    return bad(
                            "Content-Length " + n + " is over the limit of " + limits.maxContentLength()
                                    + " bytes per message",
                            raw,
                            "");
                }
                length = n;
            } else if (name.equals("content-type")) {
                Matcher cs = CHARSET.matcher(value);
                if (cs.find()
                        && !cs.group(1).equalsIgnoreCase("utf-8")
                        && !cs.group(1).equalsIgnoreCase("utf8")) {
                    charsetProblem = "charset '" + clip(cs.group(1)) + "' is not supported (the protocol uses utf-8)";
                }
            }
        }
        if (length < 0) {
            return bad("the message has no Content-Length header", raw, "");
        }
        return new Header(length, null, charsetProblem, raw.toString());
    }

    private static Header bad(String problem, StringBuilder raw, String line) {
        return new Header(-1, problem, null, raw + line);
    }

    private static String clip(String s) {
        String printable = s.replaceAll("[^\\x20-\\x7e]", "?");
        return printable.length() <= 40 ? printable : printable.substring(0, 40) + "...";
    }

    /** One header line without its CR LF (a lone LF is taken too); longer than {@code cap}: what fits. Null at EOF. */
    private String line(int cap) throws IOException {
        StringBuilder sb = new StringBuilder();
        while (true) {
            int b = read();
            if (b < 0) {
                return sb.length() == 0 ? null : sb.toString();
            }
            if (b == '\n') {
                int n = sb.length();
                return n > 0 && sb.charAt(n - 1) == '\r' ? sb.substring(0, n - 1) : sb.toString();
            }
            sb.append((char) b);
            if (sb.length() > cap + 1) {
                return sb.toString(); // over the cap: the caller refuses the header block
            }
        }
    }

    /**
     * Skips input up to the next {@code Content-Length} (any case), which is left to be read as the next frame's
     * header, and returns the start of what was skipped (enough to find the skipped message's id).
     */
    private String skipToNextHeader() throws IOException {
        StringBuilder seen = new StringBuilder();
        int matched = 0;
        while (true) {
            int b = read();
            if (b < 0) {
                return seen.toString();
            }
            if (seen.length() < IdScan.WINDOW) {
                seen.append((char) b);
            }
            int lower = b >= 'A' && b <= 'Z' ? b + 32 : b;
            if (lower == CONTENT_LENGTH[matched]) {
                if (++matched == CONTENT_LENGTH.length) {
                    unread(CONTENT_LENGTH);
                    return seen.toString();
                }
            } else {
                matched = lower == CONTENT_LENGTH[0] ? 1 : 0;
            }
        }
    }

    private byte[] body(int length) throws IOException {
        byte[] body = new byte[length];
        int n = 0;
        while (n < length && pushbackPos < pushback.length) {
            body[n++] = pushback[pushbackPos++];
        }
        while (n < length) {
            if (pos == end && !fill()) {
                return null; // truncated by end of input
            }
            int k = Math.min(length - n, end - pos);
            System.arraycopy(buf, pos, body, n, k);
            pos += k;
            n += k;
        }
        return body;
    }

    private int read() throws IOException {
        if (pushbackPos < pushback.length) {
            return pushback[pushbackPos++] & 0xff;
        }
        if (pos == end && !fill()) {
            return -1;
        }
        return buf[pos++] & 0xff;
    }

    private void unread(byte[] bytes) {
        byte[] rest = Arrays.copyOfRange(pushback, pushbackPos, pushback.length);
        byte[] next = Arrays.copyOf(bytes, bytes.length + rest.length);
        System.arraycopy(rest, 0, next, bytes.length, rest.length);
        pushback = next;
        pushbackPos = 0;
    }

    /** Refills the buffer; false at end of input. A socket's read timeout is a tick for checking the deadlines. */
    private boolean fill() throws IOException {
        while (true) {
            checkDeadlines();
            int n;
            try {
                n = in.read(buf, 0, buf.length);
            } catch (SocketTimeoutException tick) {
                continue;
            }
            if (n < 0) {
                return false;
            }
            if (n > 0) {
                pos = 0;
                end = n;
                return true;
            }
        }
    }

    private void checkDeadlines() throws Timeout {
        long now = System.nanoTime();
        if (frameStart >= 0
                && limits.frameMillis() > 0
                && now - frameStart > TimeUnit.MILLISECONDS.toNanos(limits.frameMillis())) {
            throw new Timeout("a message did not arrive in full within " + limits.frameMillis() / 1000
                    + " s; the connection is closed");
        }
        if (frameStart < 0
                && limits.idleMillis() > 0
                && now - lastMessage > TimeUnit.MILLISECONDS.toNanos(limits.idleMillis())) {
            throw new Timeout("no message for " + limits.idleMillis() / 1000 + " s; the connection is closed");
        }
    }
}
