package dev.agtpstudio.core.workspace;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.ParseRules;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

class WorkspaceWalkTest {
    @TempDir
    Path tmp;

    private Path write(Path p, String text) throws IOException {
        Files.createDirectories(p.getParent());
        return Files.writeString(p, text);
    }

    private static List<Diagnostic> diagnosticsOf(Workspace ws, Path file) {
        return ws.file(file).map(LoadedFile::diagnostics).orElseThrow();
    }

    @Test
    void aSymlinkedServerConfigInsideTheWorkspaceIsFollowedAndKeepsItsRole() throws IOException {
        Path root = tmp.resolve("ws");
        write(root.resolve("config/real-server.txt"), "[server]\nserver_id = \"linked.example\"\n");
        Files.createSymbolicLink(root.resolve("agtp-server.toml"), Path.of("config/real-server.txt"));
        write(root.resolve("shared/book.toml"), "[endpoint]\nmethod = \"BOOK\"\npath = \"/room\"\n");
        Files.createDirectories(root.resolve("endpoints"));
        Files.createSymbolicLink(root.resolve("endpoints/book.toml"), root.resolve("shared/book.toml"));

        Workspace ws = WorkspaceLoader.load(root, MethodCatalog.bundled());

        assertThat(ws.serverConfig().server().serverId()).isEqualTo("linked.example");
        assertThat(ws.files()).containsKey(root.resolve("endpoints/book.toml"));
        assertThat(ws.files().values())
                .allSatisfy(f -> assertThat(f.diagnostics()).isEmpty());
    }

    @Test
    void aSymlinkLeavingTheWorkspaceIsRefusedWithALocatedError() throws IOException {
        Path root = tmp.resolve("ws");
        Path outside = write(tmp.resolve("elsewhere/agtp-server.toml"), "[server]\nserver_id = \"x\"\n");
        Files.createDirectories(root);
        Files.createSymbolicLink(root.resolve("agtp-server.toml"), outside);
        Files.createSymbolicLink(root.resolve("gone.agis"), root.resolve("missing.agis"));
        Files.createSymbolicLink(root.resolve("more"), tmp.resolve("elsewhere"));

        Workspace ws = WorkspaceLoader.load(root, MethodCatalog.bundled());

        assertThat(diagnosticsOf(ws, root.resolve("agtp-server.toml")))
                .singleElement()
                .satisfies(d -> {
                    assertThat(d.ruleId()).isEqualTo(ParseRules.LINK);
                    assertThat(d.severity()).isEqualTo(Severity.ERROR);
                    assertThat(d.file()).isEqualTo(root.resolve("agtp-server.toml"));
                    assertThat(d.message()).contains("outside the workspace");
                });
        assertThat(diagnosticsOf(ws, root.resolve("gone.agis")))
                .extracting(Diagnostic::ruleId)
                .containsExactly(ParseRules.LINK);
        assertThat(diagnosticsOf(ws, root.resolve("more")))
                .extracting(Diagnostic::message)
                .singleElement()
                .asString()
                .contains("links to the folder");
        assertThat(ws.serverConfigFile())
                .hasValueSatisfying(f -> assertThat(f.model()).isNull());
    }

    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS)
    void aFifoIsDiagnosedAndNeverOpened() throws Exception {
        Path root = tmp.resolve("ws");
        Files.createDirectories(root);
        Process p = new ProcessBuilder("mkfifo", root.resolve("pipe.toml").toString()).start();
        assumeTrue(p.waitFor() == 0, "mkfifo is not available");

        Workspace ws = WorkspaceLoader.load(root, MethodCatalog.bundled());

        assertThat(diagnosticsOf(ws, root.resolve("pipe.toml"))).singleElement().satisfies(d -> {
            assertThat(d.ruleId()).isEqualTo(ParseRules.NOT_A_FILE);
            assertThat(d.severity()).isEqualTo(Severity.ERROR);
        });
    }

    @Test
    void buildAndOutFoldersAreSkippedLikeTargetAndHiddenOnes() throws IOException {
        Path root = tmp.resolve("ws");
        String endpoint = "[endpoint]\nmethod = \"BOOK\"\npath = \"/room\"\n";
        write(root.resolve("build/generated/a.toml"), endpoint);
        write(root.resolve("out/b.toml"), endpoint);
        write(root.resolve("target/c.toml"), endpoint);
        write(root.resolve(".idea/d.toml"), endpoint);
        write(root.resolve("api/e.toml"), endpoint);

        assertThat(WorkspaceWalk.walk(root).files()).containsExactly(root.resolve("api/e.toml"));
    }
}
