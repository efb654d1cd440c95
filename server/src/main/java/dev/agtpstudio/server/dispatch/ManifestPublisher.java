package dev.agtpstudio.server.dispatch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.preview.ManifestProjector;
import dev.agtpstudio.preview.MethodsProjector;
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
 * with a strong ETag.
 */
public final class ManifestPublisher {

    /** Serialized documents of one registry generation. */
    public record Published(byte[] manifest, String etag, byte[] inventory, JsonNode manifestNode) {
    }

    public Published publish(Workspace ws, Set<Path> registered, List<ObjectNode> synthesized, Instant issued, Instant updated, long generation) {
        ManifestProjector projector = new ManifestProjector(f -> registered.contains(f.path()));
        ProjectionOptions opts = new ProjectionOptions(issued, updated, String.valueOf(generation));
        ObjectNode manifest = (ObjectNode) projector.project(ws, opts).document();
        ArrayNode inventory = (ArrayNode) new MethodsProjector(projector).project(ws, opts).document();
        ArrayNode endpoints = (ArrayNode) manifest.get("endpoints");
        for (ObjectNode s : synthesized) {
            endpoints.add(s);
            ObjectNode o = inventory.addObject();
            o.put("method", s.path("method").asText());
            o.put("path", s.path("path").asText());
            o.put("description", s.path("description").asText(""));
            o.put("tier", "C");
        }
        byte[] bytes = Replies.serialize(manifest);
        return new Published(bytes, etag(bytes), Replies.serialize(inventory), manifest);
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
