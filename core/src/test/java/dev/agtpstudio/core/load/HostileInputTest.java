package dev.agtpstudio.core.load;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.ParseRules;
import dev.agtpstudio.core.diag.Severity;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Hostile files are refused with a located {@code parse/limit} diagnostic, in bounded time and memory. */
@Timeout(value = 20, unit = TimeUnit.SECONDS)
class HostileInputTest {
    @TempDir
    Path dir;

    private static void assertLimit(LoadedFile<?> f) {
        assertThat(f.diagnostics()).extracting(Diagnostic::ruleId).contains(ParseRules.LIMIT);
        assertThat(f.diagnostics()).allSatisfy(d -> assertThat(d.severity()).isEqualTo(Severity.ERROR));
        assertThat(f.model()).isNull();
    }

    /** Bytes allocated by this thread while {@code r} runs (HotSpot's per-thread counter). */
    private static long allocated(Runnable r) {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long id = Thread.currentThread().getId();
        long before = mx.getThreadAllocatedBytes(id);
        r.run();
        return mx.getThreadAllocatedBytes(id) - before;
    }

    @Test
    void billionLaughsIsRefusedByTheAliasLimit() {
        StringBuilder sb =
                new StringBuilder("a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n");
        for (char c = 'b'; c <= 'i'; c++) {
            char p = (char) (c - 1);
            sb.append(c).append(": &").append(c).append(" [");
            for (int i = 0; i < 9; i++) {
                sb.append(i == 0 ? "" : ",").append('*').append(p);
            }
            sb.append("]\n");
        }
        LoadedFile<?> f = AgisLoader.load(Fixtures.of("bomb.agis", sb.toString()));
        assertLimit(f);
        assertThat(f.diagnostics().get(0).message()).containsIgnoringCase("alias");
    }

    @Test
    void doublingAliasChainWithinTheAliasLimitIsRefusedByTheNodeBudget() {
        StringBuilder sb = new StringBuilder("a0: &a0 [x, y]\n");
        for (int i = 1; i <= 24; i++) {
            sb.append("a")
                    .append(i)
                    .append(": &a")
                    .append(i)
                    .append(" [*a")
                    .append(i - 1)
                    .append(", *a")
                    .append(i - 1)
                    .append("]\n");
        }
        String text = sb.toString();
        long bytes = allocated(() -> assertLimit(AgisLoader.load(Fixtures.of("chain.agis", text))));
        assertThat(bytes).isLessThan(300L * 1024 * 1024);
    }

    @Test
    void fiftyMegabyteFileIsRefusedWithoutReadingIt() throws IOException {
        Path big = dir.resolve("huge.agis");
        try (RandomAccessFile raf = new RandomAccessFile(big.toFile(), "rw")) {
            raf.setLength(50L * 1024 * 1024);
        }
        LoadedFile<?>[] out = new LoadedFile<?>[1];
        long bytes = allocated(() -> out[0] = FileLoader.load(big));
        assertThat(out[0].diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.ruleId()).isEqualTo(ParseRules.LIMIT);
            assertThat(d.file()).isEqualTo(big);
            assertThat(d.message()).contains("50.0 MB");
        });
        assertThat(out[0].text()).isEmpty();
        assertThat(bytes).isLessThan(2L * 1024 * 1024);
    }

    @Test
    void oversizedEditorBufferIsRefused() {
        LoaderLimits small = new LoaderLimits(1000, 64, 50, 1000);
        LoadedFile<?> f = FileLoader.load(Path.of("endpoints/a.toml"), "#".repeat(1001), small);
        assertLimit(f);
        assertThat(f.kind()).isEqualTo(FileKind.ENDPOINT);
    }

    @Test
    void deeplyNestedJsonIsRefusedWithoutStackOverflow() {
        String text = "{\"a\": " + "[".repeat(100_000);
        LoadedFile<?> f = AgisLoader.load(Fixtures.of("deep.agis", text));
        assertLimit(f);
        assertThat(f.diagnostics().get(0).range().startLine()).isEqualTo(1);
    }

    @ParameterizedTest
    @ValueSource(strings = {"[", "{a: "})
    void deeplyNestedYamlIsRefused(String open) {
        LoadedFile<?> f = AgisLoader.load(Fixtures.of("deep.agis", "a: " + open.repeat(100_000)));
        assertLimit(f);
    }

    @ParameterizedTest
    @ValueSource(strings = {"[", "{ a = "})
    void deeplyNestedTomlIsADiagnosticNotAStackOverflow(String open) {
        String text = "[endpoint]\nmethod = " + open.repeat(100_000) + "\n";
        LoadedFile<?> f = EndpointTomlLoader.load(Fixtures.of("deep.toml", text));
        assertThat(f.diagnostics()).extracting(Diagnostic::ruleId).contains(ParseRules.LIMIT);
        assertThat(f.diagnostics())
                .filteredOn(d -> d.ruleId().equals(ParseRules.LIMIT))
                .allSatisfy(d -> assertThat(d.range().startLine()).isEqualTo(2));
    }

    @ParameterizedTest
    @ValueSource(strings = {"[", "{ a = "})
    void aNestingLimitInAWorkspaceFileIsReportedOnceWithoutFallout(String open) {
        String text = "[endpoint]\nmethod = " + open.repeat(1000) + "\n";
        LoadedFile<?> f = FileLoader.load(Path.of("deep.toml"), text);
        assertLimit(f);
        assertThat(f.diagnostics()).hasSize(1);
    }

    @Test
    void aJsonLimitNamesNoJavaSetting() {
        LoadedFile<?> f = AgisLoader.load(Fixtures.of("deep.agis", "{\"a\": " + "[".repeat(100)));
        assertThat(f.diagnostics().get(0).message())
                .isEqualTo("JSON limit: Document nesting depth (65) exceeds the maximum allowed (64)");
        dev.agtpstudio.core.testkit.InternalNames.assertNone(
                "limit message", f.diagnostics().get(0).message());
    }

    @Test
    void overlongJsonStringIsRefused() {
        LoaderLimits small = new LoaderLimits(1 << 20, 64, 50, 1000);
        String text = "{\"description\": \"" + "x".repeat(5000) + "\"}";
        assertLimit(AgisLoader.load(Fixtures.of("s.agis", text), small));
    }

    @Test
    void recursiveYamlAliasIsRefused() {
        LoadedFile<?> f = AgisLoader.load(Fixtures.of("r.agis", "a: &x\n  - *x\n"));
        assertThat(f.diagnostics()).isNotEmpty();
        assertThat(f.model()).isNull();
    }
}
