package dev.agtpstudio.app.gui;

import dev.agtpstudio.app.settings.Settings;
import dev.agtpstudio.app.settings.SettingsStore;
import dev.agtpstudio.validator.live.WorkspaceValidator;
import java.nio.file.Path;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * The preferences of the window: read once from their file, replaced by {@link #replace}, and written (atomically,
 * with fsync) on the journal thread, in order: the last change wins, and pending writes finish when the window closes
 * (its shutdown waits for that thread). FX thread only.
 */
final class StudioSettings {
    private final SettingsStore store;
    private final ObjectProperty<Settings> current = new SimpleObjectProperty<>();
    private final Executor journalThread;
    private final Executor fx;
    private final Consumer<String> report;

    /** @param report where a problem writing the file is told (the status bar), on the FX thread */
    StudioSettings(Path file, Executor journalThread, Executor fx, Consumer<String> report) {
        this.store = new SettingsStore(file);
        this.journalThread = journalThread;
        this.fx = fx;
        this.report = report;
        current.set(store.load());
    }

    ReadOnlyObjectProperty<Settings> property() {
        return current;
    }

    Settings get() {
        return current.get();
    }

    /** Why the file could not be read or written the last time, or null. */
    String lastProblem() {
        return store.lastProblem();
    }

    /** Makes {@code s} the preferences and writes them; returns the ones they replace. */
    Settings replace(Settings s) {
        Settings old = current.get();
        current.set(s);
        journalThread.execute(() -> {
            if (!store.save(s)) {
                String problem = store.lastProblem();
                fx.execute(() -> report.accept(problem));
            }
        });
        return old;
    }

    /**
     * Hands the validator the environment and clients of {@code now} where they differ from {@code old}; true when
     * it changed (the workspace is then validated again).
     */
    static boolean applyToValidator(WorkspaceValidator validator, Settings old, Settings now) {
        boolean envChanged = !old.environment().equals(now.environment());
        if (envChanged) {
            validator.setEnvironment(now.environment());
        }
        boolean clientsChanged = !old.clients().equals(now.clients());
        if (clientsChanged) {
            validator.setClients(now.clients());
        }
        return envChanged || clientsChanged;
    }
}
