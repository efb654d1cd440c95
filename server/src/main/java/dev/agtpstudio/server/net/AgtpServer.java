package dev.agtpstudio.server.net;

import dev.agtpstudio.server.wire.AgtpRequestDecoder;
import dev.agtpstudio.server.wire.BodyBudget;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.handler.ssl.SslContext;
import io.netty.handler.ssl.SslContextBuilder;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.security.GeneralSecurityException;
import java.security.cert.X509Certificate;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The AGTP/1.0 server: a Netty listener feeding a {@link RequestHandler}. {@link #start} and {@link #stop} are
 * idempotent; {@link #close} stops. Binds 127.0.0.1 unless the options explicitly allow another address.
 */
public final class AgtpServer implements AutoCloseable {
    private final ServerOptions options;
    private final RequestHandler handler;
    private final List<ServerListener> listeners = new CopyOnWriteArrayList<>();
    private final AtomicLong connectionIds = new AtomicLong();
    private final ServerListener fanOut = new ServerListener() {
        @Override
        public void onExchange(ExchangeEvent event) {
            listeners.forEach(l -> l.onExchange(event));
        }

        @Override
        public void onNotice(Notice notice) {
            listeners.forEach(l -> l.onNotice(notice));
        }
    };
    private EventLoopGroup boss;
    private EventLoopGroup workers;
    private Channel channel;
    private X509Certificate certificate;
    private ConnectionBudget.Share share;

    public AgtpServer(ServerOptions options, RequestHandler handler) {
        this.options = options;
        this.handler = handler;
    }

    public void addListener(ServerListener l) {
        listeners.add(l);
    }

    public void removeListener(ServerListener l) {
        listeners.remove(l);
    }

    /** Listener that fans out to every subscribed listener; the dispatcher reports reloads through it. */
    public ServerListener events() {
        return fanOut;
    }

    /** Starts listening; does nothing when already started. */
    public synchronized AgtpServer start() throws InterruptedException {
        if (channel != null) {
            return this;
        }
        InetAddress bind = resolveBind();
        SslContext ssl = options.tls() ? tlsContext() : null;
        boss = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
        workers = new MultiThreadIoEventLoopGroup(options.workerThreads(), NioIoHandler.newFactory());
        share = options.budget().register("AGTP", options.load().maxConnections());
        ConnectionGate gate = ConnectionGate.agtp(share, fanOut);
        BodyBudget budget = new BodyBudget(options.load().bodyBudgetBytes());
        ServerBootstrap b = new ServerBootstrap()
                .group(boss, workers)
                .channel(NioServerSocketChannel.class)
                .option(ChannelOption.SO_BACKLOG, 1024)
                .childOption(ChannelOption.TCP_NODELAY, true)
                .childHandler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        Connection c = new Connection(
                                connectionIds.incrementAndGet(), String.valueOf(ch.remoteAddress()), ssl != null);
                        ch.pipeline().addLast(gate);
                        if (ssl != null) {
                            ch.pipeline().addLast(ssl.newHandler(ch.alloc()));
                        }
                        ch.pipeline().addLast(new AgtpRequestDecoder(options.limits(), budget));
                        ch.pipeline()
                                .addLast(new ConnectionHandler(
                                        handler,
                                        fanOut,
                                        c,
                                        options.idleTimeout(),
                                        options.requestReadTimeout(),
                                        options.load()));
                    }
                });
        try {
            channel = b.bind(new InetSocketAddress(bind, options.port())).sync().channel();
        } catch (RuntimeException | InterruptedException e) {
            shutdownGroups();
            throw e;
        }
        fanOut.onNotice(new ServerListener.Notice(
                Instant.now(),
                "started",
                "listening on " + (ssl != null ? "agtps://" : "agtp://") + bind.getHostAddress() + ":" + port()));
        return this;
    }

    /** Stops listening and closes every connection; does nothing when not started. */
    public synchronized void stop() {
        if (channel == null) {
            return;
        }
        channel.close().syncUninterruptibly();
        channel = null;
        shutdownGroups();
        fanOut.onNotice(new ServerListener.Notice(Instant.now(), "stopped", "server stopped"));
    }

    @Override
    public void close() {
        stop();
    }

    public synchronized boolean isRunning() {
        return channel != null;
    }

    /** The port actually bound (useful with port 0), or -1 when stopped. */
    public synchronized int port() {
        return channel == null ? -1 : ((InetSocketAddress) channel.localAddress()).getPort();
    }

    public boolean tls() {
        return options.tls();
    }

    /** The generated certificate when serving TLS. */
    public synchronized X509Certificate certificate() {
        return certificate;
    }

    private InetAddress resolveBind() {
        String addr = options.bindAddress() == null ? "127.0.0.1" : options.bindAddress();
        InetAddress a;
        try {
            a = InetAddress.getByName(addr);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("cannot resolve bind address '" + addr + "'", e);
        }
        if (!a.isLoopbackAddress() && !options.allowNonLoopback()) {
            throw new IllegalArgumentException(
                    "refusing to bind " + addr + ": only loopback is allowed without the explicit non-loopback option");
        }
        return a;
    }

    private SslContext tlsContext() {
        try {
            SelfSignedCertificate c = SelfSignedCertificate.generate("localhost");
            certificate = c.certificate();
            return SslContextBuilder.forServer(c.keyPair().getPrivate(), c.certificate())
                    .protocols("TLSv1.3")
                    .build();
        } catch (GeneralSecurityException | javax.net.ssl.SSLException e) {
            throw new IllegalStateException("cannot set up TLS: " + e.getMessage(), e);
        }
    }

    private void shutdownGroups() {
        if (share != null) {
            share.close();
            share = null;
        }
        if (boss != null) {
            boss.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
            workers.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
            boss = null;
            workers = null;
        }
    }
}
