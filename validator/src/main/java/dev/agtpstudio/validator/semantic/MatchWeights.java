package dev.agtpstudio.validator.semantic;

/**
 * Weights of intent matching. {@code trustTier}, {@code behavioral} and {@code capability} are the ANS §3.5 rank
 * weights (defaults 0.3 / 0.4 / 0.3); {@code method}, {@code path} and {@code intent} split the capability match
 * between the AGIS §11 steps (defaults 0.4 / 0.2 / 0.4; they should sum to 1).
 */
public record MatchWeights(
        double trustTier, double behavioral, double capability, double method, double path, double intent) {
    public static MatchWeights defaults() {
        return new MatchWeights(0.3, 0.4, 0.3, 0.4, 0.2, 0.4);
    }

    /** These weights with other ANS §3.5 rank weights (a server's {@code [discovery]} table). */
    public MatchWeights withRank(double trustTier, double behavioral, double capability) {
        return new MatchWeights(trustTier, behavioral, capability, method, path, intent);
    }
}
