package dev.agtpstudio.lsp;

import java.net.URI;
import java.nio.file.Path;

/** {@code file:} URIs and paths, both ways. */
final class Uris {
    private Uris() {}

    /** The normalised absolute path of a {@code file:} URI, or null for any other URI (untitled buffers, etc.). */
    static Path toPath(String uri) {
        if (uri == null) {
            return null;
        }
        try {
            URI u = URI.create(uri);
            return "file".equalsIgnoreCase(u.getScheme())
                    ? Path.of(u).toAbsolutePath().normalize()
                    : null;
        } catch (IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
            return null;
        }
    }

    static String of(Path path) {
        return path.toUri().toString();
    }
}
