package dev.agtpstudio.conformance;

import java.util.Locale;

/** What one check concluded. A check that cannot run is a {@link #SKIP} with a reason, never a silent pass. */
public enum Outcome {
    PASS,
    FAIL,
    SKIP;

    /** {@code pass}, {@code fail} or {@code skip}, as the JSON report writes it. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
