package dev.agtpstudio.server.net;

import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.util.AttributeKey;
import java.time.Instant;

/**
 * Admits a listener's connections against its {@link ConnectionBudget.Share}: a connection beyond the listener's cap
 * or the process budget is answered 503 {@code too-many-connections} in the listener's own protocol and closed before
 * anything is read from it (the gate runs before a TLS handshake, so a TLS client just sees the connection end).
 * Shared by every channel of one listener.
 */
@ChannelHandler.Sharable
public final class ConnectionGate extends ChannelInboundHandlerAdapter {
    private static final AttributeKey<Boolean> ADMITTED = AttributeKey.valueOf("agtp.connection-admitted");
    private final ConnectionBudget.Share share;
    private final ServerListener listener;
    private final java.util.function.Function<String, byte[]> refusal;

    /**
     * @param refusal the bytes of a 503 in the listener's protocol for a message (AGTP or HTTP)
     */
    public ConnectionGate(
            ConnectionBudget.Share share,
            ServerListener listener,
            java.util.function.Function<String, byte[]> refusal) {
        this.share = share;
        this.listener = listener;
        this.refusal = refusal;
    }

    /** An AGTP listener's gate. */
    static ConnectionGate agtp(ConnectionBudget.Share share, ServerListener listener) {
        return new ConnectionGate(
                share,
                listener,
                m -> ErrorResponses.error(503, "too-many-connections", m).toBytes());
    }

    int open() {
        return share.open();
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) throws Exception {
        if (!share.tryAcquire()) {
            ctx.channel().config().setAutoRead(false);
            byte[] bytes = refusal.apply("the server holds as many open connections as it allows (" + share.max()
                    + " on this listener); retry later");
            ctx.writeAndFlush(ctx.alloc().buffer(bytes.length).writeBytes(bytes))
                    .addListener(ChannelFutureListener.CLOSE);
            if (listener != null) {
                listener.onNotice(new ServerListener.Notice(
                        Instant.now(),
                        "connection-refused",
                        "refused a connection from " + ctx.channel().remoteAddress() + " on the " + share.name()
                                + " listener: its connection limit or the process's is reached"));
            }
            return;
        }
        ctx.channel().attr(ADMITTED).set(Boolean.TRUE);
        ctx.fireChannelActive();
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) throws Exception {
        if (ctx.channel().attr(ADMITTED).getAndSet(null) != null) {
            share.release();
        }
        ctx.fireChannelInactive();
    }
}
