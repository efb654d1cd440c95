package dev.agtpstudio.validator.grade;

/**
 * The phrase and name tests of the grade (docs/grade.md), written as plain scans instead of regular expressions
 * (decision 0620): the grade runs them on every tool of a cold run, where an interpreted expression costs more than
 * the rest of the tool's grade. Each keeps the exact meaning of the expression it replaced ({@code
 * GradeLexiconTest} compares them on the edge cases and on every text of the labelled set): ASCII-only case folding,
 * and word boundaries where a letter or digit of any script (or {@code _}) is a word character, as JDK 17's
 * {@code \b} had it (a combining mark after a word character counts as one too). The grade no longer depends on the
 * JDK it runs on (decision 0627): from JDK 19 {@code \b} takes only {@code [A-Za-z0-9_]} for word characters.
 */
final class GradeLexicon {
    private GradeLexicon() {}

    /** Usage guidance, each at word boundaries: was {@code \b(use (this|it|...)|when you|...|if you)\b}. */
    private static final String[] GUIDANCE = {
        "use this",
        "use it",
        "use when",
        "use for",
        "use to",
        "use only",
        "use instead",
        "use with",
        "when you",
        "instead of",
        "rather than",
        "only works",
        "only when",
        "only for",
        "only if",
        "only within",
        "only on",
        "do not use",
        "don't use",
        "unlike",
        "prefer",
        "not for",
        "for example",
        "e.g.",
        "such as",
        "useful for",
        "useful when",
        "if you"
    };
    /** Units, each at word boundaries: was {@code \b(ms|milliseconds?|...|iso[- ]?4217|percent|%|...|eur)\b}. */
    private static final String[] UNIT = {
        "ms",
        "milliseconds",
        "millisecond",
        "seconds",
        "second",
        "minutes",
        "minute",
        "hours",
        "hour",
        "days",
        "day",
        "weeks",
        "week",
        "months",
        "month",
        "years",
        "year",
        "bytes",
        "byte",
        "kb",
        "mb",
        "gb",
        "kib",
        "mib",
        "cents",
        "cent",
        "currency",
        "iso-4217",
        "iso 4217",
        "iso4217",
        "percent",
        "%",
        "meters",
        "meter",
        "metres",
        "metre",
        "km",
        "kilometers",
        "kilometer",
        "miles",
        "mile",
        "kg",
        "grams",
        "gram",
        "pounds",
        "pound",
        "celsius",
        "fahrenheit",
        "kelvin",
        "pixels",
        "pixel",
        "px",
        "characters",
        "character",
        "units",
        "unit",
        "usd",
        "eur"
    };
    /** Time formats, anywhere: was {@code (iso|rfc|yyyy|hh:mm|format|unix|epoch|utc|timezone)}. */
    private static final String[] TIME_FORMAT = {
        "iso", "rfc", "yyyy", "hh:mm", "format", "unix", "epoch", "utc", "timezone"
    };
    /** Names of quantities, anywhere in a name: was {@code (amount|price|...|budget)}. */
    private static final String[] QUANTITY_NAME = {
        "amount",
        "price",
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
        "budget"
    };
    /** Names of times, case-sensitive, anywhere: was {@code (date|time|timestamp|_at$|At$|since|until|before|after)}. */
    private static final String[] TIME_NAME = {"date", "time", "since", "until", "before", "after"};

    private static final String[][] GUIDANCE_AT = byFirst(GUIDANCE);
    private static final String[][] UNIT_AT = byFirst(UNIT);
    private static final String[][] TIME_FORMAT_AT = byFirst(TIME_FORMAT);
    private static final String[][] QUANTITY_NAME_AT = byFirst(QUANTITY_NAME);

    /** The phrases by their first character (each starts with a lower-case ASCII one), so a scan tries only those. */
    private static String[][] byFirst(String[] phrases) {
        String[][] out = new String[128][];
        for (String p : phrases) {
            String[] was = out[p.charAt(0)];
            String[] now = was == null ? new String[1] : java.util.Arrays.copyOf(was, was.length + 1);
            now[now.length - 1] = p;
            out[p.charAt(0)] = now;
        }
        return out;
    }

    /** Whether {@code prose} says when to use the tool (or not to). */
    static boolean guided(String prose) {
        return anyWord(prose, GUIDANCE_AT);
    }

    /** Whether a parameter description names a unit or a time format. */
    static boolean statesUnit(String description) {
        return anyWord(description, UNIT_AT) || anyPart(description, TIME_FORMAT_AT);
    }

    /** Whether a parameter name names a quantity (ASCII case ignored). */
    static boolean quantityName(String name) {
        return anyPart(name, QUANTITY_NAME_AT);
    }

    /** Whether a parameter name names a time (case counts; {@code _at} and {@code At} only at its end). */
    static boolean timeName(String name) {
        for (String t : TIME_NAME) {
            if (name.contains(t)) {
                return true;
            }
        }
        return endsWith(name, "_at") || endsWith(name, "At");
    }

    /**
     * The text with each markup tag replaced by a space (was {@code <\s*\/?\s*[a-zA-Z][a-zA-Z0-9]*[^>]*>}), or
     * {@code text} itself when it holds none.
     */
    static String withoutMarkup(String text) {
        StringBuilder sb = null;
        int copied = 0;
        for (int i = text.indexOf('<'); i >= 0; i = text.indexOf('<', i + 1)) {
            int end = tagEnd(text, i);
            if (end < 0) {
                continue;
            }
            if (sb == null) {
                sb = new StringBuilder(text.length());
            }
            sb.append(text, copied, i).append(' ');
            copied = end + 1;
            i = end;
        }
        return sb == null ? text : sb.append(text, copied, text.length()).toString();
    }

    /** Whether {@code text} holds a markup tag. */
    static boolean hasMarkup(String text) {
        for (int i = text.indexOf('<'); i >= 0; i = text.indexOf('<', i + 1)) {
            if (tagEnd(text, i) >= 0) {
                return true;
            }
        }
        return false;
    }

    /** The index of the '>' closing a tag opened at {@code lt}, or -1 where no tag starts there. */
    private static int tagEnd(String text, int lt) {
        int i = spaces(text, lt + 1);
        if (i < text.length() && text.charAt(i) == '/') {
            i = spaces(text, i + 1);
        }
        if (i >= text.length() || !asciiLetter(text.charAt(i))) {
            return -1;
        }
        return text.indexOf('>', i + 1);
    }

    /** Past the regular expressions' {@code \s*}: space, tab, line feed, vertical tab, form feed, carriage return. */
    private static int spaces(String text, int i) {
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c != ' ' && (c < '\t' || c > '\r')) {
                break;
            }
            i++;
        }
        return i;
    }

    private static boolean asciiLetter(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
    }

    /** Whether {@code text} ends with {@code suffix}, or with it and one final line terminator (the {@code $}). */
    private static boolean endsWith(String text, String suffix) {
        int n = text.length();
        if (text.endsWith(suffix)) {
            return true;
        }
        if (n >= 2 && text.charAt(n - 2) == '\r' && text.charAt(n - 1) == '\n') {
            return text.startsWith(suffix, n - 2 - suffix.length());
        }
        if (n >= 1) {
            char c = text.charAt(n - 1);
            boolean terminator = c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029';
            return terminator && text.startsWith(suffix, n - 1 - suffix.length());
        }
        return false;
    }

    /** Whether one of the lower-case {@code parts} (by first character) occurs in {@code text}, ASCII case ignored. */
    private static boolean anyPart(String text, String[][] parts) {
        for (int i = 0; i < text.length(); i++) {
            String[] here = starting(parts, text.charAt(i));
            if (here != null) {
                for (String p : here) {
                    if (at(text, i, p)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** Whether one of the lower-case {@code phrases} (by first character) occurs in {@code text} between word boundaries. */
    private static boolean anyWord(String text, String[][] phrases) {
        for (int i = 0; i < text.length(); i++) {
            String[] here = starting(phrases, text.charAt(i));
            if (here == null) {
                continue;
            }
            for (String p : here) {
                if (at(text, i, p) && boundary(text, i) && boundary(text, i + p.length())) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The phrases that can start at character {@code c}, ASCII case ignored (null: none). */
    private static String[] starting(String[][] phrases, char c) {
        if (c >= 128) {
            return null;
        }
        return phrases[c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c];
    }

    /** Whether the lower-case ASCII {@code p} is at {@code i} of {@code text}, ASCII case ignored (as the expressions). */
    private static boolean at(String text, int i, String p) {
        if (i + p.length() > text.length()) {
            return false;
        }
        for (int k = 0; k < p.length(); k++) {
            char c = text.charAt(i + k);
            if (c >= 'A' && c <= 'Z') {
                c = (char) (c + ('a' - 'A'));
            }
            if (c != p.charAt(k)) {
                return false;
            }
        }
        return true;
    }

    /** Java's {@code \b} at {@code i} (no flags): a word character on exactly one side. */
    static boolean boundary(String text, int i) {
        boolean left = false;
        if (i > 0) {
            int ch = Character.codePointBefore(text, i);
            left = word(ch) || Character.getType(ch) == Character.NON_SPACING_MARK && hasBase(text, i - 1);
        }
        boolean right = false;
        if (i < text.length()) {
            int ch = Character.codePointAt(text, i);
            right = word(ch) || Character.getType(ch) == Character.NON_SPACING_MARK && hasBase(text, i);
        }
        return left ^ right;
    }

    /** A word character for the boundaries: a letter or digit of any script, or {@code _} (decision 0627). */
    private static boolean word(int ch) {
        return ch == '_' || Character.isLetterOrDigit(ch);
    }

    /** A combining mark counts as a word character when a letter or digit carries it (the JDK's Bound). */
    private static boolean hasBase(String text, int i) {
        for (int x = i; x >= 0; x--) {
            int ch = Character.codePointAt(text, x);
            if (Character.isLetterOrDigit(ch)) {
                return true;
            }
            if (Character.getType(ch) != Character.NON_SPACING_MARK) {
                return false;
            }
        }
        return false;
    }
}
