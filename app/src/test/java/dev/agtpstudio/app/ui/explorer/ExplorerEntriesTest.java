package dev.agtpstudio.app.ui.explorer;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A folder's entries as the explorer lists them: folders first, then by name, each knowing whether it is a folder. */
class ExplorerEntriesTest {
    @TempDir
    Path dir;

    @Test
    void foldersFirstThenByNameWithoutHiddenEntriesOrBuildOutput() throws Exception {
        Files.writeString(dir.resolve("b.toml"), "");
        Files.writeString(dir.resolve("A.agis"), "");
        Files.writeString(dir.resolve(".hidden"), "");
        Files.createDirectories(dir.resolve("zeta"));
        Files.createDirectories(dir.resolve("endpoints"));
        Files.createDirectories(dir.resolve("target"));
        Files.createDirectories(dir.resolve(".git"));

        List<ExplorerViewModel.Entry> entries = ExplorerViewModel.entries(dir);

        assertThat(entries)
                .containsExactly(
                        new ExplorerViewModel.Entry(dir.resolve("endpoints"), true),
                        new ExplorerViewModel.Entry(dir.resolve("zeta"), true),
                        new ExplorerViewModel.Entry(dir.resolve("A.agis"), false),
                        new ExplorerViewModel.Entry(dir.resolve("b.toml"), false));
        assertThat(ExplorerViewModel.children(dir))
                .containsExactly(
                        dir.resolve("endpoints"), dir.resolve("zeta"), dir.resolve("A.agis"), dir.resolve("b.toml"));
        assertThat(ExplorerViewModel.entries(dir.resolve("b.toml")))
                .as("a file has no entries")
                .isEmpty();
    }
}
