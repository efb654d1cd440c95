package dev.agtpstudio.app;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * JavaFX on the module path for the IDE's JVM (docs/decisions/0487). JavaFX supports only that: loaded from the class
 * path it prints "Unsupported JavaFX configuration: classes were loaded from 'unnamed module'" on every start. The
 * IDE's JVM gets the platform's JavaFX jars of the app's {@code lib/} folder as named modules (the subcommands never
 * load JavaFX and keep the class path alone); the jars stay on the jar's class path too, where a named module's
 * packages are never read. The {@code agtp-studio} script passes the same options (LauncherScriptTest).
 */
final class JavaFxModules {
    /** The module the IDE needs; it requires {@code javafx.graphics} and {@code javafx.base}. */
    static final String ROOT = "javafx.controls";

    private JavaFxModules() {}

    /**
     * The JavaFX jars with the platform's classes in {@code lib}: {@code javafx-<module>-<version>-<platform>.jar},
     * not the empty {@code javafx-<module>-<version>.jar} Maven adds beside them; sorted, empty when there are none.
     */
    static List<Path> jars(Path lib) {
        List<Path> out = new ArrayList<>();
        if (lib == null || !Files.isDirectory(lib)) {
            return out;
        }
        try (DirectoryStream<Path> s = Files.newDirectoryStream(lib, "javafx-*-*-*.jar")) {
            s.forEach(out::add);
        } catch (IOException e) {
            return List.of();
        }
        out.sort(null);
        return out;
    }

    /** {@code --module-path=<jars> --add-modules=javafx.controls}, as JVM options; empty without JavaFX jars. */
    static List<String> options(Path lib) {
        List<Path> jars = jars(lib);
        if (jars.isEmpty()) {
            return List.of();
        }
        List<String> paths = jars.stream().map(Path::toString).toList();
        return List.of("--module-path=" + String.join(java.io.File.pathSeparator, paths), "--add-modules=" + ROOT);
    }
}
