package dev.agtpstudio.app.settings;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.io.AtomicWrite;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads and writes {@link Settings} as a small JSON file. A missing file gives the defaults; a damaged one gives the
 * defaults too, and {@link #lastProblem()} says why, so the app can tell the user instead of failing to start.
 */
public final class SettingsStore {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final Path file;
    private String lastProblem;

    public SettingsStore(Path file) {
        this.file = file;
    }

    public Path file() {
        return file;
    }

    /** What went wrong with the last {@link #load}/{@link #save}, or null. */
    public String lastProblem() {
        return lastProblem;
    }

    public Settings load() {
        lastProblem = null;
        if (!Files.isRegularFile(file)) {
            return Settings.defaults();
        }
        try {
            return fromJson(JSON.readTree(file.toFile()));
        } catch (IOException | RuntimeException e) {
            lastProblem = "Could not read the settings file " + file + " (" + e.getMessage() + "); using the defaults.";
            return Settings.defaults();
        }
    }

    /** Saves atomically; returns false (with {@link #lastProblem()}) when the file cannot be written. */
    public boolean save(Settings s) {
        lastProblem = null;
        try {
            AtomicWrite.write(file, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(toJson(s)));
            return true;
        } catch (IOException e) {
            lastProblem = "Could not save the settings to " + file + ": " + e.getMessage();
            return false;
        }
    }

    static ObjectNode toJson(Settings s) {
        ObjectNode o = JSON.createObjectNode();
        o.put("fontSize", s.fontSize());
        o.put("theme", s.theme().name().toLowerCase(Locale.ROOT));
        if (s.catalogFile() != null) {
            o.put("catalogFile", s.catalogFile().toString());
        }
        ObjectNode env = o.putObject("environment");
        s.environment().entrySet().stream()
                .sorted(Map.Entry.comparingByKey())
                .forEach(e -> env.put(e.getKey(), e.getValue()));
        ArrayNode recent = o.putArray("recentWorkspaces");
        s.recentWorkspaces().forEach(p -> recent.add(p.toString()));
        if (s.lastWorkspace() != null) {
            o.put("lastWorkspace", s.lastWorkspace().toString());
        }
        ObjectNode server = o.putObject("server");
        server.put("a2tPort", s.a2tPort());
        server.put("mcpPort", s.mcpPort());
        ArrayNode clients = o.putArray("clients");
        dev.agtpstudio.validator.Clients.ALL.stream()
                .filter(s.clients()::contains)
                .forEach(clients::add);
        return o;
    }

    static Settings fromJson(JsonNode o) {
        Settings d = Settings.defaults();
        double font = o.path("fontSize").isNumber() ? o.path("fontSize").asDouble() : d.fontSize();
        Theme theme = "dark".equalsIgnoreCase(o.path("theme").asText()) ? Theme.DARK : Theme.LIGHT;
        Path catalog = path(o.path("catalogFile").asText(null));
        Map<String, String> env = new LinkedHashMap<>();
        Iterator<Map.Entry<String, JsonNode>> it = o.path("environment").fields();
        while (it.hasNext()) {
            Map.Entry<String, JsonNode> e = it.next();
            env.put(e.getKey(), e.getValue().asText());
        }
        List<Path> recent = new ArrayList<>();
        for (JsonNode n : o.path("recentWorkspaces")) {
            Path p = path(n.asText(null));
            if (p != null) {
                recent.add(p);
            }
        }
        // Client names this version does not know (a newer version's file) are dropped, not an error.
        java.util.Set<String> clients = new java.util.LinkedHashSet<>();
        for (JsonNode n : o.path("clients")) {
            if (dev.agtpstudio.validator.Clients.ALL.contains(n.asText())) {
                clients.add(n.asText());
            }
        }
        JsonNode server = o.path("server");
        return new Settings(
                font,
                theme,
                catalog,
                env,
                recent,
                path(o.path("lastWorkspace").asText(null)),
                clients,
                server.path("a2tPort").asInt(0),
                server.path("mcpPort").asInt(0));
    }

    private static Path path(String s) {
        if (s == null || s.isBlank()) {
            return null;
        }
        try {
            return Path.of(s);
        } catch (InvalidPathException e) {
            return null;
        }
    }
}
