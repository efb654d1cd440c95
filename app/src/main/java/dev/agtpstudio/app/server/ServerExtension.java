package dev.agtpstudio.app.server;

import dev.agtpstudio.app.gui.NamedThreads;
import dev.agtpstudio.app.gui.StudioExtension;
import dev.agtpstudio.app.gui.StudioHost;
import dev.agtpstudio.validator.a2s.A2sValidation;
import java.nio.file.Path;
import javafx.application.Platform;
import javafx.scene.control.Tab;
import javafx.stage.WindowEvent;

/**
 * Installs the server console in the reserved "Server" bottom tab and the invoke panel as a right-hand "Invoke" tab;
 * feeds both the saved snapshot of each validation result; when the workspace's session ends, stops the server (saying
 * so) and drops the log, the request and the response; stops the server when the window closes.
 */
public final class ServerExtension implements StudioExtension {
    private ServerConsoleViewModel console;
    private InvokeViewModel invoke;
    private RunCapabilityViewModel runCapability;
    private SavedSnapshotFeed feed;
    private ProposeDraftViewModel propose;
    private SavedRequestsViewModel saved;

    @Override
    public void install(StudioHost studio) {
        java.util.concurrent.ExecutorService snapshotThread = NamedThreads.single("saved-snapshot");
        console = new ServerConsoleViewModel(
                NamedThreads.single("server-console"),
                Platform::runLater,
                () -> feed.current(),
                () -> studio.settingsProperty().get().environment());
        ConsolePortPreferences.bind(console, () -> studio.settingsProperty().get(), studio::updateSettings);
        invoke = new InvokeViewModel(
                NamedThreads.single("invoke"),
                Platform::runLater,
                () -> console.boundPortProperty().get());
        invoke.setLocalTls(() -> console.servingTlsProperty().get());
        invoke.setLocalTools(new LocalTools() {
            @Override
            public String url(String protocol) {
                return console.listenerUrl(protocol);
            }

            @Override
            public java.util.Optional<dev.agtpstudio.server.tools.Tool> tool(String method, String template) {
                return console.tool(method, template);
            }
        });
        studio.localServerPortProperty().bind(console.boundPortProperty());
        console.boundPortProperty().addListener((o, a, p) -> {
            if (p.intValue() > 0) {
                invoke.portProperty().set(String.valueOf(p.intValue()));
            }
        });
        // Both panels are built the first time their tab is shown, so they cost nothing at start-up.
        Tab invokeTab = studio.mainView().addRightPane("Invoke", new javafx.scene.layout.StackPane());
        saved = new SavedRequestsViewModel(NamedThreads.single("saved-requests"), Platform::runLater, invoke);
        dev.agtpstudio.app.ui.MainView.buildOnFirstSelection(
                invokeTab, () -> new InvokeView(invoke, saved, studio.dialogs()));
        Runnable showInvoke = () -> {
            studio.mainView().setRightVisible(true);
            studio.mainView().rightPanes().getSelectionModel().select(invokeTab);
        };
        Tab consoleTab = studio.mainView().addBottomPane("Server", new javafx.scene.layout.StackPane());
        dev.agtpstudio.app.ui.MainView.buildOnFirstSelection(
                consoleTab, () -> new ServerConsoleView(console, showInvoke));
        Runnable showConsole = () -> {
            studio.mainView().setBottomVisible(true);
            studio.mainView().bottomPanes().getSelectionModel().select(consoleTab);
        };
        studio.actions().add("server.start", "Run", "Start Local Server", null, () -> {
            showConsole.run();
            console.start();
        });
        studio.actions().add("server.stop", "Run", "Stop Local Server", null, console::stop);
        studio.actions().add("server.console", "Run", "Show Server Console", null, () -> {
            showConsole.run();
            // the tab's content is the console once it has been selected (built on first selection)
            if (consoleTab.getContent() instanceof ServerConsoleView view) {
                view.takeFocus();
            }
        });
        studio.actions().add("server.invoke", "Run", "Invoke Endpoint\u2026", "Shortcut+Shift+I", showInvoke);
        propose = new ProposeDraftViewModel(
                NamedThreads.single("propose"),
                Platform::runLater,
                console,
                () -> feed.current(),
                () -> console.boundPortProperty().get());
        Tab proposeTab = studio.mainView().addRightPane("Propose", new javafx.scene.layout.StackPane());
        dev.agtpstudio.app.ui.MainView.buildOnFirstSelection(proposeTab, () -> new ProposeDraftView(propose));
        javafx.beans.binding.BooleanBinding noEndpoint = javafx.beans.binding.Bindings.createBooleanBinding(
                () -> ProposeAction.target(studio.documents().active()) == null,
                studio.documents().activeProperty());
        studio.actions().add("server.propose", "Run", "Propose This Endpoint\u2026", null, false, noEndpoint, () -> {
            ProposeAction.Target t = ProposeAction.target(studio.documents().active());
            if (t == null) {
                return;
            }
            studio.mainView().setRightVisible(true);
            studio.mainView().rightPanes().getSelectionModel().select(proposeTab);
            propose.prepare(t.path(), t.text());
        });
        installRunCapability(studio);

        feed = new SavedSnapshotFeed(snapshotThread, Platform::runLater, ws -> {
            invoke.setWorkspace(ws);
            saved.setRoot(ws == null ? null : ws.root());
            console.savedSnapshotChanged(ws);
        });
        Runnable savedChanged = () -> feed.request(
                studio.lastResultProperty().get(), studio.documents().documents());
        studio.lastResultProperty().addListener((o, a, r) -> savedChanged.run());
        // A save changes what is served without changing the text, so no new validation result follows it.
        SaveWatch.install(studio.documents().documents(), savedChanged);
        savedChanged.run();
        // what the console and the panel hold belongs to one workspace: it goes with its session, and a running
        // server is stopped with a message in the console and the status bar (docs/decisions/0490)
        studio.onEverySessionEnd(e -> {
            feed.request(null, java.util.List.of());
            invoke.workspaceReplaced();
            saved.setRoot(null);
            runCapability.clear();
            Path previous = e.ended().root();
            if (console.workspaceReplaced(previous, e.next()) && e.next() != null) {
                String before = studio.status().messageProperty().get();
                studio.status()
                        .setMessage((before == null || before.isBlank() ? "" : before + " ")
                                + "The local server was stopped: it served " + previous.getFileName()
                                + ". Start it again to serve "
                                + e.next().getFileName() + ".");
            }
        });
        studio.stage().addEventHandler(WindowEvent.WINDOW_HIDDEN, e -> {
            console.shutdown();
            snapshotThread.shutdownNow();
        });
    }

    /** Run > Run Capability...: the active A2S document in the "Capability" tab, run against the local server. */
    private void installRunCapability(StudioHost studio) {
        runCapability = new RunCapabilityViewModel(
                NamedThreads.single("run-capability"),
                Platform::runLater,
                () -> console.boundPortProperty().get());
        Tab tab = studio.mainView().addRightPane("Capability", new javafx.scene.layout.StackPane());
        dev.agtpstudio.app.ui.MainView.buildOnFirstSelection(tab, () -> new RunCapabilityView(runCapability));
        studio.actions().add("server.runCapability", "Run", "Run Capability\u2026", null, () -> {
            var doc = studio.documents().active();
            if (doc == null || doc.isLoading() || !A2sValidation.isA2s(doc.path())) {
                studio.status()
                        .setMessage("Run Capability: open an A2S capability document (NAME.a2s.json or"
                                + " NAME.a2s.yaml, written by Export or manifest --projection a2s --out) first.");
                return;
            }
            runCapability.load(doc.path(), doc.editor().text());
            studio.mainView().setRightVisible(true);
            studio.mainView().rightPanes().getSelectionModel().select(tab);
        });
    }

    public RunCapabilityViewModel runCapability() {
        return runCapability;
    }

    public ServerConsoleViewModel console() {
        return console;
    }

    public ProposeDraftViewModel propose() {
        return propose;
    }

    public InvokeViewModel invoke() {
        return invoke;
    }

    public SavedRequestsViewModel savedRequests() {
        return saved;
    }

    /** The newest saved snapshot, made on the {@code saved-snapshot} thread (null until the first result arrives). */
    public dev.agtpstudio.core.workspace.Workspace savedSnapshot() {
        return feed.current();
    }
}
