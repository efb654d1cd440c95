package dev.agtpstudio.app.gui;

import dev.agtpstudio.app.settings.Settings;
import dev.agtpstudio.app.ui.MainView;
import dev.agtpstudio.app.ui.actions.ActionRegistry;
import dev.agtpstudio.app.ui.dialog.DialogService;
import dev.agtpstudio.app.ui.docs.DocumentsViewModel;
import dev.agtpstudio.app.ui.problems.ProblemsViewModel;
import dev.agtpstudio.app.ui.status.StatusBarViewModel;
import dev.agtpstudio.app.validation.ValidationResult;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.stage.Stage;

/**
 * What a {@link StudioExtension} may use of the window, and nothing more: the places to add panes and commands, the
 * documents, problems and status, the services (dialogs, settings) and the workspace's events (which folder is open,
 * each validation result, a re-read). FX thread only.
 */
public interface StudioHost {
    /** The main window: owner of dialogs and windows an extension opens. */
    Stage stage();

    /** Where panes are added ({@code addRightPane}, {@code addBottomPane}). */
    MainView mainView();

    /** Where commands are added (they appear in the menus and the command palette). */
    ActionRegistry actions();

    DialogService dialogs();

    DocumentsViewModel documents();

    ProblemsViewModel problems();

    StatusBarViewModel status();

    ReadOnlyObjectProperty<Settings> settingsProperty();

    /** Makes {@code s} the preferences and saves them (as File > Preferences does). */
    void updateSettings(Settings s);

    /**
     * The port the IDE's own server listens on, -1 while it is stopped: the server extension sets it, others (Check
     * Server) offer it as their default target.
     */
    javafx.beans.property.IntegerProperty localServerPortProperty();

    /** The open workspace folder (null when none is open); changes when another folder is opened. */
    ReadOnlyObjectProperty<Path> rootProperty();

    /**
     * The open workspace's session (null when none is open): replaced when another folder is opened, after the old
     * one has ended. State that belongs to one workspace is dropped when its session ends ({@link #onEverySessionEnd}).
     */
    ReadOnlyObjectProperty<WorkspaceSession> sessionProperty();

    /** Runs {@code action} at the end of the current session and of every later one (FX thread). */
    default void onEverySessionEnd(java.util.function.Consumer<WorkspaceSession.End> action) {
        if (sessionProperty().get() != null) {
            sessionProperty().get().onEnd(action);
        }
        sessionProperty().addListener((o, was, now) -> {
            if (now != null) {
                now.onEnd(action);
            }
        });
    }

    /** The latest published validation result (its {@code workspace()} is the snapshot it ran on). */
    ReadOnlyObjectProperty<ValidationResult> lastResultProperty();

    /**
     * The latest result once typing pauses: the same as {@link #lastResultProperty()} except while the user types,
     * when it follows at pauses and at least every second. Views that need not change with every keystroke (the
     * problems view, projections, contract changes) listen to this one (docs/decisions/0310).
     */
    ReadOnlyObjectProperty<ValidationResult> settledResultProperty();

    /** Reads the workspace folder again (files written by the extension); completes on the FX thread. */
    CompletableFuture<Void> rescan();

    /**
     * Runs {@code work} on the FX thread once the window has been drawn with its start-up workspace (at once when it
     * has been). Work the first frame does not show (a baseline read with {@code git}, projections, watching the
     * folder) waits for it, so it does not compete with opening the workspace for the CPU (docs/decisions/0270). A
     * host that draws no start-up frame runs it at once.
     */
    default void afterFirstFrame(Runnable work) {
        work.run();
    }

    /**
     * Hands {@code action} the settled result from the first frame on ({@link #afterFirstFrame}): the current one at
     * once, then every new one. The way a view that follows the validation results at typing pauses subscribes.
     */
    default void followSettledResults(java.util.function.Consumer<ValidationResult> action) {
        afterFirstFrame(() -> {
            settledResultProperty().addListener((o, was, now) -> action.accept(now));
            action.accept(settledResultProperty().get());
        });
    }

    /** Runs {@code action} when the main window closes (an extension's worker is shut down there). */
    default void onWindowClosed(Runnable action) {
        stage().showingProperty().addListener((o, was, showing) -> {
            if (!showing) {
                action.run();
            }
        });
    }
}
