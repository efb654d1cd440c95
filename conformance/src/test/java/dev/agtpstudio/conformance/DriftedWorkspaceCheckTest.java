package dev.agtpstudio.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.conformance.run.ConformanceRunner;
import dev.agtpstudio.server.LocalServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The contract of the sample workspace against a server running a drifted copy of it. */
class DriftedWorkspaceCheckTest {
    @TempDir
    Path dir;

    @Test
    void everyDriftIsReported() throws Exception {
        copy(LocalTargets.sample(), dir);
        // drift 1: an endpoint removed
        Files.delete(dir.resolve("endpoints/list_properties.toml"));
        // drift 2: an output type changed (QUOTE /rates nightly_rate number -> string)
        Path quote = dir.resolve("endpoints/quote_rates.toml");
        String text = Files.readString(quote);
        String changed = text.replaceFirst("(name = \"nightly_rate\"\\s*\\ntype = )\"number\"", "$1\"string\"");
        assertThat(changed).isNotEqualTo(text);
        Files.writeString(quote, changed);

        Contract declared = LocalTargets.contract(LocalTargets.sample());
        try (LocalServer s = LocalTargets.serve(dir, 455)) {
            CheckReport r = new ConformanceRunner(
                            LocalTargets.options().withAllowUnsafe(true).withMaxExamples(3))
                    .run(declared, LocalTargets.target(s));
            assertThat(r.exitCode()).isEqualTo(CheckReport.FAILED);
            assertThat(failed(r, "LIST /properties", "served")).contains("does not list LIST /properties");
            assertThat(failed(r, "QUOTE /rates", "manifest-entry"))
                    .contains("/output_schema/properties/nightly_rate/type declared \"number\", served \"string\"");
            assertThat(failed(r, "QUOTE /rates", "valid-input"))
                    .contains("violates the output_schema")
                    .contains("nightly_rate");
            assertThat(failed(r, CheckResult.SERVER, "§13.1.1")).contains("manifest-entry (QUOTE /rates)");
            // nothing else drifted
            assertThat(r.results().stream()
                            .filter(CheckResult::failed)
                            .filter(x -> !x.endpoint().equals("LIST /properties")
                                    && !x.endpoint().equals("QUOTE /rates")
                                    && !x.check().startsWith("§13.1.")))
                    .as(LocalTargets.failures(r))
                    .isEmpty();
        }
    }

    static String failed(CheckReport r, String endpoint, String check) {
        return r.results().stream()
                .filter(x -> x.endpoint().equals(endpoint) && x.check().equals(check) && x.failed())
                .map(CheckResult::detail)
                .findFirst()
                .orElse("(not failed)");
    }

    static void copy(Path from, Path to) throws Exception {
        try (Stream<Path> all = Files.walk(from)) {
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
