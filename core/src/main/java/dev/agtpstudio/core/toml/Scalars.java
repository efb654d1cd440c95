package dev.agtpstudio.core.toml;

/** Bare scalar values: booleans, integers (decimal, hex, octal, binary), floats (incl. inf and nan), dates/times. */
final class Scalars {
    private Scalars() {}

    /** Reads the scalar at the cursor and moves past it. */
    static Object read(TomlCursor c) {
        int start = c.pos;
        int end = c.tokenEnd(start);
        if (end == start) {
            throw c.error("Expected a value, found " + c.describe(start) + ".", start, end);
        }
        String t = c.s.substring(start, end);
        if (DateTimes.looksLikeDate(t)) {
            return DateTimes.readDateTime(c, start, end);
        }
        if (DateTimes.looksLikeTime(t)) {
            c.pos = end;
            return DateTimes.time(c, t, start);
        }
        c.pos = end;
        return switch (t) {
            case "true" -> Boolean.TRUE;
            case "false" -> Boolean.FALSE;
            case "inf", "+inf" -> Double.POSITIVE_INFINITY;
            case "-inf" -> Double.NEGATIVE_INFINITY;
            case "nan", "+nan", "-nan" -> Double.NaN;
            default -> number(c, t, start);
        };
    }

    private static Object number(TomlCursor c, String t, int start) {
        int first = t.charAt(0);
        if (!Chars.isDigit(first)
                && !((first == '+' || first == '-') && t.length() > 1 && Chars.isDigit(t.charAt(1)))) {
            throw notAValue(c, t, start);
        }
        if (t.length() > 2 && t.charAt(0) == '0' && (t.charAt(1) == 'x' || t.charAt(1) == 'o' || t.charAt(1) == 'b')) {
            return prefixed(c, t, start);
        }
        return decimal(c, t, start);
    }

    private static Object prefixed(TomlCursor c, String t, int start) {
        int radix = t.charAt(1) == 'x' ? 16 : t.charAt(1) == 'o' ? 8 : 2;
        int end = digits(t, 2, radix);
        if (end != t.length() || end == 2) {
            throw c.error(
                    "`" + t + "` is not a valid " + (radix == 16 ? "hexadecimal" : radix == 8 ? "octal" : "binary")
                            + " integer.",
                    start,
                    start + t.length());
        }
        try {
            return Long.parseLong(t.substring(2).replace("_", ""), radix);
        } catch (NumberFormatException e) {
            throw tooBig(c, t, start);
        }
    }

    private static Object decimal(TomlCursor c, String t, int start) {
        int i = t.charAt(0) == '+' || t.charAt(0) == '-' ? 1 : 0;
        int intEnd = digits(t, i, 10);
        if (intEnd == i) {
            throw notAValue(c, t, start);
        }
        if (t.charAt(i) == '0' && intEnd > i + 1) {
            throw c.error("`" + t + "`: leading zeros are not allowed in a number.", start, start + t.length());
        }
        int p = intEnd;
        boolean isFloat = false;
        if (p < t.length() && t.charAt(p) == '.') {
            int fracEnd = digits(t, p + 1, 10);
            if (fracEnd == p + 1) {
                throw c.error(
                        "`" + t + "`: a decimal point must have digits on both sides.", start, start + t.length());
            }
            p = fracEnd;
            isFloat = true;
        }
        if (p < t.length() && (t.charAt(p) == 'e' || t.charAt(p) == 'E')) {
            int q = p + 1 < t.length() && (t.charAt(p + 1) == '+' || t.charAt(p + 1) == '-') ? p + 2 : p + 1;
            int expEnd = digits(t, q, 10);
            if (expEnd == q) {
                throw c.error("`" + t + "`: an exponent needs digits.", start, start + t.length());
            }
            p = expEnd;
            isFloat = true;
        }
        if (p != t.length()) {
            throw notAValue(c, t, start);
        }
        String plain = t.replace("_", "");
        if (isFloat) {
            return finite(c, t, start, plain);
        }
        try {
            return Long.parseLong(plain);
        } catch (NumberFormatException e) {
            throw tooBig(c, t, start);
        }
    }

    /** A float that a 64-bit double holds: not rounded to infinity, nor a non-zero number rounded to zero. */
    private static Double finite(TomlCursor c, String t, int start, String plain) {
        double d = Double.parseDouble(plain);
        if (Double.isInfinite(d)) {
            throw c.error(
                    "The number `" + t + "` is too large for a 64-bit float (at most about 1.8e308).",
                    start,
                    start + t.length());
        }
        if (d == 0) {
            int e = Math.max(plain.indexOf('e'), plain.indexOf('E'));
            String mantissa = e < 0 ? plain : plain.substring(0, e);
            if (mantissa.chars().anyMatch(ch -> ch >= '1' && ch <= '9')) {
                throw c.error(
                        "The number `" + t + "` is too small for a 64-bit float (at least about 4.9e-324).",
                        start,
                        start + t.length());
            }
        }
        return d;
    }

    /** The end of a run of digits from {@code i} in which each underscore stands between two digits. */
    private static int digits(String t, int i, int radix) {
        int p = i;
        while (p < t.length()) {
            char ch = t.charAt(p);
            if (Character.digit(ch, radix) >= 0) {
                p++;
            } else if (ch == '_'
                    && p > i
                    && p + 1 < t.length()
                    && Character.digit(t.charAt(p + 1), radix) >= 0
                    && Character.digit(t.charAt(p - 1), radix) >= 0) {
                p++;
            } else {
                break;
            }
        }
        return p;
    }

    private static TomlSyntaxException tooBig(TomlCursor c, String t, int start) {
        return c.error(
                "The integer `" + t + "` does not fit in 64 bits (-9223372036854775808 to " + "9223372036854775807).",
                start,
                start + t.length());
    }

    private static TomlSyntaxException notAValue(TomlCursor c, String t, int start) {
        boolean word = t.chars().allMatch(Chars::isBareKeyChar) && !Chars.isDigit(t.charAt(0));
        return c.error(
                "`" + t + "` is not a TOML value" + (word ? "; text needs quotes: \"" + t + "\"" : "")
                        + ". A value is a quoted string, a number, true or false, a date/time, an array [...] or an inline "
                        + "table {...}.",
                start,
                start + t.length());
    }
}
