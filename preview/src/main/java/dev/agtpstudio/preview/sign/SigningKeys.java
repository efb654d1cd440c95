package dev.agtpstudio.preview.sign;

import com.nimbusds.jose.jwk.Curve;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.OctetKeyPair;
import dev.agtpstudio.core.io.AtomicWrite;
import dev.agtpstudio.core.io.ErrorMessages;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.text.ParseException;
import java.util.List;

/**
 * The manifest signing keys (docs/decisions/0510): an Ed25519 pair as JWKs (RFC 7517, RFC 8037), the private one in
 * {@value #PRIVATE_FILE} (mode 0600), the public one in {@value #PUBLIC_FILE}; the {@code kid} of both is the RFC
 * 7638 thumbprint of the public key. A trust file is one public JWK or a JWK Set.
 */
public final class SigningKeys {
    public static final String PRIVATE_FILE = "signing-key.jwk";
    public static final String PUBLIC_FILE = "signing-key.pub.jwk";

    private SigningKeys() {}

    /** A key file that cannot be used, with a message that names the file and says why. */
    public static final class KeyProblem extends Exception {
        public KeyProblem(String message) {
            super(message);
        }
    }

    /** A new pair with its thumbprint as {@code kid}. */
    public static OctetKeyPair generate() {
        return Ed25519.generate();
    }

    /**
     * Writes a new pair into {@code dir} and returns it; an existing key file is replaced only with {@code force}
     * ({@link AtomicWrite#create}; the private one through {@link AtomicWrite#createPrivate}).
     */
    public static OctetKeyPair writeNew(Path dir, boolean force) throws IOException {
        Path priv = dir.resolve(PRIVATE_FILE);
        Path pub = dir.resolve(PUBLIC_FILE);
        AtomicWrite.checkOutput(priv.toAbsolutePath(), force);
        AtomicWrite.checkOutput(pub.toAbsolutePath(), force);
        OctetKeyPair k = generate();
        AtomicWrite.createPrivate(priv, (k.toJSONString() + "\n").getBytes(StandardCharsets.UTF_8), force);
        AtomicWrite.create(pub, k.toPublicJWK().toJSONString() + "\n", force);
        return k;
    }

    /** The private signing key in {@code file} (an Ed25519 JWK with {@code d}); its {@code kid} is set if missing. */
    public static OctetKeyPair readPrivate(Path file) throws KeyProblem {
        JWK jwk = parseJwk(file, read(file));
        OctetKeyPair k = ed25519(file, jwk);
        if (!k.isPrivate()) {
            throw new KeyProblem(file + ": a public key cannot sign; give the private key (" + PRIVATE_FILE
                    + ", with \"d\") written by `agtp-studio keys new`");
        }
        return withKid(k);
    }

    /** The keys a verifier trusts: {@code file} holds one public JWK or a JWK Set ({@code "keys": [...]}). */
    public static JWKSet readTrust(Path file) throws KeyProblem {
        String text = read(file);
        try {
            if (text.contains("\"keys\"")) {
                JWKSet set = JWKSet.parse(text);
                if (set.getKeys().isEmpty()) {
                    throw new KeyProblem(file + ": the JWK Set has no keys");
                }
                return new JWKSet(
                        set.getKeys().stream().map(j -> (JWK) j.toPublicJWK()).toList());
            }
        } catch (ParseException e) {
            throw new KeyProblem(file + ": not a JWK Set (RFC 7517 §5): " + e.getMessage());
        }
        JWK jwk = parseJwk(file, text);
        JWK pub = jwk instanceof OctetKeyPair okp ? withKid(okp).toPublicJWK() : jwk.toPublicJWK();
        return new JWKSet(List.of(pub));
    }

    /** The trusted public key of a workspace's own signing key (the IDE verifies its preview against it). */
    public static JWKSet trustOf(OctetKeyPair signing) {
        return new JWKSet(List.of(withKid(signing).toPublicJWK()));
    }

    static OctetKeyPair withKid(OctetKeyPair k) {
        if (k.getKeyID() != null) {
            return k;
        }
        try {
            return new OctetKeyPair.Builder(k)
                    .keyID(k.computeThumbprint().toString())
                    .build();
        } catch (com.nimbusds.jose.JOSEException e) {
            throw new IllegalStateException("SHA-256 is required by every JDK", e);
        }
    }

    private static OctetKeyPair ed25519(Path file, JWK jwk) throws KeyProblem {
        if (!(jwk instanceof OctetKeyPair k) || !Curve.Ed25519.equals(k.getCurve())) {
            throw new KeyProblem(file + ": not an Ed25519 key (a JWK with \"kty\": \"OKP\", \"crv\": \"Ed25519\");"
                    + " manifests are signed with EdDSA (RFC 8037); `agtp-studio keys new` writes one");
        }
        return k;
    }

    private static JWK parseJwk(Path file, String text) throws KeyProblem {
        try {
            return JWK.parse(text);
        } catch (ParseException e) {
            throw new KeyProblem(file + ": not a JWK (RFC 7517): " + e.getMessage());
        }
    }

    private static String read(Path file) throws KeyProblem {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new KeyProblem(file + ": no such file");
        } catch (IOException e) {
            throw new KeyProblem(file + ": cannot be read: " + ErrorMessages.describe(e));
        }
    }
}
