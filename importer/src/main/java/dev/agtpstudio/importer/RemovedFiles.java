package dev.agtpstudio.importer;

import dev.agtpstudio.core.io.AtomicWrite;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;

/**
 * The file of an operation the spec no longer has. It is neither deleted (a person may have edited it) nor left as an
 * endpoint file (every {@code .toml} with an {@code [endpoint]} table is loaded and served): it is renamed to
 * {@code NAME.toml.removed}, which the workspace, the validator and the servers do not read, with a
 * {@code # REMOVED FROM SPEC} first line. The designer deletes it, or renames it back to serve it again (decision 0452).
 */
final class RemovedFiles {
    static final String SUFFIX = ".removed";
    static final String MARKER = "# REMOVED FROM SPEC";

    private RemovedFiles() {}

    /** @return the file name it now has (the old one when it no longer exists) */
    static String park(Path dir, String fileName, String operation) throws IOException {
        Path file = dir.resolve(fileName);
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) { // a link is left alone, never read through
            return fileName;
        }
        String text = Files.readString(file, StandardCharsets.UTF_8);
        String marked = text.startsWith(MARKER)
                ? text
                : MARKER + ": " + operation + " is gone from the spec; this "
                        + "endpoint is not served. Delete this file, or rename it back to " + fileName
                        + " to keep it.\n" + text;
        String name = fileName + SUFFIX;
        for (int i = 2; Files.exists(dir.resolve(name), LinkOption.NOFOLLOW_LINKS); i++) {
            name = fileName + SUFFIX + "." + i;
        }
        AtomicWrite.create(dir.resolve(name), marked, false);
        Files.delete(file);
        return name;
    }
}
