package dev.agtpstudio.app.ui.docs;

import dev.agtpstudio.app.files.ContentHash;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** What a file looked like on disk when last read or written: modification time, size and content hash. */
public record DiskState(long modifiedMillis, long size, String hash) {
    public static final DiskState MISSING = new DiskState(-1, -1, null);

    public static DiskState of(Path file, String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        return new DiskState(Files.getLastModifiedTime(file).toMillis(), bytes.length, ContentHash.of(bytes));
    }

    /** Cheap check: did the timestamp or size move since this state was taken? */
    public boolean looksChanged(Path file) {
        try {
            if (!Files.exists(file)) {
                return hash != null;
            }
            return Files.getLastModifiedTime(file).toMillis() != modifiedMillis || Files.size(file) != size;
        } catch (IOException e) {
            return false;
        }
    }
}
