package dev.agtpstudio.validator.discovery;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.validator.ValidationOptions;
import dev.agtpstudio.validator.engine.Validators;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The hotel sample's discoverability tests pass; an edit that makes "cancel my stay" ambiguous fails with ranks. */
class DiscoveryTestRunTest {
    @TempDir
    Path tmp;

    static Path sample() {
        String dir = System.getProperty("agtp.project.dir");
        assumeTrue(dir != null, "agtp.project.dir is not set");
        Path root = Path.of(dir, "samples", "hotel");
        assumeTrue(Files.isDirectory(root), "samples/hotel not present");
        return root;
    }

    private Path copyOfSample() throws IOException {
        Path src = sample();
        try (Stream<Path> s = Files.walk(src)) {
            for (Path p : s.toList()) {
                Path to = tmp.resolve(src.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(p, to);
                }
            }
        }
        return tmp;
    }

    private static List<DiscoveryTestRun.Outcome> run(Path root) {
        MethodCatalog c = MethodCatalog.bundled();
        return DiscoveryTestRun.run(WorkspaceLoader.load(root, c), DiscoveryRanker.lexical(c));
    }

    @Test
    void theSampleHasUsefulTestsAndTheyAllPass() {
        List<DiscoveryTestRun.Outcome> out = run(sample());
        assertThat(out).hasSizeGreaterThanOrEqualTo(5);
        assertThat(out)
                .allSatisfy(o -> assertThat(o.status()).as(o.message()).isEqualTo(DiscoveryTestRun.Status.PASSED));
        DiscoveryTestRun.Outcome cancel = out.stream()
                .filter(o -> o.test().intent().equals("cancel my stay"))
                .findFirst()
                .orElseThrow();
        assertThat(cancel.test().expect()).isEqualTo("CANCEL /reservations/{reservation_id}");
        assertThat(cancel.rank()).isBetween(1, 2);
    }

    @Test
    void anEditThatMakesTheIntentAmbiguousFailsWithRankDetails() throws IOException {
        Path ws = copyOfSample();
        Path cancel = ws.resolve("endpoints/cancel_reservation.toml");
        String text = Files.readString(cancel);
        Files.writeString(
                ws.resolve("endpoints/cancel_stay.toml"),
                text.replace("path = \"/reservations/{reservation_id}\"", "path = \"/stays/{reservation_id}\"")
                        .replaceFirst("(?m)^intent = .*$", "intent = \"Cancel my stay at a Harbor Light property.\""));
        Files.writeString(
                ws.resolve("endpoints/cancel_booking.toml"),
                text.replace("path = \"/reservations/{reservation_id}\"", "path = \"/bookings/{reservation_id}\"")
                        .replaceFirst("(?m)^intent = .*$", "intent = \"Cancel my stay: call off a booked stay.\""));

        DiscoveryTestRun.Outcome o = run(ws).stream()
                .filter(x -> x.test().intent().equals("cancel my stay"))
                .findFirst()
                .orElseThrow();
        assertThat(o.status()).isEqualTo(DiscoveryTestRun.Status.FAILED);
        assertThat(o.rank()).isGreaterThan(2);
        assertThat(o.above())
                .extracting(DiscoveryRanker.Ranked::id)
                .contains("CANCEL /stays/{reservation_id}", "CANCEL /bookings/{reservation_id}");
        assertThat(o.above().get(0).score()).isGreaterThanOrEqualTo(o.expected().score());
        assertThat(o.message())
                .contains("ranks " + o.rank() + " of", "above it: 1. ", "rank_score", "capability_match_score");

        // the same finding reaches every validation (the IDE's Problems, the language server) at the test's line
        Workspace loaded = WorkspaceLoader.load(ws, MethodCatalog.bundled());
        List<Diagnostic> ds = Validators.standard(ValidationOptions.defaults()).validate(loaded).diagnostics().stream()
                .filter(d -> d.ruleId().equals("discovery/test-failed"))
                .toList();
        int line = Files.readAllLines(ws.resolve("discovery-tests.toml")).indexOf("intent = \"cancel my stay\"") + 1;
        assertThat(ds).anySatisfy(d -> {
            assertThat(d.file().getFileName().toString()).isEqualTo("discovery-tests.toml");
            assertThat(d.range().startLine()).isEqualTo(line);
            assertThat(d.message()).contains("CANCEL /stays/{reservation_id}");
        });
    }

    @Test
    void malformedTestsAreInvalidAtTheirKey() {
        DiscoveryTestRun.Outcome o = DiscoveryTestRun.invalid(new dev.agtpstudio.core.model.DiscoveryTests.Case(
                null, "cancel my stay", "cancel it", 2L, List.of(), List.of(), "/test/0"));
        assertThat(o.status()).isEqualTo(DiscoveryTestRun.Status.INVALID);
        assertThat(o.keyPath()).isEqualTo("/test/0/expect");
        assertThat(o.message()).contains("METHOD /path");
    }
}
