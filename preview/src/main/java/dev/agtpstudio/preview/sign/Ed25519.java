package dev.agtpstudio.preview.sign;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.JWSSigner;
import com.nimbusds.jose.JWSVerifier;
import com.nimbusds.jose.jca.JCAContext;
import com.nimbusds.jose.jwk.Curve;
import com.nimbusds.jose.jwk.OctetKeyPair;
import com.nimbusds.jose.util.Base64URL;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Set;

/**
 * EdDSA over Ed25519 (RFC 8037) for nimbus-jose-jwt's JWS objects, on the JDK's own Ed25519 (Java 15+): nimbus's
 * Ed25519 signer needs Google Tink, an optional dependency the product does not ship (docs/decisions/0510). The raw
 * 32-byte JWK values {@code x} and {@code d} are wrapped in their fixed X.509 / PKCS#8 prefixes (RFC 8410).
 */
final class Ed25519 {
    private static final byte[] X509_PREFIX = HexFormat.of().parseHex("302a300506032b6570032100");
    private static final byte[] PKCS8_PREFIX = HexFormat.of().parseHex("302e020100300506032b657004220420");

    private Ed25519() {}

    /** A new key pair as a JWK with its RFC 7638 thumbprint as {@code kid}. */
    static OctetKeyPair generate() {
        try {
            KeyPair kp = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
            byte[] x = tail(kp.getPublic().getEncoded());
            byte[] d = tail(kp.getPrivate().getEncoded());
            OctetKeyPair k = new OctetKeyPair.Builder(Curve.Ed25519, Base64URL.encode(x))
                    .d(Base64URL.encode(d))
                    .build();
            return new OctetKeyPair.Builder(k)
                    .keyID(k.computeThumbprint().toString())
                    .build();
        } catch (GeneralSecurityException | JOSEException e) {
            throw new IllegalStateException("Ed25519 is part of every Java 17 platform", e);
        }
    }

    private static byte[] tail(byte[] encoded) {
        return Arrays.copyOfRange(encoded, encoded.length - 32, encoded.length);
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    static PublicKey publicKey(OctetKeyPair k) throws GeneralSecurityException {
        return KeyFactory.getInstance("Ed25519")
                .generatePublic(
                        new X509EncodedKeySpec(concat(X509_PREFIX, k.getX().decode())));
    }

    static PrivateKey privateKey(OctetKeyPair k) throws GeneralSecurityException {
        return KeyFactory.getInstance("Ed25519")
                .generatePrivate(
                        new PKCS8EncodedKeySpec(concat(PKCS8_PREFIX, k.getD().decode())));
    }

    /** Signs with the private half of {@code k}. */
    static final class Signer implements JWSSigner {
        private final OctetKeyPair key;
        private final JCAContext jca = new JCAContext();

        Signer(OctetKeyPair key) {
            this.key = key;
        }

        @Override
        public Base64URL sign(JWSHeader header, byte[] signingInput) throws JOSEException {
            try {
                Signature s = Signature.getInstance("Ed25519");
                s.initSign(privateKey(key));
                s.update(signingInput);
                return Base64URL.encode(s.sign());
            } catch (GeneralSecurityException e) {
                throw new JOSEException("the Ed25519 key cannot sign: " + e.getMessage(), e);
            }
        }

        @Override
        public Set<JWSAlgorithm> supportedJWSAlgorithms() {
            return Set.of(JWSAlgorithm.EdDSA);
        }

        @Override
        public JCAContext getJCAContext() {
            return jca;
        }
    }

    /** Verifies with the public half of {@code k}. */
    static final class Verifier implements JWSVerifier {
        private final OctetKeyPair key;
        private final JCAContext jca = new JCAContext();

        Verifier(OctetKeyPair key) {
            this.key = key;
        }

        @Override
        public boolean verify(JWSHeader header, byte[] signingInput, Base64URL signature) throws JOSEException {
            try {
                Signature s = Signature.getInstance("Ed25519");
                s.initVerify(publicKey(key));
                s.update(signingInput);
                return s.verify(signature.decode());
            } catch (java.security.SignatureException e) {
                return false;
            } catch (GeneralSecurityException e) {
                throw new JOSEException("the Ed25519 key cannot verify: " + e.getMessage(), e);
            }
        }

        @Override
        public Set<JWSAlgorithm> supportedJWSAlgorithms() {
            return Set.of(JWSAlgorithm.EdDSA);
        }

        @Override
        public JCAContext getJCAContext() {
            return jca;
        }
    }
}
