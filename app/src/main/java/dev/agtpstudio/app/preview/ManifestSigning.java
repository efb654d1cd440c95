package dev.agtpstudio.app.preview;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.nimbusds.jose.jwk.OctetKeyPair;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.preview.Projection;
import dev.agtpstudio.preview.ProjectionKind;
import dev.agtpstudio.preview.sign.ManifestSignature;
import dev.agtpstudio.preview.sign.SigningKeys;
import dev.agtpstudio.preview.sign.WorkspaceKey;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

/**
 * The manifest preview signed as {@code serve} would sign it (the workspace's {@code [server] manifest_signing_key}),
 * and verified against that key's public half: what the preview's manifest tab says about {@code manifest_signature}
 * (AGTP-API §8.8; docs/signing.md).
 *
 * @param signed   the previewed manifest carries a signature
 * @param verifies it verifies against the workspace's key
 * @param text     one line for the manifest tab
 */
public record ManifestSigning(boolean signed, boolean verifies, String text) {
    static final ManifestSigning NONE = new ManifestSigning(false, false, "");

    /**
     * Signs the manifest of {@code projections} in place (a new map with the signed projection) with the workspace's
     * key, if it has one, and says what came of it.
     */
    static ManifestSigning apply(Workspace ws, Map<ProjectionKind, Projection> projections) {
        Projection m = projections.get(ProjectionKind.MANIFEST);
        if (m == null) {
            return NONE;
        }
        Optional<OctetKeyPair> key;
        try {
            key = WorkspaceKey.read(ws, null);
        } catch (SigningKeys.KeyProblem e) {
            return new ManifestSigning(false, false, "Unsigned: " + e.getMessage());
        }
        if (key.isEmpty()) {
            return new ManifestSigning(
                    false,
                    false,
                    "Unsigned: agents are warned (AGTP-API \u00a78.8). Make a key with"
                            + " `agtp-studio keys new` and name it in [server] manifest_signing_key (docs/signing.md)");
        }
        ObjectNode doc = (ObjectNode) m.document().deepCopy();
        ManifestSignature.sign(doc, key.get());
        projections.put(ProjectionKind.MANIFEST, new Projection(m.kind(), doc, m.sourceMap(), m.notes()));
        ManifestSignature.Verification v = ManifestSignature.verify(doc, SigningKeys.trustOf(key.get()));
        return v.status() == ManifestSignature.Status.VALID
                ? new ManifestSigning(true, true, "Signed by key " + v.kid() + "; verifies against the workspace's key")
                : new ManifestSigning(true, false, "Signed, but does not verify: " + v.message());
    }

    /** A mutable copy of {@code projections} for {@link #apply}. */
    static Map<ProjectionKind, Projection> copy(Map<ProjectionKind, Projection> projections) {
        return projections.isEmpty() ? new EnumMap<>(ProjectionKind.class) : new EnumMap<>(projections);
    }
}
