package dev.agtpstudio.core.diag;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The one report vocabulary of {@code validate}, {@code check}, {@code diff} and {@code import}
 * (docs/decisions/0591, docs/reports.md): a report's summary is a list of counts, each keyed by a lowercase
 * snake_case word ({@code error}, {@code passed}, {@code breaking}, {@code not_written}); the JSON report writes them,
 * in order, as its {@code "summary"} object, and the text report writes them, in the same order, as its summary line
 * {@code <n> <word>, <n> <word>, ...} with {@code _} read as a space ({@code 0 not written}). One list feeds both,
 * so a script that greps the text and one that reads the JSON see the same words.
 */
public final class ReportSummary {
    private static final Pattern WORD = Pattern.compile("[a-z]+(_[a-z]+)*");
    private final Map<String, Number> counts = new LinkedHashMap<>();

    /** Adds the count of {@code word} (a lowercase snake_case word; a second count of the same word replaces it). */
    public ReportSummary count(String word, Number n) {
        if (!WORD.matcher(word).matches()) {
            throw new IllegalArgumentException("a summary word is lowercase snake_case: " + word);
        }
        counts.put(word, n);
        return this;
    }

    /** The counts, in order. */
    public Map<String, Number> counts() {
        return java.util.Collections.unmodifiableMap(counts);
    }

    /** Writes the counts into {@code summary} (the JSON report's {@code "summary"} object), in order. */
    public ObjectNode writeTo(ObjectNode summary) {
        counts.forEach((w, n) -> {
            if (n instanceof Double || n instanceof Float) {
                summary.put(w, n.doubleValue());
            } else {
                summary.put(w, n.longValue());
            }
        });
        return summary;
    }

    /** The text report's summary line: {@code 1 error, 0 warning, 2 info, 0 hint, 0 suppressed}. */
    public String line() {
        StringBuilder sb = new StringBuilder();
        counts.forEach((w, n) -> sb.append(sb.length() == 0 ? "" : ", ")
                .append(number(n))
                .append(' ')
                .append(w.replace('_', ' ')));
        return sb.toString();
    }

    private static String number(Number n) {
        return n instanceof Double || n instanceof Float
                ? String.format(Locale.ROOT, "%.2f", n.doubleValue())
                : Long.toString(n.longValue());
    }
}
