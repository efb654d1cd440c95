package dev.agtpstudio.validator.grade;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@link GradeLexicon}'s scans mean exactly what the regular expressions they replaced meant (copied here as they were
 * in DescriptionGrader): on the edge cases of {@link GradeFixtures}, on every text and name of the labelled set, and
 * on random texts built from the phrases' pieces, separators, non-ASCII letters, combining marks, surrogate pairs and
 * line terminators.
 */
class GradeLexiconTest {
    static final Pattern MARKUP = Pattern.compile("<\\s*/?\\s*[a-zA-Z][a-zA-Z0-9]*[^>]*>");
    static final Pattern GUIDANCE = Pattern.compile(
            "\\b(use (this|it|when|for|to|only|instead|with)"
                    + "|when you|instead of|rather than|only (works|when|for|if|within|on)|do not use|don't use|unlike"
                    + "|prefer|not for|for example|e\\.g\\.|such as|useful (for|when)|if you)\\b",
            Pattern.CASE_INSENSITIVE);
    static final Pattern QUANTITY_NAME = Pattern.compile(
            "(amount|price|cost|total|duration|timeout|delay|size"
                    + "|length|weight|distance|interval|age|ttl|temperature|period|elapsed|latency|speed|bytes|budget)",
            Pattern.CASE_INSENSITIVE);
    static final Pattern UNIT = Pattern.compile(
            "\\b(ms|milliseconds?|seconds?|minutes?|hours?|days?|weeks?"
                    + "|months?|years?|bytes?|kb|mb|gb|kib|mib|cents?|currency|iso[- ]?4217|percent|%|meters?|metres?|km"
                    + "|kilometers?|miles?|kg|grams?|pounds?|celsius|fahrenheit|kelvin|pixels?|px|characters?|units?|usd|eur)\\b",
            Pattern.CASE_INSENSITIVE);
    static final Pattern TIME_NAME = Pattern.compile("(date|time|timestamp|_at$|At$|since|until|before|after)");
    static final Pattern TIME_FORMAT =
            Pattern.compile("(iso|rfc|yyyy|hh:mm|format|unix|epoch|utc|timezone)", Pattern.CASE_INSENSITIVE);

    /** Pieces random texts are built from. */
    static final String[] PIECES = {
        "use",
        "this",
        "it",
        "when",
        "you",
        "instead",
        "of",
        "rather",
        "than",
        "only",
        "works",
        "if",
        "within",
        "on",
        "do",
        "not",
        "don't",
        "don\u2019t",
        "unlike",
        "prefer",
        "for",
        "example",
        "e.g.",
        "e.g",
        "eg",
        "such",
        "as",
        "useful",
        "USE",
        "Use",
        "E.G.",
        "ms",
        "MS",
        "millisecond",
        "seconds",
        "minute",
        "hours",
        "day",
        "weeks",
        "month",
        "years",
        "byte",
        "kb",
        "mb",
        "gb",
        "kib",
        "mib",
        "cent",
        "currency",
        "iso",
        "ISO",
        "4217",
        "percent",
        "%",
        "meter",
        "metres",
        "km",
        "kilometer",
        "miles",
        "kg",
        "gram",
        "pounds",
        "celsius",
        "fahrenheit",
        "kelvin",
        "\u212Aelvin",
        "pixel",
        "px",
        "character",
        "units",
        "usd",
        "EUR",
        "rfc",
        "yyyy",
        "hh:mm",
        "HH:MM",
        "format",
        "unix",
        "epoch",
        "utc",
        "timezone",
        "amount",
        "Price",
        "cost",
        "total",
        "duration",
        "timeout",
        "delay",
        "size",
        "length",
        "weight",
        "distance",
        "interval",
        "age",
        "ttl",
        "temperature",
        "period",
        "elapsed",
        "latency",
        "speed",
        "bytes",
        "budget",
        "date",
        "Date",
        "time",
        "Time",
        "timestamp",
        "_at",
        "At",
        "at",
        "since",
        "until",
        "before",
        "after",
        "<",
        ">",
        "</",
        "/>",
        "<b",
        "b>",
        "a",
        "1",
        "_",
        "-",
        ".",
        ",",
        ":",
        "'",
        " ",
        " ",
        " ",
        "  ",
        "\t",
        "\n",
        "\r",
        "\r\n",
        "\u000B",
        "\f",
        "\u0085",
        "\u2028",
        "\u2029",
        "\u00e9",
        "\u0130",
        "\u0131",
        "\u017f",
        "\u0301",
        "\u0300\u0301",
        "\uD835\uDC1A",
        "\uD834\uDD67",
        "\u0663",
        "x",
        "Z",
        "9",
        "\u00A0",
        "/"
    };

    static List<String> corpus() throws Exception {
        List<String> out = new ArrayList<>();
        out.addAll(GradeFixtures.GUIDANCE);
        for (String g : GradeFixtures.GUIDANCE) {
            out.add("x " + g + " y");
            out.add(g + "x");
            out.add("x" + g);
        }
        out.addAll(GradeFixtures.UNITS);
        out.addAll(GradeFixtures.PROSE);
        GradeFixtures.NEEDS_UNIT.forEach(n -> out.add(n[0]));
        for (LabelledSet.Item i : LabelledSet.load()) {
            out.add(i.subject().prose());
            out.add(i.subject().name());
            for (List<GradeItem> items : List.of(
                    i.subject().params(), i.subject().outputs(), i.subject().errors())) {
                for (GradeItem g : items) {
                    out.add(g.name() == null ? "" : g.name());
                    out.add(g.description() == null ? "" : g.description());
                }
            }
        }
        Random r = new Random(39);
        for (int n = 0; n < 30_000; n++) {
            StringBuilder sb = new StringBuilder();
            int k = 1 + r.nextInt(7);
            for (int j = 0; j < k; j++) {
                sb.append(PIECES[r.nextInt(PIECES.length)]);
            }
            out.add(sb.toString());
        }
        return out;
    }

    /**
     * The expressions, as copied, meant JDK 17's word boundaries (any script's letters and digits are word characters),
     * which the scans keep on every JDK (decision 0627); from JDK 19 the copies mean ASCII ones, so they are an oracle
     * only on a JDK whose {@code \b} is still JDK 17's (the build's).
     */
    @Test
    void scansMeanWhatTheExpressionsMeant() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(
                !Pattern.compile("x\\b").matcher("x\u00e9").find(),
                "this JDK's \\b takes only ASCII word characters; the copied expressions are no oracle here");
        for (String s : corpus()) {
            assertThat(GradeLexicon.guided(s))
                    .as("guidance in [%s]", s)
                    .isEqualTo(GUIDANCE.matcher(s).find());
            assertThat(GradeLexicon.statesUnit(s))
                    .as("unit in [%s]", s)
                    .isEqualTo(UNIT.matcher(s).find() || TIME_FORMAT.matcher(s).find());
            assertThat(GradeLexicon.quantityName(s))
                    .as("quantity name [%s]", s)
                    .isEqualTo(QUANTITY_NAME.matcher(s).find());
            assertThat(GradeLexicon.timeName(s))
                    .as("time name [%s]", s)
                    .isEqualTo(TIME_NAME.matcher(s).find());
            assertThat(GradeLexicon.hasMarkup(s))
                    .as("markup in [%s]", s)
                    .isEqualTo(MARKUP.matcher(s).find());
            assertThat(GradeLexicon.withoutMarkup(s))
                    .as("markup out of [%s]", s)
                    .isEqualTo(MARKUP.matcher(s).replaceAll(" "));
        }
    }

    /** The corners the expressions decided, named (so a reader sees them without running the random texts). */
    @Test
    void edgeCasesAsTheExpressionsDecidedThem() {
        // "e.g." needs a word character right after it (\b after a '.'): so "e.g. rooms" is no guidance
        assertThat(GUIDANCE.matcher("e.g. rooms").find()).isFalse();
        assertThat(GradeLexicon.guided("e.g. rooms")).isFalse();
        assertThat(GradeLexicon.guided("e.g.rooms")).isTrue();
        assertThat(GradeLexicon.guided("Don't use it")).isTrue();
        assertThat(GradeLexicon.guided("don\u2019t use")).isFalse();
        assertThat(GradeLexicon.guided("use  this")).isFalse();
        assertThat(GradeLexicon.guided("preferred")).isFalse();
        // a combining mark after a word continues it, and a letter of any script is a word character, on every JDK
        // (decision 0627; from JDK 19 the JDK's own \b would take only ASCII ones)
        assertThat(GradeLexicon.guided("prefer\u0301")).isFalse();
        assertThat(GradeLexicon.guided("\u00e9prefer")).isFalse();
        assertThat(GradeLexicon.guided("use this\u00e9")).isFalse();
        assertThat(GradeLexicon.guided("\u00e9 prefer")).isTrue();
        assertThat(GradeLexicon.statesUnit("5 seconds\u0436")).isFalse();
        // case folding is ASCII only: dotted capital I and the Kelvin sign do not fold
        assertThat(GradeLexicon.guided("\u0130f you")).isFalse();
        assertThat(GradeLexicon.statesUnit("\u212Aelvin")).isFalse();
        // "%" is a unit only between two word characters; "iso 4217" in its three spellings
        assertThat(GradeLexicon.statesUnit("100%")).isFalse();
        assertThat(GradeLexicon.statesUnit("5%d")).isTrue();
        assertThat(GradeLexicon.statesUnit("ISO-4217")).isTrue();
        assertThat(GradeLexicon.statesUnit("iso_4217")).isTrue(); // by "iso", a time format anywhere
        assertThat(GradeLexicon.quantityName("page")).isTrue(); // "age", anywhere in a name
        assertThat(GradeLexicon.timeName("Date")).isFalse();
        assertThat(GradeLexicon.timeName("created_at\n")).isTrue();
        assertThat(GradeLexicon.timeName("created_at\n\n")).isFalse();
        assertThat(GradeLexicon.withoutMarkup("a < b and c > d")).isEqualTo("a   d");
    }
}
