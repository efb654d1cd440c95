package dev.agtpstudio.app.settings;

import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;

/**
 * Where the IDE keeps its files: settings ({@code config}), journaled buffers ({@code state}) and the extracted sample
 * workspace ({@code data}). Follows the XDG base directories; the system property {@code agtp.studio.home} puts all
 * three under one folder, which is how tests and benchmarks keep away from the user's real files.
 */
public record AppDirs(Path config, Path state, Path data) {
    public static final String HOME_PROPERTY = "agtp.studio.home";
    private static final String APP = "agtp-studio";

    /** All three folders under {@code home}. */
    public static AppDirs under(Path home) {
        return new AppDirs(home.resolve("config"), home.resolve("state"), home.resolve("data"));
    }

    /** Resolves the folders from system properties and the environment. */
    public static AppDirs from(Properties sys, Map<String, String> env) {
        String home = sys.getProperty(HOME_PROPERTY);
        if (home != null && !home.isBlank()) {
            return under(Path.of(home));
        }
        Path user = Path.of(sys.getProperty("user.home", "."));
        return new AppDirs(
                xdg(env, "XDG_CONFIG_HOME", user.resolve(".config")).resolve(APP),
                xdg(env, "XDG_STATE_HOME", user.resolve(".local/state")).resolve(APP),
                xdg(env, "XDG_DATA_HOME", user.resolve(".local/share")).resolve(APP));
    }

    public static AppDirs fromSystem() {
        return from(System.getProperties(), System.getenv());
    }

    private static Path xdg(Map<String, String> env, String name, Path fallback) {
        String v = env.get(name);
        return v == null || v.isBlank() ? fallback : Path.of(v);
    }

    public Path settingsFile() {
        return config.resolve("settings.json");
    }

    /** Where the main window was and how large ({@link WindowPlacement}). */
    public Path windowFile() {
        return config.resolve("window.properties");
    }

    public Path journalDir() {
        return state.resolve("journal");
    }

    public Path sampleDir() {
        return data.resolve("sample");
    }
}
