package dev.agtpstudio.core.workspace;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The one place the manifest's {@code document_version} (AGTP-API §8.2: operator-controlled, bumped on every
 * meaningful change) is kept for a workspace: {@code .agtp-studio/preview.json} next to its files. The IDE's preview
 * and Changes view, {@code agtp-studio manifest} and {@code diff}, and the embedded server all read it here.
 */
public final class DocumentVersion {
    /** The folder of per-workspace state. */
    public static final String STATE_DIR = ".agtp-studio";
    /** The version a workspace publishes until someone sets one. */
    public static final String DEFAULT = "1";

    private static final String KEY = "document_version";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private DocumentVersion() {}

    /** The file that holds it for the workspace at {@code root}. */
    public static Path file(Path root) {
        return root.resolve(STATE_DIR).resolve("preview.json");
    }

    /** The workspace's {@code document_version}, or {@link #DEFAULT} when none is set or the file cannot be read. */
    public static String read(Path root) {
        Path f = file(root);
        try {
            if (Files.isRegularFile(f)) {
                JsonNode n = JSON.readTree(Files.readString(f, StandardCharsets.UTF_8));
                if (n != null && n.path(KEY).isTextual() && !n.get(KEY).asText().isBlank()) {
                    return n.get(KEY).asText();
                }
            }
        } catch (IOException | RuntimeException e) {
            // an unreadable state file means "not set": publishing keeps working with the default
        }
        return DEFAULT;
    }

    /** Sets the workspace's {@code document_version}, keeping any other keys of the file; atomic. */
    public static void write(Path root, String version) throws IOException {
        Path f = file(root);
        Files.createDirectories(f.getParent());
        ObjectNode n = JSON.createObjectNode();
        try {
            if (Files.isRegularFile(f)
                    && JSON.readTree(Files.readString(f, StandardCharsets.UTF_8)) instanceof ObjectNode o) {
                n = o;
            }
        } catch (IOException | RuntimeException e) {
            // unreadable: start afresh rather than refuse the new version
        }
        n.put(KEY, version);
        dev.agtpstudio.core.io.AtomicWrite.write(f, JSON.writeValueAsString(n));
    }
}
