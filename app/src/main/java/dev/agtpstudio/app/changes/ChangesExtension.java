package dev.agtpstudio.app.changes;

import dev.agtpstudio.app.gui.NamedThreads;
import dev.agtpstudio.app.gui.StudioExtension;
import dev.agtpstudio.app.gui.StudioHost;
import dev.agtpstudio.app.validation.ValidationResult;
import dev.agtpstudio.evolution.Change;
import dev.agtpstudio.evolution.ChangeLocation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import javafx.application.Platform;
import javafx.scene.control.Tab;

/**
 * Adds the Changes view to the window's bottom area: the contract changes of the workspace as edited against its
 * last commit or last export (the engine of {@code agtp-studio diff}), computed on the "changes" thread.
 */
public final class ChangesExtension implements StudioExtension {
    private ChangesViewModel vm;

    @Override
    public void install(StudioHost studio) {
        ExecutorService worker = NamedThreads.single("changes");
        vm = new ChangesViewModel(worker, Platform::runLater);
        // built the first time its tab is shown, so it is not built and styled while the window opens
        Tab tab = studio.mainView().addBottomPane("Changes", new javafx.scene.layout.StackPane());
        dev.agtpstudio.app.ui.MainView.buildOnFirstSelection(
                tab,
                () -> new ChangesView(vm, c -> reveal(studio, c), () -> bump(studio), () -> startBaseline(studio)));
        studio.actions().add("changes.show", "View", "Show Contract Changes", null, () -> {
            studio.mainView().setBottomVisible(true);
            studio.mainView().bottomPanes().getSelectionModel().select(tab);
        });
        studio.actions()
                .add("changes.startBaseline", "Edit", "Start a Changes Baseline from the Current State", null, () -> {
                    studio.mainView().setBottomVisible(true);
                    studio.mainView().bottomPanes().getSelectionModel().select(tab);
                    startBaseline(studio);
                });
        studio.actions().add("changes.bump", "Edit", "Apply Suggested document_version Bump", null, () -> bump(studio));
        studio.onEverySessionEnd(e -> vm.clear());
        // the baseline (git processes) and the comparison wait for the window's first frame
        studio.followSettledResults(this::submit);
        studio.onWindowClosed(() -> {
            vm.close();
            worker.shutdown();
        });
    }

    public ChangesViewModel viewModel() {
        return vm;
    }

    private void submit(ValidationResult r) {
        if (r != null) {
            vm.submit(r.workspace());
        }
    }

    private void bump(StudioHost studio) {
        vm.applySuggestedBump()
                .whenComplete((v, e) -> Platform.runLater(() -> {
                    if (e != null) {
                        studio.dialogs().showError("Could not bump document_version", e.getMessage());
                    } else if (v != null) {
                        studio.status().setMessage("document_version is now " + v);
                        studio.rescan(); // the preview and the served manifest read document_version with the workspace
                    }
                }));
    }

    /**
     * Starts the baseline in {@code .agtp-studio/baseline/} from the workspace as compared; one started before is
     * replaced only once the user says so.
     */
    private void startBaseline(StudioHost studio) {
        vm.startBaseline(false)
                .thenCompose(started -> {
                    if (started) {
                        return java.util.concurrent.CompletableFuture.completedFuture(true);
                    }
                    String when = vm.startedAt()
                            .map(t -> java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")
                                    .format(t.toInstant().atZone(java.time.ZoneId.systemDefault())))
                            .orElse("before");
                    java.util.concurrent.CompletableFuture<Boolean> ask =
                            new java.util.concurrent.CompletableFuture<>();
                    Platform.runLater(() -> ask.complete(studio.dialogs()
                            .confirm(
                                    "Replace the baseline?",
                                    "A baseline was started " + (when.equals("before") ? "before" : "on " + when)
                                            + " in "
                                            + ".agtp-studio/baseline/. Replace it with the current state? Changes made since then "
                                            + "will no longer show.")));
                    return ask.thenCompose(yes -> yes
                            ? vm.startBaseline(true)
                            : java.util.concurrent.CompletableFuture.completedFuture(false));
                })
                .whenComplete((started, e) -> Platform.runLater(() -> {
                    if (e != null) {
                        studio.dialogs()
                                .showError(
                                        "Could not start the baseline",
                                        e.getCause() == null
                                                ? e.getMessage()
                                                : e.getCause().getMessage());
                    } else if (Boolean.TRUE.equals(started)) {
                        studio.status()
                                .setMessage("Baseline started in .agtp-studio/baseline/: the Changes view compares "
                                        + "against it.");
                    }
                }));
    }

    /** Opens the file of a change at its range; a change in the baseline only names where it was. */
    private static void reveal(StudioHost studio, Change c) {
        ChangeLocation l = c.location();
        Path root = studio.rootProperty().get();
        if (l == null || root == null) {
            return;
        }
        Path file = root.resolve(l.fileName()).toAbsolutePath().normalize();
        if (l.side() == ChangeLocation.Side.NEW) {
            studio.documents()
                    .open(file)
                    .thenAccept(od -> od.ifPresent(doc -> {
                        if (l.range() != null) {
                            doc.editor()
                                    .selectRange(l.range().start(), l.range().end());
                        }
                    }));
        } else if (Files.isRegularFile(file)) {
            studio.documents().open(file);
            studio.status()
                    .setMessage("Removed: it was at line "
                            + (l.range() == null ? 1 : l.range().startLine()) + " of " + l.fileName()
                            + " in the baseline");
        } else {
            studio.dialogs()
                    .showInfo(
                            "Removed",
                            c.message() + "\n\nIt was in " + l.fileName()
                                    + (l.range() == null
                                            ? ""
                                            : " at line " + l.range().startLine()) + " in the baseline; the file "
                                    + "no longer exists.");
        }
    }
}
