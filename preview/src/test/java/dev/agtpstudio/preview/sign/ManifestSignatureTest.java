package dev.agtpstudio.preview.sign;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.OctetKeyPair;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.io.ExistingOutput;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.preview.CanonicalJson;
import dev.agtpstudio.preview.ManifestProjector;
import dev.agtpstudio.preview.ProjectionOptions;
import dev.agtpstudio.preview.sign.ManifestSignature.Status;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ManifestSignatureTest {
    private static final ObjectMapper M = new ObjectMapper();
    private static final Path SAMPLE =
            Path.of(System.getProperty("agtp.project.dir", "..")).resolve("samples/hotel");

    private static ObjectNode manifest() {
        return (ObjectNode) new ManifestProjector()
                .project(
                        WorkspaceLoader.load(SAMPLE, MethodCatalog.bundled()),
                        ProjectionOptions.at(Instant.parse("2026-01-01T00:00:00Z")))
                .document()
                .deepCopy();
    }

    @Test
    void signedManifestVerifiesAndTheSignatureIsADetachedCompactJwsWithAKid() throws Exception {
        OctetKeyPair k = SigningKeys.generate();
        ObjectNode m = manifest();
        String jws = ManifestSignature.sign(m, k);
        assertThat(jws.split("\\.", -1)).hasSize(3);
        assertThat(jws.split("\\.", -1)[1]).isEmpty();
        JsonNode header = M.readTree(java.util.Base64.getUrlDecoder().decode(jws.split("\\.")[0]));
        assertThat(header.path("alg").asText()).isEqualTo("EdDSA");
        assertThat(header.path("kid").asText()).isEqualTo(k.getKeyID()).isNotBlank();
        // survives a round trip through its pretty-printed text, as a published file or a DISCOVER answer
        JsonNode read = M.readTree(M.writerWithDefaultPrettyPrinter().writeValueAsString(m));
        ManifestSignature.Verification v = ManifestSignature.verify(read, SigningKeys.trustOf(k));
        assertThat(v.status()).isEqualTo(Status.VALID);
        assertThat(v.kid()).isEqualTo(k.getKeyID());
    }

    @Test
    void oneByteChangedInTheCanonicalFormFailsNamingTheSignature() throws Exception {
        OctetKeyPair k = SigningKeys.generate();
        ObjectNode m = manifest();
        ManifestSignature.sign(m, k);
        // tamper one byte of the signed canonical form: the method policy's "wildcards_accepted":false -> "fals0"
        // is not JSON, so flip one letter of a string value instead (the server_id), then re-read that canonical text
        String canonical = CanonicalJson.write(m);
        int at = canonical.indexOf("\"server_id\":\"") + "\"server_id\":\"".length();
        char c = canonical.charAt(at);
        String tampered = canonical.substring(0, at) + (char) (c == 'x' ? 'y' : 'x') + canonical.substring(at + 1);
        assertThat(tampered.getBytes(StandardCharsets.UTF_8))
                .hasSize(canonical.getBytes(StandardCharsets.UTF_8).length);
        ManifestSignature.Verification v = ManifestSignature.verify(M.readTree(tampered), SigningKeys.trustOf(k));
        assertThat(v.status()).isEqualTo(Status.TAMPERED);
        assertThat(v.status().isError()).isTrue();
        assertThat(v.message()).contains("manifest_signature").contains("changed after it was signed");
    }

    @Test
    void aChangedMethodPolicyIsDetected() {
        OctetKeyPair k = SigningKeys.generate();
        ObjectNode m = manifest();
        ManifestSignature.sign(m, k);
        ((ObjectNode) m.get("policies")).put("wildcards_accepted", true);
        assertThat(ManifestSignature.verify(m, SigningKeys.trustOf(k)).status()).isEqualTo(Status.TAMPERED);
    }

    @Test
    void unsignedIsAWarningNotAnError() {
        ManifestSignature.Verification v =
                ManifestSignature.verify(manifest(), SigningKeys.trustOf(SigningKeys.generate()));
        assertThat(v.status()).isEqualTo(Status.UNSIGNED);
        assertThat(v.status().isError()).isFalse();
        assertThat(v.message()).contains("manifest_signature is null").contains("§8.8");
    }

    @Test
    void anotherKeyIsTheWrongKey() {
        ObjectNode m = manifest();
        ManifestSignature.sign(m, SigningKeys.generate());
        OctetKeyPair other = SigningKeys.generate();
        ManifestSignature.Verification v = ManifestSignature.verify(m, SigningKeys.trustOf(other));
        assertThat(v.status()).isEqualTo(Status.WRONG_KEY);
        assertThat(v.message()).contains(other.getKeyID());
    }

    @Test
    void aJwksWithTwoKeysPicksTheKid() {
        OctetKeyPair a = SigningKeys.generate();
        OctetKeyPair b = SigningKeys.generate();
        JWKSet both = new JWKSet(List.<JWK>of(a.toPublicJWK(), b.toPublicJWK()));
        ObjectNode m = manifest();
        ManifestSignature.sign(m, b);
        ManifestSignature.Verification v = ManifestSignature.verify(m, both);
        assertThat(v.status()).isEqualTo(Status.VALID);
        assertThat(v.kid()).isEqualTo(b.getKeyID());
        JWKSet others =
                new JWKSet(List.<JWK>of(a.toPublicJWK(), SigningKeys.generate().toPublicJWK()));
        ManifestSignature.Verification unknown = ManifestSignature.verify(m, others);
        assertThat(unknown.status()).isEqualTo(Status.UNKNOWN_KID);
        assertThat(unknown.message()).contains(b.getKeyID()).contains(a.getKeyID());
    }

    @Test
    void notAJwsIsMalformed() {
        ObjectNode m = manifest();
        m.put("manifest_signature", "abc");
        assertThat(ManifestSignature.verify(m, SigningKeys.trustOf(SigningKeys.generate()))
                        .status())
                .isEqualTo(Status.MALFORMED);
    }

    @Test
    void keysNewWritesAPrivateFileOwnerOnlyAndNeverOverwritesWithoutForce(@TempDir Path dir) throws Exception {
        OctetKeyPair k = SigningKeys.writeNew(dir, false);
        Path priv = dir.resolve(SigningKeys.PRIVATE_FILE);
        if (Files.getFileStore(priv).supportsFileAttributeView("posix")) {
            assertThat(Files.getPosixFilePermissions(priv))
                    .isEqualTo(Set.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE));
        }
        assertThat(SigningKeys.readPrivate(priv).getKeyID()).isEqualTo(k.getKeyID());
        JWKSet trust = SigningKeys.readTrust(dir.resolve(SigningKeys.PUBLIC_FILE));
        assertThat(trust.getKeys().get(0).isPrivate()).isFalse();
        assertThat(Files.readString(dir.resolve(SigningKeys.PUBLIC_FILE))).doesNotContain("\"d\"");
        String before = Files.readString(priv);
        assertThatThrownBy(() -> SigningKeys.writeNew(dir, false))
                .isInstanceOf(ExistingOutput.class)
                .hasMessageContaining("--force");
        assertThat(Files.readString(priv)).isEqualTo(before);
        SigningKeys.writeNew(dir, true);
        assertThat(Files.readString(priv)).isNotEqualTo(before);
    }

    @Test
    void aPublicKeyCannotSignAndAnythingElseIsNamed(@TempDir Path dir) throws Exception {
        SigningKeys.writeNew(dir, false);
        assertThatThrownBy(() -> SigningKeys.readPrivate(dir.resolve(SigningKeys.PUBLIC_FILE)))
                .hasMessageContaining("public key cannot sign");
        Path junk = Files.writeString(dir.resolve("junk.jwk"), "{\"kty\":\"nope\"}");
        assertThatThrownBy(() -> SigningKeys.readTrust(junk))
                .hasMessageContaining("junk.jwk")
                .hasMessageContaining("JWK");
        assertThatThrownBy(() -> SigningKeys.readPrivate(dir.resolve("missing.jwk")))
                .hasMessageContaining("no such file");
    }
}
