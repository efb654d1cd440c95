package dev.agtpstudio.core.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.time.Duration;
import java.time.Instant;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The product's one way to write a file: readers see either the old or the new content, never half of it, and the
 * new content survives a crash once {@code write} returns. {@link #write} is for saving a file the user opened (the
 * IDE's saves, state files, the importer); {@link #create} is for a file a command was told to write, which it must not
 * replace without {@code --force} nor write through a link.
 * <ol>
 *   <li>A symbolic link is kept: the file it points to is replaced, in that file's folder.</li>
 *   <li>The bytes go to a temporary file {@code .NAME.RANDOM.tmp} beside the target, created with the process's
 *       default mode; the target's POSIX permissions, when it exists, are copied onto it.</li>
 *   <li>The temporary file is forced to disk, renamed over the target in one step, and the folder is forced so
 *       the rename itself survives a power loss.</li>
 *   <li>Temporary files of this target left behind by a killed save (older than {@link #STALE_AFTER}) are
 *       deleted.</li>
 * </ol>
 */
public final class AtomicWrite {
    /** A temporary file this old cannot belong to a save still running. */
    public static final Duration STALE_AFTER = Duration.ofMinutes(2);

    private static final String TMP_SUFFIX = ".tmp";

    private AtomicWrite() {}

    public static void write(Path target, String text) throws IOException {
        write(target, text.getBytes(StandardCharsets.UTF_8));
    }

    public static void write(Path target, byte[] bytes) throws IOException {
        write(target, (Content) tmp -> writeAndForce(tmp, bytes));
    }

    /** What a streamed write puts into the temporary file (which it may open as often as it likes). */
    @FunctionalInterface
    public interface Content {
        void writeTo(Path temporary) throws IOException;
    }

    /**
     * Like {@link #write(Path, byte[])}, for content too large to hold in memory at once: {@code content} writes the
     * temporary file (streamed), which is then forced to disk and moved over the target.
     */
    public static void write(Path target, Content content) throws IOException {
        Path file = resolveLinks(target.toAbsolutePath());
        Path dir = file.getParent();
        Files.createDirectories(dir);
        removeStaleTemporaries(file, Instant.now().minus(STALE_AFTER));
        Path tmp = createTemporary(file);
        try {
            content.writeTo(tmp);
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE)) {
                ch.force(true);
            }
            copyPermissions(file, tmp);
            move(tmp, file);
        } finally {
            Files.deleteIfExists(tmp);
        }
        forceFolder(dir);
    }

    /**
     * Writes a file a command was told to write ({@code --out FILE}, {@code --report FILE}, ...), atomically like
     * {@link #write}, but never replacing what is there by surprise (issue 35 item 4, docs/decisions/0441):
     * <ul>
     *   <li>an existing file, or a symbolic link (even a dangling one), is refused with {@link ExistingOutput} unless
     *       {@code replace} ({@code --force}) is true;</li>
     *   <li>a link is never written through: with {@code replace} the link itself is replaced by the new file, and the
     *       file it pointed to is left as it was;</li>
     *   <li>without {@code replace} the new file is linked into place with a call that fails when the name was taken
     *       meanwhile, so a file created between the check and the write is not replaced either.</li>
     * </ul>
     */
    public static void create(Path target, String text, boolean replace) throws IOException {
        create(target, text.getBytes(StandardCharsets.UTF_8), replace);
    }

    public static void create(Path target, byte[] bytes, boolean replace) throws IOException {
        create(target, bytes, replace, false);
    }

    /**
     * {@link #create} for a secret (a private key): the temporary file is created readable and writable by its owner
     * only (mode 0600 where the file system has POSIX permissions) before a byte is written, and the new file keeps
     * that mode even when it replaces one with a wider mode.
     */
    public static void createPrivate(Path target, byte[] bytes, boolean replace) throws IOException {
        create(target, bytes, replace, true);
    }

    private static void create(Path target, byte[] bytes, boolean replace, boolean ownerOnly) throws IOException {
        Path file = target.toAbsolutePath();
        checkOutput(file, replace);
        Path dir = file.getParent();
        Files.createDirectories(dir);
        removeStaleTemporaries(file, Instant.now().minus(STALE_AFTER));
        Path tmp = ownerOnly ? createTemporary(file, OWNER_ONLY) : createTemporary(file);
        try {
            writeAndForce(tmp, bytes);
            if (!ownerOnly && Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                copyPermissions(file, tmp);
            }
            if (replace) {
                move(tmp, file);
            } else {
                linkNew(tmp, file);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
        forceFolder(dir);
    }

    /**
     * Throws {@link ExistingOutput} when {@link #create} would refuse {@code target}: it exists (or is a link) and
     * {@code replace} is false, or it is a folder. For commands that check before handing the name to other code.
     */
    public static void checkOutput(Path target, boolean replace) throws IOException {
        if (Files.isSymbolicLink(target)) {
            if (!replace) {
                throw new ExistingOutput(target + " is a symbolic link; nothing was written through it (use --force to"
                        + " replace the link itself with the new file)");
            }
            return;
        }
        if (Files.isDirectory(target, LinkOption.NOFOLLOW_LINKS)) {
            throw new ExistingOutput(target + " is a folder; give a file name");
        }
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            if (!Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS)) {
                throw new ExistingOutput(target + " is not a regular file; nothing was written");
            }
            if (!replace) {
                throw new ExistingOutput(target + " already exists; nothing was written (use --force to replace it)");
            }
        }
    }

    /** Puts {@code tmp} at {@code file} only if {@code file} does not exist, atomically where hard links exist. */
    private static void linkNew(Path tmp, Path file) throws IOException {
        try {
            Files.createLink(file, tmp);
        } catch (FileAlreadyExistsException e) {
            throw new ExistingOutput(
                    file + " was created by someone else meanwhile; nothing was written (use --force to replace it)");
        } catch (UnsupportedOperationException | java.nio.file.FileSystemException e) {
            // no hard links here (FAT, some network shares): a move without REPLACE_EXISTING checks, then renames
            try {
                Files.move(tmp, file);
            } catch (FileAlreadyExistsException again) {
                throw new ExistingOutput(file + " already exists; nothing was written (use --force to replace it)");
            }
        }
    }

    /** The file a write to {@code p} must replace: {@code p} itself, or the end of its chain of links. */
    static Path resolveLinks(Path p) throws IOException {
        Path cur = p;
        for (int hops = 0; Files.isSymbolicLink(cur); hops++) {
            if (hops > 40) {
                throw new IOException("Too many levels of symbolic links: " + p);
            }
            Path next = Files.readSymbolicLink(cur);
            cur = cur.resolveSibling(next).normalize();
        }
        return cur;
    }

    /** True for a name this class gives the temporary files of {@code file}. */
    static boolean isTemporaryOf(Path file, Path candidate) {
        String n = candidate.getFileName().toString();
        String prefix = "." + file.getFileName() + ".";
        return n.startsWith(prefix) && n.endsWith(TMP_SUFFIX) && n.length() > prefix.length() + TMP_SUFFIX.length();
    }

    static void removeStaleTemporaries(Path file, Instant olderThan) {
        String glob = "." + escapeGlob(file.getFileName().toString()) + ".*" + TMP_SUFFIX;
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(file.getParent(), glob)) {
            for (Path p : ds) {
                FileTime t = Files.getLastModifiedTime(p, LinkOption.NOFOLLOW_LINKS);
                if (isTemporaryOf(file, p)
                        && t.toInstant().isBefore(olderThan)
                        && Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
                    Files.deleteIfExists(p);
                }
            }
        } catch (IOException e) {
            // Cleaning up is best effort; the save itself must not fail because an old temporary file is stuck.
        }
    }

    private static final Set<PosixFilePermission> OWNER_ONLY =
            java.util.EnumSet.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);

    private static Path createTemporary(Path file) throws IOException {
        return createTemporary(file, null);
    }

    /** With {@code perms}, the file is created with those POSIX permissions (ignored where there are none). */
    private static Path createTemporary(Path file, Set<PosixFilePermission> perms) throws IOException {
        boolean posix = perms != null
                && file.getFileSystem().supportedFileAttributeViews().contains("posix");
        for (int attempt = 0; ; attempt++) {
            Path tmp = file.resolveSibling("." + file.getFileName() + "."
                    + Long.toHexString(ThreadLocalRandom.current().nextLong() & Long.MAX_VALUE) + TMP_SUFFIX);
            try {
                // No explicit attributes: the file gets the process's default mode (0666 minus the umask).
                if (posix) {
                    Files.newByteChannel(
                                    tmp,
                                    Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE),
                                    java.nio.file.attribute.PosixFilePermissions.asFileAttribute(perms))
                            .close();
                } else {
                    Files.newByteChannel(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)
                            .close();
                }
                return tmp;
            } catch (FileAlreadyExistsException e) {
                if (attempt > 10) {
                    throw e;
                }
            }
        }
    }

    private static void writeAndForce(Path tmp, byte[] bytes) throws IOException {
        try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
            ByteBuffer buf = ByteBuffer.wrap(bytes);
            while (buf.hasRemaining()) {
                ch.write(buf);
            }
            ch.force(true);
        }
    }

    private static void copyPermissions(Path from, Path to) throws IOException {
        PosixFileAttributeView src = Files.getFileAttributeView(from, PosixFileAttributeView.class);
        if (src == null || !Files.exists(from)) {
            return;
        }
        Set<PosixFilePermission> perms = src.readAttributes().permissions();
        Files.getFileAttributeView(to, PosixFileAttributeView.class).setPermissions(perms);
    }

    private static void move(Path tmp, Path file) throws IOException {
        try {
            Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Forces the folder's entries to disk, so the rename is durable (a no-op where folders cannot be opened). */
    static void forceFolder(Path dir) {
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // Windows cannot open a folder as a channel; NTFS journals the rename itself.
        }
    }

    private static String escapeGlob(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            if ("*?[]{}\\".indexOf(c) >= 0) {
                b.append('\\');
            }
            b.append(c);
        }
        return b.toString();
    }
}
