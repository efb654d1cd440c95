package dev.agtpstudio.lsp.rpc;

import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;

/**
 * The base protocol's lifecycle rules, applied to every message before it reaches the server: before
 * {@code initialize} a request gets -32002 (ServerNotInitialized) and a notification is dropped; after
 * {@code shutdown} a request gets -32600 (InvalidRequest) and a notification is dropped; {@code exit} always passes.
 * A request whose method starts with {@code $/} is optional for the server and gets -32601 (MethodNotFound), as the
 * specification asks (an unknown {@code $/} notification is ignored by LSP4J).
 */
public final class Lifecycle {
    /** What the server has been told so far; read on the thread that reads messages. */
    public interface State {
        boolean initializeReceived();

        boolean shutdownReceived();
    }

    private final State state;

    public Lifecycle(State state) {
        this.state = state;
    }

    /** The error a request must get instead of being dispatched, or null to dispatch it. */
    ResponseError refusal(String method) {
        if (state.shutdownReceived()) {
            return new ResponseError(
                    ResponseErrorCode.InvalidRequest,
                    "Invalid request: the server has been shut down; only the exit notification is accepted.",
                    null);
        }
        if (!state.initializeReceived() && !"initialize".equals(method)) {
            return new ResponseError(
                    ResponseErrorCode.ServerNotInitialized,
                    "The server is not initialized: send initialize first.",
                    null);
        }
        if (method != null && method.startsWith("$/")) {
            return new ResponseError(ResponseErrorCode.MethodNotFound, "Unsupported request method: " + method, null);
        }
        return null;
    }

    /** True when a notification must be dropped. */
    boolean drops(String method) {
        return !"exit".equals(method) && (state.shutdownReceived() || !state.initializeReceived());
    }
}
