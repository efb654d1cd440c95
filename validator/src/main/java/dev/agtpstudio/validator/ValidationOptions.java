package dev.agtpstudio.validator;

import java.util.Map;

/**
 * Settings of one validation run.
 *
 * @param environment values for {@code ${VAR}} placeholders, as the IDE's preferences or the process environment
 *                    give them; null means "not configured", in which case unresolved placeholders are reported as
 *                    information rather than errors
 */
public record ValidationOptions(Map<String, String> environment) {
    public ValidationOptions {
        environment = environment == null ? null : Map.copyOf(environment);
    }

    public static ValidationOptions defaults() {
        return new ValidationOptions(null);
    }
}
