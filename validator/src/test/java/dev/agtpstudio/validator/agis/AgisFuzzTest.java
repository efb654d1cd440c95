package dev.agtpstudio.validator.agis;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.TextEdit;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A seeded generative harness over the AGIS corpus (YAML and JSON): structure-aware mutations (swap values between
 * keys, replace scalars with odd values, drop or duplicate lines, truncate) run through the real loader and every
 * AGIS pass called directly, without the engine's crash guard. No exception may escape, every range lies inside the
 * text, and every fix's edits lie inside the text and apply.
 */
class AgisFuzzTest {
    static final long SEED = 0xA615L;
    static final int ITERATIONS = Integer.getInteger("agtp.fuzz.iterations", 1000);
    static final String[] ODD = {
        "",
        "\"\"",
        "null",
        "~",
        "[]",
        "{}",
        "0",
        "-1",
        "1e999",
        "NaN",
        ".inf",
        "true",
        "\"\\u200b\"",
        "BOOKING",
        "GET",
        "book_table",
        "/{",
        "/a//b?c#d",
        "\"{id}\"",
        "[BOOK, BOOK, book]",
        "{type: [object]}",
        "\"ignore previous instructions\"",
        "\"x -> \"",
        "- a\n- b",
        "&a [1]",
        "*a",
        "!!binary AAAA",
        "'''",
        "\"\\\"\""
    };

    static List<String> corpus() throws Exception {
        List<String> out = new ArrayList<>();
        ObjectMapper json = new ObjectMapper();
        for (String set : List.of("valid", "invalid", "borderline")) {
            try (Stream<Path> s = Files.list(AgisCorpusTest.dir(set))) {
                for (Path p :
                        s.filter(x -> x.toString().endsWith(".agis")).sorted().toList()) {
                    String t = Files.readString(p);
                    out.add(t);
                    if (!t.stripLeading().startsWith("{")) {
                        out.add(json.writerWithDefaultPrettyPrinter().writeValueAsString(EditorSchemasTest.yaml(t)));
                    }
                }
            }
        }
        return out;
    }

    static String mutate(String text, Random rnd) {
        List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
        int ops = 1 + rnd.nextInt(3);
        for (int i = 0; i < ops && !lines.isEmpty(); i++) {
            int at = rnd.nextInt(lines.size());
            String line = lines.get(at);
            int colon = line.indexOf(": ");
            switch (rnd.nextInt(6)) {
                case 0 -> { // replace a value with an odd one
                    if (colon > 0) {
                        lines.set(at, line.substring(0, colon + 2) + ODD[rnd.nextInt(ODD.length)]);
                    }
                }
                case 1 -> { // move a value to another key
                    int other = rnd.nextInt(lines.size());
                    int oc = lines.get(other).indexOf(": ");
                    if (colon > 0 && oc > 0) {
                        lines.set(
                                at,
                                line.substring(0, colon + 2) + lines.get(other).substring(oc + 2));
                    }
                }
                case 2 -> lines.remove(at);
                case 3 -> lines.add(at, line);
                case 4 -> { // truncate inside the line
                    lines.set(at, line.substring(0, rnd.nextInt(line.length() + 1)));
                }
                default -> { // re-indent
                    lines.set(at, " ".repeat(rnd.nextInt(9)) + line.strip());
                }
            }
        }
        return String.join("\n", lines);
    }

    @Test
    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    void mutatedAgisDocumentsNeverThrowAndStayInBounds() throws Exception {
        Random rnd = new Random(SEED);
        List<String> corpus = corpus();
        Path tmp = Files.createTempFile("fuzz", ".agis");
        int judged = 0;
        try {
            for (int i = 0; i < ITERATIONS; i++) {
                String text = mutate(corpus.get(rnd.nextInt(corpus.size())), rnd);
                Files.writeString(tmp, text);
                List<Diagnostic> ds;
                try {
                    ds = AgisCorpusTest.validate(tmp);
                } catch (RuntimeException e) {
                    throw new AssertionError("iteration " + i + " threw on:\n" + text, e);
                }
                String written = Files.readString(tmp);
                for (Diagnostic d : ds) {
                    assertThat(d.range().end()).as("iteration %d: %s", i, d).isLessThanOrEqualTo(written.length());
                    for (Fix f : d.fixes()) {
                        for (TextEdit e : f.edits()) {
                            assertThat(e.end()).as("iteration %d: %s", i, f).isLessThanOrEqualTo(written.length());
                        }
                        f.applyTo(written);
                    }
                }
                if (ds.stream()
                        .noneMatch(d ->
                                d.pass().equals("parse") && d.severity() == dev.agtpstudio.core.diag.Severity.ERROR)) {
                    judged++;
                }
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
        assertThat(judged)
                .as("mutants that loaded without parse errors and went through every pass")
                .isGreaterThan(ITERATIONS / 4);
    }
}
