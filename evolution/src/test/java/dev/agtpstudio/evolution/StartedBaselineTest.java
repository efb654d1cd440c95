package dev.agtpstudio.evolution;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.load.FileLoader;
import dev.agtpstudio.core.workspace.DocumentVersion;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A baseline started by hand: written whole into place, never replaced unless asked, compared like any other. */
class StartedBaselineTest {
    private static final String TOML = """
            [endpoint]
            method = "BOOK"
            path = "/reservations"
            description = "Books a room for the given dates and returns the confirmation."
            """;

    @Test
    void startsFromTheTextsAsLoadedAndRefusesToReplaceUnlessAsked(@TempDir Path root) throws Exception {
        Path file = Files.createDirectories(root.resolve("endpoints")).resolve("book.toml");
        Files.writeString(file, TOML);
        DocumentVersion.write(root, "3");
        Workspace ws = WorkspaceLoader.load(root, MethodCatalog.bundled());
        // an unsaved edit is part of "the current state"
        Workspace edited = ws.withFile(FileLoader.load(file, TOML + "idempotent = true\n"));
        StartedBaseline.start(edited, false);

        Path copy = StartedBaseline.dir(root).resolve("endpoints/book.toml");
        assertThat(Files.readString(copy)).endsWith("idempotent = true\n");
        assertThat(DocumentVersion.read(StartedBaseline.dir(root))).isEqualTo("3");
        assertThat(StartedBaseline.startedAt(root)).isPresent();
        assertThat(StartedBaseline.load(root, MethodCatalog.bundled())
                        .orElseThrow()
                        .endpointFiles())
                .hasSize(1);

        assertThatThrownBy(() -> StartedBaseline.start(ws, false)).isInstanceOf(FileAlreadyExistsException.class);
        assertThat(Files.readString(copy)).as("left as it was").endsWith("idempotent = true\n");
        StartedBaseline.start(ws, true);
        assertThat(Files.readString(copy)).isEqualTo(TOML);
        try (Stream<Path> s = Files.list(root.resolve(".agtp-studio"))) {
            assertThat(s.map(p -> p.getFileName().toString()))
                    .as("no staging or set-aside folder stays behind")
                    .containsExactlyInAnyOrder("baseline", "preview.json");
        }
    }

    @Test
    void comparesLikeAnyOtherVersion(@TempDir Path root) throws Exception {
        Path file = Files.createDirectories(root.resolve("endpoints")).resolve("book.toml");
        Files.writeString(file, TOML);
        StartedBaseline.start(WorkspaceLoader.load(root, MethodCatalog.bundled()), false);
        Files.writeString(file, TOML.replace("/reservations", "/bookings"));
        DiffResult r = new ContractDiff()
                .diff(
                        StartedBaseline.load(root, MethodCatalog.bundled()).orElseThrow(),
                        WorkspaceLoader.load(root, MethodCatalog.bundled()));
        assertThat(r.changes()).extracting(c -> c.kind().id()).contains("endpoint/path-changed");
    }
}
