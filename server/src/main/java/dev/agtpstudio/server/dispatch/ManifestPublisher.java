package dev.agtpstudio.server.dispatch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.nimbusds.jose.jwk.OctetKeyPair;
import dev.agtpstudio.core.workspace.DocumentVersion;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.preview.HostedAgents;
import dev.agtpstudio.preview.McpProjector;
import dev.agtpstudio.preview.MethodsProjector;
import dev.agtpstudio.preview.ProjectionOptions;
import dev.agtpstudio.preview.Projections;
import dev.agtpstudio.preview.sign.ManifestSignature;
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

    /**
     * Serialized documents of one registry generation. {@code identified} is the manifest a caller presenting an
     * Agent-ID gets: the same as the anonymous one unless {@code [agents] disclosure = "authenticated"}, where only it
     * lists {@code hosted_agents} (AGTP-API §8.5).
     */
    public record Published(
            byte[] manifest,
            String etag,
            byte[] inventory,
            JsonNode manifestNode,
            JsonNode a2tTools,
            McpProjector.Result mcp,
            Manifest identified) {
        /** The manifest for a caller with ({@code true}) or without an Agent-ID. */
        public Manifest manifestFor(boolean identifiedCaller) {
            return identifiedCaller ? identified : new Manifest(manifest, etag, manifestNode);
        }
    }

    /** One serialized manifest with its strong ETag. */
    public record Manifest(byte[] bytes, String etag, JsonNode node) {}

    public Published publish(
            Workspace ws, Set<Path> registered, List<ObjectNode> synthesized, Instant issued, Instant updated) {
        return publish(ws, registered, synthesized, issued, updated, null);
    }

    /** @param key the key that signs the manifest, or null to publish it unsigned */
    public Published publish(
            Workspace ws,
            Set<Path> registered,
            List<ObjectNode> synthesized,
            Instant issued,
            Instant updated,
            OctetKeyPair key) {
        // document_version is the workspace's own (AGTP-API §8.2: operator-controlled), the one the IDE and CLI
        // publish;
        // each reload still changes the ETag and server.updated.
        ProjectionOptions opts = new ProjectionOptions(issued, updated, DocumentVersion.read(ws.root()));
        Projections projections = new Projections(f -> registered.contains(f.path()), null);
        Projections.Served served = projections.served(ws, opts);
        ArrayNode inventory = (ArrayNode) served.methods().document().deepCopy();
        for (ObjectNode s : synthesized) {
            inventory.add(MethodsProjector.entry(s, "C"));
        }
        Manifest anonymous = finish(served.manifest().document(), synthesized, key);
        Manifest identified = HostedAgents.visible(ws.serverConfig().agentDisclosure(), true)
                        && !HostedAgents.visible(ws.serverConfig().agentDisclosure(), false)
                ? finish(
                        projections
                                .manifest()
                                .project(ws, opts.forIdentifiedCaller())
                                .document(),
                        synthesized,
                        key)
                : anonymous;
        return new Published(
                anonymous.bytes(),
                anonymous.etag(),
                Replies.serialize(inventory),
                anonymous.node(),
                served.a2t().document().get("items"),
                served.mcp(),
                identified);
    }

    /** The manifest with the persistent synthesized endpoints appended, signed last when there is a key. */
    private static Manifest finish(JsonNode projected, List<ObjectNode> synthesized, OctetKeyPair key) {
        ObjectNode manifest = (ObjectNode) projected.deepCopy();
        ArrayNode endpoints = (ArrayNode) manifest.get("endpoints");
        for (ObjectNode s : synthesized) {
            endpoints.add(s.deepCopy());
        }
        if (key != null) {
            ManifestSignature.sign(manifest, key);
        }
        byte[] bytes = Replies.serialize(manifest);
        return new Manifest(bytes, etag(bytes), manifest);
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
