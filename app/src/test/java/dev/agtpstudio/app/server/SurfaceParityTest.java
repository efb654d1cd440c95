package dev.agtpstudio.app.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.app.preview.PreviewSnapshot;
import dev.agtpstudio.app.preview.PreviewViewModel;
import dev.agtpstudio.app.tools.EvolutionToolVersions;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.core.workspace.DocumentVersion;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.evolution.A2tToolVersions;
import dev.agtpstudio.importer.ImportOptions;
import dev.agtpstudio.importer.OpenApiImporter;
import dev.agtpstudio.preview.JsonDiff;
import dev.agtpstudio.preview.Projection;
import dev.agtpstudio.preview.ProjectionKind;
import dev.agtpstudio.preview.ProjectionOptions;
import dev.agtpstudio.preview.Projections;
import dev.agtpstudio.server.LocalServer;
import dev.agtpstudio.server.a2t.A2tHttpServer;
import dev.agtpstudio.server.client.AgtpClient;
import dev.agtpstudio.server.client.ClientOptions;
import dev.agtpstudio.server.client.ClientRequest;
import dev.agtpstudio.server.dispatch.ContractCheck;
import dev.agtpstudio.server.dispatch.DispatchOptions;
import dev.agtpstudio.server.mcp.McpServers;
import dev.agtpstudio.server.mcp.McpStdioTransport;
import dev.agtpstudio.server.mcp.McpToolBridge;
import dev.agtpstudio.server.mcp.NettyMcpHttpTransport;
import dev.agtpstudio.server.net.ServerOptions;
import dev.agtpstudio.server.tools.ToolVersions;
import dev.agtpstudio.validator.engine.Publication;
import io.modelcontextprotocol.server.McpStatelessSyncServer;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One projection, every surface (issue 34 item 1, docs/architecture.md): one workspace served on AGTP, A2T over HTTP
 * and MCP over HTTP and stdio, each surface fetched as a client would, and compared field by field with the IDE preview's
 * projection over the same inputs (workspace, the server's environment, the validator's verdict with suppressions, the
 * tool history recorded in {@code .agtp-studio/a2t-tools.json}). The only inputs the preview takes from the server are
 * the manifest's two timestamps ({@code server.issued}, {@code server.updated}), which are the moment the server
 * registered. MCP over stdio runs in process on the same dispatcher.
 */
class SurfaceParityTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String TOOLS_LIST = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}";
    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @Test
    void theSampleWorkspaceServesThePreviewOnEverySurface() throws Exception {
        Path sample = SampleSupport.sampleSource();
        assertParity(sample, Map.of("HOTEL_PMS_TOKEN", "demo"), ToolVersions.CURRENT_ONLY);
    }

    /** The environment is an input: without HOTEL_PMS_TOKEN no surface (and no preview over that environment) has FETCH. */
    @Test
    void withoutTheVariableNoSurfaceListsTheEndpointItNeeds() throws Exception {
        JsonNode manifest = assertParity(SampleSupport.sampleSource(), Map.of(), ToolVersions.CURRENT_ONLY);
        assertThat(manifest.path("endpoints").findValuesAsText("method"))
                .doesNotContain("FETCH")
                .contains("LIST");
    }

    /**
     * The tool history and the document version are inputs too: with {@code .agtp-studio/a2t-tools.json} recording
     * version 2 of one tool and the manifest at document version 3, every surface says tool version 2 for that tool
     * and 1 for the others, as {@code serve} (which reads the history) does.
     */
    @Test
    void theToolHistoryIsTheSameInputForEverySurface(@TempDir Path tmp) throws Exception {
        Path ws = SampleSupport.copySample(tmp);
        EndpointDecl first = WorkspaceLoader.load(ws, MethodCatalog.bundled())
                .endpointFiles()
                .get(0)
                .model();
        A2tToolVersions.of(Map.of(first.method() + " " + first.path(), 2)).write(ws);
        DocumentVersion.write(ws, "3");
        assertParity(ws, Map.of("HOTEL_PMS_TOKEN", "demo"), new EvolutionToolVersions(ws, MethodCatalog.bundled()));
    }

    @Test
    void anImportedSpecServesThePreviewOnEverySurface(@TempDir Path dir) throws Exception {
        Path spec = Path.of(System.getProperty("agtp.project.dir", ".")).resolve("docs/examples/pms-openapi.yaml");
        Path ws = dir.resolve("imported");
        OpenApiImporter.standard(MethodCatalog.bundled())
                .importSpec(spec, ws.resolve("endpoints"), ImportOptions.defaults());
        Map<String, String> env = new TreeMap<>();
        for (LoadedFile<EndpointDecl> f :
                WorkspaceLoader.load(ws, MethodCatalog.bundled()).endpointFiles()) {
            if (f.model() != null && f.model().handler() instanceof HandlerBinding.ExternalService x) {
                x.environmentVariables().forEach(v -> env.put(v, "demo"));
            }
        }
        assertParity(ws, env, ToolVersions.CURRENT_ONLY);
    }

    /** Asserts every surface equals the preview; returns the served manifest. */
    private JsonNode assertParity(Path dir, Map<String, String> env, ToolVersions history) throws Exception {
        DispatchOptions options = DispatchOptions.defaults().withEnvironment(env);
        List<String> diffs = new ArrayList<>();
        JsonNode manifest;
        try (LocalServer s = LocalServer.start(dir, ServerOptions.defaults().withPort(0), options, null, null, false)) {
            A2tHttpServer a2t = s.startA2t(ServerOptions.defaults().withPort(0), history);
            NettyMcpHttpTransport mcpTransport = new NettyMcpHttpTransport(0).start();
            McpStatelessSyncServer mcp = McpServers.http(new McpToolBridge(s.dispatcher()), "test", mcpTransport);
            try {
                manifest = agtp(s, "DISCOVER", "/");
                Map<ProjectionKind, Projection> preview = preview(dir, options, manifest);
                // The IDE's own computation (what the preview pane shows) gives the same projections; only the
                // manifest's issued/updated (the moment of computing) are the server's in the comparisons below.
                Map<ProjectionKind, Projection> ide = idePreview(dir, options, manifest);
                for (ProjectionKind k : List.of(
                        ProjectionKind.MANIFEST, ProjectionKind.METHODS, ProjectionKind.A2T, ProjectionKind.MCP)) {
                    compare(
                            "IDE preview pane (" + k + ")",
                            withoutIssued(preview.get(k).document()),
                            withoutIssued(ide.get(k).document()),
                            diffs);
                }
                assertMcpToolsDescribed(
                        preview.get(ProjectionKind.MCP).document().get("tools"));
                assertThat(preview.get(ProjectionKind.MANIFEST)
                                .document()
                                .path("endpoints")
                                .size())
                        .as("the workspace publishes endpoints")
                        .isPositive();
                compare(
                        "AGTP DISCOVER (manifest)",
                        preview.get(ProjectionKind.MANIFEST).document(),
                        manifest,
                        diffs);
                compare(
                        "AGTP DISCOVER /methods",
                        preview.get(ProjectionKind.METHODS).document(),
                        agtp(s, "DISCOVER", "/methods"),
                        diffs);
                JsonNode a2tItems = preview.get(ProjectionKind.A2T).document().get("items");
                compare(
                        "AGTP DISCOVER /tools",
                        a2tItems,
                        agtp(s, "DISCOVER", "/tools").get("items"),
                        diffs);
                compare(
                        "A2T GET /tools",
                        a2tItems,
                        get(a2t.url() + "/tools?pageLimit=1000").get("items"),
                        diffs);
                JsonNode mcpTools = rpc(mcpTransport, TOOLS_LIST).path("result").path("tools");
                compare(
                        "MCP HTTP tools/list",
                        preview.get(ProjectionKind.MCP).document().get("tools"),
                        mcpTools,
                        diffs);
                JsonNode stdioTools = stdio(new McpToolBridge(s.dispatcher()), TOOLS_LIST)
                        .path("result")
                        .path("tools");
                compare(
                        "MCP stdio tools/list",
                        preview.get(ProjectionKind.MCP).document().get("tools"),
                        stdioTools,
                        diffs);
                JsonNode read = rpc(
                        mcpTransport,
                        "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"resources/read\",\"params\":{\"uri\":\""
                                + McpServers.MANIFEST_URI + "\"}}");
                compare(
                        "MCP resource " + McpServers.MANIFEST_URI,
                        preview.get(ProjectionKind.MANIFEST).document(),
                        JSON.readTree(read.path("result")
                                .path("contents")
                                .get(0)
                                .path("text")
                                .asText()),
                        diffs);
            } finally {
                mcp.close();
            }
        }
        assertThat(diffs)
                .as("every surface equals the preview of " + dir.getFileName())
                .isEmpty();
        return manifest;
    }

    /**
     * The IDE preview's computation ({@code PreviewViewModel.compute}) over the server's inputs: the validator's verdict
     * with the server's environment decides publication, the workspace's document version, the server's timestamps.
     */
    private static Map<ProjectionKind, Projection> preview(Path dir, DispatchOptions options, JsonNode served) {
        Workspace ws = WorkspaceLoader.load(dir, MethodCatalog.bundled());
        Publication publication =
                Publication.of(ws, ContractCheck.forServer(options).check(ws));
        Projections p = Projections.of(ws, publication.filter());
        JsonNode server = served.path("server");
        ProjectionOptions opts = new ProjectionOptions(
                Instant.parse(server.path("issued").asText()),
                Instant.parse(server.path("updated").asText()),
                DocumentVersion.read(ws.root()));
        return p.projectAll(ws, opts);
    }

    /**
     * {@code PreviewViewModel.compute}, as the IDE runs it for the preview pane, on the diagnostics of the server's
     * check; its clock is the server's {@code updated}. The manifest's {@code server.issued} is the pane's own, not the
     * moment the server registered, so {@link #withoutIssued} leaves it out of that one comparison.
     */
    private static Map<ProjectionKind, Projection> idePreview(Path dir, DispatchOptions options, JsonNode served) {
        Workspace ws = WorkspaceLoader.load(dir, MethodCatalog.bundled());
        Instant updated = Instant.parse(served.path("server").path("updated").asText());
        PreviewSnapshot s = new PreviewViewModel(Runnable::run, Runnable::run, Clock.fixed(updated, ZoneOffset.UTC))
                .compute(new PreviewViewModel.Input(
                        ws, ContractCheck.forServer(options).check(ws)));
        return s.projections();
    }

    private static JsonNode withoutIssued(JsonNode doc) {
        JsonNode copy = doc.deepCopy();
        if (copy.path("server").isObject()) {
            ((com.fasterxml.jackson.databind.node.ObjectNode) copy.get("server")).remove("issued");
        }
        return copy;
    }

    /**
     * The fields MCP directories ask for are there, so their parity is not the parity of two absences: every tool has
     * a {@code title}, {@code annotations} with the four hints as booleans, and the tools whose endpoint declares an
     * object output an {@code outputSchema} (at least one does in each workspace tested).
     */
    private static void assertMcpToolsDescribed(JsonNode tools) {
        assertThat(tools).as("MCP tools").isNotEmpty();
        int withOutput = 0;
        for (JsonNode t : tools) {
            assertThat(t.path("title").asText())
                    .as("title of " + t.path("name"))
                    .isNotBlank();
            for (String hint : List.of("readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint")) {
                assertThat(t.path("annotations").path(hint).isBoolean())
                        .as(hint + " of " + t.path("name"))
                        .isTrue();
            }
            if (t.path("outputSchema").path("type").asText().equals("object")) {
                withOutput++;
            }
        }
        assertThat(withOutput).as("tools with an outputSchema").isPositive();
    }

    /** Adds one line per difference ({@code surface: /pointer: kind: preview -> served}). */
    private static void compare(String surface, JsonNode preview, JsonNode served, List<String> diffs) {
        if (served == null) {
            diffs.add(surface + ": no answer");
            return;
        }
        List<JsonDiff.Change> changes = new JsonDiff(Set.of()).diff(preview, served);
        for (JsonDiff.Change c : changes) {
            diffs.add(surface + ": " + (c.pointer().isEmpty() ? "/" : c.pointer()) + ": " + c.kind() + ": preview "
                    + c.before() + " -> served " + c.after());
        }
        if (changes.isEmpty() && !preview.equals(served)) {
            // JsonDiff pairs endpoint lists by METHOD path; the surfaces must also keep the preview's order
            diffs.add(surface + ": the same entries in another order");
        }
    }

    private static JsonNode agtp(LocalServer s, String method, String path) throws Exception {
        String body = AgtpClient.exchange(ClientOptions.loopback(s.server().port()), ClientRequest.of(method, path))
                .bodyText();
        return JSON.readTree(body);
    }

    /** One request over MCP stdio, in process: the session reads {@code request}, answers, and ends at end of input. */
    private static JsonNode stdio(McpToolBridge bridge, String request) throws Exception {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        McpStdioTransport t = new McpStdioTransport(
                new java.io.ByteArrayInputStream((request + "\n").getBytes(StandardCharsets.UTF_8)), out);
        McpStatelessSyncServer server = McpServers.stdio(bridge, "test", t);
        try {
            t.run();
        } finally {
            server.close();
        }
        String answer = out.toString(StandardCharsets.UTF_8).strip();
        assertThat(answer).as("stdio answer to " + request).isNotEmpty();
        return JSON.readTree(answer.lines().reduce((a, b) -> b).orElseThrow());
    }

    private JsonNode get(String url) throws Exception {
        HttpResponse<String> r = http.send(
                HttpRequest.newBuilder(URI.create(url))
                        .timeout(Duration.ofSeconds(5))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(url + " " + r.body()).isEqualTo(200);
        return JSON.readTree(r.body());
    }

    private JsonNode rpc(NettyMcpHttpTransport t, String body) throws Exception {
        HttpResponse<String> r = http.send(
                HttpRequest.newBuilder(URI.create(t.url()))
                        .timeout(Duration.ofSeconds(5))
                        .header("Content-Type", "application/json")
                        .header("Accept", "application/json, text/event-stream")
                        .POST(HttpRequest.BodyPublishers.ofString(body))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(body + " " + r.body()).isEqualTo(200);
        return JSON.readTree(r.body());
    }
}
