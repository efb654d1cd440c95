package dev.agtpstudio.app.preview;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.io.AtomicWrite;
import dev.agtpstudio.core.workspace.DocumentVersion;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.evolution.ExportBaseline;
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
    private Optional<Workspace> exported;

    public PreviewState(Path workspaceRoot) {
        this.root = workspaceRoot;
    }

    private Path lastExportFile() {
        return root.resolve(DIR).resolve("last-exported-manifest.json");
    }

    /** The document version to publish, from the workspace's one source of truth ({@link DocumentVersion}). */
    public String documentVersion() {
        return DocumentVersion.read(root);
    }

    public void setDocumentVersion(String v) throws IOException {
        DocumentVersion.write(root, v);
    }

    /** {@code 7} -> {@code 8}; {@code 1.4} -> {@code 1.5}; anything else gets {@code .1} appended. */
    public static String bump(String v) {
        if (v.matches("\\d+")) {
            return Long.toString(Long.parseLong(v) + 1);
        }
        java.util.regex.Matcher m =
                java.util.regex.Pattern.compile("^(.*?)(\\d+)$").matcher(v);
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

    /**
     * The workspace as it was at the last export ({@link ExportBaseline}), read from disk once and then kept, so the
     * comparison that runs on every edit does not load the baseline again.
     */
    public synchronized Optional<Workspace> exportedWorkspace(MethodCatalog catalog) {
        if (exported == null) {
            exported = ExportBaseline.load(root, catalog);
        }
        return exported;
    }

    /** Makes {@code ws} as it is now the baseline of "changes since the last export" (read back on next use). */
    public synchronized void rememberExportedWorkspace(Workspace ws) throws IOException {
        ExportBaseline.save(ws);
        exported = null;
    }

    public void rememberExportedManifest(JsonNode manifest) throws IOException {
        Files.createDirectories(lastExportFile().getParent());
        AtomicWrite.write(lastExportFile(), JSON.writeValueAsString(manifest));
    }
}
