package dev.agtpstudio.validator.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.load.ServerConfigLoader;
import dev.agtpstudio.core.load.SourceText;
import dev.agtpstudio.core.model.RecipeBook;
import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.ValidationOptions;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Method lists in policies: repeats are a warning with a removing fix, and no quick fix ever creates a repeat. */
class PolicyListFixesTest {

    private static List<Diagnostic> run(FileCheck<ServerConfig> check, String text) {
        LoadedFile<ServerConfig> f = ServerConfigLoader.load(SourceText.of(Path.of("agtp-server.toml"), text));
        List<Diagnostic> out = new ArrayList<>();
        check.check(
                f,
                new ValidationContext(
                        MethodCatalog.bundled(), f.model(), new RecipeBook(List.of()), ValidationOptions.defaults()),
                new Reporter(f, out::add));
        return out;
    }

    @Test
    void aTypoWhoseNearestVerbIsListedIsRemovedNotReplaced() {
        String text = "[policies.methods]\nlegacy = [\"GET\", \"GTE\"]\n";
        Diagnostic d = run(new LegacyValueCheck(), text).get(0);
        assertThat(d.fixes()).extracting(Fix::title).noneMatch(t -> t.equals("Replace with GET"));
        assertThat(d.fixes()).isNotEmpty();
        for (Fix f : d.fixes()) {
            String fixed = f.applyTo(text);
            assertThat(fixed).doesNotContain("\"GET\", \"GET\"");
            assertThat(run(new DuplicatePolicyMethodCheck(), fixed)).isEmpty();
            assertThat(run(new LegacyValueCheck(), fixed)).isEmpty();
        }
        assertThat(d.fixes().get(0).applyTo(text)).contains("legacy = [\"GET\"]");
    }

    @Test
    void aTypoWhoseNearestVerbIsNotListedIsStillReplaced() {
        String text = "[policies.methods]\nlegacy = [\"POST\", \"GTE\"]\n";
        Diagnostic d = run(new LegacyValueCheck(), text).get(0);
        assertThat(d.fixes()).extracting(Fix::title).contains("Replace with GET");
    }

    @Test
    void aRepeatedMethodIsAWarningAtTheRepeatWithAFixThatRemovesIt() {
        String text =
                "[policies.methods]\ndisallow = [\"PURGE\", \"ARCHIVE\", \"PURGE\"]\nlegacy = [\"GET\", \"GET\"]\n";
        List<Diagnostic> ds = run(new DuplicatePolicyMethodCheck(), text);
        assertThat(ds).hasSize(2);
        assertThat(ds).allMatch(d -> d.severity() == dev.agtpstudio.core.diag.Severity.WARNING);
        assertThat(ds.get(0).range().startColumn()).isGreaterThan(25);
        assertThat(ds.get(0).fixes().get(0).applyTo(text)).contains("disallow = [\"PURGE\", \"ARCHIVE\"]\n");
        assertThat(ds.get(1).fixes().get(0).applyTo(text)).contains("legacy = [\"GET\"]\n");
    }

    @Test
    void discoveryWeightsAreEachInRangeAndSumToOne() {
        assertThat(run(new DiscoveryWeightsCheck(), "")).isEmpty();
        assertThat(run(
                        new DiscoveryWeightsCheck(),
                        "[discovery]\ntrust_tier_weight = 0.1\nbehavioral_trust_weight = 0.2\n"
                                + "capability_match_weight = 0.7\n"))
                .isEmpty();
        List<Diagnostic> range = run(
                new DiscoveryWeightsCheck(),
                "[discovery]\ntrust_tier_weight = -0.2\nbehavioral_trust_weight = 1.5\n"
                        + "capability_match_weight = 0.7\n");
        assertThat(range).hasSize(2);
        assertThat(range.get(0).message()).contains("trust_tier_weight = -0.2", "between 0 and 1");
        List<Diagnostic> sum = run(new DiscoveryWeightsCheck(), "[discovery]\ncapability_match_weight = 0.5\n");
        assertThat(sum).singleElement().satisfies(d -> assertThat(d.message()).contains("sum to 1.2"));
    }
}
