package dev.agtpstudio.app.importe2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.core.model.Schemas;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.importer.ConvertedOperation;
import dev.agtpstudio.importer.ImportOptions;
import dev.agtpstudio.importer.ImportResult;
import dev.agtpstudio.importer.OpenApiImporter;
import dev.agtpstudio.server.LocalServer;
import dev.agtpstudio.server.client.AgtpClient;
import dev.agtpstudio.server.client.ClientExchange;
import dev.agtpstudio.server.client.ClientOptions;
import dev.agtpstudio.server.client.ClientRequest;
import dev.agtpstudio.server.dispatch.DispatchOptions;
import dev.agtpstudio.server.handler.SampleGenerator;
import dev.agtpstudio.server.net.ServerOptions;
import dev.agtpstudio.testsupport.SharedDir;
import dev.agtpstudio.validator.ValidationOptions;
import dev.agtpstudio.validator.engine.Validators;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The import round trip (issue 33, item 7): import a spec with {@code --upstream} pointed at Prism mocking the same
 * spec (through a recording proxy, {@link RecordingProxy}), serve the import with the local server, invoke every
 * endpoint with input generated from its input schema, and fail when Prism refuses a request (a request that is not
 * valid for the spec) or when the product does not pass a valid answer on to the agent as the contract declares it.
 * Prism comes from {@code scripts/import-roundtrip} (system property {@code agtp.prism}); without it the test is
 * skipped with a message.
 */
class ImportRoundTripTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern VAR = Pattern.compile("\\$\\{([A-Za-z_][A-Za-z0-9_]*)}");

    @TempDir
    Path dir;

    static Stream<String> specs() {
        List<String> out = new ArrayList<>(List.of(
                "import-roundtrip/pet-store-v2.yaml",
                "import-roundtrip/job-queue-3.0.yaml",
                "import-roundtrip/catalogue-3.1.yaml"));
        for (String shared : List.of(
                "petstore.yaml",
                "petstore-expanded.yaml",
                "museum-3.1.yaml",
                "uspto.yaml",
                "api-with-examples.yaml",
                "link-example.yaml")) {
            out.add("shared:" + shared);
        }
        return out.stream();
    }

    @ParameterizedTest
    @MethodSource("specs")
    void everyEndpointRoundTripsThroughAMockOfItsSpec(String name) throws Exception {
        String prism = System.getProperty("agtp.prism", "");
        Assumptions.assumeTrue(
                !prism.isBlank() && Files.isExecutable(Path.of(prism)),
                "Prism is not installed: run scripts/import-roundtrip (it installs @stoplight/prism-cli with npm and "
                        + "runs this test); skipped");
        Path spec = source(name);
        try (PrismMock mock = PrismMock.start(Path.of(prism), spec, dir.resolve("prism.log"));
                RecordingProxy proxy = RecordingProxy.start(mock.port())) {
            Path ws = dir.resolve("workspace");
            ImportResult r = OpenApiImporter.standard(MethodCatalog.bundled())
                    .importSpec(
                            spec,
                            ws.resolve("endpoints"),
                            ImportOptions.defaults().withUpstream("http://127.0.0.1:" + proxy.port()));
            assertThat(r.plan().skipped()).as("skipped operations").isEmpty();
            assertThat(validatorErrors(ws)).as("validator errors in the import").isEmpty();
            Map<String, String> env = credentials(r);
            List<String> failures = new ArrayList<>();
            int intact = 0;
            try (LocalServer server = LocalServer.start(
                            ws,
                            ServerOptions.defaults().withPort(0).withWorkerThreads(2),
                            DispatchOptions.defaults()
                                    .withLoopbackHttpUpstreams(true)
                                    .withEnvironment(env),
                            null,
                            null,
                            false);
                    AgtpClient client = new AgtpClient(
                            ClientOptions.loopback(server.server().port()))) {
                for (ConvertedOperation op : r.plan().operations()) {
                    int before = proxy.exchanges().size();
                    ClientExchange answer = invoke(client, op);
                    List<RecordingProxy.Exchange> calls =
                            proxy.exchanges().subList(before, proxy.exchanges().size());
                    String problem = judge(op, answer, calls);
                    if (problem == null) {
                        intact++;
                    } else {
                        failures.add(op.source().label() + " (" + op.decl().method() + " "
                                + op.decl().path() + "): " + problem);
                    }
                }
            }
            long violations = proxy.exchanges().stream()
                    .filter(RecordingProxy.Exchange::requestViolation)
                    .count();
            System.out.printf(
                    "import round trip %s: %d endpoints, %d upstream requests, %d valid for the spec, "
                            + "%d answers passed on intact%n",
                    name,
                    r.plan().operations().size(),
                    proxy.exchanges().size(),
                    proxy.exchanges().size() - violations,
                    intact);
            assertThat(failures)
                    .as("round trip of " + name + " (Prism log: " + mock.log() + ")")
                    .isEmpty();
            assertThat(proxy.exchanges()).hasSize(r.plan().operations().size());
        }
    }

    private Path source(String name) throws Exception {
        if (name.startsWith("shared:")) {
            return SharedDir.require("data/openapi/" + name.substring("shared:".length()));
        }
        Path p = dir.resolve(Path.of(name).getFileName());
        Files.copy(Path.of(getClass().getResource("/" + name).toURI()), p);
        return p;
    }

    private static List<String> validatorErrors(Path ws) {
        return Validators.standard(ValidationOptions.defaults())
                .validate(WorkspaceLoader.load(ws, MethodCatalog.bundled()))
                .active()
                .stream()
                .filter(d -> d.severity() == Severity.ERROR)
                .map(d -> d.file().getFileName() + " " + d.ruleId() + ": " + d.message())
                .toList();
    }

    /** Every {@code ${VAR}} of the handlers' headers, with a value of the form its header needs. */
    private static Map<String, String> credentials(ImportResult r) {
        Map<String, String> env = new HashMap<>();
        for (ConvertedOperation op : r.plan().operations()) {
            ((HandlerBinding.ExternalService) op.decl().handler()).headers().forEach((header, value) -> {
                Matcher m = VAR.matcher(value);
                while (m.find()) {
                    env.put(
                            m.group(1),
                            header.equalsIgnoreCase("Authorization") && value.equals(m.group())
                                    ? "Bearer round-trip-token"
                                    : value.startsWith("Basic ") ? "dXNlcjpwYXNz" : "round-trip-key");
                }
            });
        }
        return env;
    }

    /** The endpoint called with a sample of every input field: path fields in the target, the rest in the body. */
    private static ClientExchange invoke(AgtpClient client, ConvertedOperation op) throws Exception {
        ObjectNode input = (ObjectNode) new SampleGenerator()
                .generate(
                        Schemas.effective(op.decl().input(), true), op.source().label());
        String target = op.decl().path();
        Matcher m = Pattern.compile("\\{([A-Za-z_][A-Za-z0-9_]*)}").matcher(target);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            JsonNode v = input.remove(m.group(1));
            m.appendReplacement(
                    sb,
                    Matcher.quoteReplacement(URLEncoder.encode(v == null ? "x" : v.asText(), StandardCharsets.UTF_8)
                            .replace("+", "%20")));
        }
        m.appendTail(sb);
        return client.send(ClientRequest.json(op.decl().method(), sb.toString(), null, JSON.writeValueAsString(input)));
    }

    /** Null when the call reached Prism validly and its answer reached the agent as the contract declares it. */
    private static String judge(ConvertedOperation op, ClientExchange answer, List<RecordingProxy.Exchange> calls)
            throws Exception {
        if (calls.size() != 1) {
            return calls.size() + " upstream requests (one expected); AGTP " + answer.status() + " "
                    + answer.bodyText();
        }
        RecordingProxy.Exchange call = calls.get(0);
        if (call.requestViolation()) {
            return "Prism refused the request as invalid for the spec: " + call.method() + " " + call.uri() + " ("
                    + call.requestContentType() + ") " + call.requestBody() + " -> " + call.status() + " "
                    + call.responseBody();
        }
        if (answer.status() != 200) {
            return "Prism answered " + call.status() + " " + call.responseBody() + " but the agent got AGTP "
                    + answer.status() + " " + answer.bodyText();
        }
        JsonNode got = JSON.readTree(answer.bodyText());
        JsonNode expected = expectedOutput(op, call);
        return got.equals(expected)
                ? null
                : "the answer changed on its way: Prism sent " + call.responseBody() + ", the agent got "
                        + answer.bodyText() + " (expected " + expected + ")";
    }

    /** The upstream body as the contract says the agent receives it: wrapped, or with output_transform applied. */
    private static JsonNode expectedOutput(ConvertedOperation op, RecordingProxy.Exchange call) throws Exception {
        HandlerBinding.ExternalService h =
                (HandlerBinding.ExternalService) op.decl().handler();
        if (h.responseField() != null
                && !call.responseType().isEmpty()
                && !call.responseType().contains("json")) {
            return JSON.createObjectNode()
                    .put(
                            h.responseField(),
                            HandlerBinding.isTextMediaType(call.responseType())
                                    ? call.responseBody()
                                    : java.util.Base64.getEncoder().encodeToString(call.responseBytes()));
        }
        String upstreamBody = call.responseBody();
        JsonNode body = upstreamBody.isBlank() ? JSON.createObjectNode() : JSON.readTree(upstreamBody);
        if (h.responseField() != null) {
            return JSON.createObjectNode().set(h.responseField(), body);
        }
        if (!body.isObject()) {
            return body;
        }
        Map<String, String> inverted = new LinkedHashMap<>();
        h.outputTransform().forEach((agtp, up) -> inverted.put(up, agtp));
        ObjectNode o = JSON.createObjectNode();
        body.fields().forEachRemaining(e -> o.set(inverted.getOrDefault(e.getKey(), e.getKey()), e.getValue()));
        return o;
    }
}
