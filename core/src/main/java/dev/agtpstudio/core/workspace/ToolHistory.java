package dev.agtpstudio.core.workspace;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.io.AtomicWrite;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * The tool history a workspace records (A2T §5.4): the current A2T version of each tool, by {@code METHOD /path}, in
 * {@code .agtp-studio/a2t-tools.json} (the Changes view's bump writes it through the evolution module). A tool not
 * listed is at version 1. One reader for every surface: the preview's A2T projection, hence {@code DISCOVER /tools},
 * A2T {@code /tools} and the IDE's preview, and the evolution engine.
 *
 * <p>The same file records every published signature (decision 0512): {@code "signatures": {"METHOD /path": {"1":
 * {...}, "2": {...}}}}, each the signature as served for that version (without {@code currentVersion}), locked once
 * written. A file from before issue 40 has only {@code tools}: no signature is recorded yet.
 */
public final class ToolHistory {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final ObjectMapper PRETTY = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /** The history file is not the JSON this class writes; the message names the file and, when known, line and column. */
    public static final class Malformed extends IOException {
        private final int line;
        private final int column;

        Malformed(String message, int line, int column) {
            super(message);
            this.line = line;
            this.column = column;
        }

        /** 1-based line, or 0 when the problem is not at one place. */
        public int line() {
            return line;
        }

        /** 1-based column, or 0. */
        public int column() {
            return column;
        }
    }

    private ToolHistory() {}

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

    /**
     * The recorded signatures of {@code root}'s tools by {@code METHOD /path}, then version; empty when the file is
     * absent or records none (a file from before signatures were recorded).
     *
     * @throws Malformed when the file is not JSON or its {@code signatures} are not objects keyed by version numbers
     */
    public static Map<String, NavigableMap<Integer, ObjectNode>> signatures(Path root) throws IOException {
        Map<String, NavigableMap<Integer, ObjectNode>> out = new TreeMap<>();
        Path f = file(root);
        if (!Files.isRegularFile(f)) {
            return out;
        }
        JsonNode sigs = tree(f).path("signatures");
        if (sigs.isMissingNode()) {
            return out;
        }
        if (!sigs.isObject()) {
            throw new Malformed(f + ": \"signatures\" must be an object of tools (METHOD /path) to versions", 0, 0);
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = sigs.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> tool = it.next();
            if (!tool.getValue().isObject()) {
                throw new Malformed(
                        f + ": signatures of \"" + tool.getKey()
                                + "\" must be an object of version numbers to signatures",
                        0,
                        0);
            }
            NavigableMap<Integer, ObjectNode> versions = new TreeMap<>();
            for (Iterator<Map.Entry<String, JsonNode>> vs = tool.getValue().fields(); vs.hasNext(); ) {
                Map.Entry<String, JsonNode> v = vs.next();
                if (!v.getKey().matches("[1-9][0-9]{0,8}") || !v.getValue().isObject()) {
                    throw new Malformed(
                            f + ": signatures of \"" + tool.getKey() + "\": version \"" + v.getKey()
                                    + "\" must be a positive integer holding a signature object",
                            0,
                            0);
                }
                versions.put(Integer.parseInt(v.getKey()), (ObjectNode) v.getValue());
            }
            out.put(tool.getKey(), versions);
        }
        return out;
    }

    /**
     * Changes the history file of {@code root} in place: {@code change} edits its JSON object (absent file: an empty
     * one), every other member is kept, and the result is written atomically.
     *
     * @throws Malformed when the existing file is not a JSON object (it is left as it is)
     */
    public static void update(Path root, Consumer<ObjectNode> change) throws IOException {
        Path f = file(root);
        ObjectNode n = Files.isRegularFile(f) ? tree(f) : JSON.createObjectNode();
        change.accept(n);
        Files.createDirectories(f.getParent());
        AtomicWrite.write(f, PRETTY.writeValueAsString(n) + "\n");
    }

    private static ObjectNode tree(Path f) throws IOException {
        JsonNode n;
        try {
            n = JSON.readTree(Files.readString(f, StandardCharsets.UTF_8));
        } catch (JsonProcessingException e) {
            var at = e.getLocation();
            int line = at == null ? 0 : at.getLineNr();
            int col = at == null ? 0 : at.getColumnNr();
            throw new Malformed(
                    f + (line > 0 ? ":" + line + ":" + col : "") + ": not JSON: " + e.getOriginalMessage(), line, col);
        }
        if (n == null || !n.isObject()) {
            throw new Malformed(f + ": must be a JSON object with \"tools\" (and \"signatures\")", 1, 1);
        }
        return (ObjectNode) n;
    }
}
