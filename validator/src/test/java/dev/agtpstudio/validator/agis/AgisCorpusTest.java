package dev.agtpstudio.validator.agis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.AgisLoader;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.load.SourceText;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.RecipeBook;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.ValidationOptions;
import dev.agtpstudio.validator.semantic.LexiconConsistency;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The AGIS §9.3 style corpus under {@code fixtures/agis}: the valid set has no errors or warnings; each invalid file
 * fails the rule its name says (the part before {@code --}) as an error on the line marked {@code # expect}; each
 * borderline file gets that rule as a warning on the marked line and no error at all. Loaded by the real loader and
 * judged with the lexicon scorer.
 */
class AgisCorpusTest {
    static final AgisCheck CHECK = AgisCheck.standard(LexiconConsistency.bundled());
    static final MethodCatalog CATALOG = MethodCatalog.bundled();

    static Path dir(String set) {
        try {
            return Path.of(
                    AgisCorpusTest.class.getResource("/fixtures/agis/" + set).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static Stream<Path> files(String set) {
        try (Stream<Path> s = Files.list(dir(set))) {
            return s.filter(p -> p.toString().endsWith(".agis")).sorted().toList().stream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Stream<Path> valid() {
        return files("valid");
    }

    static Stream<Path> invalid() {
        return files("invalid");
    }

    static Stream<Path> borderline() {
        return files("borderline");
    }

    /** Loader diagnostics plus every AGIS pass. */
    static List<Diagnostic> validate(Path file) {
        try {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            LoadedFile<AgisDocument> f = AgisLoader.load(SourceText.of(file, text));
            List<Diagnostic> out = new ArrayList<>(f.diagnostics());
            if (f.model() != null) {
                CHECK.check(
                        f,
                        new ValidationContext(CATALOG, null, new RecipeBook(List.of()), ValidationOptions.defaults()),
                        new Reporter(f, out::add));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String ruleOf(Path file) {
        String name = file.getFileName().toString().replace(".agis", "");
        int cut = name.indexOf("--");
        return "agis/" + (cut < 0 ? name : name.substring(0, cut));
    }

    static int markedLine(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains("# expect")) {
                return i + 1;
            }
        }
        throw new AssertionError(file + " has no `# expect` marker");
    }

    static String show(List<Diagnostic> ds) {
        return ds.stream()
                .map(d -> d.range().startLine() + ":" + d.range().startColumn() + " " + d.severity() + " " + d.ruleId()
                        + " " + d.message())
                .collect(Collectors.joining("\n"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("valid")
    void validDocumentsHaveNoErrorsOrWarnings(Path file) {
        List<Diagnostic> ds = validate(file);
        assertThat(ds).as(show(ds)).noneMatch(d -> d.severity().atLeast(Severity.WARNING));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("invalid")
    void invalidDocumentsFailTheirRuleOnTheMarkedLine(Path file) throws IOException {
        List<Diagnostic> ds = validate(file);
        String rule = ruleOf(file);
        int line = markedLine(file);
        assertThat(ds).as(show(ds)).noneMatch(d -> d.pass().equals("parse") && d.severity() == Severity.ERROR);
        assertThat(ds)
                .as(show(ds))
                .anyMatch(d -> d.ruleId().equals(rule)
                        && d.severity() == Severity.ERROR
                        && d.range().startLine() == line);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("borderline")
    void borderlineDocumentsWarnOnTheMarkedLineAndNeverError(Path file) throws IOException {
        List<Diagnostic> ds = validate(file);
        String rule = ruleOf(file);
        int line = markedLine(file);
        assertThat(ds).as(show(ds)).noneMatch(d -> d.severity() == Severity.ERROR);
        assertThat(ds)
                .as(show(ds))
                .anyMatch(d -> d.ruleId().equals(rule)
                        && d.severity() != Severity.ERROR
                        && d.range().startLine() == line);
    }

    @Test
    void everyAgisRuleHasAFailingFixtureAndTheValidSetPassesIt() {
        List<String> failing = Stream.concat(invalid(), borderline())
                .map(AgisCorpusTest::ruleOf)
                .distinct()
                .toList();
        List<String> missing = CHECK.rules().stream()
                .map(RuleInfo::id)
                .filter(id -> !failing.contains(id))
                .toList();
        assertThat(missing).as("rules without a failing fixture").isEmpty();
        assertThat(valid().count()).isGreaterThanOrEqualTo(3);
    }

    @Test
    void yamlAndJsonTwinsLoadToEqualModels() throws IOException {
        for (String name : List.of("restaurant", "finance")) {
            var yaml = AgisLoader.load(SourceText.of(
                    Path.of(name + ".agis"), Files.readString(dir("valid").resolve(name + ".agis"))));
            var json = AgisLoader.load(SourceText.of(
                    Path.of(name + "-json.agis"), Files.readString(dir("valid").resolve(name + "-json.agis"))));
            assertThat(json.model().format()).isEqualTo(AgisDocument.SourceFormat.JSON);
            assertThat(json.model().withoutFormat()).isEqualTo(yaml.model().withoutFormat());
        }
    }
}
