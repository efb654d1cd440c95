package dev.agtpstudio.validator.semantic;

/**
 * Pass 6 of AGIS §9.1: is an endpoint's intent statement consistent with its method verb? Implementations never
 * block and never throw on odd input (null or blank intents give a {@link Verdict#WARNING} saying so).
 */
public interface IntentConsistency {
    ConsistencyResult check(String method, String intent);
}
