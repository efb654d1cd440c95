package dev.agtpstudio.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicWriteTest {
    @TempDir
    Path dir;

    @Test
    void replacesTheContentAndLeavesNoTemporaryFile() throws Exception {
        Path f = dir.resolve("a.toml");
        Files.writeString(f, "old");
        AtomicWrite.write(f, "new \u00e9");
        assertThat(Files.readString(f)).isEqualTo("new \u00e9");
        try (Stream<Path> s = Files.list(dir)) {
            assertThat(s.map(p -> p.getFileName().toString())).containsExactly("a.toml");
        }
    }

    @Test
    void aStreamedWriteReplacesTheFileOnlyWhenItSucceeds() throws Exception {
        Path f = dir.resolve("big.json");
        Files.writeString(f, "old");
        AtomicWrite.write(f, (AtomicWrite.Content) tmp -> {
            try (var w = Files.newBufferedWriter(tmp)) {
                for (int i = 0; i < 1000; i++) {
                    w.write("line " + i + "\n");
                }
            }
        });
        assertThat(Files.readAllLines(f)).hasSize(1000).startsWith("line 0");
        assertThatThrownBy(() -> AtomicWrite.write(f, (AtomicWrite.Content) tmp -> {
                    Files.writeString(tmp, "half");
                    throw new java.io.IOException("disk full");
                }))
                .hasMessage("disk full");
        assertThat(Files.readAllLines(f)).hasSize(1000);
        try (Stream<Path> s = Files.list(dir)) {
            assertThat(s.map(p -> p.getFileName().toString())).containsExactly("big.json");
        }
    }

    @Test
    void createsMissingFolders() throws Exception {
        Path f = dir.resolve("x/y/z.toml");
        AtomicWrite.write(f, "k = 1\n");
        assertThat(Files.readString(f)).isEqualTo("k = 1\n");
    }

    @Test
    void failureLeavesTheOldContentAndNoTemporaryFile() throws Exception {
        Path target = dir.resolve("folder.toml");
        Files.createDirectories(target.resolve("child"));
        assertThatThrownBy(() -> AtomicWrite.write(target, "text")).isInstanceOf(java.io.IOException.class);
        assertThat(Files.isDirectory(target.resolve("child"))).isTrue();
        try (Stream<Path> s = Files.list(dir)) {
            assertThat(s.map(p -> p.getFileName().toString())).containsExactly("folder.toml");
        }
    }

    @Test
    void savingThroughASymlinkKeepsTheLinkAndReplacesItsTarget() throws Exception {
        Files.createDirectories(dir.resolve("shared"));
        Path real = Files.writeString(dir.resolve("shared/real.toml"), "old");
        Path link = Files.createSymbolicLink(dir.resolve("book.toml"), Path.of("shared/real.toml"));

        AtomicWrite.write(link, "new");

        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readSymbolicLink(link)).isEqualTo(Path.of("shared/real.toml"));
        assertThat(Files.readString(real)).isEqualTo("new");
    }

    @Test
    void keepsTheModeOfAnExistingFileAndGivesNewFilesTheDefaultMode() throws Exception {
        Path f = Files.writeString(dir.resolve("run.toml"), "old");
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rwxr-x---"));

        AtomicWrite.write(f, "new");

        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(f)))
                .isEqualTo("rwxr-x---");
        Path fresh = dir.resolve("fresh.toml");
        AtomicWrite.write(fresh, "x");
        Path plain = Files.writeString(dir.resolve("plain.toml"), "x");
        assertThat(Files.getPosixFilePermissions(fresh)).isEqualTo(Files.getPosixFilePermissions(plain));
    }

    @Test
    void removesTemporaryFilesAKilledSaveLeftButNotFreshOnesOrOtherFiles() throws Exception {
        Path f = Files.writeString(dir.resolve("a.toml"), "old");
        Path stale = Files.writeString(dir.resolve(".a.toml.1234abcd.tmp"), "half");
        Files.setLastModifiedTime(
                stale,
                FileTime.from(Instant.now().minus(AtomicWrite.STALE_AFTER).minusSeconds(60)));
        Path fresh = Files.writeString(dir.resolve(".a.toml.99.tmp"), "another save running");
        Path other = Files.writeString(dir.resolve(".b.toml.1234abcd.tmp"), "not ours");
        Files.setLastModifiedTime(other, FileTime.from(Instant.now().minusSeconds(3600)));

        AtomicWrite.write(f, "new");

        assertThat(stale).doesNotExist();
        assertThat(fresh).exists();
        assertThat(other).exists();
    }
}
