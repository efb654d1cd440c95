package dev.agtpstudio.core.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.ParseRules;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.core.load.FileLoader;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WorkspaceLoaderTest {
    @TempDir
    Path root;

    private void write(String rel, String text) throws IOException {
        Path p = root.resolve(rel);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
    }

    private static final String ENDPOINT = "[endpoint]\nmethod = \"BOOK\"\npath = \"/room\"\n";

    @Test
    void findsConfigRecipesEndpointsAndAgisFilesAndSkipsHiddenAndBuildFolders() throws IOException {
        write("agtp-server.toml", "[server]\nserver_id = \"hotel.example\"\n");
        write("agtp-recipes.toml", "[[recipe]]\nname = \"r\"\n");
        write("endpoints/book.toml", ENDPOINT);
        write("extra/find.toml", "[endpoint]\nmethod = \"FIND\"\npath = \"/rooms\"\n");
        write("extra/notes.toml", "title = \"not an endpoint\"\n");
        write("hotel.agis", "agis: \"1.0\"\nservice: Hotel\n");
        write("README.md", "# readme");
        write(".git/hooks/x.toml", ENDPOINT);
        write("target/classes/y.toml", ENDPOINT);
        write("node_modules/z/z.toml", ENDPOINT);

        Workspace ws = WorkspaceLoader.load(root, MethodCatalog.bundled());

        assertThat(ws.files().keySet())
                .extracting(p -> root.relativize(p).toString().replace('\\', '/'))
                .containsExactly(
                        "agtp-recipes.toml",
                        "agtp-server.toml",
                        "endpoints/book.toml",
                        "extra/find.toml",
                        "extra/notes.toml",
                        "hotel.agis");
        assertThat(ws.endpoints()).extracting(EndpointDecl::id).containsExactly("BOOK /room", "FIND /rooms");
        assertThat(ws.serverConfig().server().serverId()).isEqualTo("hotel.example");
        assertThat(ws.recipes().recipes()).hasSize(1);
        assertThat(ws.agisFiles())
                .singleElement()
                .satisfies(f -> assertThat(f.model().service()).isEqualTo("Hotel"));
        assertThat(ws.file(root.resolve("extra/notes.toml")).orElseThrow().kind())
                .isEqualTo(FileKind.OTHER_TOML);
        assertThat(ws.files().values())
                .allSatisfy(f -> assertThat(f.diagnostics()).isEmpty());
    }

    @Test
    void loadingInParallelGivesTheSameWorkspace() throws IOException {
        for (int i = 0; i < 40; i++) {
            write("endpoints/e" + i + ".toml", "[endpoint]\nmethod = \"BOOK\"\npath = \"/room/" + i + "\"\n");
        }
        write("hotel.agis", "agis: \"1.0\"\nservice: Hotel\n");
        write(".hidden/x.toml", ENDPOINT);

        Workspace serial = WorkspaceLoader.load(root, MethodCatalog.bundled());
        Workspace parallel = WorkspaceLoader.loadInParallel(root, MethodCatalog.bundled());
        assertThat(parallel.files().keySet())
                .containsExactlyElementsOf(serial.files().keySet());
        assertThat(parallel.endpoints())
                .extracting(EndpointDecl::id)
                .containsExactlyElementsOf(
                        serial.endpoints().stream().map(EndpointDecl::id).toList());
        assertThat(parallel.files().values())
                .extracting(LoadedFile::text)
                .containsExactlyElementsOf(
                        serial.files().values().stream().map(LoadedFile::text).toList());
    }

    @Test
    void replacesOneFileIncrementally() throws IOException {
        write("endpoints/book.toml", ENDPOINT);
        Workspace ws = WorkspaceLoader.load(root, MethodCatalog.bundled());
        Path p = root.resolve("endpoints/book.toml");
        Workspace next = ws.withFile(FileLoader.load(p, ENDPOINT.replace("BOOK", "RESERVE")));
        assertThat(next.endpoints()).extracting(EndpointDecl::method).containsExactly("RESERVE");
        assertThat(ws.endpoints()).extracting(EndpointDecl::method).containsExactly("BOOK");
        assertThat(next.version()).isGreaterThan(ws.version());
    }

    @Test
    void malformedUtf8IsReportedAtItsPositionAndTheFileStillLoads() throws IOException {
        byte[] head = "[endpoint]\nmethod = \"BOOK\"\ndescription = \"caf".getBytes(StandardCharsets.UTF_8);
        byte[] tail = "\"\n".getBytes(StandardCharsets.UTF_8);
        Path p = root.resolve("endpoints/bad.toml");
        Files.createDirectories(p.getParent());
        byte[] all = new byte[head.length + 1 + tail.length];
        System.arraycopy(head, 0, all, 0, head.length);
        all[head.length] = (byte) 0xE9; // Latin-1 'é', not UTF-8
        System.arraycopy(tail, 0, all, head.length + 1, tail.length);
        Files.write(p, all);

        Workspace ws = WorkspaceLoader.load(root, MethodCatalog.bundled());
        LoadedFile<?> f = ws.file(p).orElseThrow();
        Diagnostic d = f.diagnostics().stream()
                .filter(x -> x.ruleId().equals(ParseRules.ENCODING))
                .findFirst()
                .orElseThrow();
        assertThat(d.range().startLine()).isEqualTo(3);
        assertThat(d.range().startColumn()).isEqualTo(19);
        assertThat(((EndpointDecl) f.model()).method()).isEqualTo("BOOK");
        assertThat(((EndpointDecl) f.model()).description()).isEqualTo("caf\uFFFD");
    }

    @Test
    void sampleWorkspaceLoadsWithoutParseDiagnostics() {
        Path hotel = dev.agtpstudio.core.load.Fixtures.project()
                .map(p -> p.resolve("samples/hotel"))
                .orElse(null);
        org.junit.jupiter.api.Assumptions.assumeTrue(
                hotel != null && Files.isDirectory(hotel), "samples/hotel is not in this checkout");
        Workspace ws = WorkspaceLoader.load(hotel, MethodCatalog.bundled());
        assertThat(ws.endpoints()).hasSizeGreaterThanOrEqualTo(8);
        assertThat(ws.serverConfigFile()).isPresent();
        assertThat(ws.recipesFile()).isPresent();
        assertThat(ws.agisFiles())
                .isNotEmpty()
                .allSatisfy(f -> assertThat(f.model()).isNotNull());
        assertThat(ws.files().values())
                .allSatisfy(f -> assertThat(f.diagnostics())
                        .as(f.path().toString())
                        .noneMatch(d -> d.severity().atLeast(dev.agtpstudio.core.diag.Severity.WARNING)));
    }

    @Test
    void otherFilesLoadWithoutModelOrDiagnostics() {
        LoadedFile<?> f = FileLoader.load(Path.of("notes.txt"), "anything {{{");
        assertThat(f.kind()).isEqualTo(FileKind.OTHER);
        assertThat(f.model()).isNull();
        assertThat(f.diagnostics()).isEmpty();
    }
}
