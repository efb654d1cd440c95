package dev.agtpstudio.server.bench;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.server.a2t.A2tHttpServer;
import dev.agtpstudio.server.a2t.A2tService;
import dev.agtpstudio.server.dispatch.ContractCheck;
import dev.agtpstudio.server.dispatch.DispatchOptions;
import dev.agtpstudio.server.dispatch.Dispatcher;
import dev.agtpstudio.server.dispatch.SemanticRanker;
import dev.agtpstudio.server.net.ServerOptions;
import dev.agtpstudio.server.tools.ToolVersions;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;

/**
 * A2T invoke latency on loopback (a plain main; not a unit test): one HTTP/1.1 client on a persistent connection
 * calls {@code POST /tools/{id}:invoke} for the dispatcher tests' {@code QUERY /rooms} (signature check, AGTP
 * dispatch, input and output schema validation, simulated handler) for a bounded time after a warm-up, and prints
 * p50 / p99 / max. Run from the repository root:
 * <pre>mvn -o -q -B -pl server -am test-compile
 * mvn -o -q -B -pl server dependency:build-classpath -Dmdep.outputFile=target/bench.cp -Dmdep.includeScope=test
 * java -Xmx512m -cp "core/target/classes:preview/target/classes:validator/target/classes:server/target/classes:server/target/test-classes:$(cat server/target/bench.cp)" \
 *     dev.agtpstudio.server.bench.A2tLatencyBench [seconds=10]</pre>
 */
public final class A2tLatencyBench {
    private A2tLatencyBench() {}

    public static void main(String[] args) throws Exception {
        int seconds = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        Path dir = Files.createTempDirectory("agtp-a2t-bench");
        Files.createDirectories(dir.resolve("endpoints"));
        Files.writeString(
                dir.resolve("endpoints/query_rooms.toml"), dev.agtpstudio.server.dispatch.TestWorkspace.QUERY_ROOMS);
        Workspace ws = WorkspaceLoader.load(dir, MethodCatalog.bundled());
        Dispatcher d = new Dispatcher(
                ws, DispatchOptions.defaults(), ContractCheck.NONE, SemanticRanker.lexical(ws.catalog()));
        try (A2tHttpServer a2t = new A2tHttpServer(
                        ServerOptions.defaults().withPort(0).withWorkerThreads(1),
                        new A2tService(d, ToolVersions.CURRENT_ONLY),
                        null)
                .start()) {
            HttpClient http =
                    HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
            String list = http.send(
                            HttpRequest.newBuilder(URI.create(a2t.url() + "/tools"))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString())
                    .body();
            String id = toolId(list, "query_rooms");
            HttpRequest invoke = HttpRequest.newBuilder(URI.create(a2t.url() + "/tools/" + id + ":invoke"))
                    .POST(HttpRequest.BodyPublishers.ofString(
                            "{\"input_parameters\":[{\"name\":\"property_id\",\"value\":\"p1\"},"
                                    + "{\"name\":\"guests\",\"value\":2}]}"))
                    .build();
            long warm = System.nanoTime() + Duration.ofSeconds(3).toNanos();
            while (System.nanoTime() < warm) {
                check(http.send(invoke, HttpResponse.BodyHandlers.ofString()));
            }
            long[] samples = new long[2_000_000];
            int n = 0;
            long end = System.nanoTime() + Duration.ofSeconds(seconds).toNanos();
            while (System.nanoTime() < end && n < samples.length) {
                long t = System.nanoTime();
                check(http.send(invoke, HttpResponse.BodyHandlers.ofString()));
                samples[n++] = System.nanoTime() - t;
            }
            long[] s = Arrays.copyOf(samples, n);
            Arrays.sort(s);
            System.out.printf(
                    "A2T invoke, 1 persistent connection, %d s: %d calls, p50 %.3f ms, p99 %.3f ms, max %.3f ms%n",
                    seconds, n, s[n / 2] / 1e6, s[(int) (n * 0.99)] / 1e6, s[n - 1] / 1e6);
        }
    }

    /** The id of the tool named {@code name} in a {@code GET /tools} answer (the list also has DISCOVER's built-ins). */
    private static String toolId(String list, String name) throws java.io.IOException {
        for (com.fasterxml.jackson.databind.JsonNode t :
                new com.fasterxml.jackson.databind.ObjectMapper().readTree(list).path("items")) {
            if (t.path("name").asText().equals(name)) {
                return t.path("toolId").asText();
            }
        }
        throw new IllegalStateException("no tool " + name + " in " + list);
    }

    private static void check(HttpResponse<String> r) {
        if (r.statusCode() != 200) {
            throw new IllegalStateException("invoke answered " + r.statusCode() + ": " + r.body());
        }
    }
}
