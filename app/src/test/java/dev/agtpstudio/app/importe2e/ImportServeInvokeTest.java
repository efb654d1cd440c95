package dev.agtpstudio.app.importe2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpServer;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.load.EndpointTomlLoader;
import dev.agtpstudio.core.load.SourceText;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.importer.ImportOptions;
import dev.agtpstudio.importer.ImportResult;
import dev.agtpstudio.importer.OpenApiImporter;
import dev.agtpstudio.server.LocalServer;
import dev.agtpstudio.server.client.AgtpClient;
import dev.agtpstudio.server.client.ClientExchange;
import dev.agtpstudio.server.client.ClientOptions;
import dev.agtpstudio.server.client.ClientRequest;
import dev.agtpstudio.server.dispatch.DispatchOptions;
import dev.agtpstudio.server.net.ServerOptions;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Import a spec with path, query, header and form-body parameters and two ANDed API keys; serve the imported
 * workspace with the local server (port 0); send it an AGTP request with the project's client; check the HTTP request
 * a local stub upstream receives: method, URL, headers, body and media type.
 */
class ImportServeInvokeTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    HttpServer upstream;
    final Map<String, String> seen = new ConcurrentHashMap<>();

    @BeforeEach
    void startUpstream() throws Exception {
        upstream = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        upstream.createContext("/", x -> {
            seen.put("method", x.getRequestMethod());
            seen.put("uri", x.getRequestURI().toString());
            x.getRequestHeaders()
                    .forEach((k, v) -> seen.put("h:" + k.toLowerCase(java.util.Locale.ROOT), String.join(",", v)));
            seen.put("body", new String(x.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
            byte[] b = "{\"orderId\":\"o-1\"}".getBytes(StandardCharsets.UTF_8);
            x.sendResponseHeaders(201, b.length);
            x.getResponseBody().write(b);
            x.close();
        });
        upstream.start();
    }

    @AfterEach
    void stop() {
        upstream.stop(0);
    }

    @Test
    void theUpstreamReceivesExactlyWhatTheSpecDescribes() throws Exception {
        String text = Files.readString(
                        Path.of(getClass().getResource("/import-e2e/shop.yaml").toURI()))
                .replace("UPSTREAM_PORT", String.valueOf(upstream.getAddress().getPort()));
        Path spec = dir.resolve("shop.yaml");
        Files.writeString(spec, text);
        Path ws = dir.resolve("workspace");
        Path out = ws.resolve("endpoints");
        ImportResult r =
                OpenApiImporter.standard(MethodCatalog.bundled()).importSpec(spec, out, ImportOptions.defaults());
        assertThat(r.plan().operations()).hasSize(1);
        Path toml = out.resolve(r.files().get(0).fileName());
        // The stub is plain http on loopback: the importer keeps that (a local mock, decision 0455), and the server
        // calls it with --allow-http-upstreams.
        assertThat(Files.readString(toml))
                .contains("url = \"http://127.0.0.1:" + upstream.getAddress().getPort());
        EndpointDecl decl = EndpointTomlLoader.load(SourceText.of(toml, Files.readString(toml)))
                .model();

        ObjectNode input = JSON.createObjectNode()
                .put("dry_run", true)
                .put("x_request_id", "req-7")
                .put("sku", "A&B 1")
                .put("quantity", 3);
        String target = decl.path().replace("{store_id}", "42");
        ClientExchange answer;
        try (LocalServer server = LocalServer.start(
                        ws,
                        ServerOptions.defaults().withPort(0).withWorkerThreads(2),
                        DispatchOptions.defaults()
                                .withLoopbackHttpUpstreams(true)
                                .withEnvironment(Map.of(
                                        "AGTP_UPSTREAM_STOREKEY_KEY",
                                        "s-123",
                                        "AGTP_UPSTREAM_PARTNERKEY_KEY",
                                        "p-456")),
                        null,
                        null,
                        false);
                AgtpClient client =
                        new AgtpClient(ClientOptions.loopback(server.server().port()))) {
            answer = client.send(ClientRequest.json(decl.method(), target, null, JSON.writeValueAsString(input)));
        }

        assertThat(answer.status()).as(answer.rawText()).isBetween(200, 299);
        assertThat(decl.path()).isEqualTo("/stores/{store_id}/orders");
        assertThat(seen.get("method")).isEqualTo("POST");
        assertThat(seen.get("uri")).isEqualTo("/v2/stores/42/orders?dryRun=true");
        assertThat(seen.get("h:x-store-key")).isEqualTo("s-123");
        assertThat(seen.get("h:x-partner-key")).isEqualTo("p-456");
        assertThat(seen.get("h:x-request-id")).isEqualTo("req-7");
        assertThat(seen.get("h:content-type")).isEqualTo("application/x-www-form-urlencoded");
        assertThat(seen.get("body")).isEqualTo("sku=A%26B+1&quantity=3");
        assertThat(JSON.readTree(answer.bodyText()).toString()).contains("\"order_id\":\"o-1\"");
    }
}
