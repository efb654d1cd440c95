package dev.agtpstudio.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Facts the product writes out that live in one production source each (docs/decisions/0566): the SARIF envelope
 * of {@code validate}, {@code diff} and {@code check}, and the manifest URL the OpenAPI export links to. The test
 * reads every module's {@code src/main/java} and fails when the literal appears in any other file, e.g. a report
 * writer that builds its own {@code $schema}/{@code version} envelope again.
 */
class OnePlaceTest {
    private static final Path ROOT = Path.of(System.getProperty("agtp.project.dir", ".."));

    static final Map<String, String> HOMES = Map.of(
            "sarif-2.1.0.json", "core/src/main/java/dev/agtpstudio/core/diag/SarifLog.java",
            "\"2.1.0\"", "core/src/main/java/dev/agtpstudio/core/diag/SarifLog.java",
            "\" (DISCOVER without Agent-ID)\"", "preview/src/main/java/dev/agtpstudio/preview/Projections.java");

    @Test
    void eachFactIsWrittenInOneSource() throws IOException {
        List<Path> sources = mainSources();
        HOMES.forEach((literal, home) -> assertThat(filesHolding(sources, literal))
                .as("production sources holding " + literal + " (use " + home + ")")
                .containsExactly(home));
    }

    private static TreeSet<String> filesHolding(List<Path> sources, String literal) {
        TreeSet<String> out = new TreeSet<>();
        for (Path f : sources) {
            try {
                if (Files.readString(f, StandardCharsets.UTF_8).contains(literal)) {
                    out.add(ROOT.relativize(f).toString().replace('\\', '/'));
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return out;
    }

    private static List<Path> mainSources() throws IOException {
        try (Stream<Path> modules = Files.list(ROOT)) {
            return modules.map(m -> m.resolve("src/main/java"))
                    .filter(Files::isDirectory)
                    .flatMap(main -> {
                        try (Stream<Path> files = Files.walk(main)) {
                            return files.filter(f -> f.toString().endsWith(".java")).toList().stream();
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    })
                    .toList();
        }
    }
}
