package dev.agtpstudio.validator;

import java.util.Map;

/**
 * Settings of one validation run.
 *
 * @param environment values for {@code ${VAR}} placeholders, as the IDE's preferences or the process environment
 *                    give them; null means "not configured", in which case unresolved placeholders are reported as
 *                    information rather than errors
 */
public record ValidationOptions(Map<String, String> environment, int agisLevel) {
    public ValidationOptions {
        environment = environment == null ? null : Map.copyOf(environment);
        if (agisLevel < 1 || agisLevel > 2) {
            throw new IllegalArgumentException("the AGIS conformance level checked is 1 or 2, not " + agisLevel);
        }
    }

    /** Options that check AGIS Level 1 (the required level) only. */
    public ValidationOptions(Map<String, String> environment) {
        this(environment, 1);
    }

    public static ValidationOptions defaults() {
        return new ValidationOptions(null);
    }

    /** The same options checking readiness for AGIS conformance {@code level} (AGIS §3.3; 1 or 2). */
    public ValidationOptions withAgisLevel(int level) {
        return new ValidationOptions(environment, level);
    }
}
