package dev.agtpstudio.app.ui.docs;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.io.AtomicWrite;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What the window looked like when the IDE last quit: its size, the split positions, and per workspace the open tabs
 * and the active one. Kept beside the settings ({@code workbench.json}); a missing or unreadable file means defaults.
 */
public final class WorkbenchStore {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int MAX_WORKSPACES = 20;

    private final Path file;

    public WorkbenchStore(Path file) {
        this.file = file;
    }

    /**
     * The divider positions of the main window's horizontal and vertical splits (the window's own size and place are
     * {@code WindowPlacement}'s).
     */
    public record Splits(double[] horizontal, double[] vertical) {}

    /**
     * The tabs of one workspace, in order, and the active one (null when none); with a split editor area, the
     * documents with a tab on the left and on the right ({@code right} is empty when unsplit) and the divider between
     * the sides (0..1).
     */
    public record Tabs(List<Path> open, Path active, List<Path> left, List<Path> right, double divider) {
        public Tabs {
            open = List.copyOf(open);
            left = left == null ? open : List.copyOf(left);
            right = right == null ? List.of() : List.copyOf(right);
            divider = Double.isFinite(divider) ? Math.max(0.1, Math.min(0.9, divider)) : 0.5;
        }

        /** Unsplit: every tab on the left. */
        public Tabs(List<Path> open, Path active) {
            this(open, active, null, null, 0.5);
        }
    }

    public java.util.Optional<Splits> splits() {
        JsonNode w = read().path("splits");
        if (!w.path("horizontal").isArray() || !w.path("vertical").isArray()) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(new Splits(numbers(w.path("horizontal")), numbers(w.path("vertical"))));
    }

    /** The tabs saved for {@code root}, keeping only files that still exist under it. */
    public Tabs tabs(Path root) {
        JsonNode t =
                read().path("workspaces").path(root.toAbsolutePath().normalize().toString());
        List<Path> open = existing(t.path("open"), root);
        Path active = t.path("active").isTextual() ? Path.of(t.path("active").asText()) : null;
        List<Path> right = existing(t.path("right"), root);
        List<Path> left = t.path("left").isArray() ? existing(t.path("left"), root) : open;
        right.retainAll(open);
        return new Tabs(
                open,
                open.contains(active) ? active : null,
                left,
                right,
                t.path("divider").asDouble(0.5));
    }

    /** The paths of {@code a} that are still files under {@code root}. */
    private static List<Path> existing(JsonNode a, Path root) {
        List<Path> out = new ArrayList<>();
        for (JsonNode p : a) {
            Path f = Path.of(p.asText());
            if (f.startsWith(root) && Files.isRegularFile(f)) {
                out.add(f);
            }
        }
        return out;
    }

    /** Writes the splits and {@code root}'s tabs; other workspaces' tabs are kept. Returns a problem, or null. */
    public String save(Splits w, Path root, Tabs tabs) {
        ObjectNode all = read() instanceof ObjectNode o ? o : JSON.createObjectNode();
        if (w != null) {
            ObjectNode wn = all.putObject("splits");
            array(wn.putArray("horizontal"), w.horizontal());
            array(wn.putArray("vertical"), w.vertical());
        }
        if (root != null && tabs != null) {
            ObjectNode ws = all.path("workspaces") instanceof ObjectNode o ? o : all.putObject("workspaces");
            String key = root.toAbsolutePath().normalize().toString();
            ws.remove(key);
            ObjectNode t = JSON.createObjectNode();
            ArrayNode open = t.putArray("open");
            tabs.open().forEach(p -> open.add(p.toString()));
            if (!tabs.right().isEmpty()) {
                ArrayNode left = t.putArray("left");
                tabs.left().forEach(p -> left.add(p.toString()));
                ArrayNode right = t.putArray("right");
                tabs.right().forEach(p -> right.add(p.toString()));
            }
            t.put("divider", tabs.divider());
            if (tabs.active() != null) {
                t.put("active", tabs.active().toString());
            }
            ws.set(key, t);
            while (ws.size() > MAX_WORKSPACES) {
                ws.remove(ws.fieldNames().next());
            }
        }
        try {
            Files.createDirectories(file.getParent());
            AtomicWrite.write(file, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(all));
            return null;
        } catch (IOException e) {
            return "Could not save the window layout to " + file + ": " + e.getMessage();
        }
    }

    private JsonNode read() {
        try {
            return Files.isRegularFile(file) ? JSON.readTree(file.toFile()) : JSON.createObjectNode();
        } catch (IOException e) {
            return JSON.createObjectNode();
        }
    }

    private static double[] numbers(JsonNode a) {
        double[] out = new double[a.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = Math.max(0.02, Math.min(0.98, a.get(i).asDouble()));
        }
        return out;
    }

    private static void array(ArrayNode a, double[] values) {
        for (double v : values) {
            a.add(v);
        }
    }
}
