package dev.agtpstudio.server.wire;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Parses the head of an AGTP/1.0 message (start line plus header lines, without the blank line): the one set of
 * codec rules shared by the server's decoder and the client. Lines end in CRLF or a bare LF; header names compare
 * without case; the line is split at the first {@code :} and both sides are trimmed of SP/HTAB; the head must be
 * UTF-8. A request header value holding a control character is refused (400 {@code invalid-header-value}); in a
 * response the client reads it is escaped ({@link HeaderValues#escape}). A request with {@code Transfer-Encoding}
 * is refused (400 {@code transfer-encoding-not-supported}): AGTP/1.0 frames bodies by Content-Length only.
 */
public final class HeadParser {
    private final WireLimits limits;

    public HeadParser(WireLimits limits) {
        this.limits = limits;
    }

    /** A parsed request head. {@code target} has a null path for the two-token form. */
    public record RequestHead(String method, RequestTarget target, Headers headers, int contentLength) {}

    /** A parsed response head. */
    public record ResponseHead(int status, String reason, Headers headers, int contentLength) {}

    /**
     * The index just after the blank line that ends the head in {@code buf[from, to)}, or -1 when the head is not
     * complete yet.
     */
    public static int findHeadEnd(byte[] buf, int from, int to) {
        int lineStart = from;
        for (int i = from; i < to; i++) {
            if (buf[i] == '\n') {
                int len = i - lineStart;
                if (len == 0 || (len == 1 && buf[lineStart] == '\r')) {
                    return i + 1;
                }
                lineStart = i + 1;
            }
        }
        return -1;
    }

    public RequestHead parseRequest(byte[] head) throws WireException {
        List<String> lines = lines(head);
        if (lines.isEmpty()) {
            throw new WireException("invalid-request-line", "empty request line");
        }
        String line = lines.get(0);
        if (line.indexOf('#') >= 0) {
            throw new WireException("invalid-request-line", "a '#' is not allowed on the request line (AGTP-API §5.6)");
        }
        String[] tok = line.split(" ", -1);
        if (tok.length < 2 || tok.length > 3) {
            throw new WireException(
                    "invalid-request-line",
                    "request line must be 'AGTP/1.0 METHOD [path[?query]]' separated by single spaces, got: "
                            + abbreviate(line));
        }
        if (!StatusText.VERSION.equals(tok[0])) {
            throw new WireException(
                    "unsupported-version",
                    "unsupported protocol version '" + abbreviate(tok[0]) + "'; only AGTP/1.0 is spoken");
        }
        String method = tok[1];
        if (method.isEmpty()
                || !method.chars().allMatch(c -> Character.isLetterOrDigit(c) && c < 128 || c == '_' || c == '-')) {
            throw new WireException(
                    "invalid-request-line", "method token '" + abbreviate(method) + "' is not a token of letters");
        }
        RequestTarget target = RequestTarget.parse(null);
        if (tok.length == 3) {
            String t = tok[2];
            if (!t.startsWith("/")) {
                throw new WireException(
                        "invalid-request-line", "request target must start with '/', got '" + abbreviate(t) + "'");
            }
            for (int i = 0; i < t.length(); i++) {
                char c = t.charAt(i);
                if (c <= ' ' || c == 0x7f) {
                    throw new WireException("invalid-request-line", "control or space character in the request target");
                }
            }
            target = RequestTarget.parse(t);
        }
        Headers headers = headers(lines, true);
        if (headers.has(HeaderNames.TRANSFER_ENCODING)) {
            throw new WireException(
                    "transfer-encoding-not-supported",
                    "Transfer-Encoding is not part of AGTP/1.0 (bodies are framed by "
                            + "Content-Length only); the request is refused");
        }
        return new RequestHead(method, target, headers, contentLength(headers));
    }

    public ResponseHead parseResponse(byte[] head) throws WireException {
        List<String> lines = lines(head);
        if (lines.isEmpty()) {
            throw new WireException("invalid-status-line", "empty status line");
        }
        String[] tok = lines.get(0).split(" ", 3);
        if (tok.length < 2
                || !StatusText.VERSION.equals(tok[0])
                || tok[1].length() != 3
                || !tok[1].chars().allMatch(Character::isDigit)) {
            throw new WireException(
                    "invalid-status-line",
                    "status line must be 'AGTP/1.0 NNN Reason', got: " + abbreviate(lines.get(0)));
        }
        Headers headers = headers(lines, false);
        return new ResponseHead(
                Integer.parseInt(tok[1]), tok.length == 3 ? tok[2] : "", headers, contentLength(headers));
    }

    private List<String> lines(byte[] head) throws WireException {
        String text;
        try {
            CharsetDecoder dec = StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT);
            CharBuffer cb = dec.decode(ByteBuffer.wrap(head));
            text = cb.toString();
        } catch (CharacterCodingException e) {
            throw new WireException(
                    "invalid-header-encoding", "the start line and headers must be UTF-8; found bytes that are not");
        }
        List<String> out = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                int end = i > start && text.charAt(i - 1) == '\r' ? i - 1 : i;
                if (end > start) {
                    out.add(text.substring(start, end));
                }
                start = i + 1;
            }
        }
        if (start < text.length()) {
            String rest = text.substring(start);
            if (rest.endsWith("\r")) {
                rest = rest.substring(0, rest.length() - 1);
            }
            if (!rest.isEmpty()) {
                out.add(rest);
            }
        }
        return out;
    }

    private Headers headers(List<String> lines, boolean refuseControls) throws WireException {
        if (lines.size() - 1 > limits.maxHeaderCount()) {
            throw new WireException(
                    "too-many-headers",
                    "more than " + limits.maxHeaderCount() + " header lines (" + (lines.size() - 1) + ")");
        }
        List<Map.Entry<String, String>> entries = new ArrayList<>(lines.size());
        for (int i = 1; i < lines.size(); i++) {
            String l = lines.get(i);
            int colon = l.indexOf(':');
            if (l.charAt(0) == ' ' || l.charAt(0) == '\t') {
                throw new WireException(
                        "invalid-header",
                        "header line " + i + " starts with whitespace (folded headers are not allowed)");
            }
            if (colon <= 0) {
                throw new WireException(
                        "invalid-header", "header line " + i + " is not 'Name: value': " + abbreviate(l));
            }
            String name = l.substring(0, colon);
            if (refuseControls && (name.endsWith(" ") || name.endsWith("\t"))) {
                // RFC 9112 §5.1: no whitespace between a request's field name and the colon; a server must refuse it
                // (the client stays lenient with answers and reads the name without it)
                throw new WireException(
                        "invalid-header",
                        "header line " + i + " has whitespace before the colon: " + abbreviate(l)
                                + " (write 'Name: value')");
            }
            name = name.strip();
            if (name.isEmpty() || !name.chars().allMatch(HeadParser::isTokenChar)) {
                throw new WireException(
                        "invalid-header", "header name '" + abbreviate(name) + "' on line " + i + " is not a token");
            }
            String value = ows(l.substring(colon + 1));
            int bad = HeaderValues.firstControl(value);
            if (bad >= 0 && !refuseControls) {
                value = HeaderValues.escape(value);
            } else if (bad >= 0) {
                throw new WireException(
                        "invalid-header-value",
                        "header " + name + " on line " + i + " contains the control character U+"
                                + String.format("%04X", (int) value.charAt(bad))
                                + "; header values may not contain control characters");
            }
            entries.add(Map.entry(name, value));
        }
        return Headers.of(entries);
    }

    /** {@code v} without leading and trailing SP / HTAB (and nothing else: a trailing control character stays to be refused). */
    private static String ows(String v) {
        int a = 0;
        int b = v.length();
        while (a < b && (v.charAt(a) == ' ' || v.charAt(a) == '\t')) {
            a++;
        }
        while (b > a && (v.charAt(b - 1) == ' ' || v.charAt(b - 1) == '\t')) {
            b--;
        }
        return v.substring(a, b);
    }

    private int contentLength(Headers headers) throws WireException {
        List<String> values = headers.all(HeaderNames.CONTENT_LENGTH);
        if (values.isEmpty()) {
            return 0;
        }
        String v = values.get(values.size() - 1);
        for (String other : values) {
            if (!other.equals(v)) {
                throw new WireException("invalid-content-length", "conflicting Content-Length headers: " + values);
            }
        }
        if (v.isEmpty() || v.length() > 18 || !v.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new WireException(
                    "invalid-content-length",
                    "Content-Length must be a non-negative decimal integer, got '" + abbreviate(v) + "'");
        }
        long n = Long.parseLong(v);
        if (n > limits.maxBodyBytes()) {
            throw new WireException(
                    "body-too-large",
                    "Content-Length " + n + " exceeds the limit of " + limits.maxBodyBytes() + " bytes");
        }
        return (int) n;
    }

    private static boolean isTokenChar(int c) {
        return c > 32 && c < 127 && "()<>@,;:\\\"/[]?={}".indexOf(c) < 0;
    }

    private static String abbreviate(String s) {
        return s.length() <= 80 ? s : s.substring(0, 77) + "...";
    }
}
