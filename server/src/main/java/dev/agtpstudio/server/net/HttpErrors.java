package dev.agtpstudio.server.net;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import java.nio.charset.StandardCharsets;

/**
 * The refusals the HTTP listeners answer themselves, before a request reaches A2T or MCP: a JSON body in the shape
 * every listener uses ({@code {"error":{"code","message"}}}, docs/errors.md) and {@code Connection: close}.
 */
public final class HttpErrors {
    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * The body of a refusal in a listener's own error shape: A2T answers the reference shape, MCP a JSON-RPC error
     * (a client of a JSON-RPC transport must get a JSON-RPC body for every error, MCP Streamable HTTP transport).
     */
    @FunctionalInterface
    public interface Shape {
        Object body(int status, String code, String message);
    }

    /** {@code {"error":{"code","message"}}} (docs/errors.md). */
    public static final Shape REFERENCE = (status, code, message) -> ErrorResponses.errorNode(code, message);

    private HttpErrors() {}

    /** A refusal in the reference shape after which the connection is closed. */
    public static FullHttpResponse closing(int status, String code, String message) {
        return closing(REFERENCE, status, code, message);
    }

    /** A refusal in {@code shape} after which the connection is closed. */
    public static FullHttpResponse closing(Shape shape, int status, String code, String message) {
        byte[] bytes;
        try {
            bytes = JSON.writeValueAsBytes(shape.body(status, code, message));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        FullHttpResponse r = new DefaultFullHttpResponse(
                HttpVersion.HTTP_1_1, HttpResponseStatus.valueOf(status), Unpooled.wrappedBuffer(bytes));
        r.headers().set(HttpHeaderNames.CONTENT_TYPE, HttpHeaderValues.APPLICATION_JSON);
        r.headers().set(HttpHeaderNames.CONNECTION, HttpHeaderValues.CLOSE);
        HttpUtil.setContentLength(r, bytes.length);
        return r;
    }

    /** The same in {@code shape}. */
    public static byte[] closingBytes(Shape shape, int status, String code, String message) {
        byte[] body;
        try {
            body = JSON.writeValueAsBytes(shape.body(status, code, message));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        String head = "HTTP/1.1 " + HttpResponseStatus.valueOf(status)
                + "\r\ncontent-type: application/json\r\nconnection: close\r\n" + "content-length: " + body.length
                + "\r\n\r\n";
        byte[] h = head.getBytes(StandardCharsets.US_ASCII);
        byte[] all = java.util.Arrays.copyOf(h, h.length + body.length);
        System.arraycopy(body, 0, all, h.length, body.length);
        return all;
    }
}
