package dev.agtpstudio.app.importe2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpServer;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.load.EndpointTomlLoader;
import dev.agtpstudio.core.load.SourceText;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.importer.ImportOptions;
import dev.agtpstudio.importer.ImportResult;
import dev.agtpstudio.importer.OpenApiImporter;
import dev.agtpstudio.server.handler.ExternalServiceHandler;
import dev.agtpstudio.server.handler.HandlerResult;
import dev.agtpstudio.server.handler.Invocation;
import dev.agtpstudio.server.scope.ScopeSet;
import dev.agtpstudio.server.wire.Headers;
import java.net.InetSocketAddress;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Import a spec with path, query, header and form-body parameters and two ANDed API keys; serve the imported endpoint
 * with the local server's external_service handler; invoke it; check the HTTP request a local stub upstream receives.
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
            x.getRequestHeaders().forEach((k, v) -> seen.put("h:" + k.toLowerCase(java.util.Locale.ROOT), String.join(",", v)));
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
        String text = Files.readString(Path.of(getClass().getResource("/import-e2e/shop.yaml").toURI()))
                .replace("UPSTREAM_PORT", String.valueOf(upstream.getAddress().getPort()));
        Path spec = dir.resolve("shop.yaml");
        Files.writeString(spec, text);
        Path out = dir.resolve("endpoints");
        ImportResult r = OpenApiImporter.standard(MethodCatalog.bundled()).importSpec(spec, out, ImportOptions.defaults());
        assertThat(r.plan().operations()).hasSize(1);
        Path toml = out.resolve(r.files().get(0).fileName());
        // The importer writes https (AGTP-API §12.3); the stub is plain http on loopback, as --allow-http-upstreams allows.
        String written = Files.readString(toml).replace("https://127.0.0.1", "http://127.0.0.1");
        EndpointDecl decl = EndpointTomlLoader.load(SourceText.of(toml, written)).model();
        HandlerBinding.ExternalService binding = (HandlerBinding.ExternalService) decl.handler();
        ExternalServiceHandler handler = ExternalServiceHandler.create(binding,
                Map.of("AGTP_UPSTREAM_STOREKEY_KEY", "s-123", "AGTP_UPSTREAM_PARTNERKEY_KEY", "p-456"), true,
                HttpClient.newHttpClient());

        ObjectNode input = JSON.createObjectNode().put("store_id", "42").put("dry_run", true)
                .put("x_request_id", "req-7").put("sku", "A&B 1").put("quantity", 3);
        HandlerResult result = handler.invoke(new Invocation(decl, input, Headers.empty(), ScopeSet.parse(""), 0))
                .toCompletableFuture().get(20, TimeUnit.SECONDS);

        assertThat(result).isInstanceOf(HandlerResult.Success.class);
        assertThat(seen.get("method")).isEqualTo("POST");
        assertThat(seen.get("uri")).isEqualTo("/v2/stores/42/orders?dryRun=true");
        assertThat(seen.get("h:x-store-key")).isEqualTo("s-123");
        assertThat(seen.get("h:x-partner-key")).isEqualTo("p-456");
        assertThat(seen.get("h:x-request-id")).isEqualTo("req-7");
        assertThat(seen.get("h:content-type")).isEqualTo("application/x-www-form-urlencoded");
        assertThat(seen.get("body")).isEqualTo("sku=A%26B+1&quantity=3");
        assertThat(((HandlerResult.Success) result).body().path("order_id").asText()).isEqualTo("o-1");
    }
}
