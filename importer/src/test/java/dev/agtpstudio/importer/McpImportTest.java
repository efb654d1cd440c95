package dev.agtpstudio.importer;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.load.EndpointTomlLoader;
import dev.agtpstudio.core.load.SourceText;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.HandlerBinding;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code import-mcp} on the tools/list of two public MCP servers (docs/examples/README.md: captured from
 * {@code @modelcontextprotocol/server-everything} and {@code server-filesystem}, modelcontextprotocol/servers), and
 * on a stdio server (a stub JVM) and files that are not a tools/list.
 */
class McpImportTest {
    static final Path EXAMPLES = Path.of("../docs/examples").toAbsolutePath().normalize();
    static final Path EVERYTHING = EXAMPLES.resolve("mcp-everything-tools-list.json");
    static final Path FILESYSTEM = EXAMPLES.resolve("mcp-filesystem-tools-list.json");
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    final ByteArrayOutputStream stdout = new ByteArrayOutputStream();
    final ByteArrayOutputStream stderr = new ByteArrayOutputStream();

    int run(McpSource source, Path out, boolean force, Duration timeout) {
        return new McpImport(MethodCatalog.bundled())
                .run(
                        new McpImport.Request(source, out, List.of(), null, false, false, force, null, timeout),
                        new PrintStream(stdout, true, StandardCharsets.UTF_8),
                        new PrintStream(stderr, true, StandardCharsets.UTF_8));
    }

    Map<String, EndpointDecl> byTool(Path out) throws Exception {
        Map<String, EndpointDecl> m = new HashMap<>();
        try (var files = Files.list(out)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".toml")).toList()) {
                EndpointDecl d = EndpointTomlLoader.load(SourceText.of(f, Files.readString(f)))
                        .model();
                m.put(((HandlerBinding.ExternalService) d.handler()).mcpTool(), d);
            }
        }
        return m;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"mcp-everything-tools-list.json, 13", "mcp-filesystem-tools-list.json, 14"})
    void publicServersImportAndValidateWithNoErrors(String file, int tools) throws Exception {
        Path out = dir.resolve("ws");
        assertThat(run(McpSource.file(EXAMPLES.resolve(file)), out, false, Duration.ofSeconds(5)))
                .as(stderr.toString())
                .isZero();
        Map<String, EndpointDecl> decls = byTool(out);
        assertThat(decls).hasSize(tools);
        assertThat(ImportedWorkspace.errors(out)).isEmpty();
        decls.values()
                .forEach(d -> assertThat(d.handler())
                        .isInstanceOfSatisfying(
                                HandlerBinding.ExternalService.class,
                                h -> assertThat(h.method()).isEqualTo("POST")));
        // Draft 2020-12: the tools' draft-07 $schema is not carried into the endpoint files
        try (var files = Files.list(out)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".toml")).toList()) {
                assertThat(Files.readString(f)).doesNotContain("draft-07").doesNotContain("$ref");
            }
        }
    }

    @Test
    void annotationsBecomeImpactAndIdempotencyAndTheVerbComesFromTheName() throws Exception {
        Path out = dir.resolve("fs");
        assertThat(run(McpSource.file(FILESYSTEM), out, false, Duration.ofSeconds(5)))
                .isZero();
        Map<String, EndpointDecl> d = byTool(out);
        assertThat(d.get("read_text_file").semantic().impact()).isEqualTo("informational");
        assertThat(d.get("read_text_file").semantic().isIdempotent()).isTrue();
        assertThat(d.get("write_file").semantic().impact()).isEqualTo("irreversible");
        assertThat(d.get("write_file").semantic().isIdempotent()).isTrue();
        assertThat(d.get("edit_file").semantic().impact()).isEqualTo("irreversible");
        assertThat(d.get("edit_file").semantic().isIdempotent()).isFalse();
        assertThat(d.get("create_directory").semantic().impact()).isEqualTo("reversible");
        assertThat(d.get("list_directory").id()).isEqualTo("LIST /directory");
        assertThat(Files.readString(out.resolve("write_file.toml")))
                .contains("# REVIEW: irreversible from the tool's annotations: destructiveHint is true");
    }

    @Test
    void aToolWithoutAnnotationsFollowsMcpDefaultsAndDefinitionsAreInlined() throws Exception {
        Path list = dir.resolve("tools.json");
        Files.writeString(list, """
                {"tools": [{"name": "purgeCache", "description": "Purge the cache of a region.",
                  "inputSchema": {"$schema": "http://json-schema.org/draft-07/schema#", "type": "object",
                    "properties": {"region": {"$ref": "#/definitions/Region"}}, "required": ["region"],
                    "definitions": {"Region": {"type": "string", "enum": ["eu", "us"]}}}}]}
                """);
        Path out = dir.resolve("ws");
        assertThat(run(McpSource.file(list), out, false, Duration.ofSeconds(5)))
                .as(stderr.toString())
                .isZero();
        EndpointDecl d = byTool(out).get("purgeCache");
        assertThat(d.semantic().impact()).isEqualTo("irreversible");
        assertThat(d.semantic().isIdempotent()).isFalse();
        String toml = Files.readString(out.resolve("purge_cache.toml"));
        assertThat(toml).contains("enum = [\"eu\", \"us\"]").doesNotContain("definitions");
        assertThat(ImportedWorkspace.errors(out)).isEmpty();
    }

    @Test
    void notAToolsListIsRefusedWithWhere() throws Exception {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "{\"jsonrpc\": \"2.0\", \"id\": 2, \"result\": {\"resources\": []}}");
        assertThat(run(McpSource.file(bad), dir.resolve("ws"), false, Duration.ofSeconds(5)))
                .isEqualTo(2);
        assertThat(stderr.toString()).contains("/result/tools: no \"tools\" array");
        Files.writeString(bad, "{\"tools\": [");
        assertThat(run(McpSource.file(bad), dir.resolve("ws"), false, Duration.ofSeconds(5)))
                .isEqualTo(2);
        assertThat(stderr.toString()).contains("line 1").doesNotContain("Exception");
        assertThat(dir.resolve("ws")).doesNotExist();
    }

    @Test
    void reimportKeepsAPersonsEditAndAForeignFileNeedsForce() throws Exception {
        Path out = dir.resolve("ws");
        assertThat(run(McpSource.file(EVERYTHING), out, false, Duration.ofSeconds(5)))
                .isZero();
        Path sum = out.resolve("get_sum.toml");
        String edited = Files.readString(sum).replaceFirst("intent = \"[^\"]*\"", "intent = \"Add two numbers.\"");
        Files.writeString(sum, edited);
        assertThat(run(McpSource.file(EVERYTHING), out, false, Duration.ofSeconds(5)))
                .isZero();
        assertThat(Files.readString(sum))
                .contains("intent = \"Add two numbers.\"")
                .contains("mcp_tool = \"get-sum\"");

        Path other = dir.resolve("other");
        Files.createDirectories(other);
        Files.writeString(other.resolve("echo.toml"), "# mine\n");
        assertThat(run(McpSource.file(EVERYTHING), other, false, Duration.ofSeconds(5)))
                .isEqualTo(1);
        assertThat(Files.readString(other.resolve("echo.toml"))).isEqualTo("# mine\n");
        assertThat(run(McpSource.file(EVERYTHING), other, true, Duration.ofSeconds(5)))
                .isZero();
        assertThat(Files.readString(other.resolve("echo.toml"))).contains("mcp_tool = \"echo\"");
    }

    @Test
    void aStdioServerIsStartedListedAcrossPagesAndEnded() throws Exception {
        Path out = dir.resolve("ws");
        assertThat(run(McpSource.command(stub(EVERYTHING.toString())), out, false, Duration.ofSeconds(30)))
                .as(stderr.toString())
                .isZero();
        assertThat(byTool(out)).hasSize(13); // 3 on the first page, 10 after the cursor
        assertThat(stdout.toString()).contains("stub-server 9.1");
    }

    @Test
    void aStdioServerThatNeverAnswersEndsByTheDeadline() throws Exception {
        long t0 = System.nanoTime();
        assertThat(run(
                        McpSource.command(stub(EVERYTHING.toString(), "--silent")),
                        dir.resolve("ws"),
                        false,
                        Duration.ofSeconds(2)))
                .isEqualTo(2);
        assertThat(Duration.ofNanos(System.nanoTime() - t0)).isLessThan(Duration.ofSeconds(10));
        assertThat(stderr.toString()).contains("time limit of 2 s");
    }

    @Test
    void aCommandThatCannotStartIsRefused() {
        assertThat(run(
                        McpSource.command(List.of(dir.resolve("no-such-server").toString())),
                        dir.resolve("ws"),
                        false,
                        Duration.ofSeconds(5)))
                .isEqualTo(2);
        assertThat(stderr.toString()).contains("cannot start the command");
    }

    @Test
    void plainHttpOffLoopbackIsRefused() {
        assertThat(run(McpSource.url("http://mcp.example.com/mcp"), dir.resolve("ws"), false, Duration.ofSeconds(5)))
                .isEqualTo(2);
        assertThat(stderr.toString()).contains("plain http on a host that is not loopback");
    }

    @Test
    void theWholeJsonRpcResponseAndTheBareResultReadAlike() throws Exception {
        JsonNode whole = JSON.readTree(Files.readString(EVERYTHING));
        Path bare = dir.resolve("bare.json");
        Files.writeString(bare, whole.get("result").toString());
        assertThat(run(McpSource.file(bare), dir.resolve("a"), false, Duration.ofSeconds(5)))
                .isZero();
        assertThat(run(McpSource.file(EVERYTHING), dir.resolve("b"), false, Duration.ofSeconds(5)))
                .isZero();
        try (var a = Files.list(dir.resolve("a"))) {
            for (Path f : a.filter(p -> p.toString().endsWith(".toml")).toList()) {
                assertThat(Files.readString(f).replace("bare.json", "X"))
                        .isEqualTo(Files.readString(dir.resolve("b").resolve(f.getFileName()))
                                .replace("mcp-everything-tools-list.json", "X"));
            }
        }
    }

    private static List<String> stub(String... args) {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> cmd = new java.util.ArrayList<>(
                List.of(java, "-cp", System.getProperty("java.class.path"), McpStdioStub.class.getName()));
        cmd.addAll(List.of(args));
        return cmd;
    }
}
