package dev.agtpstudio.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agtpstudio.core.catalog.MethodCatalog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The importer writes through core's one atomic-write helper: links and modes of files it replaces are kept. */
class ImportWritesTest {
    @TempDir
    Path tmp;

    @Test
    void reimportKeepsALinkedEndpointFileALinkAndKeepsModes() throws Exception {
        String original = Files.readString(Path.of(getClass().getResource("/specs/golden.yaml").toURI()));
        Path spec = Files.writeString(tmp.resolve("api.yaml"), original);
        Path out = tmp.resolve("endpoints");
        OpenApiImporter importer = OpenApiImporter.standard(MethodCatalog.bundled());
        importer.importSpec(spec, out, ImportOptions.defaults());

        Path file = out.resolve("cancel_booking.toml");
        Path kept = Files.createDirectories(tmp.resolve("kept")).resolve("cancel_booking.toml");
        Files.move(file, kept);
        Files.createSymbolicLink(file, kept);
        Files.setPosixFilePermissions(kept, PosixFilePermissions.fromString("rw-rw-r--"));
        Files.writeString(spec, original.replace("Cancel a booking that has not started", "Cancel a future booking"));

        importer.importSpec(spec, out, ImportOptions.defaults().withOverwrite(true));

        assertTrue(Files.isSymbolicLink(file), "the link was replaced by a regular file");
        assertTrue(Files.readString(kept).contains("Cancel a future booking"), Files.readString(kept));
        assertEquals("rw-rw-r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(kept)));
    }
}
