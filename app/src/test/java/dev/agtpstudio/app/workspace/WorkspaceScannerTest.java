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
    void aLargeWorkspaceIsParsedOnMoreThanOneThreadAndKeepsItsOrderAndProblems() throws IOException {
        for (int i = 0; i < 80; i++) {
            write(tmp.resolve("endpoints/e" + i + ".toml"), "[endpoint]\nmethod = \"BOOK\"\npath = \"/r" + i + "\"\n");
        }
        java.util.Set<String> threads = java.util.concurrent.ConcurrentHashMap.newKeySet();
        WorkspaceScanner.Result r = new WorkspaceScanner((f, text, c) -> {
                    threads.add(Thread.currentThread().getName());
                    if (f.getFileName().toString().equals("e7.toml")) {
                        throw new IllegalStateException("boom");
                    }
                    try {
                        Thread.sleep(3); // parsing takes a while; let the other workers pick files up
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return FileLoader.load(f, text);
                })
                .scan(tmp, MethodCatalog.bundled());
        assertThat(r.workspace().files()).hasSize(80);
        assertThat(r.workspace()
                        .file(tmp.resolve("endpoints/e7.toml").toAbsolutePath().normalize())
                        .orElseThrow()
                        .diagnostics())
                .extracting(Diagnostic::ruleId)
                .contains("internal/loader-failure");
        assertThat(threads).as("files parsed on several threads").hasSizeGreaterThan(1);
        Workspace cli = WorkspaceLoader.load(tmp, MethodCatalog.bundled());
        assertThat(r.workspace().files().keySet())
                .containsExactlyElementsOf(cli.files().keySet());
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
                .scan(root, MethodCatalog.bundled())
                .workspace();
        Workspace cli = WorkspaceLoader.load(root.toAbsolutePath(), MethodCatalog.bundled());

        assertThat(ide.files().keySet())
                .containsExactlyInAnyOrderElementsOf(cli.files().keySet());
        assertThat(ide.files().keySet())
                .containsExactlyInAnyOrder(
                        root.resolve("agtp-server.toml"),
                        root.resolve("api/book.toml"),
                        root.resolve("api/linked.toml"));
        assertThat(ide.file(root.resolve("agtp-server.toml"))
                        .map(LoadedFile::diagnostics)
                        .orElseThrow())
                .extracting(Diagnostic::ruleId)
                .containsExactly(ParseRules.LINK);
    }
}
