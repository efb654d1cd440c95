package dev.agtpstudio.app.workspace;

import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Finds the bundled sample workspace (the hotel service). In a source checkout it is {@code samples/hotel} of the
 * project; in an installed app it is copied out of the application jar (resources under
 * {@value #RESOURCE_ROOT}) to the user's data folder the first time.
 */
public final class SampleWorkspace {
    public static final String RESOURCE_ROOT = "/dev/agtpstudio/app/sample";
    private final List<Path> checkoutCandidates;
    private final Path extractTo;

    /**
     * @param checkoutCandidates project folders that may hold {@code samples/hotel}, tried in order
     * @param extractTo          where the bundled copy goes when no checkout has it
     */
    public SampleWorkspace(List<Path> checkoutCandidates, Path extractTo) {
        this.checkoutCandidates = List.copyOf(checkoutCandidates);
        this.extractTo = extractTo;
    }

    /** The usual candidates: {@code agtp.project.dir}, the folder two levels above the running jar, and the cwd. */
    public static List<Path> defaultCandidates() {
        java.util.ArrayList<Path> c = new java.util.ArrayList<>();
        String prop = System.getProperty("agtp.project.dir");
        if (prop != null && !prop.isBlank()) {
            c.add(Path.of(prop));
        }
        try {
            URL loc =
                    SampleWorkspace.class.getProtectionDomain().getCodeSource().getLocation();
            Path jar = Path.of(loc.toURI());
            // app/target/agtp-studio.jar or app/target/classes -> project root
            if (jar.getParent() != null
                    && jar.getParent().getParent() != null
                    && jar.getParent().getParent().getParent() != null) {
                c.add(jar.getParent().getParent().getParent());
            }
        } catch (URISyntaxException | RuntimeException e) {
            // no code source (unusual class loader): rely on the other candidates
        }
        c.add(Path.of("").toAbsolutePath());
        return c;
    }

    /** The sample's folder, extracting the bundled copy when needed; empty when neither exists (with the reason). */
    public Optional<Path> locate(List<String> problems) {
        for (Path root : checkoutCandidates) {
            Path p = root.resolve("samples").resolve("hotel");
            if (Files.isDirectory(p)) {
                return Optional.of(p.toAbsolutePath().normalize());
            }
        }
        if (Files.isDirectory(extractTo) && hasFiles(extractTo)) {
            return Optional.of(extractTo);
        }
        try {
            return extract() ? Optional.of(extractTo) : Optional.empty();
        } catch (IOException | URISyntaxException | RuntimeException e) {
            problems.add("Could not copy the sample workspace to " + extractTo + ": " + e.getMessage());
            return Optional.empty();
        }
    }

    private static boolean hasFiles(Path dir) {
        try (Stream<Path> s = Files.list(dir)) {
            return s.findAny().isPresent();
        } catch (IOException e) {
            return false;
        }
    }

    private boolean extract() throws IOException, URISyntaxException {
        URL url = SampleWorkspace.class.getResource(RESOURCE_ROOT);
        if (url == null) {
            return false;
        }
        if ("jar".equals(url.getProtocol())) {
            try (FileSystem fs = FileSystems.newFileSystem(url.toURI(), Map.of())) {
                copyTree(fs.getPath(RESOURCE_ROOT), extractTo);
            }
        } else {
            copyTree(Path.of(url.toURI()), extractTo);
        }
        return hasFiles(extractTo);
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : (Iterable<Path>) s::iterator) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else if (!Files.exists(target)) {
                    dev.agtpstudio.core.io.AtomicWrite.create(target, Files.readAllBytes(p), false);
                }
            }
        }
    }
}
