package dev.agtpstudio.app.ui.docs;

import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A file's text as read from disk, with its {@link DiskState}, or why it could not be read ({@code problem}, a
 * sentence for the user). Reading is blocking I/O and decoding: it runs on a worker thread, never on the FX thread;
 * the FX thread only applies the result.
 *
 * @param text    the decoded text; null when the file does not exist or could not be read
 * @param problem null when the file was read (or, for {@link #readIfExists}, does not exist)
 */
public record DiskText(Path file, String text, DiskState state, String problem) {
    /** The largest file the editor opens. */
    public static final long MAX_OPEN_BYTES = 32L * 1024 * 1024;

    public boolean ok() {
        return problem == null;
    }

    /** Reads a file to open in an editor: it must exist, be at most 32 MB and be UTF-8 text. */
    public static DiskText read(Path file) {
        try {
            if (Files.size(file) > MAX_OPEN_BYTES) {
                return failed(file, file.getFileName() + " is larger than 32 MB.");
            }
            String text = Files.readString(file, StandardCharsets.UTF_8);
            return new DiskText(file, text, DiskState.of(file, text), null);
        } catch (MalformedInputException e) {
            return failed(file, file.getFileName() + " is not UTF-8 text.");
        } catch (IOException e) {
            return failed(file, "Could not read " + file + ": " + DocumentsViewModel.describe(e));
        }
    }

    /**
     * Reads a file that may not exist (a journaled buffer whose file was deleted): missing is not a problem; the
     * problem, if any, says only what went wrong (the caller says with what).
     */
    public static DiskText readIfExists(Path file) {
        try {
            if (!Files.exists(file)) {
                return new DiskText(file, null, DiskState.MISSING, null);
            }
            String text = Files.readString(file, StandardCharsets.UTF_8);
            return new DiskText(file, text, DiskState.of(file, text), null);
        } catch (IOException e) {
            return failed(file, DocumentsViewModel.describe(e));
        }
    }

    private static DiskText failed(Path file, String problem) {
        return new DiskText(file, null, DiskState.MISSING, problem);
    }
}
