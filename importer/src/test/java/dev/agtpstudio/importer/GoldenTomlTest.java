package dev.agtpstudio.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.agtpstudio.core.catalog.MethodCatalog;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The generated TOML of a few operations, compared with committed golden files. Regenerate with
 * {@code -Dimporter.updateGolden=<dir of src/test/resources/golden>} after a deliberate change, and read the diff.
 */
class GoldenTomlTest {
    @TempDir
    Path out;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"get_booking.toml", "cancel_booking.toml"})
    void generatedTomlMatchesTheGoldenFile(String file) throws Exception {
        Path spec = Path.of(getClass().getResource("/specs/golden.yaml").toURI());
        OpenApiImporter.standard(MethodCatalog.bundled()).importSpec(spec, out, ImportOptions.defaults());
        String actual = Files.readString(out.resolve(file), StandardCharsets.UTF_8);
        String update = System.getProperty("importer.updateGolden");
        if (update != null) {
            Files.writeString(Path.of(update, file), actual, StandardCharsets.UTF_8);
        }
        assertEquals(golden(file), actual);
    }

    private String golden(String file) throws IOException {
        try (var in = getClass().getResourceAsStream("/golden/" + file)) {
            return in == null ? "(no golden file " + file + ")" : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
