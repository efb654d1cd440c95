package dev.agtpstudio.server.mcp;

import dev.agtpstudio.server.net.HttpListenerPipeline;
import dev.agtpstudio.server.net.ServerOptions;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.server.McpStatelessServerHandler;
import io.modelcontextprotocol.spec.McpStatelessServerTransport;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
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
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import reactor.core.publisher.Mono;

/**
 * MCP's streamable HTTP transport in its stateless form on Netty, bound to loopback: {@code POST /mcp} carries one
 * JSON-RPC message; a request is answered with its JSON-RPC response ({@code application/json}), a notification
 * with 202. Messages are checked by {@link McpJsonRpc} (a malformed one gets its JSON-RPC error body, 400 when it has no
 * id, and the connection is closed) and handled by the SDK's {@link McpStatelessServerHandler}; an unsupported
 * {@code MCP-Protocol-Version} header is a 400 with a JSON-RPC error body; this class moves bytes, and hands the request's headers to the
 * tool calls ({@link #CALLER_HEADERS}) so a client that can set HTTP headers can send {@code Authority-Scope}. {@code GET} is 405 (no server-sent
 * stream: the server sends no notifications of its own).
 */
public final class NettyMcpHttpTransport implements McpStatelessServerTransport {
    public static final String PATH = "/mcp";
    /** Context key of the AGTP headers ({@code Agent-ID}, {@code Authority-Scope}, ...) the HTTP request carried. */
    public static final String CALLER_HEADERS = "agtp.caller-headers";

    private final int port;
    /** The header a client sends with the negotiated version after {@code initialize} (Streamable HTTP transport). */
    public static final String PROTOCOL_VERSION_HEADER = "MCP-Protocol-Version";

    private final ServerOptions options;
    private HttpListenerPipeline front;
    private volatile McpStatelessServerHandler handler;
    private volatile java.util.function.Predicate<String> toolExists = n -> true;
    private EventLoopGroup group;
    private Channel channel;

    public NettyMcpHttpTransport(int port) {
        this(port, ServerOptions.defaults());
    }

    /** {@code options} bound the listener (timeouts, limits, connections, Origin/Host; docs/decisions/0430); not its port. */
    public NettyMcpHttpTransport(int port, ServerOptions options) {
        this.port = port;
        this.options = options;
    }

    @Override
    public void setMcpHandler(McpStatelessServerHandler handler) {
        this.handler = handler;
    }

    public synchronized NettyMcpHttpTransport start() throws InterruptedException {
        group = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
        front = new HttpListenerPipeline("MCP", options, null, null, McpJsonRpc.HTTP_REFUSAL);
        ServerBootstrap b = new ServerBootstrap()
                .group(group)
                .channel(NioServerSocketChannel.class)
                .childHandler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        front.install(ch, new Handler());
                    }
                });
        channel = b.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port))
                .sync()
                .channel();
        return this;
    }

    public synchronized int port() {
        return ((InetSocketAddress) channel.localAddress()).getPort();
    }

    /** {@code http://127.0.0.1:PORT/mcp}. */
    public String url() {
        return "http://127.0.0.1:" + port() + PATH;
    }

    @Override
    public Mono<Void> closeGracefully() {
        return Mono.fromRunnable(this::stop);
    }

    private synchronized void stop() {
        if (channel != null) {
            channel.close().syncUninterruptibly();
            channel = null;
            front.close();
            group.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
        }
    }

    private volatile java.util.concurrent.CompletableFuture<Void> ready =
            java.util.concurrent.CompletableFuture.completedFuture(null);

    /** Requests other than initialize and ping wait for {@code ready} (see {@link McpServers#early}). */
    void ready(java.util.concurrent.CompletableFuture<Void> ready) {
        this.ready = ready;
    }

    /** The Origin and Host values accepted from now on (see {@link HttpListenerPipeline#origins}). */
    public synchronized void origins(dev.agtpstudio.server.net.OriginPolicy origins) {
        front.origins(origins);
    }

    void toolExists(java.util.function.Predicate<String> p) {
        this.toolExists = p;
    }

    @Override
    public java.util.List<String> protocolVersions() {
        return McpJsonRpc.PROTOCOL_VERSIONS;
    }

    private final class Handler extends SimpleChannelInboundHandler<FullHttpRequest> {
        @Override
        protected void channelRead0(ChannelHandlerContext ctx, FullHttpRequest req) {
            if (req.decoderResult().isFailure()) {
                reply(
                        ctx,
                        HttpResponseStatus.BAD_REQUEST,
                        McpJsonRpc.error(null, McpJsonRpc.INVALID_REQUEST, "the HTTP request could not be read"),
                        false);
                return;
            }
            boolean keepAlive = HttpUtil.isKeepAlive(req);
            String path = req.uri().split("\\?", 2)[0];
            if (!path.equals(PATH)) {
                reply(
                        ctx,
                        HttpResponseStatus.NOT_FOUND,
                        McpJsonRpc.error(null, McpJsonRpc.INVALID_REQUEST, "MCP is served at " + PATH),
                        keepAlive);
                return;
            }
            if (!req.method().equals(HttpMethod.POST)) {
                FullHttpResponse r = response(
                        HttpResponseStatus.METHOD_NOT_ALLOWED,
                        McpJsonRpc.error(
                                null,
                                McpJsonRpc.INVALID_REQUEST,
                                "this server answers POST only (no server-sent event stream)"),
                        keepAlive);
                r.headers().set(HttpHeaderNames.ALLOW, "POST");
                ctx.writeAndFlush(r).addListener(f -> closeUnlessKept(ctx, keepAlive));
                return;
            }
            String version = req.headers().get(PROTOCOL_VERSION_HEADER);
            if (version != null && !McpJsonRpc.PROTOCOL_VERSIONS.contains(version.strip())) {
                reply(
                        ctx,
                        HttpResponseStatus.BAD_REQUEST,
                        McpJsonRpc.error(
                                null,
                                McpJsonRpc.INVALID_REQUEST,
                                "unsupported " + PROTOCOL_VERSION_HEADER + " '" + version.replaceAll("\\p{Cntrl}", "?")
                                        + "'; this server speaks " + String.join(", ", McpJsonRpc.PROTOCOL_VERSIONS)),
                        keepAlive);
                return;
            }
            if (handler == null) {
                reply(
                        ctx,
                        HttpResponseStatus.SERVICE_UNAVAILABLE,
                        McpJsonRpc.error(null, McpJsonRpc.INTERNAL_ERROR, "the MCP server is starting; try again"),
                        keepAlive);
                return;
            }
            McpTransportContext context =
                    McpTransportContext.create(java.util.Map.of(CALLER_HEADERS, callerHeaders(req)));
            String body = req.content().toString(StandardCharsets.UTF_8);
            new McpJsonRpc(handler, toolExists, ready).handle(body, context).whenComplete((a, err) -> {
                if (err != null || a == null) {
                    reply(
                            ctx,
                            HttpResponseStatus.INTERNAL_SERVER_ERROR,
                            McpJsonRpc.error(null, McpJsonRpc.INTERNAL_ERROR, "the server could not answer"),
                            false);
                } else if (a.json() == null) {
                    reply(ctx, HttpResponseStatus.ACCEPTED, null, keepAlive);
                } else {
                    // a malformed message is answered with its JSON-RPC error; one nobody could identify is a 400 too
                    boolean unidentified = a.malformed() && a.json().contains("\"id\":null");
                    reply(
                            ctx,
                            unidentified ? HttpResponseStatus.BAD_REQUEST : HttpResponseStatus.OK,
                            a.json(),
                            keepAlive && !a.malformed());
                }
            });
        }

        @Override
        public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
            // a failure of the codec or this handler: answer with a JSON-RPC error, never a bare 500, and close
            if (ctx.channel().isActive()) {
                reply(
                        ctx,
                        HttpResponseStatus.BAD_REQUEST,
                        McpJsonRpc.error(null, McpJsonRpc.INVALID_REQUEST, "the HTTP request could not be handled"),
                        false);
            }
        }

        /** The HTTP request's headers: the bridge passes the AGTP ones it knows on to the endpoint. */
        private static dev.agtpstudio.server.wire.Headers callerHeaders(FullHttpRequest req) {
            dev.agtpstudio.server.wire.Headers.Builder h = dev.agtpstudio.server.wire.Headers.builder();
            req.headers().forEach(e -> h.add(e.getKey(), e.getValue()));
            return h.build();
        }

        private void reply(ChannelHandlerContext ctx, HttpResponseStatus status, String json, boolean keepAlive) {
            ctx.writeAndFlush(response(status, json, keepAlive)).addListener(f -> closeUnlessKept(ctx, keepAlive));
        }

        private static void closeUnlessKept(ChannelHandlerContext ctx, boolean keepAlive) {
            if (!keepAlive) {
                ctx.close();
            }
        }

        private static FullHttpResponse response(HttpResponseStatus status, String json, boolean keepAlive) {
            byte[] bytes = json == null ? new byte[0] : json.getBytes(StandardCharsets.UTF_8);
            FullHttpResponse resp =
                    new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, status, Unpooled.wrappedBuffer(bytes));
            if (json != null) {
                resp.headers().set(HttpHeaderNames.CONTENT_TYPE, "application/json");
            }
            HttpUtil.setContentLength(resp, bytes.length);
            HttpUtil.setKeepAlive(resp, keepAlive);
            return resp;
        }
    }
}
