package dev.agtpstudio.app.check;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.server.LocalServer;
import dev.agtpstudio.server.dispatch.DispatchOptions;
import dev.agtpstudio.server.net.ServerOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The IDE's check run without a display: direct executors, a drifted local server, the rows and a replay. */
class CheckSessionTest {
    static final Path SAMPLE = Path.of(System.getProperty("agtp.project.dir", ".."))
            .resolve("samples/hotel")
            .toAbsolutePath();

    @Test
    void parsesTargetScopesAndAllowUnsafe() {
        CheckSession.Ask a = CheckSession.Ask.parse(" 127.0.0.1:4999 booking:read, billing:read --allow-unsafe ");
        assertThat(a.target().port()).isEqualTo(4999);
        assertThat(a.scopes()).containsExactly("booking:read", "billing:read");
        assertThat(a.allowUnsafe()).isTrue();
        assertThat(CheckSession.Ask.parse("example.org").target().port()).isEqualTo(4480);
    }

    @Test
    void failuresBecomeLocatedErrorRowsWithAReplay(@TempDir Path tmp) throws Exception {
        Path served = tmp.resolve("served");
        copy(SAMPLE, served);
        Files.delete(served.resolve("endpoints/list_properties.toml"));
        try (LocalServer s = LocalServer.start(
                served,
                ServerOptions.defaults().withPort(0).withWorkerThreads(2),
                DispatchOptions.defaults().withEnvironment(Map.of("HOTEL_PMS_TOKEN", "t")),
                null,
                null,
                false)) {
            CheckSession session = new CheckSession(Runnable::run, Runnable::run);
            AtomicReference<CheckDiagnostics> rows = new AtomicReference<>();
            List<String> errors = new ArrayList<>();
            List<String> replays = new ArrayList<>();
            session.setOnResult(rows::set);
            session.setOnError(errors::add);
            session.setOnReplayed((t, m) -> replays.add(m));
            session.start(SAMPLE, "127.0.0.1:" + s.server().port() + " booking:read");
            assertThat(errors).isEmpty();
            Diagnostic notServed = rows.get().rows().stream()
                    .filter(d -> d.ruleId().equals("check/served"))
                    .findFirst()
                    .orElseThrow();
            assertThat(notServed.severity()).isEqualTo(Severity.ERROR);
            assertThat(notServed.file()).isEqualTo(SAMPLE.resolve("endpoints/list_properties.toml"));
            assertThat(notServed.range().startLine()).isGreaterThan(1);
            assertThat(rows.get().rows().get(rows.get().rows().size() - 1).message())
                    .startsWith("Check of 127.0.0.1:")
                    .contains("1 failed");
            assertThat(session.replayable(notServed)).isPresent();
            session.replay(notServed);
            assertThat(replays)
                    .singleElement()
                    .asString()
                    .contains("Recorded answer: AGTP/1.0 200")
                    .contains("Answer now:      AGTP/1.0 200");
        }
    }

    @Test
    void anUnreachableTargetIsAnErrorMessage() throws Exception {
        int port;
        try (java.net.ServerSocket free = new java.net.ServerSocket(0)) {
            port = free.getLocalPort();
        }
        CheckSession session = new CheckSession(Runnable::run, Runnable::run);
        List<String> errors = new ArrayList<>();
        session.setOnError(errors::add);
        session.start(SAMPLE, "127.0.0.1:" + port);
        assertThat(errors).singleElement().asString().contains("cannot reach");
    }

    static void copy(Path from, Path to) throws Exception {
        try (var all = Files.walk(from)) {
            for (Path p : (Iterable<Path>) all::iterator) {
                Path t = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(t);
                } else {
                    Files.copy(p, t);
                }
            }
        }
    }
}
