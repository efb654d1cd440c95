package dev.agtpstudio.app.tour;

import static dev.agtpstudio.app.bench.BenchSupport.fx;

import dev.agtpstudio.app.gui.Studio;
import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import dev.agtpstudio.app.ui.docs.EditorSplit;
import dev.agtpstudio.editor.EditorView;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.TabPane;
import org.fxmisc.richtext.CodeArea;

/**
 * Screenshot of the split editor: an endpoint with an error shown on both sides (the first view at the end of the
 * file, the second at the error, each with its own caret and current line), the find bar open above the right view
 * (the one worked in) and completion open at the right view's caret. Run on an X display with openbox:
 * {@code DISPLAY=:90 java -cp app/target/test-classes:... -Dagtp.project.dir=. dev.agtpstudio.app.tour.SplitTour docs/screenshots}
 * (the classpath as app/screenshots.sh builds it).
 */
public final class SplitTour {
    private SplitTour() {}

    public static void main(String[] args) {
        Tours.main(args, SplitTour::run);
    }

    private static void run(Path out) throws Exception {
        Path ws = Tours.sample("agtp-split-tour");
        Path file =
                ws.resolve("endpoints/book_reservation.toml").toAbsolutePath().normalize();
        Files.writeString(file, Files.readString(file).replace("method = \"BOOK\"", "method = \"BOOKING\""));

        Studio studio = Tours.open(ws);
        DocumentViewModel doc = fx(() -> studio.documents().open(file))
                .get(10, TimeUnit.SECONDS)
                .orElseThrow();
        Tours.waitUntil(() -> !doc.editor().shownDiagnostics().isEmpty());
        fx(() -> {
            Tours.place(studio.stage());
            studio.mainView().setRightVisible(false);
            studio.editorSplit().splitRight(doc);
            return null;
        });
        Thread.sleep(1000);
        CodeArea[] views = fx(() -> {
            TabPane right = (TabPane) studio.stage().getScene().lookup("#editor-tabs-right");
            EditorView view =
                    (EditorView) right.getSelectionModel().getSelectedItem().getContent();
            var first = ((dev.agtpstudio.app.ui.editor.CodeEditorSurface) doc.editor())
                    .control()
                    .getCodeArea();
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
            ((dev.agtpstudio.app.ui.editor.CodeEditorSurface) doc.editor())
                    .control()
                    .findBar()
                    .findField()
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
        Tours.shot(out.resolve("split-view-light.png"));
        System.out.println("sides: "
                + fx(() -> studio.editorSplit().paths(EditorSplit.Side.LEFT) + " | "
                        + studio.editorSplit().paths(EditorSplit.Side.RIGHT)));
        Tours.close(studio);
    }
}
