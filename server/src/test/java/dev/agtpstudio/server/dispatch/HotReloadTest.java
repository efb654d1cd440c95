package dev.agtpstudio.server.dispatch;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.core.workspace.DocumentVersion;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HotReloadTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private ServerHarness h;

    @AfterEach
    void stop() {
        if (h != null) {
            h.close();
        }
    }

    @Test
    void aRefusedFileWithoutMethodOrPathIsLoggedInWords() throws Exception {
        h = new ServerHarness(TestWorkspace.write(dir, TestWorkspace.Config.defaults()), ServerHarness.options());
        Files.writeString(
                dir.resolve("endpoints/query_rooms.toml"), "[endpoint]\ndescription = \"no method, no path\"\n");
        List<RegistryBuilder.Refusal> refused = h.dispatcher.reload(TestWorkspace.load(dir));
        assertThat(refused).singleElement().satisfies(r -> {
            assertThat(r.endpoint()).isNull();
            assertThat(r.message())
                    .startsWith(r.file() + " refused: ")
                    .contains("no method")
                    .contains("no path")
                    .doesNotContain("null");
        });
        assertThat(h.notices)
                .filteredOn(n -> n.kind().equals("refused"))
                .allSatisfy(n -> dev.agtpstudio.core.testkit.InternalNames.assertNone("refused notice", n.message()));
    }

    @Test
    void reRegistersSavedFilesWithoutRestartAndRefusesBrokenOnes() throws Exception {
        h = new ServerHarness(TestWorkspace.write(dir, TestWorkspace.Config.defaults()), ServerHarness.options());
        var first = h.send("DISCOVER", null, null);
        String v1 = JSON.readTree(first.body()).get("document_version").asText();
        assertThat(h.send("SUMMARIZE", "/notes", "{\"source\":{}}").status()).isEqualTo(404);

        Files.writeString(
                dir.resolve("endpoints/summarize_notes.toml"),
                TestWorkspace.SUMMARIZE.replace("\"/texts\"", "\"/notes\""));
        Files.writeString(dir.resolve("endpoints/query_rooms.toml"), "[endpoint\nmethod = ");
        List<RegistryBuilder.Refusal> refused = h.dispatcher.reload(TestWorkspace.load(dir));

        assertThat(h.send("SUMMARIZE", "/notes", "{\"source\":{}}").status()).isEqualTo(200);
        assertThat(refused)
                .singleElement()
                .satisfies(r -> assertThat(r.file().toString()).endsWith("query_rooms.toml"));
        assertThat(h.notices).anySatisfy(n -> {
            assertThat(n.kind()).isEqualTo("refused");
            assertThat(n.message()).contains("query_rooms.toml");
        });
        assertThat(h.send("QUERY", "/rooms", "{\"property_id\":\"p1\"}").status())
                .as("no endpoint serves QUERY any more: ad-hoc, wildcards off")
                .isEqualTo(262);
        assertThat(h.send("SUMMARIZE", "/texts", "{\"source\":{}}").status())
                .as("other endpoints keep serving")
                .isEqualTo(200);
        var second = h.send("DISCOVER", null, null);
        String v2 = JSON.readTree(second.body()).get("document_version").asText();
        assertThat(second.headers().get("ETag"))
                .as("a reload changes the manifest's ETag")
                .isNotEqualTo(first.headers().get("ETag"));
        assertThat(v2)
                .as("document_version is the workspace's, not the reload count")
                .isEqualTo(v1)
                .isEqualTo(DocumentVersion.read(dir));
        DocumentVersion.write(dir, "7");
        h.dispatcher.reload(TestWorkspace.load(dir));
        assertThat(JSON.readTree(h.send("DISCOVER", null, null).body())
                        .get("document_version")
                        .asText())
                .isEqualTo("7");
    }
}
