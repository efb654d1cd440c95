package dev.agtpstudio.core.diag;

import java.util.Locale;

/** How serious a finding is; ordered from most to least severe. */
public enum Severity {
    ERROR,
    WARNING,
    INFO,
    HINT;

    /** True when this severity is as serious as {@code threshold} or more. */
    public boolean atLeast(Severity threshold) {
        return ordinal() <= threshold.ordinal();
    }

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Severity parse(String s) {
        return valueOf(s.trim().toUpperCase(Locale.ROOT));
    }
}
