package dev.agtpstudio.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.settings.AppDirs;
import dev.agtpstudio.app.settings.Settings;
import dev.agtpstudio.app.settings.SettingsStore;
import dev.agtpstudio.core.load.FileKind;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The start-up prefetch picks the same workspace as the window would, and reads it with the bundled catalog only. */
class StartupPrefetchTest {
    @TempDir
    Path tmp;

    private Path workspace(String name) throws Exception {
        Path ws = Files.createDirectories(tmp.resolve(name).resolve("endpoints"));
        Files.writeString(ws.resolve("hello.toml"), "[endpoint]\nmethod = \"QUERY\"\npath = \"/hello\"\n");
        return ws.getParent();
    }

    @Test
    void theArgumentWinsAndItsFilesAreLoaded() throws Exception {
        Path a = workspace("a");
        Path b = workspace("b");
        AppDirs dirs = AppDirs.under(tmp.resolve("home"));
        new SettingsStore(dirs.settingsFile()).save(Settings.defaults().withOpened(b));

        StartupPrefetch.Prefetched p = StartupPrefetch.compute(a, dirs, ProductionParts.loader());
        assertThat(p.workspace()).contains(a);
        assertThat(p.problems()).isEmpty();
        assertThat(p.scanned().workspace().root()).isEqualTo(a.toAbsolutePath().normalize());
        assertThat(p.scanned().workspace().files().values())
                .singleElement()
                .satisfies(f -> assertThat(f.kind()).isEqualTo(FileKind.ENDPOINT));

        StartupPrefetch.Prefetched last = StartupPrefetch.compute(null, dirs, ProductionParts.loader());
        assertThat(last.workspace()).contains(b);
    }

    @Test
    void aMissingArgumentIsReportedAndACustomCatalogLeavesTheScanToTheWindow() throws Exception {
        Path b = workspace("b");
        AppDirs dirs = AppDirs.under(tmp.resolve("home"));
        Path catalog = Files.writeString(tmp.resolve("catalog.json"), "{}");
        new SettingsStore(dirs.settingsFile())
                .save(Settings.defaults().withOpened(b).withCatalogFile(catalog));

        StartupPrefetch.Prefetched p = StartupPrefetch.compute(tmp.resolve("nowhere"), dirs, ProductionParts.loader());
        assertThat(p.problems()).singleElement().asString().contains("nowhere");
        assertThat(p.workspace()).contains(b);
        assertThat(p.scanned()).isNull();
    }

    @Test
    void theBackgroundStartGivesTheSameAnswer() throws Exception {
        Path a = workspace("a");
        AppDirs dirs = AppDirs.under(tmp.resolve("home"));
        StartupPrefetch.Prefetched p = StartupPrefetch.start(a, dirs).get().orElseThrow();
        assertThat(p.workspace()).contains(a);
        assertThat(p.scanned().workspace().files()).hasSize(1);
    }
}
