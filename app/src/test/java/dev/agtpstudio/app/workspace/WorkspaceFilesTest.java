package dev.agtpstudio.app.workspace;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.agtpstudio.app.settings.Settings;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.load.FileKind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class WorkspaceFilesTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @CsvSource(
            value = {
                "book.toml|",
                "''|The name is empty.",
                "a/b.toml|The name cannot contain / or \\.",
                "..|\"..\" is not a valid name.",
            },
            delimiter = '|')
    void namesAreCheckedBeforeTouchingTheDisk(String name, String problem) {
        assertThat(WorkspaceFiles.checkName(name)).isEqualTo(problem);
    }

    @Test
    void createRenameDeleteStayInsideTheWorkspace() throws IOException {
        WorkspaceFiles f = new WorkspaceFiles(dir);
        Path a = f.createFile(dir.resolve("endpoints"), "a.toml", "x");
        assertThat(a).hasContent("x");
        assertThatThrownBy(() -> f.createFile(dir.resolve("endpoints"), "a.toml", "y"))
                .hasMessageContaining("already exists");
        Path b = f.rename(a, "b.toml");
        assertThat(b).exists();
        assertThat(a).doesNotExist();
        assertThatThrownBy(() -> f.createFile(dir.getParent(), "escape.toml", ""))
                .hasMessageContaining("outside the workspace");
        f.delete(dir.resolve("endpoints"));
        assertThat(dir.resolve("endpoints")).doesNotExist();
        assertThatThrownBy(() -> f.delete(dir)).hasMessageContaining("cannot be deleted");
    }

    @ParameterizedTest
    @CsvSource({
        "BOOK /room,                     BOOK, /room,                 book_room.toml",
        "book /rooms/{id}/notes,         BOOK, /rooms/{id}/notes,     book_rooms_notes.toml",
        "  LIST /  ,                     LIST, /,                     list.toml",
    })
    void endpointSignatureGivesMethodPathAndFileName(String line, String method, String path, String file) {
        EndpointTemplate.Signature s = EndpointTemplate.parse(line).orElseThrow();
        assertThat(s.method()).isEqualTo(method);
        assertThat(s.path()).isEqualTo(path);
        assertThat(s.fileName()).isEqualTo(file);
    }

    @Test
    void malformedSignatureIsRefused() {
        assertThat(EndpointTemplate.parse("BOOK room")).isEmpty();
        assertThat(EndpointTemplate.parse("")).isEmpty();
    }

    @Test
    void templateIsAnEndpointDeclarationOfTheReferenceForm() {
        String t = EndpointTemplate.render(
                EndpointTemplate.parse("RESERVE /table").orElseThrow(), MethodCatalog.bundled());
        assertThat(t)
                .contains(
                        "[endpoint]",
                        "method = \"RESERVE\"",
                        "path = \"/table\"",
                        "[endpoint.semantic]",
                        "[endpoint.handler]");
        assertThat(FileKind.classify(Path.of("x.toml"), t)).isEqualTo(FileKind.ENDPOINT);
    }

    @Test
    void scannerLoadsModelFilesAndSkipsHiddenAndBuildFolders() throws IOException {
        Files.createDirectories(dir.resolve("endpoints"));
        Files.writeString(dir.resolve("endpoints/a.toml"), "[endpoint]\n");
        Files.writeString(dir.resolve("svc.agis"), "agis: \"1.0\"\n");
        Files.writeString(dir.resolve("README.md"), "# hi\n");
        Files.createDirectories(dir.resolve(".git"));
        Files.writeString(dir.resolve(".git/x.toml"), "");
        Files.createDirectories(dir.resolve("target"));
        Files.writeString(dir.resolve("target/y.toml"), "");
        WorkspaceScanner.Result r = new WorkspaceScanner(new TextOnlyLoader()).scan(dir, MethodCatalog.bundled());
        assertThat(r.workspace().files().keySet())
                .containsExactlyInAnyOrder(
                        dir.resolve("endpoints/a.toml").toAbsolutePath(),
                        dir.resolve("svc.agis").toAbsolutePath());
        assertThat(r.problems()).isEmpty();
    }

    @Test
    void crashingLoaderDegradesToTextWithADiagnostic() {
        WorkspaceScanner s = new WorkspaceScanner((p, t, c) -> {
            throw new IllegalStateException("loader bug");
        });
        var f = s.load(dir.resolve("a.toml"), "[endpoint]", MethodCatalog.bundled());
        assertThat(f.text()).isEqualTo("[endpoint]");
        assertThat(f.diagnostics())
                .singleElement()
                .satisfies(d -> assertThat(d.message()).contains("loader bug"));
    }

    @Test
    void bundledSampleIsExtractedWhenNoCheckoutHasIt() throws IOException {
        Path target = dir.resolve("data/sample");
        SampleWorkspace s = new SampleWorkspace(List.of(dir.resolve("no-checkout")), target);
        List<String> problems = new ArrayList<>();
        Path found = s.locate(problems).orElseThrow();
        assertThat(problems).isEmpty();
        assertThat(found).isEqualTo(target);
        try (var files = Files.walk(target)) {
            assertThat(files.filter(p -> p.toString().endsWith(".toml")
                                    || p.toString().endsWith(".agis"))
                            .count())
                    .isGreaterThan(2);
        }
    }

    @Test
    void checkoutSampleIsPreferred() throws IOException {
        Path checkout = dir.resolve("repo");
        Files.createDirectories(checkout.resolve("samples/hotel"));
        SampleWorkspace s = new SampleWorkspace(List.of(checkout), dir.resolve("data/sample"));
        assertThat(s.locate(new ArrayList<>()))
                .contains(checkout.resolve("samples/hotel").toAbsolutePath());
    }

    @Test
    void startupPrefersTheArgumentThenTheLastWorkspaceThenTheSample() throws IOException {
        Path checkout = dir.resolve("repo");
        Files.createDirectories(checkout.resolve("samples/hotel"));
        Path last = Files.createDirectories(dir.resolve("last"));
        Path arg = Files.createDirectories(dir.resolve("arg"));
        StartupWorkspace st = new StartupWorkspace(new SampleWorkspace(List.of(checkout), dir.resolve("x")));
        Settings none = Settings.defaults();
        Settings withLast = none.withOpened(last);
        List<String> problems = new ArrayList<>();
        assertThat(st.choose(arg, withLast.lastWorkspace(), problems)).contains(arg.toAbsolutePath());
        assertThat(st.choose(null, withLast.lastWorkspace(), problems)).contains(last.toAbsolutePath());
        assertThat(st.choose(null, none.lastWorkspace(), problems))
                .contains(checkout.resolve("samples/hotel").toAbsolutePath());
        assertThat(problems).isEmpty();
        assertThat(st.choose(dir.resolve("missing"), none.lastWorkspace(), problems))
                .isPresent();
        assertThat(problems).singleElement().asString().contains("does not exist");
    }
}
