package dev.agtpstudio.server.wire;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.ByteToMessageDecoder;
import java.util.List;

/**
 * Frames AGTP/1.0 requests: start line and headers up to the blank line, then exactly Content-Length body bytes.
 * Emits {@link AgtpRequest}s, or one {@link WireFailure} after which it discards everything (the connection closes).
 */
public final class AgtpRequestDecoder extends ByteToMessageDecoder {
    private final WireLimits limits;
    private final HeadParser parser;
    private HeadParser.RequestHead pending;
    private byte[] pendingHead;
    private boolean started;
    private boolean failed;

    public AgtpRequestDecoder(WireLimits limits) {
        this.limits = limits;
        this.parser = new HeadParser(limits);
    }

    @Override
    protected void decode(ChannelHandlerContext ctx, ByteBuf in, List<Object> out) {
        if (failed) {
            in.skipBytes(in.readableBytes());
            return;
        }
        if (pending == null) {
            if (!started) {
                while (in.isReadable() && (in.getByte(in.readerIndex()) == '\r' || in.getByte(in.readerIndex()) == '\n')) {
                    in.skipBytes(1);
                }
                if (!in.isReadable()) {
                    return;
                }
                started = true;
                ctx.fireUserEventTriggered(DecoderEvent.REQUEST_STARTED);
            }
            int scan = Math.min(in.readableBytes(), limits.maxHeaderBlockBytes());
            byte[] window = new byte[scan];
            in.getBytes(in.readerIndex(), window);
            int end = HeadParser.findHeadEnd(window, 0, scan);
            if (end < 0) {
                if (in.readableBytes() >= limits.maxHeaderBlockBytes()) {
                    fail(in, out, new WireException("header-block-too-large",
                            "start line and headers exceed " + limits.maxHeaderBlockBytes() + " bytes"), window);
                }
                return;
            }
            byte[] head = java.util.Arrays.copyOf(window, end);
            try {
                pending = parser.parseRequest(head);
            } catch (WireException e) {
                fail(in, out, e, head);
                return;
            }
            pendingHead = head;
            in.skipBytes(end);
        }
        if (in.readableBytes() < pending.contentLength()) {
            return;
        }
        byte[] body = new byte[pending.contentLength()];
        in.readBytes(body);
        byte[] raw = new byte[pendingHead.length + body.length];
        System.arraycopy(pendingHead, 0, raw, 0, pendingHead.length);
        System.arraycopy(body, 0, raw, pendingHead.length, body.length);
        out.add(new AgtpRequest(pending.method(), pending.target(), pending.headers(), body, raw));
        pending = null;
        pendingHead = null;
        started = false;
    }

    private void fail(ByteBuf in, List<Object> out, WireException e, byte[] raw) {
        failed = true;
        in.skipBytes(in.readableBytes());
        out.add(new WireFailure(e, raw));
    }
}
