package dev.agtpstudio.core.load;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Golden-file comparison. Run with {@code -Dagtp.golden.update=true} to rewrite the expected files under
 * {@code core/src/test/resources} for review (then inspect the diff before committing).
 */
public final class Golden {
    private Golden() {}

    public static void assertMatches(String actual, String resource) {
        if (Boolean.getBoolean("agtp.golden.update")) {
            Path root = Fixtures.project().orElseThrow(() -> new IllegalStateException("agtp.project.dir not set"));
            Path file = root.resolve("core/src/test/resources" + resource);
            try {
                Files.createDirectories(file.getParent());
                Files.writeString(file, actual);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return;
        }
        assertThat(actual).isEqualTo(Fixtures.text(resource));
    }
}
