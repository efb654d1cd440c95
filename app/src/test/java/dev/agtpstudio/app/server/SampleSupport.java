package dev.agtpstudio.app.server;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;

/** The sample workspace (copied to a temp folder) and polling for the tests of this package. */
final class SampleSupport {
    private SampleSupport() {}

    static Path sampleSource() {
        return Path.of(System.getProperty("agtp.project.dir", ".")).resolve("samples/hotel");
    }

    static Path copySample(Path tmp) throws IOException {
        Path from = sampleSource();
        assumeTrue(Files.isDirectory(from), "samples/hotel is part of the project");
        Path to = tmp.resolve("hotel");
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : (Iterable<Path>) s::iterator) {
                Path t = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(t);
                } else {
                    Files.copy(p, t);
                }
            }
        }
        return to;
    }

    static Workspace load(Path dir) throws IOException {
        return WorkspaceLoader.load(dir, MethodCatalog.bundled());
    }

    static void waitUntil(String what, BooleanSupplier c) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!c.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out waiting for: " + what);
            }
            Thread.sleep(20);
        }
    }
}
