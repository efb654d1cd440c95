package dev.agtpstudio.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.settings.AppDirs;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/** When the installed IDE starts itself again with the IDE's JVM options, and which options those are. */
class InstalledRelaunchTest {
    private static Properties props(String... kv) {
        Properties p = new Properties();
        for (int i = 0; i < kv.length; i += 2) {
            p.setProperty(kv[i], kv[i + 1]);
        }
        return p;
    }

    @Test
    void onlyTheInstalledPackageRelaunchesAndOnlyOnce() {
        assertThat(InstalledRelaunch.applies(props("agtp.installed", "true"), Map.of()))
                .isTrue();
        assertThat(InstalledRelaunch.applies(props(), Map.of()))
                .as("a checkout's jar")
                .isFalse();
        assertThat(InstalledRelaunch.applies(
                        props("agtp.installed", "true", InstalledRelaunch.RELAUNCHED, "true"), Map.of()))
                .as("the second JVM")
                .isFalse();
        assertThat(InstalledRelaunch.applies(props("agtp.installed", "true"), Map.of(InstalledRelaunch.OPT_OUT, "1")))
                .as("opted out")
                .isFalse();
    }

    @Test
    void theIdeStartIsNoArgumentsOrOneFolder() {
        assertThat(InstalledRelaunch.isIdeStart(new String[0])).isTrue();
        assertThat(InstalledRelaunch.isIdeStart(new String[] {"samples/hotel"})).isTrue();
        assertThat(InstalledRelaunch.isIdeStart(new String[] {"validate", "x"})).isFalse();
        assertThat(InstalledRelaunch.isIdeStart(new String[] {"serve"})).isFalse();
        assertThat(InstalledRelaunch.isIdeStart(new String[] {"lsp"}))
                .as("editors start `agtp-studio lsp`")
                .isFalse();
        assertThat(InstalledRelaunch.isIdeStart(new String[] {"--version"})).isFalse();
        assertThat(InstalledRelaunch.isIdeStart(new String[] {"help"})).isFalse();
        assertThat(InstalledRelaunch.isIdeStart(new String[] {"a", "b"})).isFalse();
        assertThat(InstalledRelaunch.SUBCOMMANDS)
                .isEqualTo(new java.util.HashSet<>(
                        Launcher.commandLine().getSubcommands().keySet()));
    }

    @Test
    void theArchiveIsPerVersionAndBuildInTheUsersStateFolder() {
        AppDirs dirs = AppDirs.under(Path.of("/home/ann/x"));
        Path a = InstalledRelaunch.archive(dirs, "0.1.0-SNAPSHOT", 1234L);
        assertThat(a).isEqualTo(dirs.state().resolve("cds/ide-0.1.0-SNAPSHOT-1234.jsa"));
        assertThat(InstalledRelaunch.archive(dirs, "0.1.0-SNAPSHOT", 5678L)).isNotEqualTo(a);
        assertThat(InstalledRelaunch.archive(dirs, "0.2 beta/1", 1L)
                        .getFileName()
                        .toString())
                .isEqualTo("ide-0.2_beta_1-1.jsa");
    }

    @Test
    void theSecondJvmRunsWithoutC2WritesOrUsesTheArchiveAndKeepsTheCallersOptions() {
        Path a = Path.of("/s/cds/ide-1-2.jsa");
        String first = InstalledRelaunch.toolOptions(a, false, null);
        assertThat(first)
                .contains("-XX:TieredStopAtLevel=1", "-XX:ArchiveClassesAtExit=" + a, "-Dagtp.studio.relaunched=true")
                .doesNotContain("SharedArchiveFile");
        String later = InstalledRelaunch.toolOptions(a, true, " -Dfoo=bar ");
        assertThat(later)
                .contains("-XX:SharedArchiveFile=" + a)
                .doesNotContain("ArchiveClassesAtExit")
                .endsWith("-Dfoo=bar");
        assertThat(InstalledRelaunch.toolOptions(null, false, null))
                .as("no base archive in the runtime")
                .isEqualTo("-XX:TieredStopAtLevel=1 -Xmx2g -XX:MinHeapFreeRatio=10 -XX:MaxHeapFreeRatio=30"
                        + " -XX:G1PeriodicGCInterval=3000 -XX:G1HeapRegionSize=4m -Dagtp.studio.relaunched=true");
    }

    @Test
    void theInstalledIdeAndTheScriptStartTheIdeWithTheSameHeapOptions() throws Exception {
        String script = java.nio.file.Files.readString(
                Path.of("..", "agtp-studio").toAbsolutePath().normalize());
        assertThat(script).contains("jvm+=(" + String.join(" ", InstalledRelaunch.IDE_MEMORY) + ")");
        assertThat(InstalledRelaunch.toolOptions(null, false, null))
                .contains(String.join(" ", InstalledRelaunch.IDE_MEMORY));
        // app/bench.sh runs the IDE's benchmarks with the options of the one script line that starts with a heap cap
        assertThat(script.lines()
                        .map(String::strip)
                        .filter(l -> l.startsWith("jvm+=(-Xmx"))
                        .toList())
                .containsExactly("jvm+=(" + String.join(" ", InstalledRelaunch.IDE_MEMORY) + ")");
    }

    @Test
    void theIdeHeapIsCappedAtTheSizeMeasuredForTheLargestFiles() {
        // docs/decisions/0265: 2 GB holds a 32 MB file in an editor (~1.15 GB live) and a 10 MB .agis validated while
        // typing (a 1 GB heap never finished)
        assertThat(InstalledRelaunch.IDE_MEMORY).startsWith("-Xmx2g");
        assertThat(dev.agtpstudio.app.ui.docs.DiskText.MAX_OPEN_BYTES).isEqualTo(32L * 1024 * 1024);
    }

    /** The installed IDE's second JVM gets JavaFX on the module path, from the platform jars of the app's lib/. */
    @Test
    void theSecondJvmHasJavaFxOnTheModulePath(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path lib = java.nio.file.Files.createDirectories(dir.resolve("lib"));
        for (String m : java.util.List.of("controls", "base", "graphics")) {
            java.nio.file.Files.writeString(lib.resolve("javafx-" + m + "-21.0.12-linux.jar"), "classes");
            java.nio.file.Files.writeString(lib.resolve("javafx-" + m + "-21.0.12.jar"), "empty");
        }
        java.nio.file.Files.writeString(lib.resolve("picocli-4.7.7.jar"), "jar");
        java.util.List<String> fx = JavaFxModules.options(lib);
        assertThat(fx)
                .containsExactly(
                        "--module-path=" + lib.resolve("javafx-base-21.0.12-linux.jar")
                                + java.io.File.pathSeparator + lib.resolve("javafx-controls-21.0.12-linux.jar")
                                + java.io.File.pathSeparator + lib.resolve("javafx-graphics-21.0.12-linux.jar"),
                        "--add-modules=javafx.controls");
        assertThat(InstalledRelaunch.toolOptions(null, false, null, fx))
                .contains(String.join(" ", fx))
                .endsWith("-Dagtp.studio.relaunched=true");
        assertThat(JavaFxModules.options(dir.resolve("none")))
                .as("no JavaFX jars: the class path")
                .isEmpty();
    }
}
