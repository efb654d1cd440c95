package dev.agtpstudio.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.testkit.InternalNames;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code import --out DIR} replaces only what earlier imports wrote (decision 0476): a file no earlier import wrote is
 * left alone without {@code --force} (listed as not written, exit 1), a link at a target path is never written through
 * (with {@code --force} the link itself is replaced), and a linked DIR or import manifest is refused (exit 2).
 */
class ImportOutputSafetyTest {
    @TempDir
    Path tmp;

    Path spec;
    Path out;
    Path outside;
    final ByteArrayOutputStream stdout = new ByteArrayOutputStream();
    final ByteArrayOutputStream stderr = new ByteArrayOutputStream();

    @BeforeEach
    void setUp() throws Exception {
        spec = Files.writeString(
                tmp.resolve("api.yaml"),
                Files.readString(
                        Path.of(getClass().getResource("/specs/golden.yaml").toURI())));
        out = tmp.resolve("endpoints");
        outside = Files.writeString(tmp.resolve("unrelated.txt"), "not an endpoint\n");
    }

    private int run(boolean force) {
        stdout.reset();
        stderr.reset();
        return new ImportTool(OpenApiImporter.standard(MethodCatalog.bundled()))
                .run(
                        new ImportTool.Request(spec, out, List.of(), null, false, 0, false, force, false, null),
                        new PrintStream(stdout, true, StandardCharsets.UTF_8),
                        new PrintStream(stderr, true, StandardCharsets.UTF_8));
    }

    private String said() {
        return stdout.toString(StandardCharsets.UTF_8) + stderr.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aFileNoEarlierImportWroteIsLeftAloneWithoutForce() throws Exception {
        Path mine = Files.createDirectories(out).resolve("cancel_booking.toml");
        Files.writeString(mine, "# my own file\n");
        assertEquals(1, run(false), said());
        assertEquals("# my own file\n", Files.readString(mine));
        assertTrue(
                said().contains("not written: POST /bookings/{bookingId}/cancel: no earlier import wrote this file: "
                        + mine + " already exists; nothing was written (use --force to replace it)"),
                said());
        assertTrue(said().contains(", 1 not written, "), said());
        InternalNames.assertNone("import's output", said());

        assertEquals(0, run(true), said());
        assertTrue(Files.readString(mine).contains("[endpoint]"), Files.readString(mine));
    }

    @Test
    void aLinkAtATargetPathIsNeverWrittenThrough() throws Exception {
        Path link = Files.createDirectories(out).resolve("cancel_booking.toml");
        Files.createSymbolicLink(link, outside);
        assertEquals(1, run(false), said());
        assertEquals("not an endpoint\n", Files.readString(outside));
        assertTrue(Files.isSymbolicLink(link));
        assertTrue(said().contains(link + " is a symbolic link; nothing was written through it"), said());

        assertEquals(0, run(true), said());
        assertFalse(Files.isSymbolicLink(link), "--force replaces the link itself");
        assertTrue(Files.readString(link).contains("[endpoint]"));
        assertEquals("not an endpoint\n", Files.readString(outside));
    }

    @Test
    void aDanglingLinkAtATargetPathDoesNotCreateTheFileItPointsTo() throws Exception {
        Path link = Files.createDirectories(out).resolve("cancel_booking.toml");
        Path target = tmp.resolve("elsewhere.toml");
        Files.createSymbolicLink(link, target);
        assertEquals(1, run(false), said());
        assertFalse(Files.exists(target), "written through a dangling link");
    }

    @Test
    void aLinkPutWhereAnEarlierImportWroteAFileIsNotWrittenThroughEither() throws Exception {
        assertEquals(0, run(false), said());
        Path file = out.resolve("cancel_booking.toml");
        Path kept = Files.createDirectories(tmp.resolve("kept")).resolve("cancel_booking.toml");
        Files.move(file, kept);
        Files.createSymbolicLink(file, kept);
        Files.setPosixFilePermissions(kept, PosixFilePermissions.fromString("rw-rw-r--"));
        String before = Files.readString(kept);
        Files.writeString(
                spec,
                Files.readString(spec).replace("Cancel a booking that has not started", "Cancel a future booking"));
        assertEquals(1, run(false), said());
        assertEquals(before, Files.readString(kept));
        assertTrue(said().contains(file + " is a symbolic link"), said());
    }

    @Test
    void aLinkedOutputFolderIsRefused() throws Exception {
        Path real = Files.createDirectories(tmp.resolve("real"));
        Files.createSymbolicLink(out, real);
        assertEquals(2, run(false), said());
        assertTrue(
                said().contains(out + " is a symbolic link; the importer writes into no folder through a link"),
                said());
        try (var files = Files.list(real)) {
            assertEquals(0, files.count());
        }
    }

    @Test
    void aLinkedImportManifestIsNotWrittenThrough() throws Exception {
        Files.createSymbolicLink(Files.createDirectories(out).resolve(ImportManifest.FILE_NAME), outside);
        assertEquals(2, run(false), said());
        assertEquals("not an endpoint\n", Files.readString(outside));
        assertEquals(0, run(true), said());
        assertEquals("not an endpoint\n", Files.readString(outside));
        assertFalse(Files.isSymbolicLink(out.resolve(ImportManifest.FILE_NAME)));
    }

    @Test
    void reimportKeepsModesOfTheFilesItReplaces() throws Exception {
        assertEquals(0, run(false), said());
        Path file = out.resolve("cancel_booking.toml");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-rw-r--"));
        Files.writeString(
                spec,
                Files.readString(spec).replace("Cancel a booking that has not started", "Cancel a future booking"));
        assertEquals(0, run(false), said());
        assertTrue(Files.readString(file).contains("Cancel a future booking"));
        assertEquals("rw-rw-r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
    }
}
