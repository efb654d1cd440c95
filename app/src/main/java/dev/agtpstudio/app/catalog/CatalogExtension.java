package dev.agtpstudio.app.catalog;

import dev.agtpstudio.app.gui.NamedThreads;
import dev.agtpstudio.app.gui.StudioExtension;
import dev.agtpstudio.app.gui.StudioHost;
import dev.agtpstudio.app.validation.ValidationResult;
import dev.agtpstudio.core.catalogdiff.CatalogDiffTextFormat;
import dev.agtpstudio.core.catalogdiff.CatalogDiffTool;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import javafx.application.Platform;
import javafx.scene.control.Tab;

/**
 * The Method Catalog view in the bottom area and the "Compare with a Method Catalog" action: the catalog of every
 * settled validation's workspace with the workspace's uses, and a comparison of the catalog in force with a chosen
 * file against the workspace folder, by the very engine of {@code agtp-studio catalog-diff --against-deployment}
 * ({@link CatalogDiffTool}, {@link CatalogDiffTextFormat}). Work runs on the "catalog" thread (docs/decisions/0561).
 */
public final class CatalogExtension implements StudioExtension {
    private StudioHost host;
    private ExecutorService worker;
    private CatalogBrowserView view;
    private Tab tab;
    private CatalogIndex index;

    @Override
    public void install(StudioHost studio) {
        this.host = studio;
        worker = NamedThreads.single("catalog");
        view = new CatalogBrowserView(this::open, this::compare);
        tab = studio.mainView().addBottomPane("Method Catalog", view);
        studio.actions().add("catalog.show", "View", "Show Method Catalog", null, this::show);
        studio.actions()
                .add(
                        "catalog.diff",
                        "Run",
                        "Compare with a Method Catalog\u2026",
                        null,
                        true,
                        javafx.beans.binding.Bindings.createBooleanBinding(
                                () -> studio.rootProperty().get() == null, studio.rootProperty()),
                        this::compare);
        studio.followSettledResults(this::submit);
        studio.onWindowClosed(worker::shutdown);
    }

    public CatalogBrowserView view() {
        return view;
    }

    /** The index the view shows now, null before the first (tests). */
    public CatalogIndex index() {
        return index;
    }

    private void show() {
        host.mainView().setBottomVisible(true);
        host.mainView().bottomPanes().getSelectionModel().select(tab);
        view.tree().requestFocus();
    }

    private void submit(ValidationResult r) {
        Workspace ws = r == null ? null : r.workspace();
        if (worker.isShutdown()) {
            return;
        }
        worker.execute(() -> {
            CatalogIndex built = CatalogIndex.of(ws);
            Platform.runLater(() -> {
                ValidationResult now = host.settledResultProperty().get();
                if ((now == null ? null : now.workspace()) == ws) {
                    index = built;
                    view.show(built);
                }
            });
        });
    }

    private void open(CatalogIndex.Usage u) {
        dev.agtpstudio.app.navigate.NavigateExtension.openAt(host, u.file(), u.offset());
    }

    /** Asks for a catalog file and shows its impact on the workspace folder (as saved on disk). */
    private void compare() {
        Path root = host.rootProperty().get();
        if (root == null) {
            return;
        }
        var chosen = host.dialogs().chooseFile("Compare with a method catalog (methods.json layout)", root);
        if (chosen.isEmpty()) {
            return;
        }
        Path inForce = host.settingsProperty().get().catalogFile();
        Path older = inForce == null ? Path.of(CatalogDiffTool.BUNDLED) : inForce;
        Path newer = chosen.get();
        show();
        view.showDiff("Comparing with " + newer.getFileName() + "\u2026");
        worker.execute(() -> {
            CatalogDiffTool.Outcome outcome = new CatalogDiffTool(WorkspaceLoader::load).run(older, newer, root);
            String text = outcome.report() == null
                    ? String.join("\n", outcome.errors())
                    : new CatalogDiffTextFormat().render(outcome.report());
            Platform.runLater(() -> view.showDiff(text));
        });
    }
}
