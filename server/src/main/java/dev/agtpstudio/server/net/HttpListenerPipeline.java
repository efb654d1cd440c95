package dev.agtpstudio.server.net;

import dev.agtpstudio.server.wire.BodyBudget;
import io.netty.channel.socket.SocketChannel;
import io.netty.handler.codec.http.HttpDecoderConfig;
import io.netty.handler.codec.http.HttpObjectAggregator;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.handler.codec.http.HttpServerKeepAliveHandler;
import io.netty.handler.ssl.SslContext;

/**
 * The bounded front of every HTTP listener (A2T, MCP HTTP), built once here: the connection gate on the process budget,
 * TLS when configured, Netty's HTTP/1.1 codec with the head limits, the {@link HttpGuard} (undecoded requests refused,
 * Origin/Host, body limit and budget, idle and read timeouts), keep-alive and the aggregator. One instance per
 * listener; {@link #install} per connection; {@link #close} when the listener stops. See docs/decisions/0430.
 */
public final class HttpListenerPipeline implements AutoCloseable {
    /** The longest request line accepted (method, target, version). */
    public static final int MAX_LINE = 8192;

    private volatile ServerOptions options;
    private final SslContext ssl;
    private final ConnectionBudget.Share share;
    private final ConnectionGate gate;
    private final BodyBudget bodies;
    private final HttpErrors.Shape shape;

    /**
     * @param name     the listener's name in notices ("A2T", "MCP")
     * @param ssl      the TLS context, or null for plaintext
     * @param listener notices (refused connections), or null
     */
    public HttpListenerPipeline(String name, ServerOptions options, SslContext ssl, ServerListener listener) {
        this(name, options, ssl, listener, HttpErrors.REFERENCE);
    }

    /** The same, answering its own refusals (limits, timeouts, Origin/Host, connection cap) in {@code shape}. */
    public HttpListenerPipeline(
            String name, ServerOptions options, SslContext ssl, ServerListener listener, HttpErrors.Shape shape) {
        this.shape = shape;
        this.options = options;
        this.ssl = ssl;
        this.share = options.budget().register(name, options.load().maxConnections());
        this.gate = new ConnectionGate(
                share, listener, m -> HttpErrors.closingBytes(shape, 503, "too-many-connections", m));
        this.bodies = new BodyBudget(options.load().bodyBudgetBytes());
    }

    /**
     * Adds the bounded HTTP front to a new connection's pipeline, then the listener's own {@code handler}, then a
     * last handler that closes the connection on any failure nothing before it handled (a handler's exception, a
     * connection closed in the middle of a body), so no failure leaves a connection open and unanswered and none
     * reaches Netty's end-of-pipeline warning with its class names.
     */
    public void install(SocketChannel ch, io.netty.channel.ChannelHandler handler) {
        ch.pipeline().addLast(gate);
        if (ssl != null) {
            ch.pipeline().addLast(ssl.newHandler(ch.alloc()));
        }
        HttpDecoderConfig decoder = new HttpDecoderConfig()
                .setMaxInitialLineLength(MAX_LINE)
                .setMaxHeaderSize(options.limits().maxHeaderBlockBytes())
                .setMaxChunkSize(64 * 1024);
        ch.pipeline()
                .addLast(
                        HttpGuard.bytesArrived(ssl == null, shape),
                        new HttpServerCodec(decoder),
                        new HttpGuard(options, bodies, shape),
                        new HttpServerKeepAliveHandler(),
                        new HttpObjectAggregator(options.limits().maxBodyBytes()),
                        handler,
                        CLOSE_ON_FAILURE);
    }

    private static final io.netty.channel.ChannelHandler CLOSE_ON_FAILURE = new ClosesOnFailure();

    @io.netty.channel.ChannelHandler.Sharable
    private static final class ClosesOnFailure extends io.netty.channel.ChannelInboundHandlerAdapter {
        @Override
        public void exceptionCaught(io.netty.channel.ChannelHandlerContext ctx, Throwable cause) {
            ctx.close();
        }
    }

    /**
     * The Origin and Host values accepted from now on (connections already open keep theirs): a listener that starts
     * before its workspace's {@code [listeners]} table is read accepts loopback and its command line's values first.
     */
    public void origins(OriginPolicy origins) {
        options = options.withOrigins(origins);
    }

    /** Connections this listener holds now. */
    public int open() {
        return share.open();
    }

    @Override
    public void close() {
        share.close();
    }
}
