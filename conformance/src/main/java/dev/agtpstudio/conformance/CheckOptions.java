package dev.agtpstudio.conformance;

import java.time.Duration;
import java.util.List;

/**
 * How a run behaves.
 *
 * @param scopes       Authority-Scope tokens the caller may claim (added to each endpoint's required_scopes)
 * @param agentId      the Agent-ID sent on endpoint calls and path-keyed DISCOVER (64 hex), or null for a fixed one
 * @param seed         seed of the property-based input generation; the same seed sends the same inputs
 * @param maxExamples  valid inputs generated per endpoint
 * @param allowUnsafe  call endpoints whose impact is not informational with generated data
 * @param scopeStatus  the status a missing scope must get: 455 (AGTP-API, default) or 262 (core prose, reference)
 * @param timeout      the whole run: every exchange ends by it, and checks not started by then are not run
 * @param trust        the keys the manifest's signature is verified against ({@code --trust}), or null
 */
public record CheckOptions(
        List<String> scopes,
        String agentId,
        long seed,
        int maxExamples,
        boolean allowUnsafe,
        int scopeStatus,
        Duration timeout,
        com.nimbusds.jose.jwk.JWKSet trust) {

    public CheckOptions(
            List<String> scopes,
            String agentId,
            long seed,
            int maxExamples,
            boolean allowUnsafe,
            int scopeStatus,
            Duration timeout) {
        this(scopes, agentId, seed, maxExamples, allowUnsafe, scopeStatus, timeout, null);
    }
    /** A fixed caller id (64 lowercase hex, core §Agent-ID) used when none is given. */
    public static final String DEFAULT_AGENT_ID = "c0ffee00".repeat(8);
    /** Bound of a whole run unless {@code --timeout} says otherwise. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(60);

    public CheckOptions {
        scopes = scopes == null ? List.of() : List.copyOf(scopes);
        agentId = agentId == null || agentId.isBlank() ? DEFAULT_AGENT_ID : agentId;
        if (maxExamples < 1) {
            throw new IllegalArgumentException("--max-examples must be at least 1");
        }
        if (scopeStatus != Protocol.SCOPE_VIOLATION && scopeStatus != Protocol.AUTHORIZATION_REQUIRED) {
            throw new IllegalArgumentException("--scope-status must be 455 or 262, got " + scopeStatus);
        }
        timeout = timeout == null ? DEFAULT_TIMEOUT : timeout;
    }

    public static CheckOptions defaults() {
        return new CheckOptions(List.of(), null, 1L, 10, false, Protocol.SCOPE_VIOLATION, DEFAULT_TIMEOUT);
    }

    public CheckOptions withTrust(com.nimbusds.jose.jwk.JWKSet keys) {
        return new CheckOptions(scopes, agentId, seed, maxExamples, allowUnsafe, scopeStatus, timeout, keys);
    }

    public CheckOptions withTimeout(Duration t) {
        return new CheckOptions(scopes, agentId, seed, maxExamples, allowUnsafe, scopeStatus, t, trust);
    }

    public CheckOptions withAllowUnsafe(boolean a) {
        return new CheckOptions(scopes, agentId, seed, maxExamples, a, scopeStatus, timeout, trust);
    }

    public CheckOptions withMaxExamples(int n) {
        return new CheckOptions(scopes, agentId, seed, n, allowUnsafe, scopeStatus, timeout, trust);
    }
}
