package dev.agtpstudio.app;

import dev.agtpstudio.app.gui.StudioApp;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.application.Application;

/** Opens the IDE on {@code workspace} (or the last / sample workspace when null) and waits until it closes. */
final class GuiEntry {
    private GuiEntry() {}

    static int open(Path workspace) {
        if (workspace != null && !Files.isDirectory(workspace)) {
            System.err.println("agtp-studio: " + workspace + " is not a folder.");
            return 2;
        }
        try {
            StudioApp.prefetch(
                    workspace == null ? null : workspace.toAbsolutePath().normalize());
            if (workspace == null) {
                Application.launch(StudioApp.class);
            } else {
                Application.launch(
                        StudioApp.class, workspace.toAbsolutePath().normalize().toString());
            }
            return 0;
        } catch (RuntimeException | UnsatisfiedLinkError e) {
            System.err.println("agtp-studio: the window could not be opened (" + e.getMessage() + ")."
                    + " A display and GTK 3 are needed; the subcommands (see --help) run without them.");
            return 2;
        }
    }
}
