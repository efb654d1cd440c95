package dev.agtpstudio.importer;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
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
 * text written, and the fields of that generated text as read back ({@link DeclFields#fingerprint}: long values as
 * their SHA-256). They are the base of the next three-way merge. A file whose text hash differs was edited by a person.
 */
public final class ImportManifest {
    public static final String FILE_NAME = ".agtp-import.json";
    private static final ObjectMapper JSON = new ObjectMapper();

    /** One generated file. */
    public record Entry(String operation, String hash, Map<String, String> fields) {}

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
                e.getValue()
                        .path("fields")
                        .fields()
                        .forEachRemaining(
                                x -> fields.put(x.getKey(), x.getValue().asText()));
                m.put(
                        e.getKey(),
                        new Entry(
                                e.getValue().path("operation").asText(),
                                e.getValue().path("sha256").asText(),
                                fields));
            }
        } catch (IOException | RuntimeException e) {
            return new ImportManifest(new HashMap<>());
        }
        return new ImportManifest(m);
    }

    /** Written streamed (a spec of a thousand operations made a manifest too large to build as one string). */
    public void write(Path dir, String spec) throws IOException {
        AtomicWrite.write(dir.resolve(FILE_NAME), (AtomicWrite.Content) tmp -> {
            try (java.io.OutputStream os = Files.newOutputStream(tmp);
                    JsonGenerator g = JSON.getFactory().createGenerator(os).useDefaultPrettyPrinter()) {
                g.writeStartObject();
                g.writeStringField("spec", spec);
                g.writeObjectFieldStart("files");
                for (Map.Entry<String, Entry> e : byFile.entrySet()) {
                    g.writeObjectFieldStart(e.getKey());
                    g.writeStringField("operation", e.getValue().operation());
                    g.writeStringField("sha256", e.getValue().hash());
                    g.writeObjectFieldStart("fields");
                    for (Map.Entry<String, String> f : e.getValue().fields().entrySet()) {
                        g.writeStringField(f.getKey(), f.getValue());
                    }
                    g.writeEndObject();
                    g.writeEndObject();
                }
                g.writeEndObject();
                g.writeEndObject();
                g.writeRaw('\n');
            }
        });
    }

    public static String hash(String text) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
