package dev.agtpstudio.validator.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.load.FileLoader;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.validator.ValidationOptions;
import dev.agtpstudio.validator.ValidationReport;
import dev.agtpstudio.validator.engine.Validator;
import dev.agtpstudio.validator.engine.Validators;
import dev.agtpstudio.validator.report.ReportFormat;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A generative fuzz harness over the loaders and the validator: the fixture corpus is mutated (byte flips,
 * truncations, token swaps, line shuffles, deep nesting, random TOML/YAML/JSON) for a fixed number of iterations with
 * a fixed seed. No exception may escape, no check may fail internally ({@code validator/check-failed}), every
 * diagnostic range lies inside its file, every fix applies, and the run is bounded in time.
 */
class FuzzTest {
    static final long SEED = 0xA67915L;
    static final int ITERATIONS = Integer.getInteger("agtp.fuzz.iterations", 1000);
    static final String[] TOKENS = {
        "[endpoint]",
        "[[endpoint.input.required]]",
        "[endpoint.semantic]",
        "=",
        "\"",
        "'''",
        "{",
        "}",
        "[",
        "]",
        ",",
        "\n",
        "#",
        "method = \"ORDER\"",
        "path = \"/a/{b}/{b}?x#y\"",
        "type = 1",
        "confidence = nan",
        "errors = [[]]",
        "${",
        "\\u0000",
        "\uFEFF",
        "🙂",
        "\r",
        "[[recipe]]",
        "[[recipe.steps]]",
        "kind = \"previous_step\"",
        "legacy = 7",
        "- ",
        ": ",
        "&a",
        "*a",
        "!!binary",
        "null",
        "true",
        "1e999"
    };

    private static List<Path> corpus() throws IOException {
        try (Stream<Path> s = Files.walk(Path.of("src/test/resources/fixtures"))) {
            return s.filter(Files::isRegularFile)
                    .filter(p -> p.toString().endsWith(".toml"))
                    .sorted()
                    .toList();
        }
    }

    static String mutate(String text, Random rnd) {
        StringBuilder sb = new StringBuilder(text);
        int ops = 1 + rnd.nextInt(4);
        for (int i = 0; i < ops; i++) {
            int n = sb.length();
            switch (rnd.nextInt(7)) {
                case 0 -> { // flip a character
                    if (n > 0) {
                        int at = rnd.nextInt(n);
                        sb.setCharAt(at, (char) (sb.charAt(at) ^ (1 << rnd.nextInt(7))));
                    }
                }
                case 1 -> sb.setLength(n == 0 ? 0 : rnd.nextInt(n)); // truncate
                case 2 -> sb.insert(n == 0 ? 0 : rnd.nextInt(n), TOKENS[rnd.nextInt(TOKENS.length)]); // insert token
                case 3 -> { // delete a span
                    if (n > 1) {
                        int a = rnd.nextInt(n);
                        sb.delete(a, Math.min(n, a + 1 + rnd.nextInt(40)));
                    }
                }
                case 4 -> { // swap two lines
                    List<String> lines = new ArrayList<>(List.of(sb.toString().split("\n", -1)));
                    if (lines.size() > 1) {
                        java.util.Collections.swap(lines, rnd.nextInt(lines.size()), rnd.nextInt(lines.size()));
                        sb.setLength(0);
                        sb.append(String.join("\n", lines));
                    }
                }
                case 5 -> { // duplicate a span (duplicate keys, repeated tables)
                    if (n > 1) {
                        int a = rnd.nextInt(n);
                        int b = Math.min(n, a + rnd.nextInt(200));
                        sb.insert(b, sb.substring(a, b));
                    }
                }
                default -> sb.insert(n == 0 ? 0 : rnd.nextInt(n), "[".repeat(rnd.nextInt(3000))); // deep nesting
            }
        }
        return sb.toString();
    }

    static String randomDocument(Random rnd) {
        StringBuilder sb = new StringBuilder();
        int n = rnd.nextInt(60);
        for (int i = 0; i < n; i++) {
            sb.append(TOKENS[rnd.nextInt(TOKENS.length)]);
            if (rnd.nextInt(4) == 0) {
                sb.append((char) rnd.nextInt(0x3000));
            }
        }
        return sb.toString();
    }

    @Test
    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    void mutatedFilesNeverThrowOrCrashAChecks() throws Exception {
        Random rnd = new Random(SEED);
        List<Path> corpus = corpus();
        Validator v = Validators.standard(new ValidationOptions(Map.of("FIXTURE_TOKEN", "x")));
        Workspace base = WorkspaceLoader.load(Path.of("src/test/resources/fixtures/context"), MethodCatalog.bundled());
        String[] names = {"endpoints/fuzz.toml", "agtp-server.toml", "agtp-recipes.toml", "fuzz.agis", "fuzz.json.agis"
        };
        for (int i = 0; i < ITERATIONS; i++) {
            Path src = corpus.get(rnd.nextInt(corpus.size()));
            String text = rnd.nextInt(10) == 0
                    ? randomDocument(rnd)
                    : mutate(Files.readString(src, StandardCharsets.UTF_8), rnd);
            Path as = rnd.nextInt(3) == 0
                    ? Path.of("src/test/resources/fixtures/context").resolve(names[rnd.nextInt(names.length)])
                    : src;
            String label = "iteration " + i + " (" + src.getFileName() + " as " + as.getFileName() + ")";
            LoadedFile<?> f = FileLoader.load(as, text);
            ValidationReport r = v.validate(base.withFile(f));
            for (Diagnostic d : r.diagnostics()) {
                assertThat(d.ruleId()).as(label + ": " + d.message()).isNotEqualTo(Validator.CHECK_FAILED.id());
                if (d.file() != null && d.file().equals(as)) {
                    assertThat(d.range().end()).as(label).isLessThanOrEqualTo(text.length());
                    d.fixes().forEach(fix -> fix.applyTo(text));
                }
            }
            if (i % 100 == 0) {
                StringBuilder sink = new StringBuilder();
                ReportFormat.SARIF.writer(null).write(r, v.rules(), Path.of(""), sink);
                assertThat(sink).isNotEmpty();
            }
        }
    }
}
