package dev.agtpstudio.core.workspace;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Map;
import java.util.TreeMap;

/**
 * The tool history a workspace records (A2T §5.4): the current A2T version of each tool, by {@code METHOD /path}, in
 * {@code .agtp-studio/a2t-tools.json} (the Changes view's bump writes it through the evolution module). A tool not
 * listed is at version 1. One reader for every surface: the preview's A2T projection, hence {@code DISCOVER /tools},
 * A2T {@code /tools} and the IDE's preview, and the evolution engine.
 */
public final class ToolHistory {
    private static final ObjectMapper JSON = new ObjectMapper();

    private ToolHistory() {
    }

    /** The file that holds the versions of the workspace at {@code root}. */
    public static Path file(Path root) {
        return root.resolve(DocumentVersion.STATE_DIR).resolve("a2t-tools.json");
    }

    /** The recorded current versions of {@code root}'s tools; absent, unreadable or no root means none (every tool at 1). */
    public static Map<String, Integer> read(Path root) {
        Map<String, Integer> m = new TreeMap<>();
        if (root == null) {
            return m;
        }
        try {
            Path f = file(root);
            if (Files.isRegularFile(f)) {
                JsonNode n = JSON.readTree(Files.readString(f, StandardCharsets.UTF_8));
                for (Iterator<Map.Entry<String, JsonNode>> it = n.path("tools").fields(); it.hasNext(); ) {
                    Map.Entry<String, JsonNode> e = it.next();
                    if (e.getValue().canConvertToInt() && e.getValue().asInt() >= 1) {
                        m.put(e.getKey(), e.getValue().asInt());
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            // unreadable: every tool at 1
        }
        return m;
    }
}
