package dev.agtpstudio.app.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.settings.Settings;
import dev.agtpstudio.app.settings.SettingsStore;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The console's A2T and MCP port fields come back after a restart (they used to reset to 0). */
class ConsolePortPreferencesTest {
    @TempDir
    Path dir;

    private final ExecutorService worker = Executors.newSingleThreadExecutor();

    @AfterEach
    void stop() {
        worker.shutdownNow();
    }

    /** One IDE run: a console bound to the preferences file, as ServerExtension binds it to the window's. */
    private ServerConsoleViewModel run(SettingsStore store) {
        Settings[] current = {store.load()};
        ServerConsoleViewModel vm = new ServerConsoleViewModel(worker, Runnable::run, () -> null, java.util.Map::of);
        ConsolePortPreferences.bind(vm, () -> current[0], s -> {
            current[0] = s;
            store.save(s);
        });
        return vm;
    }

    @Test
    void typedPortsSurviveARestart() {
        SettingsStore store = new SettingsStore(dir.resolve("config/settings.json"));
        ServerConsoleViewModel first = run(store);
        assertThat(first.a2tPortProperty().get()).isEqualTo("0");
        first.a2tPortProperty().set("42711");
        first.mcpPortProperty().set("42712");

        ServerConsoleViewModel second = run(new SettingsStore(dir.resolve("config/settings.json")));
        assertThat(second.a2tPortProperty().get()).isEqualTo("42711");
        assertThat(second.mcpPortProperty().get()).isEqualTo("42712");
    }

    @Test
    void textThatIsNotAPortIsNotSaved() {
        SettingsStore store = new SettingsStore(dir.resolve("settings.json"));
        ServerConsoleViewModel first = run(store);
        first.a2tPortProperty().set("42711");
        first.a2tPortProperty().set("4271x");
        first.mcpPortProperty().set("70000");

        ServerConsoleViewModel second = run(new SettingsStore(dir.resolve("settings.json")));
        assertThat(second.a2tPortProperty().get()).isEqualTo("42711");
        assertThat(second.mcpPortProperty().get()).isEqualTo("0");
    }
}
