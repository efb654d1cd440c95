package dev.agtpstudio.lsp.rpc;

import org.eclipse.lsp4j.jsonrpc.Endpoint;
import org.eclipse.lsp4j.jsonrpc.MessageConsumer;
import org.eclipse.lsp4j.jsonrpc.MessageProducer;
import org.eclipse.lsp4j.jsonrpc.RemoteEndpoint;
import org.eclipse.lsp4j.jsonrpc.json.ConcurrentMessageProcessor;
import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;
import org.eclipse.lsp4j.jsonrpc.json.StreamMessageConsumer;
import org.eclipse.lsp4j.jsonrpc.messages.RequestMessage;
import org.eclipse.lsp4j.jsonrpc.services.ServiceEndpoints;
import org.eclipse.lsp4j.jsonrpc.validation.ReflectiveMessageValidator;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;

/**
 * LSP4J's launcher with this server's {@link FrameReader} in place of its stream reader, and {@link RpcErrorReplies} in
 * place of its internal-error answer (which sends the Java stack trace to the client). The reader's own answers go
 * through the same writer as LSP4J's, so two answers never interleave on the stream.
 */
public final class RpcLauncher extends LSPLauncher.Builder<LanguageClient> {
    private final Lifecycle lifecycle;
    private final RpcLimits limits;
    private MessageJsonHandler json;
    private MessageConsumer outgoing;

    public RpcLauncher(Lifecycle lifecycle, RpcLimits limits) {
        this.lifecycle = lifecycle;
        this.limits = limits;
    }

    @Override
    protected RemoteEndpoint createRemoteEndpoint(MessageJsonHandler jsonHandler) {
        outgoing = wrapMessageConsumer(new StreamMessageConsumer(output, jsonHandler));
        Endpoint local = ServiceEndpoints.toEndpoint(localServices);
        RemoteEndpoint endpoint = new RemoteEndpoint(outgoing, local, RpcErrorReplies::internalError);
        jsonHandler.setMethodProvider(endpoint);
        endpoint.setJsonHandler(jsonHandler);
        json = jsonHandler;
        return endpoint;
    }

    @Override
    protected ConcurrentMessageProcessor createMessageProcessor(
            MessageProducer lsp4jReader, MessageConsumer messageConsumer, LanguageClient remoteProxy) {
        // A request missing a required parameter is answered with -32602 instead of failing inside its handler.
        // Not initialize: a client's capabilities are often partial, and the server reads them defensively.
        MessageConsumer validated = new ReflectiveMessageValidator(messageConsumer);
        MessageConsumer dispatch = m -> (m instanceof RequestMessage r && !"initialize".equals(r.getMethod())
                        ? validated
                        : messageConsumer)
                .consume(m);
        return new ConcurrentMessageProcessor(new FrameReader(input, json, outgoing, lifecycle, limits), dispatch);
    }
}
