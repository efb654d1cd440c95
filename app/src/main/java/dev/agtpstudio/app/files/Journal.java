package dev.agtpstudio.app.files;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.io.AtomicWrite;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Keeps unsaved editor buffers on disk so that a crash or a kill loses nothing: one JSON file per buffer,
 * {@code <dir>/<sha256 of the absolute path>.json}, written atomically while the user types (debounced by the caller)
 * and deleted when the buffer is saved or discarded. {@link #entries()} lists what a previous run left behind.
 */
public final class Journal {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final Path dir;
    private final List<String> problems = new ArrayList<>();

    public Journal(Path dir) {
        this.dir = dir;
    }

    public Path dir() {
        return dir;
    }

    /** Journals {@code text} as the unsaved content of {@code file}. */
    public void write(JournalEntry entry) throws IOException {
        ObjectNode o = JSON.createObjectNode();
        o.put("path", entry.file().toAbsolutePath().normalize().toString());
        o.put("text", entry.text());
        o.put("timestamp", entry.savedAt().toString());
        if (entry.diskHash() != null) {
            o.put("diskHash", entry.diskHash());
        }
        AtomicWrite.write(fileFor(entry.file()), JSON.writeValueAsString(o));
    }

    /** Forgets the buffer of {@code file} (after a save, or when the user discards it). */
    public void discard(Path file) throws IOException {
        Files.deleteIfExists(fileFor(file));
    }

    public Path fileFor(Path file) {
        return dir.resolve(ContentHash.of(file.toAbsolutePath().normalize().toString()) + ".json");
    }

    /**
     * Every readable entry, oldest first. Unreadable journal files are left in place (never delete what might be
     * someone's work) and reported by {@link #problems()}.
     */
    public List<JournalEntry> entries() {
        problems.clear();
        List<JournalEntry> out = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return out;
        }
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir, "*.json")) {
            for (Path p : ds) {
                read(p, out);
            }
        } catch (IOException e) {
            problems.add("Could not list the journal folder " + dir + ": " + e.getMessage());
        }
        out.sort(Comparator.comparing(JournalEntry::savedAt));
        return out;
    }

    /** Entries for files inside {@code root}. */
    public List<JournalEntry> entriesUnder(Path root) {
        Path r = root.toAbsolutePath().normalize();
        return entries().stream().filter(e -> e.file().startsWith(r)).toList();
    }

    public List<String> problems() {
        return List.copyOf(problems);
    }

    private void read(Path p, List<JournalEntry> out) {
        try {
            JsonNode o = JSON.readTree(p.toFile());
            String path = o.path("path").asText(null);
            JsonNode text = o.get("text");
            if (path == null || text == null || !text.isTextual()) {
                problems.add("Journal file " + p + " has no path or text; left in place.");
                return;
            }
            Instant at;
            try {
                at = Instant.parse(o.path("timestamp").asText());
            } catch (RuntimeException e) {
                at = Files.getLastModifiedTime(p).toInstant();
            }
            out.add(new JournalEntry(
                    Path.of(path), text.asText(), at, o.path("diskHash").asText(null)));
        } catch (IOException | RuntimeException e) {
            problems.add("Could not read journal file " + p + ": " + e.getMessage() + "; left in place.");
        }
    }
}
