package dev.agtpstudio.core.load;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/** Test fixtures from the classpath (the optional ../shared folder: testsupport's SharedDir). */
public final class Fixtures {
    private Fixtures() {}

    public static String text(String resource) {
        try (InputStream in = Objects.requireNonNull(Fixtures.class.getResourceAsStream(resource), resource)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static SourceText source(String resource) {
        String name = resource.substring(resource.lastIndexOf('/') + 1);
        return SourceText.of(Path.of(name), text(resource));
    }

    public static SourceText of(String name, String text) {
        return SourceText.of(Path.of(name), text);
    }

    /** The project root when the build passes it. */
    public static Optional<Path> project() {
        String p = System.getProperty("agtp.project.dir");
        return p != null && Files.isDirectory(Path.of(p)) ? Optional.of(Path.of(p)) : Optional.empty();
    }

    /** The text a range covers. */
    public static String covered(SourceText src, dev.agtpstudio.core.text.TextRange r) {
        return src.text().substring(r.start(), r.end());
    }
}
