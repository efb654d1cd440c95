package dev.agtpstudio.app.tools;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.app.Launcher;
import dev.agtpstudio.app.bench.BenchSupport;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.workspace.ToolHistory;
import dev.agtpstudio.evolution.A2tToolVersions;
import dev.agtpstudio.server.LocalServer;
import dev.agtpstudio.server.a2t.A2tHttpServer;
import dev.agtpstudio.server.dispatch.DispatchOptions;
import dev.agtpstudio.server.net.ServerOptions;
import dev.agtpstudio.validator.a2t.A2tSignatureCheck;
import dev.agtpstudio.validator.cli.ValidateTool;
import dev.agtpstudio.validator.report.ReportFormat;
import dev.agtpstudio.validator.report.RuleDocs;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A2T §5.4, issue 40: a published signature is recorded in the tool history and locked. A change without a bump is
 * flagged by {@code validate}; an incompatible change under a bump is refused; after a compatible bump version 1 is
 * still served, and invoked, with its recorded signature.
 */
class A2tVersionLockTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path SAMPLE =
            Path.of(System.getProperty("agtp.project.dir", "..")).resolve("samples/hotel");
    private static final String CANCEL = "CANCEL /reservations/{reservation_id}";
    private static final String NOTE = """

            [[endpoint.input.optional]]
            name = "note"
            type = "string"
            description = "A note for the property."
            """;
    private final HttpClient http = HttpClient.newHttpClient();

    @Test
    void manifestRecordsEachVersionOnceAndNeverOverwrites(@TempDir Path ws) throws Exception {
        BenchSupport.copy(SAMPLE, ws);
        String[] err = new String[1];
        StringWriter printed = new StringWriter();
        assertThat(Launcher.commandLine()
                        .setOut(new PrintWriter(printed))
                        .setErr(new PrintWriter(new StringWriter()))
                        .execute("manifest", ws.toString(), "--projection", "a2t"))
                .isZero();
        assertThat(ToolHistory.file(ws))
                .as("printing the signatures publishes nothing")
                .doesNotExist();
        assertThat(manifestA2t(ws, err)).isZero();
        assertThat(err[0]).contains("recorded the A2T signature of").contains(CANCEL + " v1");
        JsonNode v1 = ToolHistory.signatures(ws).get(CANCEL).get(1);
        assertThat(v1.path("version").asText()).isEqualTo("1");
        assertThat(v1.has("currentVersion")).isFalse();
        assertThat(inputs(v1)).containsExactly("reservation_id", "reason");

        Files.writeString(ws.resolve("endpoints/cancel_reservation.toml"), NOTE, StandardOpenOption.APPEND);
        assertThat(manifestA2t(ws, err)).isZero();
        assertThat(err[0]).contains("warning: a2t/signature-changed").doesNotContain("recorded the A2T");
        assertThat(inputs(ToolHistory.signatures(ws).get(CANCEL).get(1))).containsExactly("reservation_id", "reason");

        // the Changes view's bump writes the versions and keeps the recorded signatures
        A2tToolVersions.of(Map.of(CANCEL, 2)).write(ws);
        assertThat(ToolHistory.read(ws)).containsEntry(CANCEL, 2);
        assertThat(manifestA2t(ws, err)).isZero();
        assertThat(err[0]).contains(CANCEL + " v2");
        assertThat(ToolHistory.signatures(ws).get(CANCEL).keySet()).containsExactly(1, 2);
        assertThat(inputs(ToolHistory.signatures(ws).get(CANCEL).get(2))).contains("note");
    }

    @Test
    void aChangedSignatureWithoutABumpIsFlaggedAtTheEndpoint(@TempDir Path ws) throws Exception {
        BenchSupport.copy(SAMPLE, ws);
        assertThat(manifestA2t(ws, new String[1])).isZero();
        assertThat(validate(ws, ReportFormat.TEXT)).doesNotContain("a2t/");

        Files.writeString(ws.resolve("endpoints/cancel_reservation.toml"), NOTE, StandardOpenOption.APPEND);
        String text = validate(ws, ReportFormat.TEXT);
        assertThat(text)
                .contains("cancel_reservation.toml:6:")
                .contains("a2t/signature-changed")
                .contains("bump the tool to version 2");
        String sarif = validate(ws, ReportFormat.SARIF);
        JsonNode results = JSON.readTree(sarif).path("runs").get(0).path("results");
        assertThat(results.findValuesAsText("ruleId")).contains("a2t/signature-changed");
        assertThat(JSON.readTree(sarif)
                        .path("runs")
                        .get(0)
                        .path("tool")
                        .path("driver")
                        .path("rules")
                        .findValuesAsText("id"))
                .contains("a2t/signature-changed", "a2t/incompatible-change");
    }

    @Test
    void anIncompatibleChangeIsRefusedUnderABump(@TempDir Path ws) throws Exception {
        BenchSupport.copy(SAMPLE, ws);
        assertThat(manifestA2t(ws, new String[1])).isZero();
        Path toml = ws.resolve("endpoints/cancel_reservation.toml");
        Files.writeString(
                toml,
                Files.readString(toml)
                        .replace(
                                "[[endpoint.input.optional]]\nname = \"reason\"",
                                "[[endpoint.input.required]]\nname = \"reason\""));
        A2tToolVersions.of(Map.of(CANCEL, 2)).write(ws);
        String text = validate(ws, ReportFormat.TEXT);
        assertThat(text)
                .contains("a2t/incompatible-change")
                .contains("input `reason` became required")
                .doesNotContain("a2t/signature-changed");

        // an optional addition under the bump keeps the tool
        Files.writeString(
                toml,
                Files.readString(toml)
                                .replace(
                                        "[[endpoint.input.required]]\nname = \"reason\"",
                                        "[[endpoint.input.optional]]\nname = \"reason\"")
                        + NOTE);
        assertThat(validate(ws, ReportFormat.TEXT)).doesNotContain("a2t/");
    }

    @Test
    void versionOneIsStillServedAndInvokedWithItsSignatureAfterACompatibleBump(@TempDir Path ws) throws Exception {
        BenchSupport.copy(SAMPLE, ws); // not in git: the recorded signatures are the only history
        assertThat(manifestA2t(ws, new String[1])).isZero();
        Files.writeString(ws.resolve("endpoints/cancel_reservation.toml"), NOTE, StandardOpenOption.APPEND);
        A2tToolVersions.of(Map.of(CANCEL, 2)).write(ws);
        try (LocalServer server = LocalServer.start(
                ws, ServerOptions.defaults().withPort(0), DispatchOptions.defaults(), null, null, false)) {
            A2tHttpServer a2t = server.startA2t(
                    ServerOptions.defaults().withPort(0), new EvolutionToolVersions(ws, MethodCatalog.bundled()));
            String id = get(a2t, "/tools?pageLimit=100").path("items").findParents("toolId").stream()
                    .filter(t -> t.path("name").asText().startsWith("cancel_reservations"))
                    .findFirst()
                    .orElseThrow()
                    .path("toolId")
                    .asText();
            JsonNode v1 = get(a2t, "/tools/" + id + "/versions/1");
            assertThat(v1.path("version").asText()).isEqualTo("1");
            assertThat(v1.path("currentVersion").asText()).isEqualTo("2");
            assertThat(inputs(v1)).containsExactly("reservation_id", "reason");
            assertThat(inputs(get(a2t, "/tools/" + id + "/versions/2"))).contains("note");

            String call =
                    "{\"input_parameters\": [{\"name\": \"reservation_id\", \"value\": \"6f1c2f8e-2b1a-4c55-9a1e-0d3f4c5b6a7e\"},"
                            + " {\"name\": \"note\", \"value\": \"late\"}]}";
            JsonNode old = post(a2t, "/tools/" + id + "/versions/1:invoke", call);
            assertThat(old.path("error").path("code").asText()).isEqualTo("unknown-parameter");
            JsonNode now = post(a2t, "/tools/" + id + "/versions/2:invoke", call);
            assertThat(now.path("error").path("code").asText()).isNotEqualTo("unknown-parameter");
        }
    }

    @Test
    void aMalformedHistoryIsALocatedError(@TempDir Path ws) throws Exception {
        BenchSupport.copy(SAMPLE, ws);
        Files.createDirectories(ws.resolve(".agtp-studio"));
        Files.writeString(ws.resolve(".agtp-studio/a2t-tools.json"), "{\"tools\": {},\n \"signatures\": {\"x\": [}\n}");
        String text = validate(ws, ReportFormat.TEXT);
        assertThat(text).contains("a2t-tools.json:2:").contains("a2t/history-unreadable");
        String[] err = new String[1];
        assertThat(manifestA2t(ws, err)).isEqualTo(2);
        assertThat(err[0]).contains("a2t-tools.json:2:").contains("not JSON");
        // an old history file (versions only) still reads: nothing recorded yet, the numbers kept
        Files.writeString(ws.resolve(".agtp-studio/a2t-tools.json"), "{\"tools\": {\"" + CANCEL + "\": 3}}");
        assertThat(ToolHistory.signatures(ws)).isEmpty();
        assertThat(validate(ws, ReportFormat.TEXT)).doesNotContain("a2t/");
        assertThat(manifestA2t(ws, err)).isZero();
        assertThat(ToolHistory.signatures(ws).get(CANCEL).keySet()).containsExactly(3);
        assertThat(ToolHistory.read(ws)).containsEntry(CANCEL, 3);
    }

    private static int manifestA2t(Path ws, String[] errOut) throws java.io.IOException {
        Files.createDirectories(ws.resolve(".agtp-studio"));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Launcher.commandLine()
                .setOut(new PrintWriter(out))
                .setErr(new PrintWriter(err))
                .execute(
                        "manifest",
                        ws.toString(),
                        "--projection",
                        "a2t",
                        "--out",
                        ws.resolve(".agtp-studio/a2t-export.json").toString(),
                        "--force");
        errOut[0] = err.toString();
        return exit;
    }

    @Test
    @org.junit.jupiter.api.Timeout(60)
    void serveRefusesToStartOnAMalformedHistory(@TempDir Path ws) throws Exception {
        BenchSupport.copy(SAMPLE, ws);
        Files.createDirectories(ws.resolve(".agtp-studio"));
        Files.writeString(ws.resolve(".agtp-studio/a2t-tools.json"), "{\"tools\": [\n");
        StringWriter err = new StringWriter();
        int exit = Launcher.commandLine()
                .setOut(new PrintWriter(new StringWriter()))
                .setErr(new PrintWriter(err))
                .execute("serve", ws.toString(), "--port", "0", "--no-watch");
        assertThat(exit).isEqualTo(2);
        assertThat(err.toString())
                .contains("agtp-studio serve: cannot record the A2T signatures: ")
                .contains("a2t-tools.json:")
                .contains("not JSON");
    }

    @Test
    void theLockRulesAreDocumented() throws Exception {
        String doc = Files.readString(
                Path.of(System.getProperty("agtp.project.dir", "..")).resolve("docs/rules.md"));
        for (var r : new A2tSignatureCheck().rules()) {
            int at = doc.indexOf("### `" + r.id() + "`");
            assertThat(at).as(r.id()).isPositive();
            assertThat(doc).contains("<a id=\"" + r.docAnchor() + "\"></a>");
            int next = doc.indexOf("\n### ", at + 5);
            assertThat(doc.substring(at, next < 0 ? doc.length() : next))
                    .as(r.id())
                    .contains("Bad:", "Good:", "Fix:");
        }
    }

    private static String validate(Path ws, ReportFormat format) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        new ValidateTool(MethodCatalog.bundled(), null, false, List.of(new A2tSignatureCheck()))
                .run(
                        new ValidateTool.Request(List.of(ws), format, Severity.ERROR, null, RuleDocs.DEFAULT_BASE, ws),
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    private JsonNode get(A2tHttpServer a2t, String path) throws Exception {
        HttpResponse<String> r = http.send(
                HttpRequest.newBuilder(URI.create(a2t.url() + path)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        return JSON.readTree(r.body());
    }

    private JsonNode post(A2tHttpServer a2t, String path, String body) throws Exception {
        HttpResponse<String> r = http.send(
                HttpRequest.newBuilder(URI.create(a2t.url() + path))
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(body))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        return JSON.readTree(r.body());
    }

    private static List<String> inputs(JsonNode signature) {
        List<String> out = new ArrayList<>();
        signature.path("input_parameters").forEach(p -> out.add(p.path("id").asText()));
        return out;
    }
}
