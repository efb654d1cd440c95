package dev.agtpstudio.evolution;

import dev.agtpstudio.core.text.TextRange;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Where a change is in the source: in the new version for additions and edits, in the old one for removals.
 *
 * @param side    which version {@link #file} belongs to
 * @param file    the file, relative to its workspace root (so old and new versions name the same file alike)
 * @param keyPath the key path inside the file, as the loaders record it
 * @param range   the exact range of that key path
 */
public record ChangeLocation(Side side, Path file, String keyPath, TextRange range) {
    /** The version of the workspace a location points into. */
    public enum Side {
        OLD,
        NEW;

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** The file as a {@code /}-separated relative path, the same on every platform. */
    public String fileName() {
        return file.toString().replace('\\', '/');
    }
}
