package dev.agtpstudio.server.client;

import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.TypeRef;
import io.modelcontextprotocol.spec.McpClientTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import reactor.core.publisher.Mono;

/**
 * The MCP SDK's client transport with every JSON-RPC message it sends and receives written down, in order, as the
 * SDK serialised it (the invoke panel's raw MCP exchange). Sending, receiving and the protocol stay the SDK's.
 */
public final class RecordingMcpTransport implements McpClientTransport {
    private final McpClientTransport delegate;
    private final McpJsonMapper mapper;
    private final String endpoint;
    private final List<String> log = new CopyOnWriteArrayList<>();

    public RecordingMcpTransport(McpClientTransport delegate, McpJsonMapper mapper, String endpoint) {
        this.delegate = delegate;
        this.mapper = mapper;
        this.endpoint = endpoint;
    }

    /** The messages so far: {@code --> POST <endpoint>} then the message sent, {@code <--} then the one received. */
    public String transcript() {
        return String.join("\n\n", log);
    }

    @Override
    public Mono<Void> connect(Function<Mono<McpSchema.JSONRPCMessage>, Mono<McpSchema.JSONRPCMessage>> handler) {
        return delegate.connect(in -> handler.apply(in.doOnNext(m -> record("<-- ", m))));
    }

    @Override
    public Mono<Void> sendMessage(McpSchema.JSONRPCMessage message) {
        record("--> POST " + endpoint + "\n", message);
        return delegate.sendMessage(message);
    }

    private void record(String prefix, McpSchema.JSONRPCMessage m) {
        try {
            log.add(prefix + mapper.writeValueAsString(m));
        } catch (IOException e) {
            log.add(prefix + m);
        }
    }

    @Override
    public void setExceptionHandler(java.util.function.Consumer<Throwable> handler) {
        delegate.setExceptionHandler(handler);
    }

    @Override
    public List<String> protocolVersions() {
        return delegate.protocolVersions();
    }

    @Override
    public Mono<Void> closeGracefully() {
        return delegate.closeGracefully();
    }

    @Override
    public <T> T unmarshalFrom(Object data, TypeRef<T> typeRef) {
        return delegate.unmarshalFrom(data, typeRef);
    }
}
