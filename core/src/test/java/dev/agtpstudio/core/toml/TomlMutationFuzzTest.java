package dev.agtpstudio.core.toml;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A seeded, deterministic mutation fuzz: character insertions, deletions and replacements on the repository's
 * sample and generated TOML files. Our parser never throws; validity agrees with tomlj (held to TOML 1.0.0), and
 * valid trees are equal, but for the departure in {@link TomlDifferentialTest#DEPARTURES}, which is recognised and
 * counted, never silently.
 */
class TomlMutationFuzzTest {
    private static final long SEED = 20_261_124L;
    private static final int MUTANTS_PER_FILE = 400;
    private static final String ALPHABET =
            "[]{}\"'=.,#\n\r\t :+-_\\0123456789abcdefxobtrueinfnaTZ\u00e9\uD83D\uDE00\u0001";

    static List<String> seeds() {
        List<String> out = new ArrayList<>();
        for (Map.Entry<String, String> e : Corpus.all().entrySet()) {
            String k = e.getKey();
            if (k.startsWith("samples/") || k.contains("toml/generated/")) {
                out.add(e.getValue());
            }
        }
        return out;
    }

    @Test
    void mutantsAgreeWithTheOracleAndNeverThrow() {
        Random rnd = new Random(SEED);
        List<String> seeds = seeds();
        assertThat(seeds).hasSizeGreaterThan(10);
        int compared = 0;
        int invalid = 0;
        int departures = 0;
        List<String> disagreements = new ArrayList<>();
        for (String seed : seeds) {
            for (int i = 0; i < MUTANTS_PER_FILE; i++) {
                String m = mutate(seed, rnd);
                Oracle.Outcome[] ours = new Oracle.Outcome[1];
                assertThatCode(() -> ours[0] = Oracle.ours(m))
                        .as("mutant%n%s", m)
                        .doesNotThrowAnyException();
                Oracle.Outcome oracle = Oracle.tomlj(m);
                compared++;
                invalid += ours[0].valid() ? 0 : 1;
                if (ours[0].valid() != oracle.valid()) {
                    if (isDeparture(ours[0], oracle)) {
                        departures++;
                    } else {
                        disagreements.add(
                                "ours: " + ours[0].firstError() + " / tomlj: " + oracle.firstError() + "\n" + m);
                    }
                } else if (ours[0].valid() && !ours[0].tree().equals(oracle.tree())) {
                    disagreements.add("trees differ:\n" + m);
                }
            }
        }
        System.out.printf("mutation fuzz: %d mutants, %d invalid, %d departures%n", compared, invalid, departures);
        assertThat(disagreements).as("disagreements").isEmpty();
        assertThat(compared).isGreaterThan(4_000);
        assertThat(invalid)
                .as("mutants that break the file")
                .isGreaterThan(compared / 5)
                .isLessThan(compared);
        assertThat(departures).as("departures").isLessThan(compared / 100);
    }

    /** The one departure a random text can hit: fractional seconds beyond nanoseconds (TOML 1.0.0 truncates). */
    static boolean isDeparture(Oracle.Outcome ours, Oracle.Outcome tomlj) {
        return ours.valid() && tomlj.firstError().contains("Invalid nanoseconds");
    }

    static String mutate(String s, Random rnd) {
        StringBuilder b = new StringBuilder(s);
        int n = 1 + rnd.nextInt(3);
        for (int k = 0; k < n; k++) {
            int at = b.length() == 0 ? 0 : rnd.nextInt(b.length() + 1);
            int op = rnd.nextInt(3);
            char c = ALPHABET.charAt(rnd.nextInt(ALPHABET.length()));
            if (op == 0 || b.length() == 0) {
                b.insert(at, c);
            } else if (op == 1 && at < b.length()) {
                b.deleteCharAt(at);
            } else if (at < b.length()) {
                b.setCharAt(at, c);
            }
        }
        return b.toString();
    }

    /**
     * Documents of random headers, arrays of tables and dotted keys over three names: the rules about where each
     * may define or extend a table are where parsers differ most, so both parsers must agree on every one.
     */
    @Test
    void randomTableStructuresAgreeWithTheOracle() {
        Random rnd = new Random(SEED);
        String[] forms = {"[%s]", "[[%s]]", "%s = 1", "%s = {}", "%s = []", "%s = [{}]", "%s = {x = 1}"};
        List<String> disagreements = new ArrayList<>();
        int valid = 0;
        for (int i = 0; i < 6_000; i++) {
            StringBuilder doc = new StringBuilder();
            int lines = 2 + rnd.nextInt(5);
            for (int l = 0; l < lines; l++) {
                doc.append(String.format(forms[rnd.nextInt(forms.length)], path(rnd)))
                        .append('\n');
            }
            String text = doc.toString();
            Oracle.Outcome ours = Oracle.ours(text);
            Oracle.Outcome oracle = Oracle.tomlj(text);
            valid += ours.valid() ? 1 : 0;
            if (ours.valid() != oracle.valid() || (ours.valid() && !ours.tree().equals(oracle.tree()))) {
                disagreements.add("ours: " + ours.firstError() + " / tomlj: " + oracle.firstError() + "\n" + text);
            }
        }
        assertThat(disagreements).as("disagreements").isEmpty();
        assertThat(valid).as("valid documents among 6,000").isBetween(600, 5_400);
    }

    /**
     * Random scalar tokens (numbers, dates, times, booleans, inf/nan) and random string bodies (escapes, quotes,
     * backslashes, newlines) as values: the lexical rules must agree with tomlj's, but for the one departure.
     */
    @Test
    void randomScalarsAndStringsAgreeWithTheOracle() {
        Random rnd = new Random(SEED);
        String tokenChars = "0123456789012345678901234567_.eE+-xobaf:TZtz ni";
        String[] openers = {"\"", "'", "\"\"\"", "'''"};
        String bodyChars = "ab\\\\\"'uU0123456789ABCDEFDde\t\n \r";
        List<String> disagreements = new ArrayList<>();
        int departures = 0;
        for (int i = 0; i < 20_000; i++) {
            String value;
            if (i % 2 == 0) {
                value = random(rnd, tokenChars, 1 + rnd.nextInt(24));
            } else {
                String q = openers[rnd.nextInt(openers.length)];
                value = q + random(rnd, bodyChars, rnd.nextInt(14)) + q;
            }
            String text = "v = " + value + "\n";
            Oracle.Outcome ours = Oracle.ours(text);
            Oracle.Outcome oracle = Oracle.tomlj(text);
            if (ours.valid() != oracle.valid()) {
                if (isDeparture(ours, oracle)) {
                    departures++;
                } else {
                    disagreements.add("ours: " + ours.firstError() + " / tomlj: " + oracle.firstError() + "\n" + text);
                }
            } else if (ours.valid() && !ours.tree().equals(oracle.tree())) {
                disagreements.add("values differ: " + ours.tree() + " / " + oracle.tree() + "\n" + text);
            }
        }
        assertThat(disagreements).as("disagreements").isEmpty();
        assertThat(departures).isLessThan(1_000);
    }

    private static String random(Random rnd, String chars, int n) {
        StringBuilder b = new StringBuilder();
        for (int k = 0; k < n; k++) {
            b.append(chars.charAt(rnd.nextInt(chars.length())));
        }
        return b.toString();
    }

    private static String path(Random rnd) {
        String[] names = {"a", "b", "c"};
        StringBuilder p = new StringBuilder(names[rnd.nextInt(3)]);
        for (int n = rnd.nextInt(3); n > 0; n--) {
            p.append('.').append(names[rnd.nextInt(3)]);
        }
        return p.toString();
    }

    @Test
    void hostileNestingIsADiagnosticNotAStackOverflow() {
        for (String line : List.of(
                "a = " + "[".repeat(100_000),
                "a = " + "{ a = ".repeat(100_000),
                "a = " + "[{a = ".repeat(50_000),
                "a" + ".a".repeat(100_000) + " = 1",
                "a = \"" + "\\".repeat(100_000))) {
            TomlParseResult r = TomlParser.parse("x = 1\n" + line + "\ny = 2\n", 64);
            assertThat(r.errors()).as(line.substring(0, 12)).hasSize(1);
            assertThat(r.root().get("y"))
                    .as("the line after %s... still loads", line.substring(0, 12))
                    .isEqualTo(2L);
        }
        for (String header : List.of("[", "[[", "[a.")) {
            TomlParseResult r = TomlParser.parse("x = 1\n" + header.repeat(100_000) + "\n[b]\ny = 2\n", 64);
            assertThat(r.errors()).as(header).hasSize(1);
            assertThat(r.root().get("b"))
                    .as("the header after the hostile one still loads")
                    .isNotNull();
        }
        TomlParseResult deep = TomlParser.parse("a = " + "[".repeat(100_000), 64);
        assertThat(deep.errors()).singleElement().satisfies(e -> {
            assertThat(e.limit()).isTrue();
            assertThat(e.start()).isEqualTo(4 + 64);
        });
    }
}
