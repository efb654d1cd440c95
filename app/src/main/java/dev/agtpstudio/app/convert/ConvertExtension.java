package dev.agtpstudio.app.convert;

import dev.agtpstudio.app.gui.NamedThreads;
import dev.agtpstudio.app.gui.StudioExtension;
import dev.agtpstudio.app.gui.StudioHost;
import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.preview.convert.Conversion;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;

/**
 * The File menu's Convert actions (also in the command palette): the active {@code .agis} document to JSON or YAML (replacing the
 * buffer in one undoable edit), the active {@code .agis} document to endpoint TOML files, and the workspace to one
 * {@code .agis} document. The engine is {@code agtp-studio convert}'s; the work runs on the "convert" thread.
 */
public final class ConvertExtension implements StudioExtension {
    static final String MENU = "File";

    @Override
    public void install(StudioHost studio) {
        ExecutorService worker = NamedThreads.single("convert");
        ConvertModel model = new ConvertModel(MethodCatalog.bundled(), worker);
        BooleanBinding notAgis = Bindings.createBooleanBinding(
                () -> {
                    DocumentViewModel d = studio.documents().active();
                    return d == null || d.kind() != FileKind.AGIS;
                },
                studio.documents().activeProperty());
        studio.actions()
                .add(
                        "convert.agis-json",
                        MENU,
                        "Convert AGIS Document to JSON",
                        null,
                        true,
                        notAgis,
                        () -> reformat(studio, model, Conversion.Target.JSON));
        studio.actions()
                .add(
                        "convert.agis-yaml",
                        MENU,
                        "Convert AGIS Document to YAML",
                        null,
                        false,
                        notAgis,
                        () -> reformat(studio, model, Conversion.Target.YAML));
        studio.actions()
                .add(
                        "convert.agis-toml",
                        MENU,
                        "Convert AGIS Document to Endpoint TOML Files",
                        null,
                        false,
                        notAgis,
                        () -> toEndpointFiles(studio, model));
        studio.actions()
                .add(
                        "convert.workspace-agis",
                        MENU,
                        "Convert Workspace to AGIS Document...",
                        null,
                        false,
                        null,
                        () -> workspaceToAgis(studio, model));
        studio.stage().showingProperty().addListener((o, was, showing) -> {
            if (!showing) {
                worker.shutdownNow();
            }
        });
    }

    private static void reformat(StudioHost studio, ConvertModel model, Conversion.Target to) {
        DocumentViewModel doc = studio.documents().active();
        if (doc == null) {
            return;
        }
        long version = doc.editor().version();
        onFx(model.reformat(doc.path(), doc.editor().text(), to), studio, o -> {
            if (doc.editor().version() != version) {
                studio.dialogs()
                        .showInfo(
                                "Convert",
                                "The document changed while it was converted; run the" + " conversion again.");
                return;
            }
            doc.editor().replaceText(o.text());
            studio.status().setMessage(o.message());
        });
    }

    private static void toEndpointFiles(StudioHost studio, ConvertModel model) {
        DocumentViewModel doc = studio.documents().active();
        Path root = studio.rootProperty().get();
        if (doc == null || root == null) {
            return;
        }
        onFx(model.toEndpointFiles(doc.path(), doc.editor().text(), root.resolve("endpoints")), studio, o -> {
            studio.rescan();
            studio.dialogs().showInfo("Convert", o.message());
        });
    }

    private static void workspaceToAgis(StudioHost studio, ConvertModel model) {
        Path root = studio.rootProperty().get();
        if (root == null) {
            return;
        }
        Path name = root.getFileName();
        studio.dialogs()
                .chooseSaveFile("Workspace to AGIS Document", root, (name == null ? "service" : name) + ".agis")
                .ifPresent(target -> onFx(model.workspaceToAgis(root, target), studio, o -> {
                    studio.rescan();
                    studio.documents().open(target);
                    studio.status().setMessage(o.message());
                }));
    }

    private static void onFx(
            CompletableFuture<ConvertModel.Outcome> f, StudioHost studio, Consumer<ConvertModel.Outcome> ok) {
        f.whenComplete((o, e) -> Platform.runLater(() -> {
            if (e != null) {
                studio.dialogs().showError("Convert", "The conversion failed: " + e);
            } else if (!o.ok()) {
                studio.dialogs().showError("Convert", o.message());
            } else {
                ok.accept(o);
            }
        }));
    }
}
