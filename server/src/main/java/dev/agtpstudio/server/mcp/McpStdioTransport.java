package dev.agtpstudio.server.mcp;

import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.server.McpStatelessServerHandler;
import io.modelcontextprotocol.spec.McpStatelessServerTransport;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import reactor.core.publisher.Mono;

/**
 * MCP over stdio: one JSON-RPC message per line on {@code in}, answers and notifications one per line on {@code out}.
 * Every line goes through {@link McpJsonRpc}, so a malformed line is answered with a JSON-RPC error and the next line is
 * read as usual; a line longer than {@link McpJsonRpc#MAX_MESSAGE_BYTES} is skipped to its end and answered the same
 * way. {@link #run()} returns at the end of input (the client closed the pipe) once the answers in flight are written.
 */
public final class McpStdioTransport implements McpStatelessServerTransport {
    private final InputStream in;
    private final OutputStream out;
    private volatile McpStatelessServerHandler handler;
    private volatile Predicate<String> toolExists = n -> true;
    private final Set<CompletableFuture<?>> inFlight = ConcurrentHashMap.newKeySet();

    public McpStdioTransport(InputStream in, OutputStream out) {
        this.in = in;
        this.out = out;
    }

    @Override
    public void setMcpHandler(McpStatelessServerHandler handler) {
        this.handler = handler;
    }

    private volatile CompletableFuture<Void> ready = CompletableFuture.completedFuture(null);

    /** Requests other than initialize and ping wait for {@code ready} (see {@link McpServers#early}). */
    void ready(CompletableFuture<Void> ready) {
        this.ready = ready;
    }

    void toolExists(Predicate<String> p) {
        this.toolExists = p;
    }

    @Override
    public List<String> protocolVersions() {
        return McpJsonRpc.PROTOCOL_VERSIONS;
    }

    @Override
    public Mono<Void> closeGracefully() {
        return Mono.empty();
    }

    /** Reads and answers lines until the end of input; then waits (at most 5 s) for the answers still being computed. */
    public void run() throws IOException {
        McpJsonRpc rpc = new McpJsonRpc(handler, n -> toolExists.test(n), ready);
        McpTransportContext ctx = McpTransportContext.create(java.util.Map.of());
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        boolean overflow = false;
        byte[] buf = new byte[8192];
        int n;
        while ((n = in.read(buf)) >= 0) {
            int from = 0;
            while (from < n) {
                int nl = from;
                while (nl < n && buf[nl] != '\n') {
                    nl++;
                }
                if (!overflow) {
                    int len = nl - from;
                    if (line.size() + len > McpJsonRpc.MAX_MESSAGE_BYTES) {
                        overflow = true;
                        line.reset();
                    } else {
                        line.write(buf, from, len);
                    }
                }
                if (nl == n) {
                    break; // the line goes on in the next read
                }
                if (overflow) {
                    send(McpJsonRpc.error(
                            null,
                            McpJsonRpc.INVALID_REQUEST,
                            "the message is larger than " + McpJsonRpc.MAX_MESSAGE_BYTES + " bytes"));
                } else {
                    String text = line.toString(StandardCharsets.UTF_8);
                    if (text.endsWith("\r")) {
                        text = text.substring(0, text.length() - 1);
                    }
                    dispatch(rpc, text, ctx);
                }
                line.reset();
                overflow = false;
                from = nl + 1;
            }
        }
        if (line.size() > 0 && !overflow) {
            dispatch(rpc, line.toString(StandardCharsets.UTF_8), ctx);
        }
        try {
            CompletableFuture.allOf(inFlight.toArray(CompletableFuture[]::new)).get(5, TimeUnit.SECONDS);
        } catch (Exception e) {
            // the client is gone: answers still missing have no one to read them
        }
    }

    private void dispatch(McpJsonRpc rpc, String text, McpTransportContext ctx) {
        CompletableFuture<Void> f = rpc.handle(text, ctx).thenAccept(a -> {
            if (a.json() != null) {
                send(a.json());
            }
        });
        inFlight.add(f);
        f.whenComplete((v, e) -> inFlight.remove(f));
    }

    /** Writes one message line (answers and notifications from any thread, one at a time). */
    public synchronized void send(String json) {
        try {
            out.write(json.getBytes(StandardCharsets.UTF_8));
            out.write('\n');
            out.flush();
        } catch (IOException e) {
            // the client closed its end; run() ends at the end of input
        }
    }
}
