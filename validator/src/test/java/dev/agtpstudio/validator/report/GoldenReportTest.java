package dev.agtpstudio.validator.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.validator.cli.ValidateTool;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Text and JSON reports of fixed fixtures compared with golden files. To accept an intended change, run with
 * {@code -Dagtp.golden.update=true} and review the diff of src/test/resources/golden/.
 */
class GoldenReportTest {
    static final Path GOLDEN = Path.of("src/test/resources/golden");

    @ParameterizedTest(name = "{0} as {1}")
    @CsvSource({
        "invalid/config-alias-chain, TEXT, config-alias-chain.txt",
        "invalid/path-verb-segment.toml, TEXT, path-verb-segment.txt",
        "invalid/path-verb-segment.toml, JSON, path-verb-segment.json",
        "borderline/suppression-missing-reason, JSON, suppression-missing-reason.json",
    })
    void reportMatchesGoldenFile(String fixture, ReportFormat format, String golden) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new ValidateTool(MethodCatalog.bundled())
                .run(
                        new ValidateTool.Request(
                                List.of(Path.of("src/test/resources/fixtures").resolve(fixture)),
                                format,
                                Severity.ERROR,
                                null,
                                "https://example.org/rules.md",
                                Path.of("").toAbsolutePath()),
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        System.err);
        String actual = out.toString(StandardCharsets.UTF_8);
        Path file = GOLDEN.resolve(golden);
        if (Boolean.getBoolean("agtp.golden.update") || !Files.exists(file)) {
            Files.writeString(file, actual);
        }
        assertThat(actual).isEqualTo(Files.readString(file));
    }
}
