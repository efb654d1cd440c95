package dev.agtpstudio.app.grade;

import dev.agtpstudio.app.gui.NamedThreads;
import dev.agtpstudio.app.gui.StudioExtension;
import dev.agtpstudio.app.gui.StudioHost;
import dev.agtpstudio.app.validation.DiscoveryRanking;
import dev.agtpstudio.app.validation.ValidationResult;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.text.TextRange;
import dev.agtpstudio.validator.grade.Confusables;
import dev.agtpstudio.validator.grade.EndpointGrade;
import java.util.concurrent.ExecutorService;
import javafx.application.Platform;
import javafx.scene.control.Tab;

/**
 * Adds the Grade view to the window's bottom area: the description grade (docs/grade.md) of each settled
 * validation's workspace, computed on the "grade" thread with the IDE's one MiniLM model once it is loaded.
 */
public final class GradeExtension implements StudioExtension {
    private GradeViewModel vm;

    @Override
    public void install(StudioHost studio) {
        ExecutorService worker = NamedThreads.single("grade");
        vm = new GradeViewModel(
                worker,
                Platform::runLater,
                () -> DiscoveryRanking.readyModel().map(Confusables::embedding).orElseGet(Confusables::words));
        Tab tab = studio.mainView().addBottomPane("Grade", new javafx.scene.layout.StackPane());
        dev.agtpstudio.app.ui.MainView.buildOnFirstSelection(tab, () -> new GradeView(vm, g -> reveal(studio, g)));
        studio.actions().add("grade.show", "View", "Show Description Grade", null, () -> {
            studio.mainView().setBottomVisible(true);
            studio.mainView().bottomPanes().getSelectionModel().select(tab);
        });
        studio.followSettledResults(this::submit);
        studio.onWindowClosed(worker::shutdown);
    }

    private void submit(ValidationResult r) {
        if (r != null) {
            vm.submit(r.workspace());
        }
    }

    /** Opens the endpoint's file at its declaration. */
    private static void reveal(StudioHost studio, EndpointGrade g) {
        if (g.file() == null) {
            return;
        }
        ValidationResult r = studio.settledResultProperty().get();
        TextRange range = r == null
                ? null
                : r.workspace()
                        .file(g.file())
                        .map(LoadedFile::locations)
                        .map(l -> l.rangeFor("/endpoint"))
                        .orElse(null);
        studio.documents()
                .open(g.file())
                .thenAccept(od -> od.ifPresent(doc -> {
                    if (range != null) {
                        doc.editor().selectRange(range.start(), range.start());
                    }
                }));
    }
}
