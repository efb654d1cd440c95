package dev.agtpstudio.core.catalog;

import java.util.Comparator;

/**
 * Orders catalog versions ({@code MAJOR.MINOR.PATCH}, AGTP-API §4.1) numerically, so {@code 1.10.0} comes after
 * {@code 1.9.0}. Missing parts count as zero ({@code 2} equals {@code 2.0.0}); a part that is not a number is
 * compared as text after all numeric parts, and a pre-release or build suffix ({@code -rc1}, {@code +meta}) is ignored.
 */
public final class CatalogVersion {
    /** Numeric semver order; nulls first. */
    public static final Comparator<String> ORDER = Comparator.nullsFirst(CatalogVersion::compare);

    private CatalogVersion() {}

    public static int compare(String a, String b) {
        String[] pa = core(a).split("\\.");
        String[] pb = core(b).split("\\.");
        for (int i = 0; i < Math.max(pa.length, pb.length); i++) {
            String x = i < pa.length ? pa[i] : "0";
            String y = i < pb.length ? pb[i] : "0";
            int c = comparePart(x, y);
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    /** True when {@code version} is at or after {@code threshold}. */
    public static boolean atLeast(String version, String threshold) {
        return compare(version, threshold) >= 0;
    }

    /** The major number, or -1 when the version does not start with one. */
    public static int major(String version) {
        String first = core(version).split("\\.")[0];
        return isNumber(first) ? Integer.parseInt(first) : -1;
    }

    private static String core(String v) {
        String s = v == null ? "" : v.trim();
        if (s.startsWith("v") || s.startsWith("V")) {
            s = s.substring(1);
        }
        int cut = s.length();
        for (char c : new char[] {'-', '+'}) {
            int i = s.indexOf(c);
            if (i >= 0) {
                cut = Math.min(cut, i);
            }
        }
        return s.substring(0, cut);
    }

    private static int comparePart(String x, String y) {
        boolean nx = isNumber(x);
        boolean ny = isNumber(y);
        if (nx && ny) {
            return Long.compare(Long.parseLong(x), Long.parseLong(y));
        }
        if (nx != ny) {
            return nx ? -1 : 1;
        }
        return x.compareTo(y);
    }

    private static boolean isNumber(String s) {
        if (s.isEmpty() || s.length() > 18) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            if (!Character.isDigit(s.charAt(i))) {
                return false;
            }
        }
        return true;
    }
}
