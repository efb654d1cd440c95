package dev.agtpstudio.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link AtomicWrite#create}: a command's output never replaces a file without --force, nor writes through a link. */
class AtomicCreateTest {
    @TempDir
    Path dir;

    @Test
    void writesANewFile() throws Exception {
        Path f = dir.resolve("sub/out.json");
        AtomicWrite.create(f, "{}", false);
        assertThat(Files.readString(f)).isEqualTo("{}");
        try (Stream<Path> s = Files.list(f.getParent())) {
            assertThat(s.map(p -> p.getFileName().toString())).containsExactly("out.json");
        }
    }

    @Test
    void anExistingFileIsReplacedOnlyWithForce() throws Exception {
        Path f = Files.writeString(dir.resolve("out.json"), "old");
        assertThatThrownBy(() -> AtomicWrite.create(f, "new", false))
                .isInstanceOf(ExistingOutput.class)
                .hasMessage(f.toAbsolutePath() + " already exists; nothing was written (use --force to replace it)");
        assertThat(Files.readString(f)).isEqualTo("old");
        AtomicWrite.create(f, "new", true);
        assertThat(Files.readString(f)).isEqualTo("new");
    }

    @Test
    void aPrivateFileIsOwnerOnlyEvenWhenItReplacesAWiderOne() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.getFileStore(dir).supportsFileAttributeView("posix"));
        Path f = Files.writeString(dir.resolve("key.jwk"), "old");
        Files.setPosixFilePermissions(f, java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--"));
        assertThatThrownBy(() -> AtomicWrite.createPrivate(f, "new".getBytes(), false))
                .isInstanceOf(ExistingOutput.class);
        AtomicWrite.createPrivate(f, "new".getBytes(), true);
        assertThat(Files.readString(f)).isEqualTo("new");
        assertThat(java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(f)))
                .isEqualTo("rw-------");
        Path g = dir.resolve("fresh.jwk");
        AtomicWrite.createPrivate(g, "k".getBytes(), false);
        assertThat(java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(g)))
                .isEqualTo("rw-------");
    }

    @Test
    void aLinkIsNeverWrittenThrough() throws Exception {
        Path unrelated = Files.writeString(dir.resolve("precious.txt"), "keep me");
        Path link = Files.createSymbolicLink(dir.resolve("out.json"), unrelated);
        assertThatThrownBy(() -> AtomicWrite.create(link, "new", false))
                .isInstanceOf(ExistingOutput.class)
                .hasMessageContaining("is a symbolic link; nothing was written through it");
        assertThat(Files.readString(unrelated)).isEqualTo("keep me");
        AtomicWrite.create(link, "new", true);
        assertThat(Files.readString(unrelated)).isEqualTo("keep me");
        assertThat(Files.isSymbolicLink(link)).isFalse();
        assertThat(Files.readString(link)).isEqualTo("new");
    }

    @Test
    void aDanglingLinkAndAFolderAreRefused() throws Exception {
        Path dangling = Files.createSymbolicLink(dir.resolve("gone.json"), dir.resolve("nowhere/x.json"));
        assertThatThrownBy(() -> AtomicWrite.create(dangling, "x", false)).isInstanceOf(ExistingOutput.class);
        assertThat(Files.exists(dir.resolve("nowhere"))).isFalse();
        Path folder = Files.createDirectory(dir.resolve("folder.json"));
        assertThatThrownBy(() -> AtomicWrite.create(folder, "x", true))
                .isInstanceOf(ExistingOutput.class)
                .hasMessageContaining("is a folder");
    }
}
