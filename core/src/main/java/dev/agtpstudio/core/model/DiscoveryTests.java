package dev.agtpstudio.core.model;

import java.util.List;

/** The {@code [[test]]} tables of one {@code discovery-tests.toml}, in file order (docs/discovery-tests.md). */
public record DiscoveryTests(List<Case> tests) {
    public DiscoveryTests {
        tests = tests == null ? List.of() : List.copyOf(tests);
    }

    /**
     * One discoverability test: an agent asking {@code intent} must find {@code expect} ({@code METHOD /path}) at rank
     * {@code maxRank} or better.
     *
     * @param name              optional label (reports fall back to the intent)
     * @param maxRank           null when absent (the default is 1)
     * @param scopes            the asking agent's Authority-Scope; empty when absent
     * @param capabilityDomains the ANS §3.1 {@code capability_domains} sent with the query; empty when absent
     * @param keyPath           {@code /test/N}, for locations
     */
    public record Case(
            String name,
            String intent,
            String expect,
            Long maxRank,
            List<String> scopes,
            List<String> capabilityDomains,
            String keyPath) {
        public Case {
            scopes = scopes == null ? List.of() : List.copyOf(scopes);
            capabilityDomains = capabilityDomains == null ? List.of() : List.copyOf(capabilityDomains);
        }

        /** The rank the test allows: {@code max_rank}, 1 when absent. */
        public long allowedRank() {
            return maxRank == null ? 1 : maxRank;
        }

        /** How reports name the test: its {@code name}, else its intent. */
        public String label() {
            return name != null && !name.isBlank() ? name : intent == null ? keyPath : intent;
        }
    }
}
