package dev.agtpstudio.core.toml;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/**
 * RFC 3339 dates and times as TOML 1.0.0 has them: offset date-time, local date-time, local date, local time
 * (seconds required; digits beyond nanoseconds are dropped). Date and time may be split by T, t or one space.
 */
final class DateTimes {
    private DateTimes() {}

    static boolean looksLikeDate(String t) {
        return t.length() >= 10
                && digitsAt(t, 0, 4)
                && t.charAt(4) == '-'
                && digitsAt(t, 5, 2)
                && t.charAt(7) == '-'
                && digitsAt(t, 8, 2);
    }

    static boolean looksLikeTime(String t) {
        return t.length() >= 3 && digitsAt(t, 0, 2) && t.charAt(2) == ':';
    }

    /** Reads a date or date-time whose first token is {@code [start, end)}; a time after one space joins it. */
    static Object readDateTime(TomlCursor c, int start, int end) {
        String t = c.s.substring(start, end);
        if (t.length() == 10
                && end + 1 < c.len
                && c.s.charAt(end) == ' '
                && end + 3 < c.len
                && digitsAt(c.s, end + 1, 2)
                && c.s.charAt(end + 3) == ':') {
            end = c.tokenEnd(end + 1);
            t = c.s.substring(start, end);
        }
        c.pos = end;
        LocalDate date = date(c, t, start);
        if (t.length() == 10) {
            return date;
        }
        char sep = t.charAt(10);
        if (sep != 'T' && sep != 't' && sep != ' ') {
            throw bad(c, t, start, "a date is followed by T and a time");
        }
        int timeEnd = timeEnd(t, 11);
        if (timeEnd < 0) {
            throw bad(c, t, start, "the time must be HH:MM:SS with optional fractional seconds");
        }
        LocalDateTime local = LocalDateTime.of(date, time(c, t.substring(11, timeEnd), start, t));
        if (timeEnd == t.length()) {
            return local;
        }
        return OffsetDateTime.of(local, offset(c, t, timeEnd, start));
    }

    /** A local time {@code HH:MM:SS[.fraction]} that is the whole token. */
    static LocalTime time(TomlCursor c, String t, int start) {
        if (timeEnd(t, 0) != t.length()) {
            throw bad(c, t, start, "a time is HH:MM:SS with optional fractional seconds");
        }
        return time(c, t, start, t);
    }

    private static LocalTime time(TomlCursor c, String t, int start, String whole) {
        int nanos = 0;
        if (t.length() > 8) {
            String frac = t.substring(9, Math.min(t.length(), 18));
            nanos = Integer.parseInt(frac) * (int) Math.pow(10, 9 - frac.length());
        }
        try {
            return LocalTime.of(num(t, 0, 2), num(t, 3, 2), num(t, 6, 2), nanos);
        } catch (DateTimeException e) {
            throw bad(c, whole, start, "hours go to 23, minutes and seconds to 59");
        }
    }

    private static LocalDate date(TomlCursor c, String t, int start) {
        try {
            return LocalDate.of(num(t, 0, 4), num(t, 5, 2), num(t, 8, 2));
        } catch (DateTimeException e) {
            throw bad(c, t, start, "there is no such day");
        }
    }

    private static ZoneOffset offset(TomlCursor c, String t, int i, int start) {
        char z = t.charAt(i);
        if ((z == 'Z' || z == 'z') && i + 1 == t.length()) {
            return ZoneOffset.UTC;
        }
        boolean ok = (z == '+' || z == '-')
                && t.length() == i + 6
                && digitsAt(t, i + 1, 2)
                && t.charAt(i + 3) == ':'
                && digitsAt(t, i + 4, 2);
        int h = ok ? num(t, i + 1, 2) : 0;
        int m = ok ? num(t, i + 4, 2) : 0;
        if (!ok || h > 23 || m > 59) {
            throw bad(c, t, start, "the offset is Z or +HH:MM / -HH:MM");
        }
        try {
            return ZoneOffset.ofHoursMinutes(z == '-' ? -h : h, z == '-' ? -m : m);
        } catch (DateTimeException e) {
            throw bad(c, t, start, "the offset is at most 18 hours");
        }
    }

    /** The end of {@code HH:MM:SS[.digits]} at {@code i} in {@code t}, or -1. */
    private static int timeEnd(String t, int i) {
        if (t.length() < i + 8
                || !digitsAt(t, i, 2)
                || t.charAt(i + 2) != ':'
                || !digitsAt(t, i + 3, 2)
                || t.charAt(i + 5) != ':'
                || !digitsAt(t, i + 6, 2)) {
            return -1;
        }
        int p = i + 8;
        if (p < t.length() && t.charAt(p) == '.') {
            int q = p + 1;
            while (q < t.length() && Chars.isDigit(t.charAt(q))) {
                q++;
            }
            if (q == p + 1) {
                return -1;
            }
            p = q;
        }
        return p;
    }

    private static boolean digitsAt(String t, int i, int n) {
        if (i + n > t.length()) {
            return false;
        }
        for (int k = i; k < i + n; k++) {
            if (!Chars.isDigit(t.charAt(k))) {
                return false;
            }
        }
        return true;
    }

    private static int num(String t, int i, int n) {
        int v = 0;
        for (int k = i; k < i + n; k++) {
            v = v * 10 + (t.charAt(k) - '0');
        }
        return v;
    }

    private static TomlSyntaxException bad(TomlCursor c, String t, int start, String why) {
        return c.error(
                "`" + t + "` is not a valid date/time: " + why + " (RFC 3339, e.g. 1979-05-27T07:32:00Z).",
                start,
                start + t.length());
    }
}
