package dev.agtpstudio.app.files;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFilesTest {
    @TempDir
    Path dir;

    @Test
    void replacesTheContentAndLeavesNoTemporaryFile() throws Exception {
        Path f = dir.resolve("a.toml");
        Files.writeString(f, "old");
        AtomicFiles.write(f, "new \u00e9");
        assertThat(Files.readString(f)).isEqualTo("new \u00e9");
        try (Stream<Path> s = Files.list(dir)) {
            assertThat(s.map(p -> p.getFileName().toString())).containsExactly("a.toml");
        }
    }

    @Test
    void createsMissingFolders() throws Exception {
        Path f = dir.resolve("x/y/z.toml");
        AtomicFiles.write(f, "k = 1\n");
        assertThat(Files.readString(f)).isEqualTo("k = 1\n");
    }

    @Test
    void failureLeavesTheOldContentAndNoTemporaryFile() throws Exception {
        Path target = dir.resolve("folder.toml");
        Files.createDirectories(target.resolve("child"));
        assertThatThrownBy(() -> AtomicFiles.write(target, "text")).isInstanceOf(java.io.IOException.class);
        assertThat(Files.isDirectory(target.resolve("child"))).isTrue();
        try (Stream<Path> s = Files.list(dir)) {
            assertThat(s.map(p -> p.getFileName().toString())).containsExactly("folder.toml");
        }
    }
}
