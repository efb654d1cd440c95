package dev.agtpstudio.importer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.load.ServerConfigLoader;
import dev.agtpstudio.core.load.SourceText;
import dev.agtpstudio.core.model.ServerConfig;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Import writes the {@code [[apis]]} entry of the imported spec (AGTP-API Appendix B), keeping the designer's text. */
class ApisEntryStepTest {
    @TempDir
    Path ws;

    private String importInto(Path spec, Path out) throws Exception {
        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        ByteArrayOutputStream stderr = new ByteArrayOutputStream();
        int exit = new ImportTool(OpenApiImporter.standard(MethodCatalog.bundled()))
                .run(
                        new ImportTool.Request(spec, out, List.of(), null, false, 0, false, false),
                        new PrintStream(stdout, true, StandardCharsets.UTF_8),
                        new PrintStream(stderr, true, StandardCharsets.UTF_8));
        assertThat(exit).as(stderr.toString(StandardCharsets.UTF_8)).isZero();
        return stdout.toString(StandardCharsets.UTF_8);
    }

    private Path spec() throws Exception {
        Path spec = ws.resolve("specs/golden.yaml");
        Files.createDirectories(spec.getParent());
        Files.copy(Path.of(getClass().getResource("/specs/golden.yaml").toURI()), spec);
        return spec;
    }

    @Test
    void appendsTheEntryToTheWorkspacesServerConfigOnceKeepingItsText() throws Exception {
        String designer =
                "# Harbor Light: hand-written, keep my comments\n[server]\nserver_id   =  \"hotel.example\"  # aligned\n\n"
                        + "[agents]\ndisclosure = \"public\"";
        Path config = Files.writeString(ws.resolve("agtp-server.toml"), designer);
        Path spec = spec();
        String first = importInto(spec, ws.resolve("endpoints"));
        assertThat(first).contains("Added an [[apis]] entry for specs/golden.yaml to " + config);
        String after = Files.readString(config);
        assertThat(after).startsWith(designer + "\n\n# The HTTP API imported from specs/golden.yaml");
        ServerConfig cfg = ServerConfigLoader.load(SourceText.of(config, after)).model();
        assertThat(cfg.apis()).singleElement().satisfies(a -> {
            assertThat(a.httpDocumentation()).isEqualTo("specs/golden.yaml");
            assertThat(a.path()).startsWith("/");
            assertThat(a.methods()).isNotEmpty().allMatch(m -> m.equals(m.toUpperCase()));
            assertThat(a.description()).isNotBlank();
        });
        assertThat(ServerConfigLoader.load(SourceText.of(config, after)).diagnostics())
                .isEmpty();

        String again = importInto(spec, ws.resolve("endpoints"));
        assertThat(again).contains(config + " already lists specs/golden.yaml in [[apis]].");
        assertThat(Files.readString(config)).isEqualTo(after);
    }

    @Test
    void withoutAServerConfigTheEntryIsReportedAndNoFileIsCreated() throws Exception {
        Path spec = spec();
        String report = importInto(spec, ws.resolve("out"));
        assertThat(report)
                .contains(
                        "No agtp-server.toml in " + ws.resolve("out") + " or its parent folder; add this entry",
                        "[[apis]]\npath = \"",
                        "http_documentation = \"../specs/golden.yaml\"");
        assertThat(ws.resolve("agtp-server.toml")).doesNotExist();
        assertThat(ws.resolve("out/agtp-server.toml")).doesNotExist();
    }

    @Test
    void aServerConfigWithErrorsIsLeftAsItIs() throws Exception {
        Path config = Files.writeString(ws.resolve("agtp-server.toml"), "[server\nserver_id = 1\n");
        String report = importInto(spec(), ws);
        assertThat(report).contains("has errors, so it was left as it is");
        assertThat(Files.readString(config)).isEqualTo("[server\nserver_id = 1\n");
    }

    @Test
    void theBasePathComesFromTheChosenServerUrl() {
        assertThat(ApisEntryStep.basePath(List.of("https://api.example.com/v1/", "https://x.example"), 0))
                .isEqualTo("/v1");
        assertThat(ApisEntryStep.basePath(List.of("https://api.example.com/v1/", "https://x.example"), 1))
                .isEqualTo("/");
        assertThat(ApisEntryStep.basePath(List.of("https://{region}.example.com/{ver}/api"), 0))
                .isEqualTo("/{ver}/api");
        assertThat(ApisEntryStep.basePath(List.of(), 0)).isEqualTo("/");
    }
}
