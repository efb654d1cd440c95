package dev.agtpstudio.validator;

import java.util.Map;
import java.util.Set;

/**
 * Settings of one validation run.
 *
 * @param environment values for {@code ${VAR}} placeholders, as the IDE's preferences or the process environment
 *                    give them; null means "not configured", in which case unresolved placeholders are reported as
 *                    information rather than errors
 * @param clients     the function-calling clients whose rules the {@code client/*} lints check the served tools
 *                    against ({@link dev.agtpstudio.validator.Clients}); empty: none (they are opt-in)
 */
public record ValidationOptions(Map<String, String> environment, int agisLevel, Set<String> clients) {
    public ValidationOptions {
        environment = environment == null ? null : Map.copyOf(environment);
        if (agisLevel < 1 || agisLevel > 2) {
            throw new IllegalArgumentException("the AGIS conformance level checked is 1 or 2, not " + agisLevel);
        }
        clients = clients == null ? Set.of() : Clients.checked(clients);
    }

    /** Options at AGIS level {@code agisLevel} with no client lints. */
    public ValidationOptions(Map<String, String> environment, int agisLevel) {
        this(environment, agisLevel, Set.of());
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
        return new ValidationOptions(environment, level, clients);
    }

    /** The same options with the {@code client/*} lints of {@code clients} on (names as {@code --clients} takes them). */
    public ValidationOptions withClients(Set<String> clients) {
        return new ValidationOptions(environment, agisLevel, clients);
    }
}
