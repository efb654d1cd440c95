package dev.agtpstudio.app.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.server.client.request.Transport;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The saved requests' view model on the sample (no display, no server; work runs where it is asked). */
class SavedRequestsViewModelTest {
    @TempDir
    Path tmp;

    private Path dir;
    private InvokeViewModel invoke;
    private SavedRequestsViewModel saved;

    @BeforeEach
    void setUp() throws Exception {
        dir = SampleSupport.copySample(tmp);
        Workspace ws = SampleSupport.load(dir);
        invoke = new InvokeViewModel(Runnable::run, Runnable::run, () -> 4480);
        invoke.setWorkspace(ws);
        saved = new SavedRequestsViewModel(Runnable::run, Runnable::run, invoke);
        saved.setRoot(dir);
    }

    private EndpointDecl endpoint(String method, String path) {
        return invoke.endpoints().stream()
                .filter(e -> e.method().equals(method) && e.path().equals(path))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void authorityScopeFollowsTheEndpointUntilTheDesignerTypesOne() {
        invoke.endpointProperty().set(endpoint("BOOK", "/reservations"));
        assertThat(invoke.header("Authority-Scope").get()).isEqualTo("booking:write");
        invoke.endpointProperty().set(endpoint("AUDIT", "/folios/{reservation_id}"));
        assertThat(invoke.header("Authority-Scope").get()).isEqualTo("billing:read");
        invoke.header("Authority-Scope").set("billing:read, audit:*");
        invoke.endpointProperty().set(endpoint("BOOK", "/reservations"));
        assertThat(invoke.header("Authority-Scope").get()).isEqualTo("billing:read, audit:*");
    }

    @Test
    void aMalformedFileIsALocatedMessageAndThePanelKeepsItsRequest() throws Exception {
        Files.createDirectories(dir.resolve("requests"));
        Files.writeString(dir.resolve("requests/bad.toml"), "method = \"QUERY\"\nheaders = \"Agent-ID: x\"\n");
        saved.refresh();
        assertThat(saved.requests()).containsExactly("bad");
        invoke.methodProperty().set("DISCOVER");
        saved.open("bad");
        assertThat(saved.messageProperty().get())
                .isEqualTo("requests/bad.toml:2:11: headers is a table of NAME = \"value\"");
        assertThat(invoke.methodProperty().get()).isEqualTo("DISCOVER");
    }

    @Test
    void savingOverAnExistingRequestWaitsForTheCallersConfirmation() throws Exception {
        invoke.endpointProperty().set(endpoint("QUERY", "/rooms"));
        List<SavedRequestsViewModel.Write> answers = new ArrayList<>();
        saved.save("rooms", false, answers::add);
        String first = Files.readString(dir.resolve("requests/rooms.toml"));
        invoke.header("Task-ID").set("t-2");
        saved.save("rooms", false, answers::add);
        assertThat(Files.readString(dir.resolve("requests/rooms.toml"))).isEqualTo(first);
        saved.save("rooms", true, answers::add);
        assertThat(Files.readString(dir.resolve("requests/rooms.toml"))).contains("Task-ID = \"t-2\"");
        assertThat(answers)
                .containsExactly(
                        SavedRequestsViewModel.Write.WRITTEN,
                        SavedRequestsViewModel.Write.EXISTS,
                        SavedRequestsViewModel.Write.WRITTEN);
        saved.save("../escape", false, answers::add);
        assertThat(saved.messageProperty().get()).contains("a name is 1 to 80 letters");
        assertThat(Files.exists(dir.resolve("escape.toml"))).isFalse();
        saved.rename("rooms", "open rooms");
        assertThat(saved.requests()).containsExactly("open rooms");
        assertThat(saved.currentProperty().get()).isEqualTo("open rooms");
    }

    @Test
    void copyAsCommandIsForAgtpAndCopyRawIsTheBuildersWireText() {
        invoke.methodProperty().set("DISCOVER");
        invoke.pathProperty().set("/methods");
        invoke.header("Agent-ID").set("");
        assertThat(saved.copyAsRawRequest()).isEqualTo("AGTP/1.0 DISCOVER /methods\r\n\r\n");
        assertThat(saved.copyAsCommand())
                .isEqualTo("agtp-studio invoke DISCOVER /methods --host 127.0.0.1 --port 4480");
        invoke.transportProperty().set(Transport.MCP);
        assertThat(saved.copyAsCommand()).isNull();
        assertThat(saved.messageProperty().get()).contains("pick an endpoint of the workspace");
    }
}
