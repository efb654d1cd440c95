package dev.agtpstudio.lsp;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** A copy of the bundled sample workspace ({@code samples/hotel}) in a temporary folder. */
final class HotelWorkspace {
    private HotelWorkspace() {}

    static Path copyTo(Path dir) throws IOException {
        Path project = Path.of(System.getProperty("agtp.project.dir", ".."));
        Path sample = project.resolve("samples/hotel");
        if (!Files.isDirectory(sample)) {
            sample = Path.of("..").resolve("samples/hotel");
        }
        Path src = sample.toAbsolutePath().normalize();
        try (Stream<Path> s = Files.walk(src)) {
            s.forEach(p -> {
                try {
                    Path t = dir.resolve(src.relativize(p).toString());
                    if (Files.isDirectory(p)) {
                        Files.createDirectories(t);
                    } else {
                        Files.copy(p, t);
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
        return dir.toAbsolutePath().normalize();
    }
}
