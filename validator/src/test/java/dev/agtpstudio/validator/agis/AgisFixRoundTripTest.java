package dev.agtpstudio.validator.agis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Fix;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Quick fixes applied to the real text: for every corpus file whose rule offers a fix, applying the first fix gives a
 * file that still loads without parse errors and no longer has that finding. The same holds for JSON, made from the
 * YAML fixture, where the edits must keep JSON quoting.
 */
class AgisFixRoundTripTest {

    static Stream<Path> fixable() {
        return Stream.concat(AgisCorpusTest.invalid(), AgisCorpusTest.borderline());
    }

    private static void roundTrip(Path file, String text) throws IOException {
        Path tmp = Files.createTempFile("fix", ".agis");
        try {
            Files.writeString(tmp, text);
            String rule = AgisCorpusTest.ruleOf(file);
            List<Diagnostic> before = AgisCorpusTest.validate(tmp).stream()
                    .filter(d -> d.ruleId().equals(rule))
                    .toList();
            assertThat(before).as("%s fires", rule).isNotEmpty();
            Diagnostic d = before.get(0);
            assumeTrue(!d.fixes().isEmpty(), rule + " has no quick fix");
            Fix fix = d.fixes().get(0);
            String fixed = fix.applyTo(text);
            Files.writeString(tmp, fixed);
            List<Diagnostic> after = AgisCorpusTest.validate(tmp);
            assertThat(after)
                    .as("after `%s`:\n%s\n%s", fix.title(), fixed, AgisCorpusTest.show(after))
                    .noneMatch(x -> x.pass().equals("parse") && x.severity() == dev.agtpstudio.core.diag.Severity.ERROR)
                    .noneMatch(x -> x.ruleId().equals(rule)
                            && x.keyPath().equals(d.keyPath())
                            && x.message().equals(d.message()));
            assertThat(after.stream().filter(x -> x.ruleId().equals(rule)).count())
                    .isLessThan(before.size());
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixable")
    void theFirstFixRemovesTheFindingInYaml(Path file) throws IOException {
        roundTrip(file, Files.readString(file));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixable")
    void theFirstFixRemovesTheFindingInJson(Path file) throws IOException {
        String yaml = Files.readString(file);
        String json =
                new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsString(EditorSchemasTest.yaml(yaml));
        roundTrip(file, json);
    }
}
