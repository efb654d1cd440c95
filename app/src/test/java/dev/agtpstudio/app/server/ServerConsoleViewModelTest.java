package dev.agtpstudio.app.server;

import static dev.agtpstudio.app.server.SampleSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.load.FileLoader;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.server.client.AgtpClient;
import dev.agtpstudio.server.client.ClientExchange;
import dev.agtpstudio.server.client.ClientOptions;
import dev.agtpstudio.server.client.ClientRequest;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The console's view model against the real embedded server on the sample workspace (no display). */
class ServerConsoleViewModelTest {
    @TempDir
    Path tmp;

    private Path dir;
    private final AtomicReference<Workspace> saved = new AtomicReference<>();
    private ServerConsoleViewModel vm;

    @BeforeEach
    void setUp() throws Exception {
        dir = SampleSupport.copySample(tmp);
        saved.set(SampleSupport.load(dir));
        vm = new ServerConsoleViewModel(
                Executors.newSingleThreadExecutor(), Runnable::run, saved::get, java.util.Map::of);
        vm.portProperty().set("0");
    }

    @AfterEach
    void tearDown() {
        vm.shutdown();
    }

    private void startAndWait() throws InterruptedException {
        vm.start();
        waitUntil("server running", () -> vm.runningProperty().get());
    }

    @Test
    void startsOnTheSampleAndReportsAddressAndEndpointCount() throws Exception {
        startAndWait();
        int port = vm.boundPortProperty().get();
        assertThat(port).isPositive();
        assertThat(vm.statusProperty().get())
                .startsWith("Listening on agtp://127.0.0.1:" + port)
                .contains("endpoints registered");
        vm.stop();
        waitUntil("stopped", () -> vm.statusProperty().get().equals("Stopped."));
        assertThat(vm.runningProperty().get()).isFalse();
        assertThat(vm.boundPortProperty().get()).isEqualTo(-1);
    }

    @Test
    void eachExchangeBecomesALogRowWithItsRawBytes() throws Exception {
        startAndWait();
        ClientExchange x = AgtpClient.exchange(
                ClientOptions.loopback(vm.boundPortProperty().get()), ClientRequest.of("FROBNICATE", "/nowhere"));
        waitUntil("log row", () -> !vm.log().isEmpty());
        LogEntry row = vm.log().get(0);
        assertThat(row.method()).isEqualTo("FROBNICATE");
        assertThat(row.path()).isEqualTo("/nowhere");
        assertThat(row.status()).isEqualTo(x.status());
        assertThat(row.rawRequest()).startsWith("AGTP/1.0 FROBNICATE /nowhere");
        assertThat(row.rawResponse()).startsWith("AGTP/1.0 " + x.status());
        assertThat(row.rawExchange())
                .contains(row.rawRequest().strip())
                .contains(row.rawResponse().strip());
    }

    @Test
    void aBusyPortFallsBackToAFreeOneAndSaysSo() throws Exception {
        try (ServerSocket busy = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            vm.portProperty().set(String.valueOf(busy.getLocalPort()));
            startAndWait();
            assertThat(vm.boundPortProperty().get())
                    .isNotEqualTo(busy.getLocalPort())
                    .isPositive();
            assertThat(vm.statusProperty().get()).contains("port " + busy.getLocalPort() + " was busy");
        }
    }

    @Test
    void aBadPortIsRefusedWithoutStarting() {
        vm.portProperty().set("eighty");
        vm.start();
        assertThat(vm.runningProperty().get()).isFalse();
        assertThat(vm.statusProperty().get()).contains("Port must be a number");
    }

    @Test
    void aSavedBrokenFileIsRefusedVisiblyOnReloadAndItsEndpointIsNoLongerServed() throws Exception {
        startAndWait();
        int port = vm.boundPortProperty().get();
        int refusedBefore = vm.refusals().size();
        assertThat(vm.refusals()).noneSatisfy(r -> assertThat(r).contains("query_rooms.toml"));
        int before = AgtpClient.exchange(
                        ClientOptions.loopback(port), ClientRequest.json("QUERY", "/rooms", null, "{}"))
                .status();
        assertThat(vm.statusProperty().get())
                .contains(refusedBefore == 1 ? "1 file refused" : refusedBefore + " files refused");
        assertThat(before).isNotEqualTo(404);
        Path rooms = dir.resolve("endpoints/query_rooms.toml").toAbsolutePath().normalize();
        String broken = Files.readString(rooms).replace("method = \"QUERY\"", "method = \"QUERY\"\nmethod = \"FETCH\"");
        Workspace ws = saved.get();
        Path key = ws.files().keySet().stream()
                .filter(p -> p.endsWith("endpoints/query_rooms.toml"))
                .findFirst()
                .orElseThrow();
        vm.savedSnapshotChanged(ws.withFile(FileLoader.load(key, broken)));
        waitUntil("refusal shown", () -> vm.refusals().size() > refusedBefore);
        assertThat(vm.refusals())
                .anySatisfy(r -> assertThat(r).contains("query_rooms.toml").contains("refused"));
        assertThat(vm.statusProperty().get())
                .startsWith("Reloaded (")
                .contains("\u2212 QUERY /rooms")
                .contains((refusedBefore + 1) + " files refused");
        assertThat(vm.lastChangeProperty().get().removed()).containsExactly("QUERY /rooms");
        int after = AgtpClient.exchange(ClientOptions.loopback(port), ClientRequest.json("QUERY", "/rooms", null, "{}"))
                .status();
        assertThat(after)
                .as("no endpoint serves QUERY any more: ad-hoc invocation, 262 wildcards-required (AGTP-API §8.7)")
                .isEqualTo(262);
        assertThat(rooms).exists();
    }

    @Test
    void thePreferencesEnvironmentResolvesPlaceholdersSoNothingIsRefused() throws Exception {
        vm.shutdown();
        vm = new ServerConsoleViewModel(
                Executors.newSingleThreadExecutor(),
                Runnable::run,
                saved::get,
                () -> java.util.Map.of("HOTEL_PMS_TOKEN", "t0k3n", "HOTEL_PMS_URL", "https://pms.example"));
        vm.portProperty().set("0");
        startAndWait();
        assertThat(vm.refusals()).noneSatisfy(r -> assertThat(r).contains("HOTEL_PMS_TOKEN"));
    }

    @Test
    void anUnchangedSnapshotDoesNotReload() throws Exception {
        startAndWait();
        String status = vm.statusProperty().get();
        vm.savedSnapshotChanged(SampleSupport.load(dir));
        Thread.sleep(200);
        assertThat(vm.statusProperty().get()).isEqualTo(status);
    }

    @Test
    void withTlsTheServerSpeaksTlsAndTheInvokePanelFollowsIt() throws Exception {
        vm.tlsProperty().set(true);
        startAndWait();
        int port = vm.boundPortProperty().get();
        assertThat(vm.statusProperty().get()).contains("TLS 1.3");
        assertThat(vm.servingTlsProperty().get()).isTrue();
        // a plaintext client gets no AGTP answer from a TLS server; a TLS client that trusts the certificate does
        ClientExchange tlsAnswer = AgtpClient.exchange(
                ClientOptions.loopback(port).withTls(true, true), ClientRequest.of("FROBNICATE", "/nowhere"));
        assertThat(tlsAnswer.status()).isGreaterThanOrEqualTo(400);
        InvokeViewModel invoke = new InvokeViewModel(Executors.newSingleThreadExecutor(), Runnable::run, () -> port);
        invoke.setLocalTls(() -> vm.servingTlsProperty().get());
        invoke.setWorkspace(saved.get());
        invoke.methodProperty().set("FROBNICATE");
        invoke.pathProperty().set("/nowhere");
        invoke.send();
        waitUntil("answer over TLS", () -> invoke.outcomeProperty().get() != null);
        assertThat(invoke.outcomeProperty().get().error()).isNull();
        assertThat(invoke.outcomeProperty().get().status()).isEqualTo(tlsAnswer.status());
    }
}
