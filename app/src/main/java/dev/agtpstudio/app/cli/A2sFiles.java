package dev.agtpstudio.app.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import dev.agtpstudio.core.io.AtomicWrite;
import dev.agtpstudio.preview.A2sProjector;
import dev.agtpstudio.validator.a2s.A2sValidation;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A2S capability documents on disk: one file per capability, {@code NAME.a2s.json} or {@code NAME.a2s.yaml}
 * (docs/a2s.md). The checksum is over the JSON data model, so the same document in either syntax has one checksum.
 */
final class A2sFiles {
    static final ObjectMapper JSON = A2sValidation.JSON;
    static final YAMLMapper YAML = A2sValidation.YAML;

    private A2sFiles() {}

    static boolean isA2s(Path file) {
        return A2sValidation.isA2s(file);
    }

    static String text(JsonNode capability, boolean yaml) throws JsonProcessingException {
        return yaml
                ? YAML.writeValueAsString(capability)
                : JSON.writeValueAsString(capability) + System.lineSeparator();
    }

    /**
     * Writes every capability of the A2S projection {@code doc} into {@code dir}, created if missing. Nothing is
     * written when one of the files exists and {@code force} is false (the first such file is named).
     */
    static List<Path> write(Path dir, JsonNode doc, boolean yaml, boolean force) throws IOException {
        Files.createDirectories(dir);
        List<Path> files = new ArrayList<>();
        for (JsonNode c : doc.path("capabilities")) {
            Path f = dir.resolve(A2sProjector.fileName(c, yaml));
            AtomicWrite.checkOutput(f, force);
            files.add(f);
        }
        int i = 0;
        for (JsonNode c : doc.path("capabilities")) {
            AtomicWrite.create(files.get(i++), text(c, yaml), force);
        }
        return files;
    }
}
