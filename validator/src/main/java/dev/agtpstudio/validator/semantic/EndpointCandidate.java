package dev.agtpstudio.validator.semantic;

import java.util.List;
import java.util.Map;

/**
 * An endpoint as intent matching sees it (AGIS §11 steps 1-3): its method, path, what it says it does, and how a
 * request names its parameters.
 *
 * @param parameterHints AGIS {@code parameter_hints} (parameter -> phrases), or input field descriptions
 * @param trustTier      ANS normalised trust tier in [0,1]; 1 for endpoints of the local workspace
 * @param behavioralTrust ANS behavioural trust score in [0,1]; 1 for endpoints of the local workspace
 * @param source         where it was declared (a file path), for display
 */
public record EndpointCandidate(
        String method,
        String path,
        String intent,
        String description,
        Map<String, List<String>> parameterHints,
        String outcome,
        double trustTier,
        double behavioralTrust,
        String source) {
    public EndpointCandidate {
        parameterHints = parameterHints == null ? Map.of() : Map.copyOf(parameterHints);
    }

    /** A workspace endpoint: full trust, so ranking depends on the capability match only. */
    public static EndpointCandidate local(
            String method,
            String path,
            String intent,
            String description,
            Map<String, List<String>> parameterHints,
            String outcome,
            String source) {
        return new EndpointCandidate(method, path, intent, description, parameterHints, outcome, 1.0, 1.0, source);
    }

    public String id() {
        return method + " " + path;
    }
}
