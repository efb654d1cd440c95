package dev.agtpstudio.app;

import dev.agtpstudio.app.settings.AppDirs;
import dev.agtpstudio.app.settings.Version;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * Starts the installed IDE the way {@code ./agtp-studio} does (docs/decisions/0140): without C2 and with a
 * class-data archive of its own classes, which is written in the user's state folder when the first session ends
 * and used from then on. The package's launcher cannot choose JVM options per command (its {@code serve} keeps the
 * default JIT), so the IDE path starts the same launcher again with the options in {@code JAVA_TOOL_OPTIONS} and
 * waits for it; the first JVM only parsed the command line.
 */
final class InstalledRelaunch {
    /** Set on the second JVM, so it opens the window instead of starting a third. */
    static final String RELAUNCHED = "agtp.studio.relaunched";
    /** Set (to anything) to open the window in the first JVM, with the package's default options. */
    static final String OPT_OUT = "AGTP_STUDIO_NO_RELAUNCH";

    private InstalledRelaunch() {}

    /** The subcommands of {@link Launcher}. */
    static final java.util.Set<String> SUBCOMMANDS = Launcher.SUBCOMMANDS.keySet();

    /** True when {@code args} open the IDE: nothing, or one folder that is neither a subcommand nor an option. */
    static boolean isIdeStart(String[] args) {
        return args.length == 0
                || args.length == 1
                        && !args[0].startsWith("-")
                        && !SUBCOMMANDS.contains(args[0])
                        && !args[0].equals("help");
    }

    /** True for the installed package's IDE start, not yet relaunched, not opted out. */
    static boolean applies(Properties props, Map<String, String> env) {
        return Boolean.parseBoolean(props.getProperty("agtp.installed"))
                && !Boolean.parseBoolean(props.getProperty(RELAUNCHED))
                && env.get(OPT_OUT) == null;
    }

    /**
     * The IDE's heap options (docs/decisions/0245, 0265): a 2 GB cap, measured to hold the largest files the IDE
     * accepts (a 32 MB file in an editor, ~1.15 GB live; a 10 MB {@code .agis} validated while typing, which a 1 GB
     * heap could not finish); G1 keeps at most 30% of the heap free and runs a concurrent cycle after 3 s without a
     * collection, so the heap follows the live set. The garbage of opening a large workspace is given back by one
     * full collection ({@link dev.agtpstudio.app.validation.HeapCompaction}). Regions of 4 MB (1 MB by default for a
     * 2 GB heap) keep a live run's text snapshot and location table of a 20,000-line document (~0.8 and 1 MB) out of
     * G1's humongous regions, whose every allocation started a concurrent cycle while the user typed
     * (docs/decisions/0310). The {@code agtp-studio} script passes the same options, and {@code app/bench.sh} reads
     * them from the script.
     */
    static final List<String> IDE_MEMORY = List.of(
            "-Xmx2g",
            "-XX:MinHeapFreeRatio=10",
            "-XX:MaxHeapFreeRatio=30",
            "-XX:G1PeriodicGCInterval=3000",
            "-XX:G1HeapRegionSize=4m");

    /** The archive for this build of the app: one per version and jar time, so an update makes a new one. */
    static Path archive(AppDirs dirs, String version, long jarModified) {
        return dirs.state()
                .resolve("cds")
                .resolve("ide-" + version.replaceAll("[^A-Za-z0-9.-]", "_") + "-" + jarModified + ".jsa");
    }

    /**
     * The JVM options of the second JVM, ahead of whatever {@code JAVA_TOOL_OPTIONS} already held; {@code archive}
     * is null where the runtime has no base class-data archive (a dynamic one cannot be made then, and asking for it
     * would stop the JVM from starting).
     */
    static String toolOptions(Path archive, boolean archiveExists, String existing) {
        return toolOptions(archive, archiveExists, existing, List.of());
    }

    /** As above, with {@code javafx}: the options that put JavaFX on the module path ({@link JavaFxModules}). */
    static String toolOptions(Path archive, boolean archiveExists, String existing, List<String> javafx) {
        List<String> o = new ArrayList<>(List.of("-XX:TieredStopAtLevel=1"));
        o.addAll(IDE_MEMORY);
        o.addAll(javafx);
        if (archive != null) {
            o.addAll(List.of(
                    "-Xshare:auto",
                    "-Xlog:disable",
                    "-Xlog:all=warning,cds*=off:stderr",
                    (archiveExists ? "-XX:SharedArchiveFile=" : "-XX:ArchiveClassesAtExit=") + archive));
        }
        o.add("-D" + RELAUNCHED + "=true");
        if (existing != null && !existing.isBlank()) {
            o.add(existing.strip());
        }
        return String.join(" ", o);
    }

    /**
     * Runs the IDE in a second JVM started by the same launcher and returns its exit code; empty when that is not
     * possible here (no launcher path, or it failed to start), and the caller opens the window itself.
     */
    static Optional<Integer> run(Path workspace) {
        Optional<String> launcher = ProcessHandle.current().info().command();
        if (launcher.isEmpty()) {
            return Optional.empty();
        }
        AppDirs dirs = AppDirs.fromSystem();
        Path base = Path.of(System.getProperty("java.home"), "lib", "server", "classes.jsa");
        Path archive = Files.isRegularFile(base) ? archive(dirs, Version.get(), jarModified()) : null;
        if (archive != null && archive.toString().contains(" ")) {
            archive = null; // JAVA_TOOL_OPTIONS splits at spaces
        }
        try {
            if (archive != null) {
                Files.createDirectories(archive.getParent());
                removeOthers(archive);
            }
            List<String> cmd = new ArrayList<>(List.of(launcher.get()));
            if (workspace != null) {
                cmd.add(workspace.toAbsolutePath().normalize().toString());
            }
            ProcessBuilder pb = new ProcessBuilder(cmd).inheritIO();
            // the package's launcher marks its own re-execution in the environment; a child that inherited the
            // mark would take its arguments for the JVM's instead of building them from the package's settings
            pb.environment().keySet().removeIf(k -> k.startsWith("_JPACKAGE"));
            List<String> javafx = JavaFxModules.options(
                    appJar().map(j -> j.resolveSibling("lib")).orElse(null));
            if (javafx.stream().anyMatch(o -> o.contains(" "))) {
                javafx = List.of(); // JAVA_TOOL_OPTIONS splits at spaces: the class path then, with JavaFX's warning
            }
            pb.environment()
                    .put(
                            "JAVA_TOOL_OPTIONS",
                            toolOptions(
                                    archive,
                                    archive != null && Files.isRegularFile(archive),
                                    System.getenv("JAVA_TOOL_OPTIONS"),
                                    javafx));
            Process p = pb.start();
            Runtime.getRuntime().addShutdownHook(new Thread(p::destroy, "relaunch-stop"));
            return Optional.of(p.waitFor());
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.of(130);
        }
    }

    private static long jarModified() {
        try {
            return Files.getLastModifiedTime(appJar().orElseThrow()).toMillis();
        } catch (Exception e) {
            return 0;
        }
    }

    /** The app's jar (its {@code lib/} folder beside it holds the libraries). */
    private static Optional<Path> appJar() {
        try {
            return Optional.of(Path.of(InstalledRelaunch.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI()));
        } catch (Exception e) {
            return Optional.empty();
        }
    }

    /** Archives of other versions are 40 MB each and of no further use. */
    private static void removeOthers(Path keep) throws IOException {
        try (DirectoryStream<Path> s = Files.newDirectoryStream(keep.getParent(), "ide-*.jsa")) {
            for (Path p : s) {
                if (!p.equals(keep)) {
                    Files.deleteIfExists(p);
                }
            }
        }
    }
}
