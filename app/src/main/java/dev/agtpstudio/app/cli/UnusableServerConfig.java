package dev.agtpstudio.app.cli;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.workspace.Workspace;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The one refusal of the commands that publish a workspace's policies ({@code manifest}, {@code serve}, {@code mcp})
 * when its {@code agtp-server.toml} is there but cannot be used (a link leaving the workspace, a parse error): going on
 * would publish the default policies, weaker than the file meant (issue 35). Prints the located errors and one line.
 */
final class UnusableServerConfig {
    private UnusableServerConfig() {}

    /** Whether {@code ws}'s server configuration is unusable; if so, says why on {@code err}. */
    static boolean refuse(Workspace ws, Path dir, String command, String consequence, PrintWriter err) {
        if (ws.unusableServerConfig().isEmpty()) {
            return false;
        }
        for (Diagnostic d : ws.unusableServerConfig().get().diagnostics()) {
            err.println(
                    ConvertCommand.Locations.of(d) + ": " + d.severity().name().toLowerCase(Locale.ROOT) + " "
                            + d.ruleId() + ": " + d.message().replace('\n', ' '));
        }
        err.println("agtp-studio " + command + ": the server configuration cannot be read, and " + consequence
                + " would carry the default policies instead of its own (run agtp-studio validate " + dir + ")");
        err.flush();
        return true;
    }
}
