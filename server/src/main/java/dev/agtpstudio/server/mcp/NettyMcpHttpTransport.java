package dev.agtpstudio.server.mcp;

import dev.agtpstudio.server.net.HttpListenerPipeline;
import dev.agtpstudio.server.net.ServerOptions;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.server.McpStatelessServerHandler;
import io.modelcontextprotocol.spec.McpSchema;
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
 * with 202. The SDK does the JSON-RPC (messages are read with {@link McpSchema#deserializeJsonRpcMessage} and handled
 * by the SDK's {@link McpStatelessServerHandler}); this class only moves bytes, and hands the request's headers to the
 * tool calls ({@link #CALLER_HEADERS}) so a client that can set HTTP headers can send {@code Authority-Scope}. {@code GET} is 405 (no server-sent
 * stream: the server sends no notifications of its own).
 */
public final class NettyMcpHttpTransport implements McpStatelessServerTransport {
    public static final String PATH = "/mcp";
    /** Context key of the AGTP headers ({@code Agent-ID}, {@code Authority-Scope}, ...) the HTTP request carried. */
    public static final String CALLER_HEADERS = "agtp.caller-headers";
    private final int port;
    private final ServerOptions options;
    private HttpListenerPipeline front;
    private volatile McpStatelessServerHandler handler;
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
        front = new HttpListenerPipeline("MCP", options, null, null);
        ServerBootstrap b = new ServerBootstrap().group(group).channel(NioServerSocketChannel.class)
                .childHandler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        front.install(ch, new Handler());
                    }
                });
        channel = b.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port)).sync().channel();
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

    private final class Handler extends SimpleChannelInboundHandler<FullHttpRequest> {
        @Override
        protected void channelRead0(ChannelHandlerContext ctx, FullHttpRequest req) {
            boolean keepAlive = HttpUtil.isKeepAlive(req);
            String path = req.uri().split("\\?", 2)[0];
            if (!path.equals(PATH)) {
                reply(ctx, HttpResponseStatus.NOT_FOUND, null, keepAlive);
                return;
            }
            if (!req.method().equals(HttpMethod.POST)) {
                reply(ctx, HttpResponseStatus.METHOD_NOT_ALLOWED, null, keepAlive);
                return;
            }
            McpSchema.JSONRPCMessage message;
            try {
                message = McpSchema.deserializeJsonRpcMessage(McpToolBridge.MAPPER, req.content().toString(StandardCharsets.UTF_8));
            } catch (java.io.IOException | IllegalArgumentException e) {
                reply(ctx, HttpResponseStatus.BAD_REQUEST, null, keepAlive);
                return;
            }
            McpTransportContext context = McpTransportContext.create(java.util.Map.of(CALLER_HEADERS, callerHeaders(req)));
            if (message instanceof McpSchema.JSONRPCRequest r) {
                handler.handleRequest(context, r).subscribe(resp -> {
                    try {
                        reply(ctx, HttpResponseStatus.OK, McpToolBridge.MAPPER.writeValueAsString(resp), keepAlive);
                    } catch (java.io.IOException e) {
                        reply(ctx, HttpResponseStatus.INTERNAL_SERVER_ERROR, null, keepAlive);
                    }
                }, err -> reply(ctx, HttpResponseStatus.INTERNAL_SERVER_ERROR, null, keepAlive));
            } else if (message instanceof McpSchema.JSONRPCNotification n) {
                handler.handleNotification(context, n).subscribe(null, err -> { }, () -> { });
                reply(ctx, HttpResponseStatus.ACCEPTED, null, keepAlive);
            } else {
                reply(ctx, HttpResponseStatus.ACCEPTED, null, keepAlive);
            }
        }

        /** The HTTP request's headers: the bridge passes the AGTP ones it knows on to the endpoint. */
        private static dev.agtpstudio.server.wire.Headers callerHeaders(FullHttpRequest req) {
            dev.agtpstudio.server.wire.Headers.Builder h = dev.agtpstudio.server.wire.Headers.builder();
            req.headers().forEach(e -> h.add(e.getKey(), e.getValue()));
            return h.build();
        }

        private void reply(ChannelHandlerContext ctx, HttpResponseStatus status, String json, boolean keepAlive) {
            byte[] bytes = json == null ? new byte[0] : json.getBytes(StandardCharsets.UTF_8);
            FullHttpResponse resp = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, status, Unpooled.wrappedBuffer(bytes));
            if (json != null) {
                resp.headers().set(HttpHeaderNames.CONTENT_TYPE, "application/json");
            }
            HttpUtil.setContentLength(resp, bytes.length);
            HttpUtil.setKeepAlive(resp, keepAlive);
            ctx.writeAndFlush(resp);
        }
    }
}
