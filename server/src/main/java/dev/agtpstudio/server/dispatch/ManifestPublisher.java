package dev.agtpstudio.server.dispatch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.workspace.DocumentVersion;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.preview.McpProjector;
import dev.agtpstudio.preview.MethodsProjector;
import dev.agtpstudio.preview.ProjectionOptions;
import dev.agtpstudio.preview.Projections;
import dev.agtpstudio.preview.sign.ManifestSignature;
import com.nimbusds.jose.jwk.OctetKeyPair;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;

/**
 * What the server publishes on every surface, from the preview's one function ({@link Projections#served}) over the
 * files the server registered: the manifest (root DISCOVER, the MCP manifest resource), the DISCOVER /methods
 * inventory, the A2T tools (DISCOVER /tools, A2T /tools; versions from the workspace's tool history) and the MCP
 * tools. Persistent synthesized endpoints (which only the server has) are appended to the manifest and the inventory
 * as tier C. Signed last, when the workspace has a signing key ({@code manifest_signature}, AGTP-API §8.8), so the
 * signature covers the synthesized endpoints too. Serialized once per change with a strong ETag.
 */
public final class ManifestPublisher {

    /** Serialized documents of one registry generation. */
    public record Published(byte[] manifest, String etag, byte[] inventory, JsonNode manifestNode, JsonNode a2tTools,
                            McpProjector.Result mcp) {
    }

    public Published publish(Workspace ws, Set<Path> registered, List<ObjectNode> synthesized, Instant issued, Instant updated) {
        return publish(ws, registered, synthesized, issued, updated, null);
    }

    /** @param key the key that signs the manifest, or null to publish it unsigned */
    public Published publish(Workspace ws, Set<Path> registered, List<ObjectNode> synthesized, Instant issued, Instant updated,
                             OctetKeyPair key) {
        // document_version is the workspace's own (AGTP-API §8.2: operator-controlled), the one the IDE and CLI publish;
        // each reload still changes the ETag and server.updated.
        ProjectionOptions opts = new ProjectionOptions(issued, updated, DocumentVersion.read(ws.root()));
        Projections.Served served = new Projections(f -> registered.contains(f.path()), null).served(ws, opts);
        ObjectNode manifest = (ObjectNode) served.manifest().document().deepCopy();
        ArrayNode inventory = (ArrayNode) served.methods().document().deepCopy();
        ArrayNode endpoints = (ArrayNode) manifest.get("endpoints");
        for (ObjectNode s : synthesized) {
            endpoints.add(s);
            inventory.add(MethodsProjector.entry(s, "C"));
        }
        if (key != null) {
            ManifestSignature.sign(manifest, key);
        }
        byte[] bytes = Replies.serialize(manifest);
        return new Published(bytes, etag(bytes), Replies.serialize(inventory), manifest,
                served.a2t().document().get("items"), served.mcp());
    }

    private static String etag(byte[] bytes) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(bytes);
            return "\"" + HexFormat.of().formatHex(d, 0, 12) + "\"";
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
