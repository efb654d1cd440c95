package dev.agtpstudio.evolution;

import java.util.Locale;

/**
 * What a change means to the agents that call a contract, from worst to least: {@link #BREAKING} (an agent built
 * against the old contract now fails), {@link #DEPRECATION} (it still works but is told to move), {@link #COMPATIBLE}
 * (visible, harmless) and {@link #INTERNAL} (never reaches an agent, such as a handler binding).
 */
public enum ChangeSeverity {
    BREAKING,
    DEPRECATION,
    COMPATIBLE,
    INTERNAL;

    /** The lower-case name used in JSON, SARIF properties and the documentation. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** True when this severity is {@code threshold} or worse. */
    public boolean atLeast(ChangeSeverity threshold) {
        return ordinal() <= threshold.ordinal();
    }
}
