package dev.agtpstudio.server.dispatch;

import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.server.client.AgtpClient;
import dev.agtpstudio.server.client.ClientExchange;
import dev.agtpstudio.server.client.ClientOptions;
import dev.agtpstudio.server.client.ClientRequest;
import dev.agtpstudio.server.net.AgtpServer;
import dev.agtpstudio.server.net.ServerListener;
import dev.agtpstudio.server.net.ServerOptions;
import dev.agtpstudio.server.wire.Headers;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A dispatcher on an ephemeral loopback port plus a persistent client; close it in @AfterEach. */
final class ServerHarness implements AutoCloseable {
    final Dispatcher dispatcher;
    final AgtpServer server;
    final AgtpClient client;
    final List<ServerListener.Notice> notices = new CopyOnWriteArrayList<>();

    ServerHarness(Workspace ws, DispatchOptions options) throws InterruptedException {
        dispatcher = new Dispatcher(ws, options, ContractCheck.NONE, SemanticRanker.lexical(ws.catalog()));
        server = new AgtpServer(ServerOptions.defaults().withPort(0).withWorkerThreads(2), dispatcher);
        server.addListener(new ServerListener() {
            @Override
            public void onExchange(dev.agtpstudio.server.net.ExchangeEvent event) {}

            @Override
            public void onNotice(Notice notice) {
                notices.add(notice);
            }
        });
        dispatcher.attach(server.events());
        server.start();
        client = new AgtpClient(ClientOptions.loopback(server.port()));
    }

    static DispatchOptions options() {
        return DispatchOptions.defaults().withEnvironment(java.util.Map.of("CMS_TOKEN", "secret-token"));
    }

    ClientExchange send(String method, String target, String body, String... headers) throws Exception {
        Headers.Builder h = Headers.builder();
        for (String kv : headers) {
            int i = kv.indexOf(':');
            h.add(kv.substring(0, i).trim(), kv.substring(i + 1).trim());
        }
        ClientRequest r = body == null
                ? new ClientRequest(method, target, h.build(), null)
                : ClientRequest.json(method, target, h.build(), body);
        return client.send(r);
    }

    AgtpClient newClient() {
        return new AgtpClient(ClientOptions.loopback(server.port()));
    }

    @Override
    public void close() {
        client.close();
        server.close();
    }
}
