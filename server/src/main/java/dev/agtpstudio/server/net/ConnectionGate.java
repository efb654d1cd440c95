package dev.agtpstudio.server.net;

import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Counts a server's open connections; one beyond {@code max} is answered 503 {@code too-many-connections} and
 * closed before anything is read from it (on a TLS listener it is just closed: the gate runs before the handshake).
 * Shared by every channel of one server.
 */
@ChannelHandler.Sharable
final class ConnectionGate extends ChannelInboundHandlerAdapter {
    private final int max;
    private final AtomicInteger open = new AtomicInteger();
    private final ServerListener listener;

    ConnectionGate(int max, ServerListener listener) {
        this.max = max;
        this.listener = listener;
    }

    int open() {
        return open.get();
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) throws Exception {
        if (open.incrementAndGet() > max) {
            ctx.channel().config().setAutoRead(false);
            byte[] bytes = ErrorResponses.error(503, "too-many-connections", "the server has its limit of " + max
                    + " open connections; retry later").toBytes();
            ctx.writeAndFlush(ctx.alloc().buffer(bytes.length).writeBytes(bytes)).addListener(ChannelFutureListener.CLOSE);
            listener.onNotice(new ServerListener.Notice(Instant.now(), "connection-refused",
                    "refused a connection from " + ctx.channel().remoteAddress() + ": " + max + " connections are open"));
            return;
        }
        ctx.fireChannelActive();
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) throws Exception {
        open.decrementAndGet();
        ctx.fireChannelInactive();
    }
}
