package dev.agtpstudio.app.server;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.agtpstudio.core.io.AtomicWrite;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The invoke history of one workspace, newest first, in {@code .agtp-studio/invoke-history.json} under the
 * workspace folder. A file that cannot be read yields an empty history and a problem message, never an exception.
 */
public final class InvokeHistory {
    public static final String FILE = ".agtp-studio/invoke-history.json";
    static final int MAX = 100;
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final Path file;

    public InvokeHistory(Path workspaceRoot) {
        this.file = workspaceRoot.resolve(FILE);
    }

    public Path file() {
        return file;
    }

    public record Loaded(List<InvokeRequest> entries, String problem) {}

    public Loaded load() {
        if (!Files.isRegularFile(file)) {
            return new Loaded(List.of(), null);
        }
        try {
            List<InvokeRequest> l = JSON.readValue(file.toFile(), new TypeReference<List<InvokeRequest>>() {});
            return new Loaded(
                    l.stream()
                            .filter(r -> r.method() != null && r.host() != null)
                            .toList(),
                    null);
        } catch (IOException e) {
            return new Loaded(List.of(), "Could not read " + file + ": " + e.getMessage());
        }
    }

    /** {@code entries} with {@code r} in front (an identical older entry moves up), capped at {@value #MAX}. */
    public static List<InvokeRequest> push(List<InvokeRequest> entries, InvokeRequest r) {
        List<InvokeRequest> out = new ArrayList<>();
        out.add(r);
        entries.stream().filter(e -> !e.sameRequest(r)).limit(MAX - 1).forEach(out::add);
        return out;
    }

    public void save(List<InvokeRequest> entries) throws IOException {
        Files.createDirectories(file.getParent());
        AtomicWrite.write(file, JSON.writeValueAsString(entries));
    }
}
