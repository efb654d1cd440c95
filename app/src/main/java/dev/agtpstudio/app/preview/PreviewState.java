package dev.agtpstudio.app.preview;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.io.AtomicWrite;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * What the preview remembers per workspace, in {@code .agtp-studio/} next to the files: the manifest's
 * {@code document_version} and the last manifest exported, against which changes are shown.
 */
public final class PreviewState {
    static final String DIR = ".agtp-studio";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private final Path root;

    public PreviewState(Path workspaceRoot) {
        this.root = workspaceRoot;
    }

    private Path stateFile() {
        return root.resolve(DIR).resolve("preview.json");
    }

    private Path lastExportFile() {
        return root.resolve(DIR).resolve("last-exported-manifest.json");
    }

    /** The document version to publish; "1" until the user bumps it. */
    public String documentVersion() {
        try {
            if (Files.isRegularFile(stateFile())) {
                JsonNode n = JSON.readTree(Files.readString(stateFile(), StandardCharsets.UTF_8));
                if (n.path("document_version").isTextual()) {
                    return n.get("document_version").asText();
                }
            }
        } catch (IOException e) {
            // an unreadable state file means "no state": the preview keeps working with the default
        }
        return "1";
    }

    public void setDocumentVersion(String v) throws IOException {
        ObjectNode n = JSON.createObjectNode();
        n.put("document_version", v);
        Files.createDirectories(stateFile().getParent());
        AtomicWrite.write(stateFile(), JSON.writeValueAsString(n));
    }

    /** {@code 7} -> {@code 8}; {@code 1.4} -> {@code 1.5}; anything else gets {@code .1} appended. */
    public static String bump(String v) {
        if (v.matches("\\d+")) {
            return Long.toString(Long.parseLong(v) + 1);
        }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("^(.*?)(\\d+)$").matcher(v);
        if (m.matches()) {
            return m.group(1) + (Long.parseLong(m.group(2)) + 1);
        }
        return v + ".1";
    }

    public Optional<JsonNode> lastExportedManifest() {
        try {
            if (Files.isRegularFile(lastExportFile())) {
                return Optional.of(JSON.readTree(Files.readString(lastExportFile(), StandardCharsets.UTF_8)));
            }
        } catch (IOException e) {
            // unreadable: behave as if nothing was exported yet
        }
        return Optional.empty();
    }

    public void rememberExportedManifest(JsonNode manifest) throws IOException {
        Files.createDirectories(lastExportFile().getParent());
        AtomicWrite.write(lastExportFile(), JSON.writeValueAsString(manifest));
    }
}
