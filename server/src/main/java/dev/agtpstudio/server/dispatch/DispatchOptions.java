package dev.agtpstudio.server.dispatch;

import java.time.Clock;
import java.util.Map;

/**
 * Dispatcher choices (docs/decisions/0043-0046).
 *
 * @param scopeFailureStatus     455 (AGTP-API, default) or 262 ({@code scope-required}, core prose and reference)
 * @param strictOutput           validate outputs with additionalProperties false (default permissive)
 * @param allowLoopbackHttpUpstreams accept {@code http://127.0.0.1} / {@code http://localhost} external_service URLs
 * @param environment            values for {@code ${VAR}} in external_service headers
 * @param signingKey             the private JWK that signs the published manifest ({@code serve --sign KEY}); null:
 *                               the workspace's {@code [server] manifest_signing_key}, if any (AGTP-API §8.8)
 * @param simulationSeed         seeds the data simulated for registered_function endpoints ({@code serve --seed N},
 *                               default 0): the same seed and request give the same answer (0523)
 */
public record DispatchOptions(
        int scopeFailureStatus,
        boolean strictOutput,
        boolean allowLoopbackHttpUpstreams,
        Map<String, String> environment,
        Clock clock,
        java.nio.file.Path signingKey,
        long simulationSeed) {

    public DispatchOptions(
            int scopeFailureStatus,
            boolean strictOutput,
            boolean allowLoopbackHttpUpstreams,
            Map<String, String> environment,
            Clock clock,
            java.nio.file.Path signingKey) {
        this(scopeFailureStatus, strictOutput, allowLoopbackHttpUpstreams, environment, clock, signingKey, 0L);
    }

    public DispatchOptions(
            int scopeFailureStatus,
            boolean strictOutput,
            boolean allowLoopbackHttpUpstreams,
            Map<String, String> environment,
            Clock clock) {
        this(scopeFailureStatus, strictOutput, allowLoopbackHttpUpstreams, environment, clock, null);
    }

    public DispatchOptions {
        if (scopeFailureStatus != 455 && scopeFailureStatus != 262) {
            throw new IllegalArgumentException("scope failure status must be 455 or 262, got " + scopeFailureStatus);
        }
        environment = environment == null ? Map.of() : Map.copyOf(environment);
        clock = clock == null ? Clock.systemUTC() : clock;
    }

    public static DispatchOptions defaults() {
        return new DispatchOptions(455, false, false, System.getenv(), Clock.systemUTC());
    }

    public DispatchOptions withScopeFailureStatus(int s) {
        return new DispatchOptions(
                s, strictOutput, allowLoopbackHttpUpstreams, environment, clock, signingKey, simulationSeed);
    }

    public DispatchOptions withStrictOutput(boolean s) {
        return new DispatchOptions(
                scopeFailureStatus, s, allowLoopbackHttpUpstreams, environment, clock, signingKey, simulationSeed);
    }

    public DispatchOptions withLoopbackHttpUpstreams(boolean a) {
        return new DispatchOptions(scopeFailureStatus, strictOutput, a, environment, clock, signingKey, simulationSeed);
    }

    public DispatchOptions withSigningKey(java.nio.file.Path key) {
        return new DispatchOptions(
                scopeFailureStatus, strictOutput, allowLoopbackHttpUpstreams, environment, clock, key, simulationSeed);
    }

    public DispatchOptions withSimulationSeed(long seed) {
        return new DispatchOptions(
                scopeFailureStatus, strictOutput, allowLoopbackHttpUpstreams, environment, clock, signingKey, seed);
    }

    public DispatchOptions withEnvironment(Map<String, String> env) {
        return new DispatchOptions(
                scopeFailureStatus, strictOutput, allowLoopbackHttpUpstreams, env, clock, signingKey, simulationSeed);
    }
}
