package dev.agtpstudio.app.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.ParseRules;
import dev.agtpstudio.core.load.FileLoader;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The IDE's scanner and the CLI's loader walk a workspace with one rule: same files, same refusals. */
class WorkspaceScannerTest {
    @TempDir
    Path tmp;

    private void write(Path p, String text) throws IOException {
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
    }

    @Test
    void theScannerAndTheCliLoaderSeeTheSameFilesAndRefuseTheSameLinks() throws IOException {
        Path root = tmp.resolve("ws");
        String endpoint = "[endpoint]\nmethod = \"BOOK\"\npath = \"/room\"\n";
        write(root.resolve("api/book.toml"), endpoint);
        write(root.resolve("build/gen.toml"), endpoint);
        write(root.resolve("out/gen.toml"), endpoint);
        write(root.resolve("target/gen.toml"), endpoint);
        write(tmp.resolve("outside/agtp-server.toml"), "[server]\nserver_id = \"x\"\n");
        Files.createSymbolicLink(root.resolve("agtp-server.toml"), tmp.resolve("outside/agtp-server.toml"));
        Files.createSymbolicLink(root.resolve("api/linked.toml"), root.resolve("api/book.toml"));

        Workspace ide = new WorkspaceScanner((f, text, c) -> FileLoader.load(f, text))
                .scan(root, MethodCatalog.bundled()).workspace();
        Workspace cli = WorkspaceLoader.load(root.toAbsolutePath(), MethodCatalog.bundled());

        assertThat(ide.files().keySet()).containsExactlyInAnyOrderElementsOf(cli.files().keySet());
        assertThat(ide.files().keySet()).containsExactlyInAnyOrder(root.resolve("agtp-server.toml"),
                root.resolve("api/book.toml"), root.resolve("api/linked.toml"));
        assertThat(ide.file(root.resolve("agtp-server.toml")).map(LoadedFile::diagnostics).orElseThrow())
                .extracting(Diagnostic::ruleId).containsExactly(ParseRules.LINK);
    }
}
