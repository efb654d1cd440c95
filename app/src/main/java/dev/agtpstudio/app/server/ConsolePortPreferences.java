package dev.agtpstudio.app.server;

import dev.agtpstudio.app.settings.Settings;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The Server console's A2T and MCP port fields kept in the preferences: filled from them when the console is built,
 * and each valid port typed (0 to 65535) written back, so they survive a restart. Text that is not a port is left
 * for the console to refuse at start and is not saved. FX thread only.
 */
final class ConsolePortPreferences {
    private ConsolePortPreferences() {}

    static void bind(ServerConsoleViewModel console, Supplier<Settings> current, Consumer<Settings> update) {
        Settings s = current.get();
        console.a2tPortProperty().set(String.valueOf(s.a2tPort()));
        console.mcpPortProperty().set(String.valueOf(s.mcpPort()));
        Runnable save = () -> {
            int a2t = port(console.a2tPortProperty().get());
            int mcp = port(console.mcpPortProperty().get());
            Settings now = current.get();
            if (a2t >= 0 && mcp >= 0 && (a2t != now.a2tPort() || mcp != now.mcpPort())) {
                update.accept(now.withServerPorts(a2t, mcp));
            }
        };
        console.a2tPortProperty().addListener((o, a, b) -> save.run());
        console.mcpPortProperty().addListener((o, a, b) -> save.run());
    }

    /** The port in {@code typed}, or -1 when it is not one. */
    private static int port(String typed) {
        try {
            int p = Integer.parseInt(typed == null ? "" : typed.trim());
            return p >= 0 && p <= 65535 ? p : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
