package dev.agtpstudio.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.conformance.checks.ProtocolChecks;
import dev.agtpstudio.conformance.run.ConformanceRunner;
import dev.agtpstudio.server.LocalServer;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A service with no QUERY endpoint, served as declared with {@code wildcards_accepted = false}: a QUERY on an
 * unregistered path is an ad-hoc invocation (262 {@code wildcards-required}, AGTP-API §8.7), so the unknown-path
 * probe uses a method the target serves and gets its 404; nothing fails.
 */
class UnknownPathProbeTest {
    @TempDir
    Path dir;

    @Test
    void aServiceWithoutQueryPassesTheUnknownPathCheck() throws Exception {
        DriftedWorkspaceCheckTest.copy(LocalTargets.sample(), dir);
        Files.delete(dir.resolve("endpoints/query_rooms.toml"));
        assertThat(Files.readString(dir.resolve("agtp-server.toml")))
                .containsPattern("wildcards_accepted\\s*=\\s*false");
        Contract declared = LocalTargets.contract(dir);
        try (LocalServer s = LocalTargets.serve(dir, 455)) {
            CheckReport r = new ConformanceRunner(LocalTargets.options().withMaxExamples(2))
                    .run(declared, LocalTargets.target(s));
            CheckResult probe = r.results().stream()
                    .filter(x -> x.check().equals(ProtocolChecks.UNKNOWN_PATH))
                    .findFirst()
                    .orElseThrow();
            assertThat(probe.outcome()).as(probe.detail()).isEqualTo(Outcome.PASS);
            assertThat(probe.detail()).doesNotStartWith("QUERY");
            assertThat(r.results().stream().filter(CheckResult::failed))
                    .as(LocalTargets.failures(r))
                    .isEmpty();
        }
    }
}
