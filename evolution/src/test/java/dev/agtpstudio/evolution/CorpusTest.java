package dev.agtpstudio.evolution;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import java.io.IOException;
import java.io.Reader;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The before/after corpus ({@code src/test/resources/corpus/<case>/{old,new}}): each case lists in
 * {@code expected.properties} every change it must produce (kind and severity, nothing more), the exit code under
 * the default {@code --fail-on breaking} and, where it matters, under the other thresholds and the suggested bump.
 */
class CorpusTest {
    private static final ContractSource SOURCE = new ContractSource(MethodCatalog.bundled());

    static Path corpus() throws URISyntaxException {
        return Path.of(CorpusTest.class.getResource("/corpus").toURI());
    }

    static Stream<String> cases() throws IOException, URISyntaxException {
        try (Stream<Path> s = Files.list(corpus())) {
            return s.map(p -> p.getFileName().toString()).sorted().toList().stream();
        }
    }

    static Properties expected(String name) throws IOException, URISyntaxException {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(corpus().resolve(name).resolve("expected.properties"))) {
            p.load(r);
        }
        return p;
    }

    static DiffResult run(String name) throws Exception {
        Path dir = corpus().resolve(name);
        return new ContractDiff().diff(SOURCE.load(dir.resolve("old")), SOURCE.load(dir.resolve("new")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void eachCaseProducesExactlyItsChangesAndExitCodes(String name) throws Exception {
        Properties want = expected(name);
        DiffResult r = run(name);
        List<String> got = r.changes().stream()
                .map(c -> c.kind().id() + ":" + c.severity().id())
                .sorted()
                .toList();
        String listed = want.getProperty("changes", "");
        List<String> expected = listed.isEmpty()
                ? List.of()
                : Arrays.stream(listed.split(",")).sorted().toList();
        assertThat(got).as(name + ": " + r.changes()).isEqualTo(expected);
        assertThat(FailOn.BREAKING.exitCode(r))
                .as(name + " exit")
                .isEqualTo(Integer.parseInt(want.getProperty("exit")));
        if (want.containsKey("exit.deprecation")) {
            assertThat(FailOn.DEPRECATION.exitCode(r))
                    .isEqualTo(Integer.parseInt(want.getProperty("exit.deprecation")));
        }
        if (want.containsKey("exit.any")) {
            assertThat(FailOn.ANY.exitCode(r)).isEqualTo(Integer.parseInt(want.getProperty("exit.any")));
        }
        if (want.containsKey("bump")) {
            assertThat(r.suggestedBump().id()).isEqualTo(want.getProperty("bump"));
        }
        for (Change c : r.changes()) {
            assertThat(c.location()).as("every corpus change is located: " + c).isNotNull();
            assertThat(c.message()).isNotBlank();
        }
    }

    @Test
    void theCorpusCoversEveryKind() throws Exception {
        Set<ChangeKind> seen = EnumSet.noneOf(ChangeKind.class);
        for (String name : cases().toList()) {
            String listed = expected(name).getProperty("changes", "");
            for (String s : listed.isEmpty() ? new String[0] : listed.split(",")) {
                seen.add(ChangeKind.byId(s.substring(0, s.indexOf(':'))).orElseThrow(() -> new AssertionError(s)));
            }
        }
        Set<ChangeKind> missing = EnumSet.complementOf(EnumSet.copyOf(seen));
        // The catalog version comes from the catalog in force, not from a workspace file: CatalogVersionTest covers it.
        assertThat(missing.stream().map(ChangeKind::id).collect(Collectors.toSet()))
                .containsExactly(ChangeKind.CATALOG_VERSION_CHANGED.id());
    }
}
