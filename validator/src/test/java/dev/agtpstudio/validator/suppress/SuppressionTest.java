package dev.agtpstudio.validator.suppress;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Matching of suppression entries and the problems a suppressions file can have. */
class SuppressionTest {
    static final Path ROOT = Path.of("/ws");

    static Diagnostic finding(String rule, String file, String keyPath) {
        return Diagnostic.builder(rule, Severity.ERROR, "m")
                .file(ROOT.resolve(file))
                .keyPath(keyPath)
                .build();
    }

    @ParameterizedTest(name = "{0} {1} {2} vs {3} {4} {5} -> {6}")
    @CsvSource({
        "path/verb-segment, endpoints/*.toml, '', path/verb-segment, endpoints/order.toml, /endpoint/path, true",
        "path/verb-segment, endpoints/*.toml, '', path/verb-segment, endpoints/v1/order.toml, /endpoint/path, false",
        "path/verb-segment, endpoints/**/*.toml, '', path/verb-segment, endpoints/v1/order.toml, /endpoint/path, true",
        "path/verb-segment, **/*.toml, '', path/verb-segment, order.toml, /endpoint/path, true",
        "path/verb-segment, endpoints/*.toml, '', method/syntax, endpoints/order.toml, /endpoint/method, false",
        "*, endpoints/order.toml, '', method/syntax, endpoints/order.toml, /endpoint/method, true",
        "*, endpoints/order.toml, /endpoint/semantic, semantic/empty-text, endpoints/order.toml, /endpoint/semantic/intent, true",
        "*, endpoints/order.toml, /endpoint/semantic, semantic/empty-text, endpoints/order.toml, /endpoint/semanticx, false",
        "*, endpoints/order?.toml, '', method/syntax, endpoints/order1.toml, /endpoint/method, true",
    })
    void entriesMatchByRuleGlobAndKeyPath(
            String rule, String glob, String keyPath, String dRule, String dFile, String dKey, boolean expected) {
        Suppression s = new Suppression(rule, glob, keyPath, "because", null);
        assertThat(s.matches(finding(dRule, dFile, dKey), ROOT)).isEqualTo(expected);
    }

    @Test
    void suppressedFindingsAreKeptAndMarked() {
        Suppressions sup = new Suppressions(
                ROOT, List.of(new Suppression("method/syntax", "*.toml", null, "legacy", null)), List.of());
        List<Diagnostic> out = sup.apply(List.of(
                finding("method/syntax", "a.toml", "/endpoint/method"),
                finding("path/syntax", "a.toml", "/endpoint/path")));
        assertThat(out).hasSize(2);
        assertThat(out.get(0).suppressedBy()).isEqualTo("legacy");
        assertThat(out.get(1).suppressed()).isFalse();
    }

    @Test
    void aSuppressionWithoutReasonIsReportedAndNotApplied() {
        String text =
                "[[suppress]]\nrule = \"method/syntax\"\nfile = \"*.toml\"\n\n[[suppress]]\nrule = 3\nfile = \"x\"\n"
                        + "reason = \"r\"\n";
        Suppressions s = new SuppressionsLoader().parse(ROOT, ROOT.resolve(Suppressions.FILE), text);
        assertThat(s.entries()).isEmpty();
        assertThat(s.problems())
                .extracting(Diagnostic::ruleId)
                .containsExactly("suppression/missing-reason", "suppression/invalid");
        assertThat(s.problems().get(0).range().startLine()).isEqualTo(1);
        assertThat(s.problems().get(1).range().startLine()).isEqualTo(5);
        assertThat(s.apply(List.of(finding("method/syntax", "a.toml", "/endpoint/method"))))
                .filteredOn(d -> d.ruleId().equals("method/syntax"))
                .allMatch(d -> !d.suppressed());
    }

    @Test
    void brokenTomlIsOneLocatedProblem() {
        Suppressions s = new SuppressionsLoader().parse(ROOT, ROOT.resolve(Suppressions.FILE), "[[suppress]\nrule = ");
        assertThat(s.problems()).isNotEmpty().allMatch(d -> d.ruleId().equals("suppression/invalid"));
    }
}
