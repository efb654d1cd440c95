package dev.agtpstudio.app.preview;

import dev.agtpstudio.app.files.Debouncer;
import dev.agtpstudio.app.gui.NamedThreads;
import dev.agtpstudio.app.gui.StudioExtension;
import dev.agtpstudio.app.gui.StudioHost;
import dev.agtpstudio.app.validation.ValidationResult;
import dev.agtpstudio.preview.ProjectionKind;
import dev.agtpstudio.preview.source.SourceRef;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.ScheduledExecutorService;
import javafx.application.Platform;
import javafx.scene.control.Tab;

/**
 * Puts the preview pane in the window's right-hand area and feeds it every validation result (each carries the
 * snapshot it ran on, so the preview always matches the diagnostics shown). Projections run on the "preview" thread.
 */
public final class PreviewExtension implements StudioExtension {
    /**
     * A settled result is projected once no newer one came for this long (a burst of results, e.g. a rescan).
     * Projecting a 2,000-endpoint document after every keystroke's result took a core from the editor and the next
     * validation run (docs/decisions/0300); while the user types the preview takes the settled results, which follow
     * at pauses and at least every second (docs/decisions/0310).
     */
    static final Duration QUIET = Duration.ofMillis(150);

    private final Clock clock;

    public PreviewExtension(Clock clock) {
        this.clock = clock;
    }

    /** The production extension (found by {@link java.util.ServiceLoader}), on the system clock. */
    public PreviewExtension() {
        this(Clock.systemUTC());
    }

    @Override
    public void install(StudioHost studio) {
        ScheduledExecutorService worker = NamedThreads.single("preview");
        PreviewViewModel vm = new PreviewViewModel(worker, Platform::runLater, clock);
        PreviewPane pane = new PreviewPane(
                vm,
                ref -> navigate(studio, ref),
                studio.dialogs(),
                () -> studio.rootProperty().get());
        pane.setId("preview-pane");
        Tab tab = studio.mainView().rightPanes().getTabs().stream()
                .filter(t -> "Preview".equals(t.getText()))
                .findFirst()
                .orElseGet(() -> studio.mainView().addRightPane("Preview", pane));
        tab.setContent(pane);
        // projections wait for the window's first frame (the pane says it is waiting for a result until then)
        studio.afterFirstFrame(() -> {
            Debouncer<PreviewViewModel> quiet = new Debouncer<>(worker, QUIET);
            studio.settledResultProperty().addListener((o, a, r) -> quiet.trigger(vm, () -> submit(vm, r)));
            submit(vm, studio.settledResultProperty().get());
        });
        studio.onEverySessionEnd(e -> vm.clear());
        for (ProjectionKind k : ProjectionKind.values()) {
            studio.actions().add("preview." + k.cliName(), "View", "Preview: " + k.title(), null, () -> {
                studio.mainView().setRightVisible(true);
                studio.mainView().rightPanes().getSelectionModel().select(tab);
                pane.select(k);
            });
        }
        studio.stage().showingProperty().addListener((o, was, showing) -> {
            if (!showing) {
                worker.shutdownNow();
            }
        });
    }

    private static void submit(PreviewViewModel vm, ValidationResult r) {
        if (r != null) {
            vm.submit(new PreviewViewModel.Input(r.workspace(), r.diagnostics()));
        }
    }

    private static void navigate(StudioHost studio, SourceRef ref) {
        if (ref == null || ref.file() == null) {
            return;
        }
        studio.documents()
                .open(ref.file())
                .thenAccept(od -> od.ifPresent(doc -> {
                    if (ref.range() != null) {
                        doc.editor()
                                .selectRange(ref.range().start(), ref.range().end());
                    }
                }));
    }
}
