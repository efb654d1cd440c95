package dev.agtpstudio.testsupport;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The optional {@code ../shared} checkout (the specs and reference samples; the build passes it as
 * {@code agtp.shared.dir}). A test that needs a file from it calls {@link #require}: without the file the test is
 * skipped with a message naming what is missing, and {@link SkippedTestsListener} prints that message.
 */
public final class SharedDir {
    public static final String PROPERTY = "agtp.shared.dir";

    private SharedDir() {}

    /** {@code relative} inside ../shared; skips the calling test when it is not there. */
    public static Path require(String relative) {
        String dir = System.getProperty(PROPERTY);
        assumeTrue(dir != null, () -> "../shared absent (" + PROPERTY + " is not set; needs " + relative + ")");
        Path p = Path.of(dir).resolve(relative);
        assumeTrue(Files.exists(p), () -> "../shared absent (" + p + " is missing; " + PROPERTY + "=" + dir + ")");
        return p;
    }
}
