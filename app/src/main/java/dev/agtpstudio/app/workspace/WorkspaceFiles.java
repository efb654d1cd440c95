package dev.agtpstudio.app.workspace;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * File operations of the explorer, confined to the workspace folder: names are checked before anything touches the
 * disk, and every failure comes back as an {@link IOException} whose message can be shown as is.
 */
public final class WorkspaceFiles {
    private final Path root;

    public WorkspaceFiles(Path root) {
        this.root = root.toAbsolutePath().normalize();
    }

    public Path root() {
        return root;
    }

    /** Why {@code name} cannot be a file name here, or null when it can. */
    public static String checkName(String name) {
        if (name == null || name.isBlank()) {
            return "The name is empty.";
        }
        if (name.contains("/") || name.contains("\\")) {
            return "The name cannot contain / or \\.";
        }
        if (name.equals(".") || name.equals("..")) {
            return "\"" + name + "\" is not a valid name.";
        }
        if (name.chars().anyMatch(c -> c < 32)) {
            return "The name cannot contain control characters.";
        }
        return null;
    }

    public Path createFile(Path dir, String name, String content) throws IOException {
        Path target = child(dir, name);
        if (Files.exists(target)) {
            throw new FileAlreadyExistsException(root.relativize(target) + " already exists.");
        }
        dev.agtpstudio.core.io.AtomicWrite.create(target, content, false);
        return target;
    }

    public Path createFolder(Path dir, String name) throws IOException {
        Path target = child(dir, name);
        if (Files.exists(target)) {
            throw new FileAlreadyExistsException(root.relativize(target) + " already exists.");
        }
        return Files.createDirectories(target);
    }

    public Path rename(Path from, String newName) throws IOException {
        Path src = inside(from);
        if (src.equals(root)) {
            throw new IOException("The workspace folder itself cannot be renamed here.");
        }
        Path target = child(src.getParent(), newName);
        if (Files.exists(target)) {
            throw new FileAlreadyExistsException(root.relativize(target) + " already exists.");
        }
        return Files.move(src, target);
    }

    /** Deletes a file, or a folder with everything in it. */
    public void delete(Path path) throws IOException {
        Path p = inside(path);
        if (p.equals(root)) {
            throw new IOException("The workspace folder itself cannot be deleted here.");
        }
        if (Files.isDirectory(p)) {
            try (Stream<Path> s = Files.walk(p)) {
                for (Path q : (Iterable<Path>) s.sorted(Comparator.reverseOrder())::iterator) {
                    Files.delete(q);
                }
            }
        } else {
            Files.delete(p);
        }
    }

    private Path child(Path dir, String name) throws IOException {
        String problem = checkName(name);
        if (problem != null) {
            throw new IOException(problem);
        }
        return inside(inside(dir).resolve(name));
    }

    private Path inside(Path p) throws IOException {
        Path abs = p.toAbsolutePath().normalize();
        if (!abs.startsWith(root)) {
            throw new IOException(p + " is outside the workspace folder.");
        }
        return abs;
    }
}
