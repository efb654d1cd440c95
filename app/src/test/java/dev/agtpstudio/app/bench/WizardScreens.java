package dev.agtpstudio.app.bench;

import dev.agtpstudio.app.importwizard.ImportWizardModel;
import dev.agtpstudio.app.importwizard.ImportWizardWindow;
import dev.agtpstudio.app.importwizard.LargeSpec;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.importer.OpenApiImporter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;

/**
 * Drives the import wizard on a real display for the screenshots in {@code docs/screenshots/import-wizard-*.png}:
 * prints {@code SHOT name} and holds each state for a few seconds (scripts/shots-wizard takes the pictures).
 * Args: a spec for the review steps (else a generated one); the progress state reads a generated 700-operation spec.
 */
public final class WizardScreens {
    private WizardScreens() {}

    public static void main(String[] args) throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        Platform.startup(started::countDown);
        started.await();
        Path large = Files.createTempFile("wizard-large", ".yaml");
        Files.writeString(large, LargeSpec.generate(175));
        Path review = args.length > 0 ? Path.of(args[0]).toAbsolutePath().normalize() : large;
        workspace = Files.createTempDirectory("my-workspace");
        // In the product the main window is the process's first; under openbox the first one is mapped at its
        // minimum size, so a throwaway window goes first here.
        fx(() -> {
            javafx.stage.Stage warm = new javafx.stage.Stage();
            warm.setScene(new Scene(new javafx.scene.layout.Pane(), 10, 10));
            warm.show();
            return warm;
        });
        Thread.sleep(1000);
        Scene s = open();
        load(s, review);
        waitNextEnabled(s);
        for (int i = 0; i < 3; i++) {
            fx(() -> {
                ((Button) s.lookup("#wizard-next")).fire();
                return null;
            });
            waitNextEnabled(s);
        }
        @SuppressWarnings("unchecked")
        TableView<ImportWizardModel.Row> table =
                fx(() -> (TableView<ImportWizardModel.Row>) s.lookup("#wizard-review"));
        fx(() -> {
            table.getSelectionModel().selectRange(1, 4);
            ((ComboBox<?>) s.lookup("#wizard-bulk-verb")).getEditor().setText("RESERVE");
            ((Button) s.lookup("#wizard-bulk-apply")).fire();
            return null;
        });
        waitNextEnabled(s);
        shot("review");
        fx(() -> {
            int most = 0;
            for (int i = 0; i < table.getItems().size(); i++) {
                if (table.getItems().get(i).details().size()
                        > table.getItems().get(most).details().size()) {
                    most = i;
                }
            }
            table.getSelectionModel().clearAndSelect(most);
            table.scrollTo(most);
            return null;
        });
        shot("flags");
        fx(() -> {
            ((Button) s.lookup("#wizard-next")).fire();
            return null;
        });
        shot("import");
        fx(() -> {
            s.getWindow().hide();
            return null;
        });
        Scene second = open();
        load(second, large);
        Thread.sleep(2500);
        shot("progress");
        System.exit(0);
    }

    private static Path workspace;

    private static Scene open() throws Exception {
        return fx(() -> {
            ImportWizardWindow w = new ImportWizardWindow(
                    new ImportWizardModel(OpenApiImporter.standard(MethodCatalog.bundled()), MethodCatalog.bundled()),
                    null,
                    workspace,
                    d -> {},
                    f -> {});
            w.show(null);
            return w.stage().getScene();
        });
    }

    private static void load(Scene s, Path spec) throws Exception {
        fx(() -> {
            ((TextField) s.lookup("#wizard-spec-path")).setText(spec.toString());
            ((Button) s.lookup("#wizard-load")).fire();
            return null;
        });
    }

    private static void shot(String name) throws InterruptedException {
        System.out.println("SHOT " + name);
        System.out.flush();
        Thread.sleep(4000);
    }

    private static void waitNextEnabled(Scene s) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (fx(() -> s.lookup("#wizard-next").isDisabled()
                || s.lookup("#wizard-bulk-apply") != null
                        && s.lookup("#wizard-bulk-apply").isDisabled())) {
            if (System.nanoTime() > end) {
                throw new IllegalStateException("timed out");
            }
            Thread.sleep(50);
        }
        Thread.sleep(300);
    }

    private static <T> T fx(Callable<T> c) throws Exception {
        CompletableFuture<T> f = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                f.complete(c.call());
            } catch (Exception | Error e) {
                f.completeExceptionally(e);
            }
        });
        return f.get(120, TimeUnit.SECONDS);
    }
}
