package dev.agtpstudio.app.check;

import dev.agtpstudio.app.gui.NamedThreads;
import dev.agtpstudio.app.gui.StudioExtension;
import dev.agtpstudio.app.gui.StudioHost;
import dev.agtpstudio.app.ui.problems.ProblemsViewModel;
import java.util.concurrent.ExecutorService;
import javafx.application.Platform;
import javafx.stage.WindowEvent;

/**
 * "Check Server..." (Run menu): asks for a target (the local server or a remote one, plus scopes to claim), runs the
 * conformance checks of {@code agtp-studio check} on the {@code check} thread against the saved workspace, and puts
 * the failures and skips in the problems view, each failure with a "Replay" button that sends its request again.
 */
public final class CheckExtension implements StudioExtension {
    public static final String SOURCE = "check";

    @Override
    public void install(StudioHost studio) {
        ExecutorService worker = NamedThreads.single("check");
        CheckSession session = new CheckSession(worker, Platform::runLater);
        ProblemsViewModel problems = studio.problems();
        session.setOnResult(rows -> {
            problems.setExternal(SOURCE, rows.rows());
            studio.mainView().setBottomVisible(true);
            studio.status().setMessage(rows.rows().get(rows.rows().size() - 1).message());
        });
        session.setOnError(msg -> studio.dialogs().showError("Check server", msg));
        session.setOnReplayed((title, text) -> studio.dialogs().showInfo(title, text));
        problems.actions()
                .add(new ProblemsViewModel.RowAction(
                        "Replay", d -> session.replayable(d).isPresent(), session::replay));
        studio.actions().add("check.server", "Run", "Check Server\u2026", null, () -> ask(studio, session));
        studio.actions()
                .add(
                        "check.clear",
                        "Run",
                        "Clear Check Results",
                        null,
                        () -> problems.setExternal(SOURCE, java.util.List.of()));
        // the rows describe the previous workspace's server: they go with its session
        studio.onEverySessionEnd(e -> {
            session.forget();
            problems.setExternal(SOURCE, java.util.List.of());
        });
        studio.stage().addEventHandler(WindowEvent.WINDOW_HIDDEN, e -> worker.shutdownNow());
    }

    private static void ask(StudioHost studio, CheckSession session) {
        if (studio.rootProperty().get() == null) {
            studio.dialogs()
                    .showError(
                            "Check server",
                            "Open a workspace first: the check compares a server with its declarations.");
            return;
        }
        studio.dialogs()
                .askText(
                        "Check server",
                        "Target HOST:PORT, then any Authority-Scope tokens to claim"
                                + " (append --allow-unsafe to call endpoints that change state):",
                        session.suggestedRequest(
                                studio.localServerPortProperty().get()))
                .ifPresent(text -> {
                    studio.status().setMessage("Checking " + text.trim() + "\u2026");
                    session.start(studio.rootProperty().get(), text);
                });
    }
}
