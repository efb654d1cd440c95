package dev.agtpstudio.preview.sign;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.JWSObject;
import com.nimbusds.jose.Payload;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.OctetKeyPair;
import dev.agtpstudio.preview.CanonicalJson;
import java.text.ParseException;
import java.util.Arrays;
import java.util.List;

/**
 * {@code manifest_signature} (AGTP-API §8.8, §16.3): a JWS (RFC 7515) in compact serialization with a detached
 * payload ({@code HEADER..SIGNATURE}, RFC 7515 Appendix F), algorithm EdDSA over Ed25519 (RFC 8037), header
 * {@code kid}. The payload is the RFC 8785 canonical JSON of the manifest without its {@code manifest_signature}
 * member, so a verifier recomputes it from the manifest it received (docs/decisions/0510).
 */
public final class ManifestSignature {
    public static final String FIELD = "manifest_signature";
    public static final String SPEC = "AGTP-API §8.8, §16.3";
    static final JOSEObjectType TYPE = new JOSEObjectType("agtp-manifest+jws");

    private ManifestSignature() {}

    /** What a verification concluded. */
    public enum Status {
        /** Signed by a trusted key over exactly this manifest. */
        VALID,
        /** No signature: a warning (§8.8: clients SHOULD warn; v00 clients MUST NOT reject on that ground alone). */
        UNSIGNED,
        /** The signature does not verify with the key its kid names: the manifest changed after signing. */
        TAMPERED,
        /** Signed by a key other than the one trusted. */
        WRONG_KEY,
        /** The kid names no key of the trusted JWK Set. */
        UNKNOWN_KID,
        /** Not a JWS this product can verify (syntax, algorithm, missing kid among several keys). */
        MALFORMED;

        public boolean isError() {
            return this != VALID && this != UNSIGNED;
        }
    }

    /** A verdict, its key id (null when unknown) and a sentence for the user. */
    public record Verification(Status status, String kid, String message) {}

    /** The bytes signed: the canonical JSON of {@code manifest} without {@value #FIELD}. */
    public static byte[] signingInput(JsonNode manifest) {
        ObjectNode copy = ((ObjectNode) manifest).deepCopy();
        copy.remove(FIELD);
        return CanonicalJson.utf8(copy);
    }

    /** Sets {@value #FIELD} of {@code manifest} to a signature by {@code key} and returns the JWS. */
    public static String sign(ObjectNode manifest, OctetKeyPair key) {
        OctetKeyPair k = SigningKeys.withKid(key);
        JWSObject jws = new JWSObject(
                new JWSHeader.Builder(JWSAlgorithm.EdDSA)
                        .keyID(k.getKeyID())
                        .type(TYPE)
                        .build(),
                new Payload(signingInput(manifest)));
        try {
            jws.sign(new Ed25519.Signer(k));
        } catch (JOSEException e) {
            throw new IllegalStateException("the key was read as an Ed25519 private key: " + e.getMessage(), e);
        }
        String compact = jws.serialize(true);
        manifest.put(FIELD, compact);
        return compact;
    }

    /** Verifies {@code manifest}'s signature against the keys of {@code trust}. */
    public static Verification verify(JsonNode manifest, JWKSet trust) {
        JsonNode sig = manifest.path(FIELD);
        if (sig.isMissingNode() || sig.isNull()) {
            return new Verification(
                    Status.UNSIGNED,
                    null,
                    FIELD + " is " + (sig.isNull() ? "null" : "absent")
                            + ": the manifest is unsigned, so a changed method policy or endpoint list cannot be detected ("
                            + SPEC + "); sign it with `agtp-studio manifest --sign KEY` or `serve --sign KEY`");
        }
        if (!sig.isTextual()) {
            return malformed(null, FIELD + " is not a string: expected a JWS in compact serialization (RFC 7515 §7.1)");
        }
        byte[] input = signingInput(manifest);
        JWSObject jws;
        try {
            String[] parts = sig.asText().split("\\.", -1);
            if (parts.length != 3) {
                return malformed(
                        null,
                        FIELD + " is not a compact JWS: it has " + parts.length
                                + " dot-separated parts, a JWS has 3 (RFC 7515 §7.1)");
            }
            jws = parts[1].isEmpty()
                    ? JWSObject.parse(sig.asText(), new Payload(input))
                    : JWSObject.parse(sig.asText());
        } catch (ParseException e) {
            return malformed(null, FIELD + " is not a JWS: " + e.getMessage());
        }
        JWSHeader h = jws.getHeader();
        String kid = h.getKeyID();
        if (!JWSAlgorithm.EdDSA.equals(h.getAlgorithm())) {
            return malformed(
                    kid,
                    FIELD + " uses algorithm " + h.getAlgorithm() + "; this product verifies EdDSA"
                            + " (Ed25519, RFC 8037) signatures");
        }
        if (!Arrays.equals(jws.getPayload().toBytes(), input)) {
            return new Verification(
                    Status.TAMPERED,
                    kid,
                    FIELD + " signs a different document: its attached payload"
                            + " is not the canonical JSON (RFC 8785) of this manifest without " + FIELD);
        }
        List<JWK> keys = trust.getKeys();
        JWK key;
        if (kid == null) {
            if (keys.size() != 1) {
                return malformed(
                        null,
                        FIELD + " has no kid, and the trusted JWK Set holds " + keys.size()
                                + " keys: the signer must name its key (RFC 7515 §4.1.4)");
            }
            key = keys.get(0);
        } else {
            key = trust.getKeyByKeyId(kid);
            if (key == null) {
                String held = String.join(
                        ", ",
                        keys.stream().map(k -> String.valueOf(k.getKeyID())).toList());
                return keys.size() == 1
                        ? new Verification(
                                Status.WRONG_KEY,
                                kid,
                                FIELD + " was made by key " + kid + ", not by the trusted key " + held)
                        : new Verification(
                                Status.UNKNOWN_KID,
                                kid,
                                FIELD + " names key " + kid + ", which the trusted JWK Set does not hold (it holds "
                                        + held + ")");
            }
        }
        if (!(key instanceof OctetKeyPair okp) || !com.nimbusds.jose.jwk.Curve.Ed25519.equals(okp.getCurve())) {
            return new Verification(
                    Status.WRONG_KEY,
                    kid,
                    FIELD + " is an EdDSA signature, and the trusted key " + key.getKeyID() + " is not an Ed25519 key");
        }
        try {
            if (jws.verify(new Ed25519.Verifier(okp))) {
                return new Verification(
                        Status.VALID, kid, FIELD + " verifies: signed by key " + kid(kid, okp) + " over this manifest");
            }
        } catch (JOSEException e) {
            return malformed(kid, FIELD + " cannot be checked with key " + kid(kid, okp) + ": " + e.getMessage());
        }
        boolean sameKey = kid != null
                && kid.equals(SigningKeys.withKid(
                                new OctetKeyPair.Builder(okp).keyID(null).build())
                        .getKeyID());
        return sameKey || kid == null && keys.size() == 1
                ? new Verification(
                        Status.TAMPERED,
                        kid,
                        FIELD + " does not verify with key " + kid(kid, okp)
                                + ": the manifest was changed after it was signed (its canonical JSON, RFC 8785, differs from the"
                                + " signed one)")
                : new Verification(
                        Status.WRONG_KEY,
                        kid,
                        FIELD + " does not verify with the trusted key " + kid(kid, okp)
                                + ": either the manifest was changed after signing or another key carries that kid");
    }

    private static String kid(String kid, JWK key) {
        return kid != null ? kid : String.valueOf(key.getKeyID());
    }

    private static Verification malformed(String kid, String message) {
        return new Verification(Status.MALFORMED, kid, message);
    }
}
