package dev.agtpstudio.app;

import java.nio.file.Path;

/** Opens the IDE. Replaced by the application shell (issue 5); until then it says so instead of pretending. */
final class GuiEntry {
    private GuiEntry() {
    }

    static int open(Path workspace) {
        System.err.println("agtp-studio: the IDE is not built yet; use a subcommand (see --help).");
        return 2;
    }
}
