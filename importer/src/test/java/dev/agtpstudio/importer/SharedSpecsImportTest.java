package dev.agtpstudio.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.testsupport.SharedDir;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class SharedSpecsImportTest {
    @TempDir
    Path out;

    static Stream<Path> specs() throws IOException {
        String dir = System.getProperty("agtp.shared.dir");
        Path d = dir == null ? null : Path.of(dir, "data", "openapi");
        if (d == null || !Files.isDirectory(d)) {
            return Stream.of((Path) null);
        }
        try (Stream<Path> s = Files.list(d)) {
            return s.filter(p -> p.toString().matches(".*\\.(ya?ml|json)")).sorted().toList().stream();
        }
    }

    @ParameterizedTest
    @MethodSource("specs")
    void everyOperationIsImportedOrReportedAndTheWorkspaceHasNoValidatorErrors(Path spec) throws IOException {
        if (spec == null) {
            SharedDir.require("data/openapi"); // skips, naming what is missing
        }
        OpenApiImporter importer = OpenApiImporter.standard(MethodCatalog.bundled());
        ImportResult r = importer.importSpec(spec, out, ImportOptions.defaults());
        assertTrue(
                r.plan().spec().readable(),
                () -> "unreadable: " + r.plan().spec().problems());
        int total = SpecOperation.all(r.plan().spec().root()).size();
        assertEquals(total, r.plan().operations().size() + r.plan().skipped().size());
        assertEquals(r.plan().operations().size(), r.count(ImportChangeKind.ADDED));
        List<String> errors = ImportedWorkspace.errors(out);
        assertTrue(
                errors.isEmpty(),
                () -> spec.getFileName() + ": " + errors.size() + " errors\n" + String.join("\n", errors));
    }
}
