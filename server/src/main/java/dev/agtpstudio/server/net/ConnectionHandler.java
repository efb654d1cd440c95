package dev.agtpstudio.server.net;

import dev.agtpstudio.core.io.ErrorMessages;
import dev.agtpstudio.server.wire.AgtpRequest;
import dev.agtpstudio.server.wire.AgtpResponse;
import dev.agtpstudio.server.wire.BodyExpected;
import dev.agtpstudio.server.wire.DecoderEvent;
import dev.agtpstudio.server.wire.HeaderNames;
import dev.agtpstudio.server.wire.WireException;
import dev.agtpstudio.server.wire.WireFailure;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.util.concurrent.ScheduledFuture;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * One connection's request loop: requests are handled one at a time in arrival order and answered in that order;
 * the connection stays open for the next request until it has been idle for {@code idleTimeout}; a request whose
 * bytes stop arriving is cut off after {@code readTimeout}; a framing error is answered 400 and the connection closed.
 */
final class ConnectionHandler extends ChannelInboundHandlerAdapter {
    /** Pipelined requests queued beyond this stop reading from the socket until the queue drains. */
    static final int MAX_QUEUED = 32;

    static final List<String> WARNING_HEADERS =
            List.of(HeaderNames.CATALOG_WARNING, HeaderNames.ENDPOINT_WARNING, HeaderNames.SIMULATED);

    private final RequestHandler handler;
    private final ServerListener listener;
    private final Connection connection;
    private final Duration idleTimeout;
    private final Duration readTimeout;
    private final LoadLimits load;
    private Duration currentReadTimeout;
    private final ArrayDeque<AgtpRequest> queue = new ArrayDeque<>();
    private boolean busy;
    private boolean closing;
    private ScheduledFuture<?> idleTimer;
    private ScheduledFuture<?> readTimer;

    ConnectionHandler(
            RequestHandler handler,
            ServerListener listener,
            Connection connection,
            Duration idleTimeout,
            Duration readTimeout) {
        this(handler, listener, connection, idleTimeout, readTimeout, LoadLimits.DEFAULT);
    }

    ConnectionHandler(
            RequestHandler handler,
            ServerListener listener,
            Connection connection,
            Duration idleTimeout,
            Duration readTimeout,
            LoadLimits load) {
        this.load = load;
        this.currentReadTimeout = readTimeout;
        this.handler = handler;
        this.listener = listener;
        this.connection = connection;
        this.idleTimeout = idleTimeout;
        this.readTimeout = readTimeout;
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) {
        armIdle(ctx);
        ctx.fireChannelActive();
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        cancel(idleTimer);
        cancel(readTimer);
        queue.clear();
        connection.closed();
        ctx.fireChannelInactive();
    }

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object evt) {
        if (evt == DecoderEvent.REQUEST_STARTED) {
            cancel(idleTimer);
            armReadTimer(ctx, readTimeout);
            return;
        }
        if (evt instanceof BodyExpected b) {
            // the body gets time in proportion to its size, so a raised --max-body is not cut off by the base timeout
            armReadTimer(ctx, load.readTimeout(readTimeout, b.contentLength()));
            return;
        }
        ctx.fireUserEventTriggered(evt);
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (closing) {
            return;
        }
        if (msg instanceof WireFailure f) {
            cancel(readTimer);
            queue.clear();
            respondAndClose(ctx, f.error(), f.raw(), System.nanoTime());
            return;
        }
        if (msg instanceof AgtpRequest r) {
            cancel(readTimer);
            queue.add(r);
            if (queue.size() >= MAX_QUEUED) {
                ctx.channel().config().setAutoRead(false);
            }
            if (!busy) {
                next(ctx);
            }
        }
    }

    private void next(ChannelHandlerContext ctx) {
        if (!ctx.channel().isWritable()) {
            // the peer is not reading its answers: wait for channelWritabilityChanged before producing more
            busy = false;
            ctx.channel().config().setAutoRead(false);
            cancel(readTimer);
            readTimer = ctx.executor()
                    .schedule(
                            () -> {
                                if (!ctx.channel().isWritable()) {
                                    ctx.close();
                                }
                            },
                            readTimeout.toMillis(),
                            TimeUnit.MILLISECONDS);
            return;
        }
        if (queue.size() < MAX_QUEUED / 2 && !ctx.channel().config().isAutoRead()) {
            ctx.channel().config().setAutoRead(true);
        }
        AgtpRequest r = queue.poll();
        if (r == null) {
            busy = false;
            armIdle(ctx);
            return;
        }
        busy = true;
        cancel(idleTimer);
        long start = System.nanoTime();
        Instant at = Instant.now();
        java.util.concurrent.CompletionStage<AgtpResponse> stage;
        try {
            stage = handler.handle(r, connection);
        } catch (RuntimeException e) {
            stage = java.util.concurrent.CompletableFuture.completedFuture(
                    ErrorResponses.error(500, "handler-exception", ErrorResponses.SERVER_FAILED));
        }
        stage.whenComplete((resp, err) -> {
            AgtpResponse out =
                    err == null ? resp : ErrorResponses.error(500, "handler-exception", ErrorResponses.SERVER_FAILED);
            if (ctx.executor().inEventLoop()) {
                written(ctx, r, out, start, at);
            } else {
                ctx.executor().execute(() -> written(ctx, r, out, start, at));
            }
        });
    }

    private void written(ChannelHandlerContext ctx, AgtpRequest r, AgtpResponse out, long start, Instant at) {
        if (!ctx.channel().isActive()) {
            return;
        }
        byte[] bytes = out.toBytes();
        // published before the write, so a client that has its answer also finds the exchange in the log
        publish(at, r.method(), r.target().path() == null ? null : r.target().toString(), out, start, r.raw(), bytes);
        ctx.writeAndFlush(ctx.alloc().buffer(bytes.length).writeBytes(bytes));
        next(ctx);
    }

    private void respondAndClose(ChannelHandlerContext ctx, WireException e, byte[] raw, long start) {
        closing = true;
        AgtpResponse out = handler.malformed(e);
        byte[] bytes = out.toBytes();
        ctx.writeAndFlush(ctx.alloc().buffer(bytes.length).writeBytes(bytes)).addListener(ChannelFutureListener.CLOSE);
        publish(Instant.now(), null, null, out, start, raw, bytes);
    }

    private void armReadTimer(ChannelHandlerContext ctx, Duration timeout) {
        cancel(readTimer);
        currentReadTimeout = timeout;
        readTimer = ctx.executor().schedule(() -> timeOut(ctx), timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    private void timeOut(ChannelHandlerContext ctx) {
        if (closing || !ctx.channel().isActive()) {
            return;
        }
        respondAndClose(
                ctx,
                new WireException(
                        "request-timeout",
                        "the request did not arrive completely within " + currentReadTimeout.toMillis() + " ms"),
                new byte[0],
                System.nanoTime());
    }

    private void armIdle(ChannelHandlerContext ctx) {
        cancel(idleTimer);
        idleTimer = ctx.executor()
                .schedule(
                        () -> {
                            if (!busy && queue.isEmpty()) {
                                ctx.close();
                            }
                        },
                        idleTimeout.toMillis(),
                        TimeUnit.MILLISECONDS);
    }

    private void publish(
            Instant at, String method, String path, AgtpResponse out, long start, byte[] raw, byte[] bytes) {
        if (listener == null) {
            return;
        }
        List<String> warnings = new ArrayList<>();
        for (String h : WARNING_HEADERS) {
            out.headers().get(h).ifPresent(v -> warnings.add(h + ": " + v));
        }
        try {
            listener.onExchange(new ExchangeEvent(
                    at,
                    connection.id(),
                    connection.remote(),
                    method,
                    path,
                    out.status(),
                    System.nanoTime() - start,
                    List.copyOf(warnings),
                    raw,
                    bytes));
        } catch (RuntimeException ignored) {
            // a listener failure must not break the connection
        }
    }

    @Override
    public void channelWritabilityChanged(ChannelHandlerContext ctx) {
        if (ctx.channel().isWritable() && !busy && !closing) {
            cancel(readTimer);
            next(ctx);
        }
        ctx.fireChannelWritabilityChanged();
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        String m = String.valueOf(cause.getMessage()).toLowerCase(Locale.ROOT);
        if (listener != null && !m.contains("connection reset")) {
            // the console is read by people: the failure in words, never a class name
            String why = cause instanceof java.io.IOException
                    ? ErrorMessages.describe(cause)
                    : "the server failed while reading it";
            listener.onNotice(new ServerListener.Notice(
                    Instant.now(), "connection-error", "connection " + connection.id() + " closed: " + why));
        }
        ctx.close();
    }

    private static void cancel(ScheduledFuture<?> f) {
        if (f != null) {
            f.cancel(false);
        }
    }
}
