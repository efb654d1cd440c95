package dev.agtpstudio.validator.agentview;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.preview.A2tSignatureLock;
import dev.agtpstudio.preview.McpProjector;
import dev.agtpstudio.preview.ProjectionOptions;
import dev.agtpstudio.preview.Projections;
import dev.agtpstudio.validator.Clients;
import dev.agtpstudio.validator.ValidationOptions;
import dev.agtpstudio.validator.a2t.A2tSignatureCheck;
import dev.agtpstudio.validator.engine.Validator;
import dev.agtpstudio.validator.engine.Validators;
import dev.agtpstudio.validator.semantic.LexiconConsistency;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every reader of the served tools in one validation (the token budget, every client lint, the A2T signature check)
 * shares one MCP projection of the workspace snapshot (decision 0605): the projection is built once per run, and a
 * new snapshot is projected again. The findings are those of a validation whose projections are all made afresh.
 */
class OneProjectionPerRunTest {
    private static final Path SAMPLE =
            Path.of(System.getProperty("agtp.project.dir", "..")).resolve("samples/hotel");

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> all = Files.walk(from)) {
            for (Path p : (Iterable<Path>) all::iterator) {
                Path t = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(t);
                } else {
                    Files.copy(p, t);
                }
            }
        }
    }

    /** The sample with its A2T signatures recorded, then one endpoint changed: the A2T check has a finding to make. */
    private static Workspace sampleWithHistory(Path dir) throws IOException {
        assumeTrue(Files.isDirectory(SAMPLE), "samples/hotel not present");
        copy(SAMPLE, dir);
        Workspace ws = WorkspaceLoader.load(dir, MethodCatalog.bundled());
        Projections.Served served = Projections.standard(ws).served(ws, ProjectionOptions.at(Instant.EPOCH));
        assertThat(A2tSignatureLock.recordNew(dir, A2tSignatureLock.byEndpoint(served.manifest(), served.a2t())))
                .isNotEmpty();
        Files.writeString(dir.resolve("endpoints/cancel_reservation.toml"), """

                [[endpoint.input.optional]]
                name = "note"
                type = "string"
                description = "A note for the property."
                """, StandardOpenOption.APPEND);
        return WorkspaceLoader.load(dir, MethodCatalog.bundled());
    }

    private static Validator everyReader() {
        ValidationOptions all = ValidationOptions.defaults().withClients(Set.copyOf(Clients.ALL));
        return Validators.standard(all, LexiconConsistency.bundled(), List.of(new A2tSignatureCheck()));
    }

    @Test
    void oneValidationProjectsTheServedToolsOnceForEveryReader(@TempDir Path dir) throws IOException {
        Workspace ws = sampleWithHistory(dir);
        long before = McpProjector.builds();
        List<Diagnostic> found = everyReader().validate(ws).diagnostics();
        assertThat(McpProjector.builds() - before)
                .as("MCP projections built by one validation")
                .isEqualTo(1);
        assertThat(found)
                .anyMatch(d -> d.ruleId().equals("a2t/signature-changed"))
                .anyMatch(d -> d.ruleId().startsWith("client/"));

        // a new snapshot (what an edit gives) is projected again, once; its findings are those of a workspace loaded
        // afresh, whose every model object is new, so nothing remembered is reused for it
        Workspace next =
                Workspace.of(ws.root(), ws.catalog(), List.copyOf(ws.files().values()));
        before = McpProjector.builds();
        List<Diagnostic> again = everyReader().validate(next).diagnostics();
        assertThat(McpProjector.builds() - before).isEqualTo(1);
        assertThat(again)
                .isEqualTo(found)
                .isEqualTo(everyReader()
                        .validate(WorkspaceLoader.load(dir, MethodCatalog.bundled()))
                        .diagnostics());
    }
}
