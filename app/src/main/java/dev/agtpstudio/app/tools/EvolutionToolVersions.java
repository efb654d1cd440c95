package dev.agtpstudio.app.tools;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.ToolHistory;
import dev.agtpstudio.evolution.A2tToolHistory;
import dev.agtpstudio.evolution.A2tToolVersions;
import dev.agtpstudio.evolution.git.GitRevision;
import dev.agtpstudio.preview.A2tProjector;
import dev.agtpstudio.preview.ManifestProjector;
import dev.agtpstudio.preview.Projection;
import dev.agtpstudio.preview.ProjectionOptions;
import dev.agtpstudio.server.tools.Tool;
import dev.agtpstudio.server.tools.ToolVersions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

/**
 * The served A2T tool versions (A2T §5.4, §6.3) from the contract-evolution engine: a tool's current number is the
 * one {@link A2tToolVersions} recorded for {@code METHOD /path} (the Changes view's bump writes it), its signature the
 * workspace's now; each earlier number is served with the signature recorded for it in the tool history when it was
 * published ({@link ToolHistory#signatures}, decision 0512), else with the one it had in the last git state that
 * recorded it ({@link A2tToolHistory}). Re-read when the versions file or the git {@code HEAD} changes, checked at most every
 * {@link #RECHECK_MILLIS} ms; the history is read on the first request after a change.
 */
public final class EvolutionToolVersions implements ToolVersions {
    static final long RECHECK_MILLIS = 2000;
    private final Path root;
    private final MethodCatalog catalog;
    private Known known;

    /** What was read for one (versions file, HEAD) pair: recorded numbers and earlier signatures by endpoint. */
    private record Known(
            String key,
            long checkedAt,
            A2tToolVersions recorded,
            Map<String, NavigableMap<Integer, ObjectNode>> earlier) {}

    public EvolutionToolVersions(Path root, MethodCatalog catalog) {
        this.root = root.toAbsolutePath().normalize();
        this.catalog = catalog;
    }

    @Override
    public List<Version> versions(Tool tool) {
        Known k = known();
        String endpoint = tool.method() + " " + tool.path();
        int current = k.recorded().versionOf(endpoint);
        List<Version> out = new ArrayList<>();
        out.add(new Version(current, ToolVersions.numbered(tool.signature(), current, current)));
        k.earlier()
                .getOrDefault(endpoint, new TreeMap<>())
                .headMap(current, false)
                .descendingMap()
                .forEach((n, sig) -> {
                    ObjectNode s = ToolVersions.numbered(sig, n, current);
                    s.put("toolId", tool.toolId());
                    out.add(new Version(n, s));
                });
        return out;
    }

    private synchronized Known known() {
        long now = System.currentTimeMillis();
        if (known != null && now - known.checkedAt() < RECHECK_MILLIS) {
            return known;
        }
        String key = key();
        if (known == null || !known.key().equals(key)) {
            known = new Known(key, now, A2tToolVersions.read(root), earlier());
        } else {
            known = new Known(key, now, known.recorded(), known.earlier());
        }
        return known;
    }

    /** Changes when the versions file or the checked-out commit does. */
    private String key() {
        String head;
        try {
            head = GitRevision.commitOf(root, "HEAD");
        } catch (IOException e) {
            head = "";
        }
        Path f = A2tToolVersions.file(root);
        String stamp;
        try {
            stamp = Files.isRegularFile(f) ? Files.getLastModifiedTime(f).toMillis() + "/" + Files.size(f) : "-";
        } catch (IOException e) {
            stamp = "?";
        }
        return head + " " + stamp;
    }

    /**
     * The signature of each earlier version: the one recorded in the tool history when there is one (decision 0512:
     * locked when it was published), else the one git's history of the versions file gives (decision 0235).
     */
    private Map<String, NavigableMap<Integer, ObjectNode>> earlier() {
        Map<String, NavigableMap<Integer, ObjectNode>> out = new HashMap<>();
        try {
            ToolHistory.signatures(root).forEach((endpoint, versions) -> out.put(endpoint, new TreeMap<>(versions)));
        } catch (IOException e) {
            // a malformed history records nothing: validate reports it (a2t/history-unreadable), git may still answer
        }
        for (A2tToolHistory.State s : A2tToolHistory.read(root, catalog)) {
            ManifestProjector projector = new ManifestProjector();
            ProjectionOptions opts = new ProjectionOptions(Instant.EPOCH, Instant.EPOCH, "1");
            Projection manifest = projector.project(s.workspace(), opts);
            JsonNode endpoints = manifest.document().path("endpoints");
            JsonNode items = new A2tProjector(projector)
                    .project(s.workspace(), opts, manifest)
                    .document()
                    .path("items");
            for (int i = 0; i < items.size() && i < endpoints.size(); i++) {
                String endpoint = endpoints.get(i).path("method").asText() + " "
                        + endpoints.get(i).path("path").asText();
                // newest state first: the last signature a number had is the one kept
                out.computeIfAbsent(endpoint, e -> new TreeMap<>())
                        .putIfAbsent(s.versions().versionOf(endpoint), (ObjectNode) items.get(i));
            }
        }
        return out;
    }
}
