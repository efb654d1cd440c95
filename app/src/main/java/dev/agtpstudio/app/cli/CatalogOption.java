package dev.agtpstudio.app.cli;

import dev.agtpstudio.core.catalog.CatalogLoader;
import dev.agtpstudio.core.catalog.MethodCatalog;
import java.nio.file.Path;
import java.util.function.Consumer;
import picocli.CommandLine.Option;

/**
 * {@code --catalog FILE} of {@code validate}, {@code manifest} and {@code serve}: an alternative method catalog
 * (AGTP-API §4.9) used instead of the bundled one for every rule, the projection and the server's method table.
 * The command resolves it once and passes that one catalog on (docs/decisions/0520).
 */
public final class CatalogOption {
    @Option(
            names = "--catalog",
            paramLabel = "FILE",
            description = "Use this method catalog (methods.json layout) instead of the bundled one (AGTP-API §4.9);"
                    + " a catalog that cannot be read or is malformed exits 2.")
    Path file;

    /** The catalog in force, or null after {@code error} got the located reason (the command then exits 2). */
    MethodCatalog resolve(String command, Consumer<String> error) {
        if (file == null) {
            return MethodCatalog.bundled();
        }
        try {
            return CatalogLoader.read(file);
        } catch (CatalogLoader.CatalogFormatException e) {
            error.accept("agtp-studio " + command + ": --catalog " + file + ": " + e.getMessage());
            return null;
        }
    }
}
