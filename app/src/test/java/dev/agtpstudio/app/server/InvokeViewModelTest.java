package dev.agtpstudio.app.server;

import static dev.agtpstudio.app.server.SampleSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.server.net.ExchangeEvent;
import dev.agtpstudio.server.net.ServerListener;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The invoke panel's view model against the real embedded server on the sample workspace (no display). */
class InvokeViewModelTest {
    @TempDir
    Path tmp;

    private Path dir;
    private Workspace ws;
    private EmbeddedServer server;
    private final ExecutorService worker = Executors.newSingleThreadExecutor();
    private InvokeViewModel vm;

    @BeforeEach
    void setUp() throws Exception {
        dir = SampleSupport.copySample(tmp);
        ws = SampleSupport.load(dir);
        server = EmbeddedServer.start(
                ws, new ConsoleOptions(0, false, false, false, java.util.Map.of()), new ServerListener() {
                    @Override
                    public void onExchange(ExchangeEvent event) {}
                });
        vm = new InvokeViewModel(worker, Runnable::run, server::port);
        vm.setWorkspace(ws);
    }

    @AfterEach
    void tearDown() {
        server.close();
        worker.shutdownNow();
    }

    private EndpointDecl endpoint(String method, String path) {
        return vm.endpoints().stream()
                .filter(e -> e.method().equals(method) && e.path().equals(path))
                .findFirst()
                .orElseThrow();
    }

    private InvokeOutcome sendAndWait() throws InterruptedException {
        InvokeOutcome before = vm.outcomeProperty().get();
        vm.send();
        assertThat(vm.messageProperty().get()).isEmpty();
        waitUntil(
                "response",
                () -> vm.outcomeProperty().get() != before
                        && !vm.sendingProperty().get());
        return vm.outcomeProperty().get();
    }

    private void fillRooms() {
        vm.endpointProperty().set(endpoint("QUERY", "/rooms"));
        vm.form().child("property_id").set("3f2b6a1e-8c4d-4e2a-9b7f-1a2b3c4d5e6f");
        vm.form().child("check_in").set("2026-12-01");
        vm.form().child("check_out").set("2026-12-03");
        vm.form().child("room_type").set("suite");
        vm.header("Authority-Scope").set("inventory:read");
    }

    @Test
    void withoutAuthorityScopeTheSampleServerAnswers262() throws Exception {
        fillRooms();
        vm.header("Authority-Scope").set("");
        InvokeOutcome o = sendAndWait();
        assertThat(o.status()).isEqualTo(262);
        assertThat(o.prettyBody()).contains("scope-required");
        assertThat(o.statusStyleClass()).isEqualTo("status-warning");
        assertThat(o.verdict().matches())
                .as("a 262 is not checked against the output schema")
                .isNull();
        // QUERY /rooms names no required_scopes: the hint says so instead of suggesting scopes of other endpoints
        assertThat(vm.hintProperty().get())
                .contains("Authority-Scope")
                .contains("scope_required_for_invocation")
                .contains("names no required_scopes")
                .doesNotContain("e.g.");
    }

    @Test
    void aNewSendClearsThePreviousResponseAndTheHint() throws Exception {
        fillRooms();
        vm.header("Authority-Scope").set("");
        sendAndWait();
        assertThat(vm.hintProperty().get()).isNotEmpty();
        java.util.List<InvokeOutcome> seen = new java.util.ArrayList<>();
        vm.outcomeProperty().addListener((o, a, b) -> seen.add(b));
        vm.header("Authority-Scope").set("inventory:read");
        InvokeOutcome second = sendAndWait();
        assertThat(seen).as("cleared before the new answer").startsWith((InvokeOutcome) null);
        assertThat(second.status()).isEqualTo(200);
        assertThat(second.statusStyleClass()).isEqualTo("status-success");
        assertThat(vm.hintProperty().get()).isEmpty();
    }

    @Test
    void pickingAnotherEndpointClearsTheResponseButANewSnapshotOfTheSameKeepsTheForm() throws Exception {
        fillRooms();
        sendAndWait();
        assertThat(vm.outcomeProperty().get()).isNotNull();
        vm.setWorkspace(SampleSupport.load(dir));
        assertThat(vm.form().toJson().json().path("property_id").asText())
                .isEqualTo("3f2b6a1e-8c4d-4e2a-9b7f-1a2b3c4d5e6f");
        assertThat(vm.outcomeProperty().get())
                .as("same endpoint, same response")
                .isNotNull();
        vm.endpointProperty()
                .set(vm.endpoints().stream()
                        .filter(e -> !e.path().equals("/rooms"))
                        .findFirst()
                        .orElseThrow());
        assertThat(vm.outcomeProperty().get()).isNull();
    }

    @Test
    void aRefusedSendShowsItsMessageAndNoStaleResponse() throws Exception {
        fillRooms();
        sendAndWait();
        vm.methodProperty().set("");
        vm.send();
        assertThat(vm.messageProperty().get()).contains("method is empty");
        assertThat(vm.outcomeProperty().get()).isNull();
    }

    @Test
    void choosingAnEndpointFillsMethodPathAndAFormFromItsInputSchema() {
        vm.endpointProperty().set(endpoint("QUERY", "/rooms"));
        assertThat(vm.methodProperty().get()).isEqualTo("QUERY");
        assertThat(vm.pathProperty().get()).isEqualTo("/rooms");
        assertThat(vm.form().children())
                .extracting(FormField::name)
                .contains("property_id", "check_in", "room_type", "accessible");
        assertThat(vm.form().child("room_type").kind()).isEqualTo(FormField.Kind.ENUM);
        assertThat(vm.form().child("check_in").format()).isEqualTo("date");
    }

    @Test
    void aFilledFormIsAnswered200WithABodyThatMatchesTheOutputSchema() throws Exception {
        fillRooms();
        vm.header("Task-ID").set("task-42");
        InvokeOutcome o = sendAndWait();
        assertThat(o.error()).isNull();
        assertThat(o.status()).isEqualTo(200);
        assertThat(o.prettyBody()).contains("\"rooms\"");
        assertThat(o.verdict().matches()).isTrue();
        assertThat(o.raw())
                .startsWith("AGTP/1.0 QUERY /rooms")
                .contains("Agent-ID: agtp://localhost/agents/agtp-studio")
                .contains("\"room_type\":\"suite\"");
        assertThat(o.headers()).anySatisfy(h -> assertThat(h.toString()).isEqualTo("Task-ID: task-42"));
        assertThat(o.millis()).isPositive();
    }

    @Test
    void aMissingRequiredFieldStopsTheSendWithAMessage() {
        vm.endpointProperty().set(endpoint("QUERY", "/rooms"));
        vm.send();
        assertThat(vm.messageProperty().get()).contains("/property_id: required");
        assertThat(vm.outcomeProperty().get()).isNull();
    }

    @Test
    void theRawJsonSwitchCarriesTheFormOverAndBack() throws Exception {
        fillRooms();
        vm.rawModeProperty().set(true);
        assertThat(vm.rawJsonProperty().get()).contains("\"room_type\" : \"suite\"");
        vm.rawJsonProperty().set(vm.rawJsonProperty().get().replace("suite", "deluxe"));
        vm.rawModeProperty().set(false);
        assertThat(vm.form().child("room_type").valueProperty().get()).isEqualTo("deluxe");
        vm.rawModeProperty().set(true);
        vm.rawJsonProperty().set("{\"property_id\": 12}");
        InvokeOutcome o = sendAndWait();
        assertThat(o.status()).isEqualTo(422);
        assertThat(o.verdict().matches()).isNull();
    }

    @Test
    void historyIsSavedPerWorkspaceAndReplayable() throws Exception {
        fillRooms();
        sendAndWait();
        Path file = dir.resolve(InvokeHistory.FILE);
        waitUntil("history written", () -> Files.exists(file));
        assertThat(Files.readString(file)).contains("\"method\" : \"QUERY\"").contains("/rooms");

        InvokeViewModel fresh = new InvokeViewModel(worker, Runnable::run, server::port);
        fresh.setWorkspace(ws);
        assertThat(fresh.history()).hasSize(1);
        assertThat(fresh.history().get(0).label())
                .as("the entry says how it was answered, and when")
                .matches("200 OK \u00b7 \\d\\d:\\d\\d(:\\d\\d)?  QUERY /rooms @ .*");
        fresh.replay(fresh.history().get(0));
        waitUntil("replayed", () -> fresh.outcomeProperty().get() != null);
        assertThat(fresh.outcomeProperty().get().status()).isEqualTo(200);
        assertThat(fresh.form().child("room_type").valueProperty().get()).isEqualTo("suite");
        assertThat(fresh.history()).hasSize(1);
    }

    @Test
    void anUnreachableHostIsReportedAsAFailureNotAnException() throws Exception {
        vm.useLocalServerProperty().set(false);
        vm.hostProperty().set("127.0.0.1");
        try (java.net.ServerSocket s = new java.net.ServerSocket(0)) {
            vm.portProperty().set(String.valueOf(s.getLocalPort()));
        }
        vm.methodProperty().set("DISCOVER");
        vm.pathProperty().set("/");
        InvokeOutcome o = sendAndWait();
        assertThat(o.error()).isNotNull().contains("127.0.0.1:");
        assertThat(o.statusLine()).startsWith("Failed:");
    }

    @Test
    void theOutputSchemaIsFoundForTemplatedPaths() {
        assertThat(dev.agtpstudio.server.client.request.RequestBuilder.pathMatches(
                        "/reservations/{id}", "/reservations/r-1"))
                .isTrue();
        assertThat(dev.agtpstudio.server.client.request.RequestBuilder.pathMatches(
                        "/reservations/{id}", "/reservations/"))
                .isFalse();
        assertThat(dev.agtpstudio.server.client.request.RequestBuilder.pathMatches("/rooms", "/rooms/x"))
                .isFalse();
    }
}
