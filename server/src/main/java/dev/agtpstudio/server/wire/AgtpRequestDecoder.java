package dev.agtpstudio.server.wire;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.ByteToMessageDecoder;
import java.util.List;

/**
 * Frames AGTP/1.0 requests: start line and headers up to the blank line, then exactly Content-Length body bytes.
 * Emits {@link AgtpRequest}s, or one {@link WireFailure} after which it discards everything (the connection closes).
 * Each body's Content-Length is reserved from the server's {@link BodyBudget} before it is buffered (503 when the
 * budget is spent) and released when the request is decoded or the connection ends; a {@link BodyExpected} event
 * lets the connection extend its read timeout to the announced size.
 */
public final class AgtpRequestDecoder extends ByteToMessageDecoder {
    private final WireLimits limits;
    private final HeadParser parser;
    private final BodyBudget budget;
    private long reserved;
    private HeadParser.RequestHead pending;
    private byte[] pendingHead;
    private boolean started;
    /** REQUEST_STARTED was fired for the request being read. */
    private boolean announced;
    /** CR and LF bytes skipped before the current start line. */
    private int emptyBytes;
    /** RFC 9112 §2.2 asks to ignore at least one empty line before a start line; this many bytes of them are ignored. */
    static final int MAX_EMPTY_BYTES = 8;

    private boolean failed;

    public AgtpRequestDecoder(WireLimits limits) {
        this(limits, BodyBudget.unlimited());
    }

    /** A decoder that reserves each body's Content-Length from {@code budget} before buffering it. */
    public AgtpRequestDecoder(WireLimits limits, BodyBudget budget) {
        this.limits = limits;
        this.parser = new HeadParser(limits);
        this.budget = budget;
    }

    @Override
    protected void decode(ChannelHandlerContext ctx, ByteBuf in, List<Object> out) {
        if (failed) {
            in.skipBytes(in.readableBytes());
            return;
        }
        if (pending == null) {
            if (!started) {
                if (in.isReadable() && !announced) {
                    // the read timeout runs from the first byte, empty lines included: CRLFs cannot hold a connection
                    announced = true;
                    ctx.fireUserEventTriggered(DecoderEvent.REQUEST_STARTED);
                }
                while (in.isReadable()
                        && (in.getByte(in.readerIndex()) == '\r' || in.getByte(in.readerIndex()) == '\n')) {
                    in.skipBytes(1);
                    if (++emptyBytes > MAX_EMPTY_BYTES) {
                        fail(
                                in,
                                out,
                                new WireException(
                                        "invalid-request-line",
                                        "more than " + MAX_EMPTY_BYTES / 2 + " empty lines before the start line"),
                                new byte[0]);
                        return;
                    }
                }
                if (!in.isReadable()) {
                    return;
                }
                started = true;
                emptyBytes = 0;
            }
            int scan = Math.min(in.readableBytes(), limits.maxHeaderBlockBytes());
            byte[] window = new byte[scan];
            in.getBytes(in.readerIndex(), window);
            int end = HeadParser.findHeadEnd(window, 0, scan);
            if (end < 0) {
                if (in.readableBytes() >= limits.maxHeaderBlockBytes()) {
                    fail(
                            in,
                            out,
                            new WireException(
                                    "header-block-too-large",
                                    "start line and headers exceed " + limits.maxHeaderBlockBytes() + " bytes"),
                            window);
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
            if (pending.contentLength() > 0 && !budget.tryReserve(pending.contentLength())) {
                fail(
                        in,
                        out,
                        new WireException(
                                503,
                                "server-busy",
                                "the server is holding its limit of request bodies in flight (" + budget.capacity()
                                        + " bytes); retry later"),
                        head);
                return;
            }
            reserved = pending.contentLength();
            pendingHead = head;
            in.skipBytes(end);
            if (pending.contentLength() > 0) {
                ctx.fireUserEventTriggered(new BodyExpected(pending.contentLength()));
            }
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
        releaseReservation();
        pending = null;
        pendingHead = null;
        started = false;
        announced = false;
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) throws Exception {
        releaseReservation();
        super.channelInactive(ctx);
    }

    @Override
    protected void handlerRemoved0(ChannelHandlerContext ctx) {
        releaseReservation();
    }

    private void releaseReservation() {
        if (reserved > 0) {
            budget.release(reserved);
            reserved = 0;
        }
    }

    private void fail(ByteBuf in, List<Object> out, WireException e, byte[] raw) {
        failed = true;
        releaseReservation();
        in.skipBytes(in.readableBytes());
        out.add(new WireFailure(e, raw));
    }
}
