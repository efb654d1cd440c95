package dev.agtpstudio.app.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SettingsStoreTest {
    @TempDir
    Path dir;

    @Test
    void savedSettingsComeBackUnchanged() {
        SettingsStore store = new SettingsStore(dir.resolve("config/settings.json"));
        Settings s = Settings.defaults()
                .withTheme(Theme.DARK)
                .withFontSize(17)
                .withCatalogFile(Path.of("/opt/methods.json"))
                .withEnvironment(Map.of("API_KEY", "x=1"))
                .withOpened(dir.resolve("a"))
                .withOpened(dir.resolve("b"));
        assertThat(store.save(s)).isTrue();
        Settings back = new SettingsStore(dir.resolve("config/settings.json")).load();
        assertThat(back).isEqualTo(s);
        assertThat(back.recentWorkspaces()).containsExactly(dir.resolve("b"), dir.resolve("a"));
        assertThat(back.lastWorkspace()).isEqualTo(dir.resolve("b"));
    }

    @Test
    void serverConsolePortsAreSavedAndAFileWithoutThemGivesAnyFreePort() throws Exception {
        SettingsStore store = new SettingsStore(dir.resolve("settings.json"));
        Settings s = Settings.defaults().withTheme(Theme.DARK).withServerPorts(42711, 42712);
        assertThat(store.save(s)).isTrue();
        Settings back = new SettingsStore(dir.resolve("settings.json")).load();
        assertThat(back.a2tPort()).isEqualTo(42711);
        assertThat(back.mcpPort()).isEqualTo(42712);
        assertThat(back.withTheme(Theme.LIGHT).a2tPort()).isEqualTo(42711);
        Files.writeString(dir.resolve("old.json"), "{ \"fontSize\": 14 }");
        Settings old = new SettingsStore(dir.resolve("old.json")).load();
        assertThat(old.a2tPort()).isZero();
        assertThat(old.mcpPort()).isZero();
    }

    @Test
    void missingFileGivesDefaultsWithoutComplaint() {
        SettingsStore store = new SettingsStore(dir.resolve("nope.json"));
        assertThat(store.load()).isEqualTo(Settings.defaults());
        assertThat(store.lastProblem()).isNull();
    }

    @Test
    void damagedFileGivesDefaultsAndSaysWhy() throws Exception {
        Path f = dir.resolve("settings.json");
        Files.writeString(f, "{ \"fontSize\": 14, ");
        SettingsStore store = new SettingsStore(f);
        assertThat(store.load()).isEqualTo(Settings.defaults());
        assertThat(store.lastProblem()).contains("settings.json").contains("defaults");
    }

    @Test
    void reopeningAWorkspaceMovesItToTheFrontWithoutDuplicates() {
        Settings s = Settings.defaults();
        for (int i = 0; i < 12; i++) {
            s = s.withOpened(dir.resolve("w" + i));
        }
        s = s.withOpened(dir.resolve("w5"));
        assertThat(s.recentWorkspaces())
                .hasSize(Settings.MAX_RECENT)
                .startsWith(dir.resolve("w5"), dir.resolve("w11"))
                .doesNotHaveDuplicates();
    }

    @Test
    void fontSizeIsClampedToTheAllowedRange() {
        assertThat(Settings.defaults().withFontSize(3).fontSize()).isEqualTo(Settings.MIN_FONT);
        assertThat(Settings.defaults().withFontSize(300).fontSize()).isEqualTo(Settings.MAX_FONT);
    }

    @Test
    void homePropertyPutsAllFoldersUnderOneDirectory() {
        Properties p = new Properties();
        p.setProperty(AppDirs.HOME_PROPERTY, dir.toString());
        AppDirs d = AppDirs.from(p, Map.of());
        assertThat(List.of(d.config(), d.state(), d.data())).allMatch(x -> x.startsWith(dir));
        assertThat(d.journalDir()).isEqualTo(dir.resolve("state/journal"));
    }

    @Test
    void xdgVariablesAreHonouredWithoutTheHomeProperty() {
        Properties p = new Properties();
        p.setProperty("user.home", "/home/u");
        AppDirs d = AppDirs.from(p, Map.of("XDG_CONFIG_HOME", "/cfg"));
        assertThat(d.config()).isEqualTo(Path.of("/cfg/agtp-studio"));
        assertThat(d.state()).isEqualTo(Path.of("/home/u/.local/state/agtp-studio"));
        assertThat(d.sampleDir()).isEqualTo(Path.of("/home/u/.local/share/agtp-studio/sample"));
    }
}
