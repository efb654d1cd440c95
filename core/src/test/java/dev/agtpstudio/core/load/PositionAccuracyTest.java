package dev.agtpstudio.core.load;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.diag.Diagnostic;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A loader diagnostic points at the offending key or value: the table gives the file, its text, the rule and the
 * 1-based line and column where the diagnostic must start, and the text it must cover.
 */
class PositionAccuracyTest {
    static Stream<Arguments> cases() {
        return Stream.of(
                Arguments.of(
                        "endpoints/a.toml",
                        "[endpoint]\nmethod = \"BOOK\"\n\n[endpoint.semantic]\nconfidence = \"high\"\n",
                        "parse/type",
                        5,
                        14,
                        "\"high\""),
                Arguments.of(
                        "endpoints/a.toml",
                        "[endpoint]\r\nmethod = \"BOOK\"\r\n\r\n[endpoint.semantic]\r\n\tis_idempotent = \"no\"\r\n",
                        "parse/type",
                        5,
                        18,
                        "\"no\""),
                Arguments.of(
                        "endpoints/a.toml",
                        "[endpoint]\ndescription = \"caf\u00e9 \uD83C\uDFE8\" ; desciption = 1\n",
                        "parse/syntax",
                        2,
                        25,
                        null),
                Arguments.of(
                        "endpoints/a.toml",
                        "[endpoint]\nmethod = \"BOOK\"\nnamepsace = \"x\"\n",
                        "parse/unknown-key",
                        3,
                        1,
                        "namepsace"),
                Arguments.of(
                        "endpoints/a.toml",
                        "[endpoint]\nmethod = \"BOOK\"\n[[endpoint.input.required]]\nname = \"a\"\nkind = \"string\"\n",
                        "parse/unknown-key",
                        5,
                        1,
                        "kind"),
                Arguments.of(
                        "endpoints/a.toml", "[endpoint]\nerrors = [\n  \"a\",\n  7,\n]\n", "parse/type", 4, 3, "7"),
                Arguments.of(
                        "endpoints/a.toml",
                        "[endpoint.handler]\ntype = \"external_service\"\ntimeout_seconds = \"15\"\n",
                        "parse/type",
                        3,
                        19,
                        "\"15\""),
                Arguments.of("endpoints/a.toml", "\uFEFF[endpoint]\nmethod = 5\n", "parse/type", 2, 10, "5"),
                Arguments.of("x.agis", "\uFEFFagis: '1.0'\nservice: [1]\n", "parse/type", 2, 10, "[1]"),
                Arguments.of("x.agis", "\uFEFF{\"agis\": \"1.0\", \"service\": {}}", "parse/type", 1, 29, "{}"),
                Arguments.of(
                        "agtp-server.toml",
                        "[server]\nserver_id = \"x\"\n\n[policies.methods]\nlegacy = 3\n",
                        "parse/type",
                        5,
                        10,
                        "3"),
                Arguments.of(
                        "agtp-server.toml",
                        "[policies.methods]\n  [[policies.methods.redirects]]\n  from_methd = \"GET\"\n",
                        "parse/unknown-key",
                        3,
                        3,
                        "from_methd"),
                Arguments.of(
                        "agtp-recipes.toml",
                        "[[recipe]]\nname = \"r\"\n[[recipe.steps]]\nmethod = \"A\"\n[recipe.steps.parameters.x]\nkind = 1\n",
                        "parse/type",
                        6,
                        8,
                        "1"),
                Arguments.of(
                        "x.agis",
                        "agis: \"1.0\"\nendpoints:\n  - method: BOOK\n    errors: {a: 1}\n",
                        "parse/type",
                        4,
                        13,
                        "{a: 1}"),
                Arguments.of("x.agis", "agis: \"1.0\"\nservce: x\n", "parse/unknown-key", 2, 1, "servce"),
                Arguments.of("x.agis", "agis: \"1.0\"\nservice: [x\n", "parse/syntax", 3, 1, null),
                Arguments.of(
                        "x.agis",
                        "{\n  \"agis\": \"1.0\",\n  \"endpoints\": [{\"semantic\": {\"is_idempotent\": \"yes\"}}]\n}",
                        "parse/type",
                        3,
                        48,
                        "\"yes\""),
                Arguments.of(
                        "x.agis", "{\n  \"agis\": \"1.0\",\n  \"endpoints\": 5 5\n}", "parse/syntax", 3, 18, null));
    }

    @ParameterizedTest
    @MethodSource("cases")
    void diagnosticStartsAtTheOffendingText(
            String file, String text, String rule, int line, int column, String covers) {
        LoadedFile<?> f = FileLoader.load(Path.of(file), text);
        Diagnostic d = f.diagnostics().stream()
                .filter(x -> x.ruleId().equals(rule))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no " + rule + " in " + f.diagnostics()));
        assertThat(d.file()).isEqualTo(Path.of(file));
        assertThat(d.range().startLine()).as("line").isEqualTo(line);
        assertThat(d.range().startColumn()).as("column").isEqualTo(column);
        assertThat(f.source().lines().offsetOf(line, column))
                .isEqualTo(d.range().start());
        if (covers != null) {
            assertThat(Fixtures.covered(f.source(), d.range())).isEqualTo(covers);
        }
    }
}
