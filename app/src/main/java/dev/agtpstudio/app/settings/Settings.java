package dev.agtpstudio.app.settings;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The user's preferences, immutable. {@code catalogFile} null means the bundled catalog; {@code environment} holds
 * the values substituted for {@code ${VAR}} placeholders; {@code recentWorkspaces} is most recent first;
 * {@code clients} names the function-calling clients whose {@code client/<client>/*} lints run (docs/rules.md#client-lints);
 * {@code a2tPort} and {@code mcpPort} are the Server console's A2T and MCP port fields (0 = any free port).
 */
public record Settings(
        double fontSize,
        Theme theme,
        Path catalogFile,
        Map<String, String> environment,
        List<Path> recentWorkspaces,
        Path lastWorkspace,
        java.util.Set<String> clients,
        int a2tPort,
        int mcpPort) {

    public static final int MAX_RECENT = 10;
    public static final double MIN_FONT = 8;
    public static final double MAX_FONT = 40;

    public Settings {
        fontSize = Math.max(MIN_FONT, Math.min(MAX_FONT, fontSize));
        theme = theme == null ? Theme.LIGHT : theme;
        environment = Map.copyOf(environment == null ? Map.of() : environment);
        recentWorkspaces = List.copyOf(recentWorkspaces == null ? List.of() : recentWorkspaces);
        clients = clients == null ? java.util.Set.of() : java.util.Set.copyOf(clients);
        a2tPort = a2tPort < 0 || a2tPort > 65535 ? 0 : a2tPort;
        mcpPort = mcpPort < 0 || mcpPort > 65535 ? 0 : mcpPort;
    }

    /** Settings with the A2T and MCP listeners on any free port. */
    public Settings(
            double fontSize,
            Theme theme,
            Path catalogFile,
            Map<String, String> environment,
            List<Path> recentWorkspaces,
            Path lastWorkspace,
            java.util.Set<String> clients) {
        this(fontSize, theme, catalogFile, environment, recentWorkspaces, lastWorkspace, clients, 0, 0);
    }

    /** Settings without client lints. */
    public Settings(
            double fontSize,
            Theme theme,
            Path catalogFile,
            Map<String, String> environment,
            List<Path> recentWorkspaces,
            Path lastWorkspace) {
        this(fontSize, theme, catalogFile, environment, recentWorkspaces, lastWorkspace, null);
    }

    /** The same settings with the Server console's A2T and MCP ports (0 = any free port). */
    public Settings withServerPorts(int a2t, int mcp) {
        return new Settings(
                fontSize, theme, catalogFile, environment, recentWorkspaces, lastWorkspace, clients, a2t, mcp);
    }

    /** The same settings with the client lints of {@code names} on. */
    public Settings withClients(java.util.Set<String> names) {
        return new Settings(
                fontSize, theme, catalogFile, environment, recentWorkspaces, lastWorkspace, names, a2tPort, mcpPort);
    }

    public static Settings defaults() {
        return new Settings(13, Theme.LIGHT, null, Map.of(), List.of(), null);
    }

    /** Records {@code workspace} as the last opened and moves it to the front of the recent list. */
    public Settings withOpened(Path workspace) {
        Path abs = workspace.toAbsolutePath().normalize();
        List<Path> recent = new ArrayList<>();
        recent.add(abs);
        for (Path p : recentWorkspaces) {
            if (!p.equals(abs) && recent.size() < MAX_RECENT) {
                recent.add(p);
            }
        }
        return new Settings(fontSize, theme, catalogFile, environment, recent, abs, clients, a2tPort, mcpPort);
    }

    public Settings withTheme(Theme t) {
        return new Settings(
                fontSize, t, catalogFile, environment, recentWorkspaces, lastWorkspace, clients, a2tPort, mcpPort);
    }

    public Settings withFontSize(double size) {
        return new Settings(
                size, theme, catalogFile, environment, recentWorkspaces, lastWorkspace, clients, a2tPort, mcpPort);
    }

    public Settings withCatalogFile(Path file) {
        return new Settings(
                fontSize, theme, file, environment, recentWorkspaces, lastWorkspace, clients, a2tPort, mcpPort);
    }

    public Settings withEnvironment(Map<String, String> env) {
        return new Settings(
                fontSize,
                theme,
                catalogFile,
                new LinkedHashMap<>(env),
                recentWorkspaces,
                lastWorkspace,
                clients,
                a2tPort,
                mcpPort);
    }

    public Settings withoutRecent(Path workspace) {
        List<Path> recent = new ArrayList<>(recentWorkspaces);
        recent.remove(workspace);
        return new Settings(
                fontSize, theme, catalogFile, environment, recent, lastWorkspace, clients, a2tPort, mcpPort);
    }
}
