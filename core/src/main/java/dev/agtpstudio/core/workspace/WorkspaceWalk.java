package dev.agtpstudio.core.workspace;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.ParseRules;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.io.ErrorMessages;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.load.LocationMap;
import dev.agtpstudio.core.load.SourceText;
import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The one walk of a workspace folder, used by the CLI ({@link WorkspaceLoader}) and the IDE alike: which folders are
 * skipped, which files belong to the workspace, and what happens to links and special files.
 * <ul>
 *   <li>Hidden folders and files, and the build-output folders {@link #SKIPPED_DIRS}, are skipped.</li>
 *   <li>A symbolic link to a file inside the workspace is followed (the file keeps the link's name, so a linked
 *       {@code agtp-server.toml} is the server configuration). A link to a folder inside the workspace is not walked
 *       a second time: its files are loaded at their real place.</li>
 *   <li>A link that leaves the workspace, or points nowhere, is refused with a {@code parse/link} error on the link;
 *       a FIFO, socket or device with a workspace file name gets {@code parse/not-a-file} (it is never opened, so
 *       a FIFO cannot hang the load).</li>
 * </ul>
 */
public final class WorkspaceWalk {
    /** Folders never walked (besides hidden ones): build output of Maven, Gradle and IDEs, and npm packages. */
    public static final Set<String> SKIPPED_DIRS = Set.of("target", "node_modules", "build", "out");

    /** The files to load, in path order, and the refused entries as files that carry only their diagnostic. */
    public record Result(List<Path> files, List<LoadedFile<?>> refused) {
        public Result {
            files = List.copyOf(files);
            refused = List.copyOf(refused);
        }
    }

    private WorkspaceWalk() {}

    /** True for the files a workspace loads: {@code *.toml} and {@code *.agis}. */
    public static boolean isWorkspaceFile(Path file) {
        Path name = file.getFileName();
        String n = name == null ? "" : name.toString().toLowerCase(Locale.ROOT);
        return n.endsWith(".toml") || n.endsWith(".agis");
    }

    /** True for a folder below the root that the walk skips (hidden or build output). */
    public static boolean isSkippedDir(Path dir) {
        Path name = dir.getFileName();
        String n = name == null ? "" : name.toString();
        return n.startsWith(".") || SKIPPED_DIRS.contains(n);
    }

    public static Result walk(Path root) {
        Path r = root;
        Path realRoot = realPath(root.toAbsolutePath());
        List<Path> files = new ArrayList<>();
        List<LoadedFile<?>> refused = new ArrayList<>();
        try {
            Files.walkFileTree(r, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                    return !dir.equals(r) && isSkippedDir(dir)
                            ? FileVisitResult.SKIP_SUBTREE
                            : FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    if (file.getFileName().toString().startsWith(".")) {
                        return FileVisitResult.CONTINUE;
                    }
                    if (attrs.isSymbolicLink()) {
                        link(file, realRoot, files, refused);
                    } else if (isWorkspaceFile(file)) {
                        if (attrs.isRegularFile()) {
                            files.add(file);
                        } else if (attrs.isOther()) {
                            refused.add(refusedFile(
                                    file,
                                    ParseRules.NOT_A_FILE,
                                    file.getFileName()
                                            + " is not a regular file (a FIFO, socket or device); it was not read."));
                        }
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) {
                    if (isWorkspaceFile(file)) {
                        refused.add(refusedFile(
                                file, ParseRules.IO, "Cannot read " + file + ": " + ErrorMessages.describe(e)));
                    }
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            refused.add(refusedFile(r, ParseRules.IO, "Cannot read " + r + ": " + ErrorMessages.describe(e)));
        }
        files.sort(null);
        return new Result(files, refused);
    }

    private static void link(Path link, Path realRoot, List<Path> files, List<LoadedFile<?>> refused) {
        Path target;
        try {
            target = link.toRealPath();
        } catch (IOException e) {
            if (isWorkspaceFile(link)) {
                refused.add(refusedFile(
                        link,
                        ParseRules.LINK,
                        link.getFileName() + " is a symbolic link that points nowhere (" + linkText(link)
                                + "); it was not read."));
            }
            return;
        }
        boolean inside = target.startsWith(realRoot);
        if (Files.isDirectory(target)) {
            if (!inside) {
                refused.add(refusedFile(
                        link,
                        ParseRules.LINK,
                        link.getFileName() + " links to the folder " + target
                                + " outside the workspace; its files were not read. Move them into the workspace or link"
                                + " to a folder inside it."));
            }
            return;
        }
        if (!isWorkspaceFile(link)) {
            return;
        }
        if (!inside) {
            refused.add(refusedFile(
                    link,
                    ParseRules.LINK,
                    link.getFileName() + " links to " + target
                            + ", outside the workspace; it was not read. Copy the file into the workspace or link to a file"
                            + " inside it."));
        } else if (Files.isRegularFile(target)) {
            files.add(link);
        } else {
            refused.add(
                    refusedFile(
                            link,
                            ParseRules.NOT_A_FILE,
                            link.getFileName()
                                    + " links to something that is not a regular file (a FIFO, socket or device); it was not read."));
        }
    }

    private static String linkText(Path link) {
        try {
            return "-> " + Files.readSymbolicLink(link);
        } catch (IOException | UnsupportedOperationException e) {
            return "unreadable link";
        }
    }

    private static Path realPath(Path p) {
        try {
            return p.toRealPath();
        } catch (IOException e) {
            return p;
        }
    }

    /** A file that could not be loaded, carrying only the diagnostic that says why (at the start of the file). */
    static LoadedFile<?> refusedFile(Path file, String ruleId, String message) {
        Diagnostic d = Diagnostic.builder(ruleId, Severity.ERROR, message)
                .pass(Passes.PARSE)
                .file(file)
                .build();
        return new LoadedFile<>(
                SourceText.of(file, ""), FileKind.classify(file, null), null, LocationMap.EMPTY, List.of(d));
    }
}
