package dev.agtpstudio.core.load;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.ParseRules;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.model.DiscoveryTests;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class DiscoveryTestsLoaderTest {
    private static final Path FILE = Path.of("ws", "discovery-tests.toml");

    @Test
    void theFileIsItsOwnKindAndLoadsEveryTestInOrderWithKeyPaths() {
        String text = """
                [[test]]
                intent = "cancel my stay"
                expect = "CANCEL /reservations/{reservation_id}"
                max_rank = 2

                [[test]]
                name = "scoped"
                intent = "change my dates"
                expect = "MODIFY /reservations/{reservation_id}"
                scopes = ["discovery:query", "booking:*"]
                capability_domains = ["reservations"]
                """;
        assertThat(FileKind.classify(FILE, text)).isEqualTo(FileKind.DISCOVERY_TESTS);
        LoadedFile<?> f = FileLoader.load(FILE, text);
        assertThat(f.diagnostics()).isEmpty();
        DiscoveryTests t = (DiscoveryTests) f.model();
        assertThat(t.tests()).hasSize(2);
        assertThat(t.tests().get(0).allowedRank()).isEqualTo(2);
        assertThat(t.tests().get(0).label()).isEqualTo("cancel my stay");
        assertThat(t.tests().get(1).allowedRank()).isEqualTo(1);
        assertThat(t.tests().get(1).scopes()).containsExactly("discovery:query", "booking:*");
        assertThat(t.tests().get(1).capabilityDomains()).containsExactly("reservations");
        assertThat(t.tests().get(1).keyPath()).isEqualTo("/test/1");
        assertThat(f.locations().rangeFor("/test/1/intent").startLine()).isEqualTo(8);
    }

    @Test
    void wrongTypesAndUnknownKeysAreLocated() {
        String text = "[[test]]\nintent = \"cancel\"\nexpects = \"CANCEL /x\"\nmax_rank = \"two\"\n[other]\n";
        LoadedFile<?> f = FileLoader.load(FILE, text);
        Diagnostic type = f.diagnostics().stream()
                .filter(d -> d.ruleId().equals(ParseRules.TYPE))
                .findFirst()
                .orElseThrow();
        assertThat(type.severity()).isEqualTo(Severity.ERROR);
        assertThat(type.range().startLine()).isEqualTo(4);
        assertThat(type.message()).contains("`max_rank` must be");
        assertThat(f.diagnostics())
                .filteredOn(d -> d.ruleId().equals(ParseRules.UNKNOWN_KEY))
                .anySatisfy(d -> {
                    assertThat(d.range().startLine()).isEqualTo(3);
                    assertThat(d.message()).contains("did you mean `expect`");
                })
                .anySatisfy(d -> assertThat(d.range().startLine()).isEqualTo(5));
    }
}
