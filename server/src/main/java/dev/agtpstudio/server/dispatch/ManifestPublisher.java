package dev.agtpstudio.server.dispatch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.workspace.DocumentVersion;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.preview.A2tProjector;
import dev.agtpstudio.preview.ManifestProjector;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.agtpstudio.preview.ProjectionOptions;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;

/**
 * The manifest and the DISCOVER /methods inventory of what the server actually registered (the preview module's
 * projection restricted to registered files, plus persistent synthesized endpoints), serialized once per change
 * with a strong ETag; and the A2T tool signatures of the registered endpoints (A2T §5.1, every tool at version 1:
 * versions are applied by the A2T listener's {@code ToolVersions}).
 */
public final class ManifestPublisher {

    /** Serialized documents of one registry generation. */
    public record Published(byte[] manifest, String etag, byte[] inventory, JsonNode manifestNode, JsonNode a2tTools) {
    }

    public Published publish(Workspace ws, Set<Path> registered, List<ObjectNode> synthesized, Instant issued, Instant updated) {
        ManifestProjector projector = new ManifestProjector(f -> registered.contains(f.path()));
        // document_version is the workspace's own (AGTP-API §8.2: operator-controlled), the one the IDE and CLI publish;
        // each reload still changes the ETag and server.updated.
        ProjectionOptions opts = new ProjectionOptions(issued, updated, DocumentVersion.read(ws.root()));
        dev.agtpstudio.preview.Projection projection = projector.project(ws, opts);
        ObjectNode manifest = (ObjectNode) projection.document().deepCopy();
        JsonNode a2t = new A2tProjector(projector).project(ws, new ProjectionOptions(issued, updated, "1"), projection).document().get("items");
        ArrayNode endpoints = (ArrayNode) manifest.get("endpoints");
        int operator = registered.size();
        ArrayNode inventory = JsonNodeFactory.instance.arrayNode();
        int i = 0;
        for (JsonNode e : endpoints) {
            inventory.add(entry(e, i++ < operator ? "B" : "A"));
        }
        for (ObjectNode s : synthesized) {
            endpoints.add(s);
            inventory.add(entry(s, "C"));
        }
        byte[] bytes = Replies.serialize(manifest);
        return new Published(bytes, etag(bytes), Replies.serialize(inventory), manifest, a2t);
    }

    /** One DISCOVER /methods entry, as {@link dev.agtpstudio.preview.MethodsProjector} shapes it, plus tier C for synthesized endpoints. */
    private static ObjectNode entry(JsonNode e, String tier) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("method", e.path("method").asText());
        o.put("path", e.path("path").asText());
        o.put("description", e.path("description").asText(""));
        o.put("tier", tier);
        return o;
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
