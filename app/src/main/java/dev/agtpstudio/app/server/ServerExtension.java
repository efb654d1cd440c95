package dev.agtpstudio.app.server;

import dev.agtpstudio.app.gui.NamedThreads;
import dev.agtpstudio.app.gui.Studio;
import dev.agtpstudio.app.gui.StudioExtension;
import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import dev.agtpstudio.app.validation.ValidationResult;
import dev.agtpstudio.core.workspace.Workspace;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import javafx.application.Platform;
import javafx.scene.control.Tab;
import javafx.stage.WindowEvent;

/**
 * Installs the server console in the reserved "Server" bottom tab and the invoke panel as a right-hand "Invoke" tab;
 * feeds both the saved snapshot of each validation result; stops the server when the workspace changes or the
 * window closes.
 */
public final class ServerExtension implements StudioExtension {
    private ServerConsoleViewModel console;
    private InvokeViewModel invoke;

    private static void buildOnFirstSelection(Tab tab, java.util.function.Supplier<javafx.scene.Node> content) {
        if (tab.isSelected()) {
            tab.setContent(content.get());
            return;
        }
        javafx.beans.value.ChangeListener<Boolean> once = new javafx.beans.value.ChangeListener<>() {
            @Override
            public void changed(javafx.beans.value.ObservableValue<? extends Boolean> o, Boolean was, Boolean now) {
                if (now) {
                    tab.selectedProperty().removeListener(this);
                    tab.setContent(content.get());
                }
            }
        };
        tab.selectedProperty().addListener(once);
    }

    @Override
    public void install(Studio studio) {
        SavedSnapshot.Memo memo = new SavedSnapshot.Memo();
        console = new ServerConsoleViewModel(NamedThreads.single("server-console"), Platform::runLater,
                () -> saved(studio, memo, studio.lastResultProperty().get()),
                () -> studio.settingsProperty().get().environment());
        invoke = new InvokeViewModel(NamedThreads.single("invoke"), Platform::runLater, () -> console.boundPortProperty().get());
        invoke.setLocalTls(() -> console.servingTlsProperty().get());
        console.boundPortProperty().addListener((o, a, p) -> {
            if (p.intValue() > 0) {
                invoke.portProperty().set(String.valueOf(p.intValue()));
            }
        });
        // Both panels are built the first time their tab is shown, so they cost nothing at start-up.
        Tab invokeTab = studio.mainView().addRightPane("Invoke", new javafx.scene.layout.StackPane());
        buildOnFirstSelection(invokeTab, () -> new InvokeView(invoke));
        Runnable showInvoke = () -> {
            studio.mainView().setRightVisible(true);
            studio.mainView().rightPanes().getSelectionModel().select(invokeTab);
        };
        Tab consoleTab = studio.mainView().addBottomPane("Server", new javafx.scene.layout.StackPane());
        buildOnFirstSelection(consoleTab, () -> new ServerConsoleView(console, showInvoke));
        Runnable showConsole = () -> {
            studio.mainView().setBottomVisible(true);
            studio.mainView().bottomPanes().getSelectionModel().select(consoleTab);
        };
        studio.actions().add("server.start", "Run", "Start Local Server", null, () -> {
            showConsole.run();
            console.start();
        });
        studio.actions().add("server.stop", "Run", "Stop Local Server", null, console::stop);
        studio.actions().add("server.console", "Run", "Show Server Console", null, showConsole);
        studio.actions().add("server.invoke", "Run", "Invoke Endpoint\u2026", "Shortcut+Shift+I", showInvoke);

        Runnable savedChanged = () -> {
            Workspace ws = saved(studio, memo, studio.lastResultProperty().get());
            invoke.setWorkspace(ws);
            console.savedSnapshotChanged(ws);
        };
        studio.lastResultProperty().addListener((o, a, r) -> savedChanged.run());
        // A save changes what is served without changing the text, so no new validation result follows it.
        SaveWatch.install(studio.documents().documents(), savedChanged);
        invoke.setWorkspace(saved(studio, memo, studio.lastResultProperty().get()));
        studio.rootProperty().addListener((o, a, b) -> {
            if (a != null && !a.equals(b)) {
                console.stop();
            }
        });
        studio.stage().addEventHandler(WindowEvent.WINDOW_HIDDEN, e -> console.shutdown());
    }

    public ServerConsoleViewModel console() {
        return console;
    }

    public InvokeViewModel invoke() {
        return invoke;
    }

    /** The result's snapshot with unsaved buffers replaced by their saved text (null when nothing is open). */
    static Workspace saved(Studio studio, SavedSnapshot.Memo memo, ValidationResult r) {
        if (r == null) {
            return null;
        }
        // Every open buffer's saved text: a dirty one (or one saved after its last edit was validated) is served
        // from it, a clean one lends its validated file to the memo for its next edit.
        Map<Path, String> saved = new HashMap<>();
        for (DocumentViewModel d : studio.documents().documents()) {
            if (d.savedText() != null) {
                saved.put(d.path(), d.savedText());
            }
        }
        return memo.of(r.workspace(), saved);
    }
}
