package dev.agtpstudio.app.tour;

import static dev.agtpstudio.app.bench.BenchSupport.copy;
import static dev.agtpstudio.app.bench.BenchSupport.fx;

import dev.agtpstudio.app.gui.Studio;
import dev.agtpstudio.app.gui.StudioServices;
import dev.agtpstudio.app.settings.AppDirs;
import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import dev.agtpstudio.app.ui.docs.EditorSplit;
import dev.agtpstudio.editor.EditorView;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.fxmisc.richtext.CodeArea;

/**
 * Screenshot of the split editor: an endpoint with an error shown on both sides (the first view at the end of the
 * file, the second at the error, each with its own caret and current line), the find bar open above the right view
 * (the one worked in) and completion open at the right view's caret. Run on an X display with openbox:
 * {@code DISPLAY=:90 java -cp app/target/test-classes:... -Dagtp.project.dir=. dev.agtpstudio.app.tour.SplitTour docs/screenshots}
 * (the classpath as app/screenshots.sh builds it).
 */
public final class SplitTour {
    private SplitTour() {
    }

    public static void main(String[] args) {
        try {
            run(Path.of(args[0]));
            System.exit(0);
        } catch (Exception | Error e) {
            e.printStackTrace();
            System.exit(1);
        }
    }

    private static void run(Path out) throws Exception {
        Files.createDirectories(out);
        Path tmp = Files.createTempDirectory("agtp-split-tour");
        Path ws = tmp.resolve("hotel");
        copy(Path.of(System.getProperty("agtp.project.dir", ".")).resolve("samples/hotel"), ws);
        Path file = ws.resolve("endpoints/book_reservation.toml").toAbsolutePath().normalize();
        Files.writeString(file, Files.readString(file).replace("method = \"BOOK\"", "method = \"BOOKING\""));

        CountDownLatch started = new CountDownLatch(1);
        Platform.startup(started::countDown);
        started.await();
        StudioServices services = StudioServices.production(AppDirs.under(tmp.resolve("home")));
        java.util.concurrent.CompletableFuture<?>[] opening = new java.util.concurrent.CompletableFuture<?>[1];
        Studio studio = fx(() -> {
            Stage stage = new Stage();
            Studio s = new Studio(stage, services, new ScreenshotTour.QuietDialogs(), Platform::runLater);
            stage.setX(0);
            stage.setY(0);
            stage.setWidth(1600);
            stage.setHeight(1000);
            stage.show();
            opening[0] = s.openWorkspace(ws);
            return s;
        });
        opening[0].get(30, TimeUnit.SECONDS);
        DocumentViewModel doc = fx(() -> studio.documents().open(file)).get(10, TimeUnit.SECONDS).orElseThrow();
        waitUntil(() -> !doc.editor().shownDiagnostics().isEmpty());
        fx(() -> {
            studio.stage().setX(0);
            studio.stage().setY(0);
            studio.stage().setWidth(1600);
            studio.stage().setHeight(1000);
            studio.mainView().setRightVisible(false);
            studio.editorSplit().splitRight(doc);
            return null;
        });
        Thread.sleep(1000);
        CodeArea[] views = fx(() -> {
            TabPane right = (TabPane) studio.stage().getScene().lookup("#editor-tabs-right");
            EditorView view = (EditorView) right.getSelectionModel().getSelectedItem().getContent();
            var first = ((dev.agtpstudio.app.ui.editor.CodeEditorSurface) doc.editor()).control().getCodeArea();
            return new CodeArea[] {first, view.getCodeArea()};
        });
        CodeArea first = views[0];
        CodeArea second = views[1];
        fx(() -> {
            // the first view at the end of the file, the second at its error: one buffer, two carets and scrolls
            first.moveTo(first.getLength());
            first.requestFollowCaret();
            second.moveTo(5, 10);
            second.requestFollowCaret();
            second.requestFocus();
            return null;
        });
        Thread.sleep(500);
        fx(() -> {
            // the find bar opens above the view worked in (the right one) and counts the matches there
            studio.actions().run("edit.find");
            ((dev.agtpstudio.app.ui.editor.CodeEditorSurface) doc.editor()).control().findBar().findField()
                    .setText("reservation");
            return null;
        });
        Thread.sleep(500);
        fx(() -> {
            // back in the right view's text, Ctrl+Space opens completion at its caret (the verb of the error)
            second.requestFocus();
            second.moveTo(5, 10);
            studio.actions().run("edit.complete");
            return null;
        });
        Thread.sleep(4000);
        shot(out.resolve("split-view-light.png"));
        System.out.println("sides: " + fx(() -> studio.editorSplit().paths(EditorSplit.Side.LEFT) + " | "
                + studio.editorSplit().paths(EditorSplit.Side.RIGHT)));
        fx(() -> {
            studio.shutdown();
            studio.stage().close();
            return null;
        });
    }

    private static void shot(Path png) throws Exception {
        Process p = new ProcessBuilder("import", "-window", "root", "-crop", "1600x1000+0+0", png.toString())
                .inheritIO().start();
        if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new IllegalStateException("import failed for " + png);
        }
        System.out.println("wrote " + png);
    }

    private static void waitUntil(BooleanSupplier b) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (!fx(b::getAsBoolean)) {
            if (System.nanoTime() > end) {
                throw new IllegalStateException("timed out");
            }
            Thread.sleep(100);
        }
    }
}
