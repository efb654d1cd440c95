package dev.agtpstudio.preview.sign;

import com.nimbusds.jose.jwk.OctetKeyPair;
import dev.agtpstudio.core.workspace.Workspace;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Which key signs a workspace's manifest: the one given on the command line ({@code --sign KEY}), else
 * {@code [server] manifest_signing_key} of its {@code agtp-server.toml}, relative to the workspace folder, else none.
 */
public final class WorkspaceKey {
    private WorkspaceKey() {}

    /** The key file, or empty when the manifest is published unsigned. */
    public static Optional<Path> file(Workspace ws, Path override) {
        if (override != null) {
            return Optional.of(override);
        }
        String configured = ws.serverConfig().server().manifestSigningKey();
        return configured == null || configured.isBlank()
                ? Optional.empty()
                : Optional.of(ws.root().resolve(configured).normalize());
    }

    /** The signing key, or empty when there is none; a configured key that cannot be read throws with its reason. */
    public static Optional<OctetKeyPair> read(Workspace ws, Path override) throws SigningKeys.KeyProblem {
        Optional<Path> f = file(ws, override);
        if (f.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(SigningKeys.readPrivate(f.get()));
        } catch (SigningKeys.KeyProblem e) {
            throw new SigningKeys.KeyProblem(
                    override == null ? "[server] manifest_signing_key: " + e.getMessage() : e.getMessage());
        }
    }
}
