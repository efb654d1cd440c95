package dev.agtpstudio.server.a2t;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.server.net.Connection;
import dev.agtpstudio.server.net.HttpListenerPipeline;
import dev.agtpstudio.server.net.ServerListener;
import dev.agtpstudio.server.net.ServerOptions;
import dev.agtpstudio.server.wire.Headers;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.ssl.SslContext;
import io.netty.handler.ssl.SslContextBuilder;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The A2T listener: HTTP/1.1 (Netty's codec) on loopback beside the AGTP listener, with the same bind and TLS rules,
 * serving {@link A2tService}. AGTP request headers (Agent-ID, Authority-Scope, ...) sent as HTTP headers are passed
 * on to the dispatcher.
 */
public final class A2tHttpServer implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final ServerOptions options;
    private final A2tService service;
    private final ServerListener listener;
    private final AtomicLong ids = new AtomicLong(1_000_000);
    private EventLoopGroup group;
    private Channel channel;
    private HttpListenerPipeline front;

    public A2tHttpServer(ServerOptions options, A2tService service, ServerListener listener) {
        this.options = options;
        this.service = service;
        this.listener = listener == null ? e -> {} : listener;
    }

    public synchronized A2tHttpServer start() throws InterruptedException {
        InetAddress bind = bindAddress();
        SslContext ssl = options.tls() ? tls() : null;
        group = new MultiThreadIoEventLoopGroup(Math.max(1, options.workerThreads()), NioIoHandler.newFactory());
        HttpListenerPipeline http = new HttpListenerPipeline("A2T", options, ssl, listener);
        ServerBootstrap b = new ServerBootstrap()
                .group(group)
                .channel(NioServerSocketChannel.class)
                .option(ChannelOption.SO_BACKLOG, 1024)
                .childHandler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        Connection c =
                                new Connection(ids.incrementAndGet(), String.valueOf(ch.remoteAddress()), ssl != null);
                        http.install(ch, new Handler(c));
                        ch.closeFuture().addListener(f -> c.closed());
                    }
                });
        try {
            channel = b.bind(new InetSocketAddress(bind, options.port())).sync().channel();
        } catch (RuntimeException | InterruptedException e) {
            http.close();
            group.shutdownGracefully(0, 1, TimeUnit.SECONDS);
            throw e;
        }
        front = http;
        listener.onNotice(new ServerListener.Notice(Instant.now(), "started", "A2T listening on " + url()));
        return this;
    }

    /** {@code http://127.0.0.1:PORT} (or https). */
    public synchronized String url() {
        InetSocketAddress a = (InetSocketAddress) channel.localAddress();
        return (options.tls() ? "https://" : "http://") + a.getAddress().getHostAddress() + ":" + a.getPort();
    }

    public synchronized int port() {
        return channel == null ? -1 : ((InetSocketAddress) channel.localAddress()).getPort();
    }

    @Override
    public synchronized void close() {
        if (channel != null) {
            channel.close().syncUninterruptibly();
            channel = null;
            front.close();
            group.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
        }
    }

    private InetAddress bindAddress() {
        try {
            InetAddress a = InetAddress.getByName(options.bindAddress() == null ? "127.0.0.1" : options.bindAddress());
            if (!a.isLoopbackAddress() && !options.allowNonLoopback()) {
                throw new IllegalArgumentException("refusing to bind " + a.getHostAddress()
                        + ": only loopback is allowed without the explicit non-loopback option");
            }
            return a;
        } catch (java.net.UnknownHostException e) {
            throw new IllegalArgumentException("cannot resolve bind address '" + options.bindAddress() + "'", e);
        }
    }

    private static SslContext tls() {
        try {
            dev.agtpstudio.server.net.SelfSignedCertificate c =
                    dev.agtpstudio.server.net.SelfSignedCertificate.generate("localhost");
            return SslContextBuilder.forServer(c.keyPair().getPrivate(), c.certificate())
                    .protocols("TLSv1.3")
                    .build();
        } catch (java.security.GeneralSecurityException | javax.net.ssl.SSLException e) {
            throw new IllegalStateException("cannot set up TLS: " + e.getMessage(), e);
        }
    }

    private final class Handler extends SimpleChannelInboundHandler<FullHttpRequest> {
        private final Connection conn;

        Handler(Connection conn) {
            this.conn = conn;
        }

        @Override
        protected void channelRead0(ChannelHandlerContext ctx, FullHttpRequest req) {
            Headers.Builder h = Headers.builder();
            for (Map.Entry<String, String> e : req.headers()) {
                h.add(e.getKey(), e.getValue());
            }
            byte[] body = ByteBufUtil.getBytes(req.content());
            boolean keepAlive = HttpUtil.isKeepAlive(req);
            long started = System.nanoTime();
            String method = req.method().name();
            String uri = req.uri();
            byte[] requestBytes = head(req.method() + " " + uri + " " + req.protocolVersion(), req.headers(), body);
            service.handle(req.method().name(), req.uri(), body, h.build(), conn)
                    .whenComplete((r, err) -> {
                        A2tService.Reply out = err == null
                                ? r
                                : A2tService.error(500, "handler-exception", "the server failed while answering", null);
                        byte[] bytes;
                        try {
                            bytes = JSON.writeValueAsBytes(out.body());
                        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                            bytes = "{}".getBytes(java.nio.charset.StandardCharsets.UTF_8);
                        }
                        FullHttpResponse resp = new DefaultFullHttpResponse(
                                HttpVersion.HTTP_1_1,
                                HttpResponseStatus.valueOf(out.status()),
                                Unpooled.wrappedBuffer(bytes));
                        resp.headers().set(HttpHeaderNames.CONTENT_TYPE, "application/json");
                        out.headers().forEach(resp.headers()::set);
                        HttpUtil.setContentLength(resp, bytes.length);
                        HttpUtil.setKeepAlive(resp, keepAlive);
                        byte[] responseBytes =
                                head(resp.protocolVersion() + " " + resp.status(), resp.headers(), bytes);
                        var f = ctx.writeAndFlush(resp);
                        // the console and `serve` log A2T exchanges like AGTP ones
                        listener.onExchange(new dev.agtpstudio.server.net.ExchangeEvent(
                                Instant.now(),
                                conn.id(),
                                conn.remote(),
                                method,
                                uri,
                                out.status(),
                                System.nanoTime() - started,
                                java.util.List.of(),
                                requestBytes,
                                responseBytes));
                        if (!keepAlive) {
                            f.addListener(ChannelFutureListener.CLOSE);
                        }
                    });
        }

        /** A message as text: start line, headers, blank line, body (what the codec reads and writes). */
        private static byte[] head(String startLine, io.netty.handler.codec.http.HttpHeaders headers, byte[] body) {
            StringBuilder sb = new StringBuilder(startLine).append("\r\n");
            headers.forEach(
                    e -> sb.append(e.getKey()).append(": ").append(e.getValue()).append("\r\n"));
            byte[] h = sb.append("\r\n").toString().getBytes(java.nio.charset.StandardCharsets.UTF_8);
            byte[] all = java.util.Arrays.copyOf(h, h.length + body.length);
            System.arraycopy(body, 0, all, h.length, body.length);
            return all;
        }

        @Override
        public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
            ctx.close();
        }
    }
}
