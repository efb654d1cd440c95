package dev.agtpstudio.server.dispatch;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.model.EndpointDecl;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * One agent-level DISCOVER result in the ANS §3.4 shape, for an endpoint of this server (docs/decisions/0525):
 * {@code manifest_uri} is {@code agtp://HOST/path}, {@code canonical_id} the SHA-256 of {@code HOST METHOD /path},
 * {@code agent_label} {@code METHOD /path}, {@code org_domain} HOST, trust tier 1 and behavioural trust 1.0 (a local
 * endpoint, as the ranker assumes), {@code supported_methods} the endpoint's method, {@code job_description} its
 * description (its semantic intent when it has none), {@code required_scope} its scopes space-separated (only with
 * {@code scope_negotiate}). {@code method}, {@code path}, {@code rank_score} and the semantic block are this product's
 * additions.
 */
final class AnsResult {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;
    private final String host;

    AnsResult(String host) {
        this.host = host;
    }

    ObjectNode of(CandidateRanker.Candidate cand, int rank, boolean scopes) {
        EndpointDecl e = cand.endpoint();
        ObjectNode o = F.objectNode();
        o.put("rank", rank);
        o.put("manifest_uri", "agtp://" + host + e.path());
        o.put("canonical_id", sha256(host + " " + e.id()));
        o.put("agent_label", e.id());
        o.put("org_domain", host);
        o.put("trust_tier", 1);
        o.put("behavioral_trust_score", 1.0);
        o.putArray("supported_methods").add(e.method());
        o.put("capability_match_score", cand.capabilityMatch());
        o.put("rank_score", cand.score());
        if (scopes) {
            o.put("required_scope", String.join(" ", e.requiredScopes()));
        }
        String job = e.description() != null && !e.description().isBlank()
                ? e.description()
                : e.semantic() == null ? null : e.semantic().intent();
        o.put("job_description", job);
        o.put("method", e.method());
        o.put("path", e.path());
        if (e.semantic() != null) {
            o.put("intent", e.semantic().intent());
            o.put("capability", e.semantic().capability());
            o.put("impact", e.semantic().impact());
        }
        return o;
    }

    private static String sha256(String s) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException ex) {
            throw new IllegalStateException(ex);
        }
    }
}
