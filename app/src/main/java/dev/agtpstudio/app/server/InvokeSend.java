package dev.agtpstudio.app.server;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.io.ErrorMessages;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.server.client.AgtpClient;
import dev.agtpstudio.server.client.ClientExchange;
import dev.agtpstudio.server.client.ClientOptions;
import dev.agtpstudio.server.client.ToolCallClient;
import dev.agtpstudio.server.client.request.RequestBuilder;
import dev.agtpstudio.server.client.request.Transport;
import dev.agtpstudio.server.tools.Tool;
import java.net.URI;
import java.time.Duration;

/**
 * The invoke panel's sends, one client per transport, on the worker thread: AGTP through {@code AgtpClient}, A2T and
 * MCP through {@code ToolCallClient}; the request itself always comes from {@link RequestBuilder}. Failures are
 * outcomes, never exceptions.
 */
final class InvokeSend {
    private InvokeSend() {}

    /** An A2T invoke or MCP tools/call of the tool {@code e} is served as, on the local server (the worker thread). */
    static InvokeOutcome tool(Transport via, String url, LocalTools tools, EndpointDecl e, InvokeRequest r) {
        long start = System.nanoTime();
        try {
            if (url == null) {
                throw new java.io.IOException("the local server is not running: start it in the Server console");
            }
            Tool tool = tools.tool(e.method(), e.path())
                    .orElseThrow(() -> new java.io.IOException(
                            e.method() + " " + e.path() + " is not served (see the Server console's refused files)"));
            com.fasterxml.jackson.databind.node.ObjectNode input = RequestBuilder.toolInput(r.spec(), e.path());
            return via == Transport.A2T
                    ? InvokeOutcome.ofA2t(ToolCallClient.a2t(URI.create(url), true, tool.toolId(), input, r.headers()))
                    : InvokeOutcome.ofMcp(
                            ToolCallClient.mcp(URI.create(url), true, tool.mcpName(), input, r.headers()), url);
        } catch (Exception ex) {
            String msg = ErrorMessages.describe(ex);
            return InvokeOutcome.failed(msg + (url == null ? "" : " (" + url + ")"), (System.nanoTime() - start) / 1e6);
        }
    }

    static InvokeOutcome agtp(InvokeRequest r, JsonNode outSchema, boolean withTls, boolean trustSelfSigned) {
        long start = System.nanoTime();
        try {
            ClientOptions opts = ClientOptions.loopback(r.port())
                    .withHost(r.host())
                    .withTls(withTls, withTls && trustSelfSigned)
                    .withTimeout(Duration.ofSeconds(30));
            ClientExchange x = AgtpClient.exchange(opts, RequestBuilder.agtp(r.spec()));
            return InvokeOutcome.of(x, SchemaVerdict.check(x.status(), x.bodyText(), outSchema));
        } catch (Exception e) {
            String msg = ErrorMessages.describe(e);
            return InvokeOutcome.failed(
                    msg + " (" + r.host() + ":" + r.port() + ")", (System.nanoTime() - start) / 1e6);
        }
    }
}
