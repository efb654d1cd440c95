package dev.agtpstudio.validator.semantic;

/**
 * One ranked endpoint for a request, with the parts of its score.
 *
 * @param rankScore       ANS §3.5: {@code 0.3 * trust tier + 0.4 * behavioural trust + 0.3 * capability match}
 * @param capabilityMatch deterministic relevance of the endpoint to the request, in [0,1]
 * @param methodScore     AGIS §11 step 1: how close the method verb is to the request's verbs
 * @param pathScore       step 2: how many of the path's nouns the request names
 * @param intentScore     step 3: how close the intent, description and hints are to the request
 * @param mode            {@code embedding} or {@code lexical}
 */
public record EndpointMatch(
        EndpointCandidate endpoint,
        double rankScore,
        double capabilityMatch,
        double methodScore,
        double pathScore,
        double intentScore,
        String mode) {}
