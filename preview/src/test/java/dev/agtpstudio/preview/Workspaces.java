package dev.agtpstudio.preview;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import java.net.URISyntaxException;
import java.nio.file.Path;

/** Workspaces the preview tests project: the bundled sample and the edge cases under test resources. */
final class Workspaces {
    static final Path PROJECT = Path.of(System.getProperty("agtp.project.dir", ".."))
            .toAbsolutePath()
            .normalize();

    private Workspaces() {}

    static Path sampleDir() {
        return PROJECT.resolve("samples/hotel");
    }

    static Path resourceDir(String name) {
        try {
            return Path.of(Workspaces.class.getResource("/workspaces/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static Workspace load(Path dir) {
        return WorkspaceLoader.load(dir, MethodCatalog.bundled());
    }
}
