package dev.agtpstudio.importer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.io.AtomicWrite;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code .agtp-import.json} in the target folder: per generated file, the operation it came from, the SHA-256 of the
 * text written, and the generated field values. A file whose text hash differs was edited by a person.
 */
public final class ImportManifest {
    public static final String FILE_NAME = ".agtp-import.json";
    private static final ObjectMapper JSON = new ObjectMapper();

    /** One generated file. */
    public record Entry(String operation, String hash, Map<String, String> fields) {
    }

    private final Map<String, Entry> byFile;

    public ImportManifest(Map<String, Entry> byFile) {
        this.byFile = new TreeMap<>(byFile);
    }

    public Map<String, Entry> entries() {
        return java.util.Collections.unmodifiableMap(byFile);
    }

    /** Reads the manifest; an absent or unreadable one is empty (every existing file then counts as foreign). */
    public static ImportManifest read(Path dir) {
        Path f = dir.resolve(FILE_NAME);
        Map<String, Entry> m = new HashMap<>();
        if (!Files.isRegularFile(f)) {
            return new ImportManifest(m);
        }
        try {
            JsonNode root = JSON.readTree(f.toFile());
            for (Iterator<Map.Entry<String, JsonNode>> it = root.path("files").fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                Map<String, String> fields = new LinkedHashMap<>();
                e.getValue().path("fields").fields().forEachRemaining(x -> fields.put(x.getKey(), x.getValue().asText()));
                m.put(e.getKey(), new Entry(e.getValue().path("operation").asText(), e.getValue().path("sha256").asText(),
                        fields));
            }
        } catch (IOException | RuntimeException e) {
            return new ImportManifest(new HashMap<>());
        }
        return new ImportManifest(m);
    }

    public void write(Path dir, String spec) throws IOException {
        ObjectNode root = JSON.createObjectNode();
        root.put("spec", spec);
        ObjectNode files = root.putObject("files");
        byFile.forEach((name, e) -> {
            ObjectNode o = files.putObject(name);
            o.put("operation", e.operation());
            o.put("sha256", e.hash());
            ObjectNode fields = o.putObject("fields");
            e.fields().forEach(fields::put);
        });
        AtomicWrite.write(dir.resolve(FILE_NAME), JSON.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n");
    }

    public static String hash(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
