package dev.agtpstudio.server.handler;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpServer;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.core.scope.ScopeSet;
import dev.agtpstudio.server.wire.Headers;
import java.net.InetSocketAddress;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What an external_service call looks like on the wire for the shapes real specs have (issue 33): an operation
 * without a request body, array query parameters, a bare array or {@code null} answer, an empty success.
 */
class UpstreamCallShapeTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private HttpServer stub;
    private final Map<String, String> seen = new ConcurrentHashMap<>();
    private volatile String answer = "{}";
    private volatile int status = 200;
    private volatile String answerType = "application/json";

    @BeforeEach
    void start() throws Exception {
        stub = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        stub.createContext("/", x -> {
            seen.put(
                    "uri",
                    x.getRequestURI().getRawPath()
                            + (x.getRequestURI().getRawQuery() == null
                                    ? ""
                                    : "?" + x.getRequestURI().getRawQuery()));
            seen.put("content-type", String.valueOf(x.getRequestHeaders().getFirst("Content-Type")));
            seen.put("content-length", String.valueOf(x.getRequestHeaders().getFirst("Content-Length")));
            seen.put("body", new String(x.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
            byte[] b = answer.getBytes(StandardCharsets.UTF_8);
            x.getResponseHeaders().set("Content-Type", answerType);
            x.sendResponseHeaders(status, b.length == 0 ? -1 : b.length);
            if (b.length > 0) {
                x.getResponseBody().write(b);
            }
            x.close();
        });
        stub.start();
    }

    @AfterEach
    void stop() {
        stub.stop(0);
    }

    private HandlerResult call(
            String method, String path, Map<String, String> headers, String responseField, String input)
            throws Exception {
        return call(method, path, headers, null, responseField, input);
    }

    private HandlerResult call(
            String method,
            String path,
            Map<String, String> headers,
            String requestField,
            String responseField,
            String input)
            throws Exception {
        HandlerBinding.ExternalService b = new HandlerBinding.ExternalService(
                "http://127.0.0.1:" + stub.getAddress().getPort() + path,
                method,
                5.0,
                headers,
                Map.of(),
                Map.of(),
                Map.of(),
                requestField,
                responseField,
                "/endpoint/handler");
        ExternalServiceHandler h = ExternalServiceHandler.create(b, Map.of(), true, HttpClient.newHttpClient());
        return h.invoke(new Invocation(null, (ObjectNode) JSON.readTree(input), Headers.empty(), ScopeSet.parse(""), 0))
                .toCompletableFuture()
                .get();
    }

    @Test
    void aPostWithoutARequestBodySendsNoBodyAndNoContentType() throws Exception {
        call("POST", "/jobs/{id}/cancel?force={force}", Map.of(), null, "{\"id\":\"j1\",\"force\":true}");
        assertThat(seen.get("uri")).isEqualTo("/jobs/j1/cancel?force=true");
        assertThat(seen.get("body")).isEmpty();
        assertThat(seen.get("content-type")).isEqualTo("null");
    }

    @Test
    void aDeclaredMediaTypeStillSendsItsBodyWhenEveryFieldIsOptional() throws Exception {
        call("POST", "/jobs", Map.of("Content-Type", "application/json"), null, "{}");
        assertThat(seen.get("body")).isEqualTo("{}");
        assertThat(seen.get("content-type")).isEqualTo("application/json");
    }

    @Test
    void arrayQueryValuesRepeatTheirNameAsOpenApisDefaultStyleSays() throws Exception {
        call("GET", "/pets", Map.of(), null, "{\"tags\":[\"a b\",\"c\"],\"limit\":2}");
        assertThat(seen.get("uri")).isEqualTo("/pets?tags=a+b&tags=c&limit=2");
        call("POST", "/pets/search?include%5B%5D={include}", Map.of(), null, "{\"include\":[\"x\",\"y\"]}");
        assertThat(seen.get("uri")).isEqualTo("/pets/search?include%5B%5D=x&include%5B%5D=y");
    }

    @Test
    void theRequestFieldsValueIsTheWholeBody() throws Exception {
        call(
                "PUT",
                "/jobs/{id}/tags",
                Map.of("Content-Type", "application/json"),
                "body",
                null,
                "{\"id\":\"j1\",\"body\":[\"a\",\"b\"]}");
        assertThat(seen.get("uri")).isEqualTo("/jobs/j1/tags");
        assertThat(seen.get("body")).isEqualTo("[\"a\",\"b\"]");
        assertThat(seen.get("content-type")).isEqualTo("application/json");
    }

    @Test
    void aBareAnswerIsCarriedInTheResponseField() throws Exception {
        answer = "[{\"id\":1},{\"id\":2}]";
        HandlerResult r = call("GET", "/pets", Map.of(), "items", "{}");
        assertThat(((HandlerResult.Success) r).body().toString()).isEqualTo("{\"items\":[{\"id\":1},{\"id\":2}]}");
        answer = "null";
        r = call("GET", "/pets/count", Map.of(), "value", "{}");
        assertThat(((HandlerResult.Success) r).body().toString()).isEqualTo("{\"value\":null}");
    }

    @Test
    void aBodyThatIsNotJsonIsCarriedAsTextOrBase64() throws Exception {
        answer = "a,b\n1,2\n";
        answerType = "text/csv";
        HandlerResult r = call("GET", "/report", Map.of("Accept", "text/csv"), "content", "{}");
        assertThat(((HandlerResult.Success) r).body().get("content").asText()).isEqualTo("a,b\n1,2\n");
        answer = "PNG";
        answerType = "image/png";
        r = call("GET", "/qr", Map.of("Accept", "image/png"), "content", "{}");
        assertThat(((HandlerResult.Success) r).body().get("content").asText()).isEqualTo("UE5H");
    }

    @Test
    void anEmptySuccessIsTheEmptyOutputNotAMalformedOne() throws Exception {
        answer = "";
        HandlerResult r = call("DELETE", "/pets/{id}", Map.of(), null, "{\"id\":\"7\"}");
        assertThat(r).isInstanceOf(HandlerResult.Success.class);
        assertThat(((HandlerResult.Success) r).body().toString()).isEqualTo("{}");
    }
}
