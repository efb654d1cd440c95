package dev.agtpstudio.server.net;

import dev.agtpstudio.server.wire.BodyBudget;
import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelDuplexHandler;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelPromise;
import io.netty.handler.codec.DecoderResult;
import io.netty.handler.codec.http.HttpContent;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpObject;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.handler.codec.http.TooLongHttpHeaderException;
import io.netty.handler.codec.http.TooLongHttpLineException;
import io.netty.util.ReferenceCountUtil;
import io.netty.util.concurrent.ScheduledFuture;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * The bounds of one HTTP connection, between Netty's HTTP codec and the listener's handler (A2T, MCP HTTP):
 * <ul>
 * <li>nothing the codec could not decode goes further: it is answered 400 (431 for a head over the limit, 414 for a
 * request line over it) and the connection closed, so the codec's discard state never swallows later requests;</li>
 * <li>{@code Host} and {@code Origin} are checked against the {@link OriginPolicy} (403);</li>
 * <li>a body over the limit is refused from its {@code Content-Length} before any of it is buffered (413), and a
 * chunked one as soon as it passes the limit; bodies in flight draw on the listener's {@link BodyBudget} (503);</li>
 * <li>a connection with no request for the idle timeout is closed; a request whose bytes stop arriving is answered
 * 408 after the read timeout (plus its Content-Length at the minimum body rate) and closed.</li>
 * </ul>
 * {@link #bytesArrived()} runs before the codec and marks the start of a request, so a head that never completes
 * (slowloris) is timed too. See docs/decisions/0430.
 */
final class HttpGuard extends ChannelDuplexHandler {
    /** Fired by the handler before the codec when bytes arrive. */
    static final Object BYTES_ARRIVED = new Object();
    /** The first byte of a TLS handshake record. */
    private static final byte TLS_HANDSHAKE = 0x16;

    private final ServerOptions options;
    private final BodyBudget budget;
    private final boolean anyHost;
    private boolean reading;
    private boolean closing;
    private int inFlight;
    private long bodyBytes;
    private long reserved;
    private ScheduledFuture<?> idleTimer;
    private ScheduledFuture<?> readTimer;
    private Duration currentReadTimeout;

    private final HttpErrors.Shape shape;

    HttpGuard(ServerOptions options, BodyBudget budget, HttpErrors.Shape shape) {
        this.shape = shape;
        this.options = options;
        this.budget = budget;
        this.anyHost = options.allowNonLoopback() && options.origins().hosts().isEmpty();
    }

    /**
     * The handler to put before the codec: it tells the guard that a request's bytes have started to arrive, and on a
     * plaintext listener answers a TLS handshake with a 400 and closes instead of handing it to the codec.
     */
    static ChannelInboundHandlerAdapter bytesArrived(boolean plaintext, HttpErrors.Shape shape) {
        return new ChannelInboundHandlerAdapter() {
            private boolean first = true;

            @Override
            public void channelRead(ChannelHandlerContext ctx, Object msg) {
                if (msg instanceof ByteBuf b && b.isReadable()) {
                    if (first && plaintext && b.getByte(b.readerIndex()) == TLS_HANDSHAKE) {
                        b.release();
                        ctx.channel().config().setAutoRead(false);
                        byte[] bytes = HttpErrors.closingBytes(
                                shape,
                                400,
                                "invalid-request",
                                "this listener speaks plain HTTP; the connection began a TLS handshake");
                        ctx.writeAndFlush(ctx.alloc().buffer(bytes.length).writeBytes(bytes))
                                .addListener(ChannelFutureListener.CLOSE);
                        first = false;
                        return;
                    }
                    first = false;
                    ctx.fireUserEventTriggered(BYTES_ARRIVED);
                }
                ctx.fireChannelRead(msg);
            }
        };
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) throws Exception {
        armIdle(ctx);
        super.channelActive(ctx);
    }

    @Override
    public void handlerAdded(ChannelHandlerContext ctx) {
        if (ctx.channel().isActive()) {
            armIdle(ctx);
        }
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) throws Exception {
        cancel(idleTimer);
        cancel(readTimer);
        releaseBudget();
        super.channelInactive(ctx);
    }

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object evt) throws Exception {
        if (evt == BYTES_ARRIVED) {
            if (!reading && !closing) {
                reading = true;
                cancel(idleTimer);
                armRead(ctx, options.requestReadTimeout());
            }
            return;
        }
        super.userEventTriggered(ctx, evt);
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (closing || !(msg instanceof HttpObject o)) {
            if (closing && msg instanceof io.netty.buffer.ByteBufHolder h) {
                discarded += h.content().readableBytes();
                if (discarded > LINGER_BYTES) {
                    ctx.close();
                }
            }
            ReferenceCountUtil.release(msg);
            return;
        }
        DecoderResult result = o.decoderResult();
        if (result.isFailure()) {
            ReferenceCountUtil.release(msg);
            Throwable c = result.cause();
            if (c instanceof TooLongHttpHeaderException) {
                refuse(
                        ctx,
                        431,
                        "header-block-too-large",
                        "the request's headers exceed the limit of "
                                + options.limits().maxHeaderBlockBytes() + " bytes");
            } else if (c instanceof TooLongHttpLineException) {
                refuse(
                        ctx,
                        414,
                        "request-line-too-long",
                        "the request line exceeds the limit of " + HttpListenerPipeline.MAX_LINE + " bytes");
            } else {
                refuse(ctx, 400, "invalid-request", "the request is not well-formed HTTP/1.1 (RFC 9112)");
            }
            return;
        }
        if (msg instanceof HttpRequest r && !head(ctx, r)) {
            ReferenceCountUtil.release(msg);
            return;
        }
        if (msg instanceof HttpContent c) {
            long n = c.content().readableBytes();
            bodyBytes += n;
            if (bodyBytes > options.limits().maxBodyBytes()) {
                ReferenceCountUtil.release(msg);
                refuse(
                        ctx,
                        413,
                        "body-too-large",
                        "the request body exceeds the limit of "
                                + options.limits().maxBodyBytes() + " bytes");
                return;
            }
            if (bodyBytes > reserved && !reserve(ctx, bodyBytes - reserved)) {
                ReferenceCountUtil.release(msg);
                return;
            }
        }
        if (msg instanceof LastHttpContent) {
            reading = false;
            cancel(readTimer);
            inFlight++;
        }
        ctx.fireChannelRead(msg);
    }

    /** Checks a request head; false when it was refused. */
    private boolean head(ChannelHandlerContext ctx, HttpRequest r) {
        bodyBytes = 0;
        if (!r.protocolVersion().equals(HttpVersion.HTTP_1_1)
                && !r.protocolVersion().equals(HttpVersion.HTTP_1_0)) {
            // Netty reads any HTTP/x.y; an HTTP/2 preface (PRI * HTTP/2.0) was dispatched as a request
            refuse(ctx, 400, "unsupported-version", "this listener speaks HTTP/1.1 (and HTTP/1.0)");
            return false;
        }
        var refusal = options.origins()
                .check(
                        r.headers().getAll(HttpHeaderNames.ORIGIN),
                        r.headers().getAll(HttpHeaderNames.HOST),
                        r.protocolVersion().equals(HttpVersion.HTTP_1_1),
                        anyHost);
        if (refusal.isPresent()) {
            refuse(
                    ctx,
                    refusal.get().status(),
                    refusal.get().code(),
                    refusal.get().message());
            return false;
        }
        long length;
        try {
            length = HttpUtil.getContentLength(r, -1L);
        } catch (NumberFormatException e) {
            refuse(ctx, 400, "invalid-content-length", "Content-Length must be a non-negative decimal integer");
            return false;
        }
        if (length > options.limits().maxBodyBytes()) {
            refuse(
                    ctx,
                    413,
                    "body-too-large",
                    "Content-Length " + length + " exceeds the limit of "
                            + options.limits().maxBodyBytes() + " bytes");
            return false;
        }
        if (length > 0) {
            if (!reserve(ctx, length)) {
                return false;
            }
            armRead(ctx, options.load().readTimeout(options.requestReadTimeout(), length));
        }
        return true;
    }

    private boolean reserve(ChannelHandlerContext ctx, long bytes) {
        if (!budget.tryReserve(bytes)) {
            refuse(ctx, 503, "server-busy", "the server is buffering as many request bodies as it allows; retry later");
            return false;
        }
        reserved += bytes;
        return true;
    }

    private void releaseBudget() {
        if (reserved > 0) {
            budget.release(reserved);
            reserved = 0;
        }
    }

    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) throws Exception {
        if (msg instanceof LastHttpContent) {
            promise = promise.unvoid();
            promise.addListener(f -> answered(ctx));
        }
        super.write(ctx, msg, promise);
    }

    private void answered(ChannelHandlerContext ctx) {
        inFlight = Math.max(0, inFlight - 1);
        if (inFlight == 0 && !reading && !closing) {
            releaseBudget();
            armIdle(ctx);
        }
    }

    /**
     * Answers the refusal, then closes in the lingering way (RFC 9112 §9.6): the server stops sending but goes on
     * reading, and discarding, what the client is still sending, for {@link #LINGER_MILLIS} or {@link #LINGER_BYTES}
     * at most. A client that writes its whole body before it reads its answer (most HTTP clients do) would otherwise
     * find the connection reset under it and lose the answer (a 413 for a body over the limit, seen with Java's).
     */
    private void refuse(ChannelHandlerContext ctx, int status, String code, String message) {
        closing = true;
        reading = false;
        cancel(readTimer);
        cancel(idleTimer);
        ctx.writeAndFlush(HttpErrors.closing(shape, status, code, message)).addListener(f -> {
            if (!f.isSuccess() || !(ctx.channel() instanceof io.netty.channel.socket.SocketChannel sc)) {
                ctx.close();
                return;
            }
            sc.shutdownOutput();
            ctx.executor()
                    .schedule(
                            () -> {
                                ctx.close();
                            },
                            LINGER_MILLIS,
                            TimeUnit.MILLISECONDS);
        });
    }

    /** How long, and how many body bytes, a refused connection is read (and discarded) before it is closed. */
    static final long LINGER_MILLIS = 2000;

    static final long LINGER_BYTES = 16L << 20;
    private long discarded;

    private void armRead(ChannelHandlerContext ctx, Duration timeout) {
        cancel(readTimer);
        currentReadTimeout = timeout;
        readTimer = ctx.executor()
                .schedule(
                        () -> {
                            if (closing || !reading || !ctx.channel().isActive()) {
                                return;
                            }
                            if (inFlight > 0) {
                                // an answer is still being produced: a 408 now would come before it
                                ctx.close();
                                return;
                            }
                            refuse(
                                    ctx,
                                    408,
                                    "request-timeout",
                                    "the request did not arrive completely within " + currentReadTimeout.toMillis()
                                            + " ms");
                        },
                        timeout.toMillis(),
                        TimeUnit.MILLISECONDS);
    }

    private void armIdle(ChannelHandlerContext ctx) {
        cancel(idleTimer);
        idleTimer = ctx.executor()
                .schedule(
                        () -> {
                            if (!reading && inFlight == 0) {
                                ctx.close();
                            }
                        },
                        options.idleTimeout().toMillis(),
                        TimeUnit.MILLISECONDS);
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        // a reset or a TLS failure: nothing sensible can be answered on this connection
        ctx.close();
    }

    private static void cancel(ScheduledFuture<?> f) {
        if (f != null) {
            f.cancel(false);
        }
    }
}
