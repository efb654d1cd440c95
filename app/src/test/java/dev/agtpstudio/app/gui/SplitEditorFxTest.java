package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fx;
import static dev.agtpstudio.app.gui.StudioFixture.fxRun;
import static dev.agtpstudio.app.gui.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import dev.agtpstudio.app.ui.docs.EditorSplit;
import dev.agtpstudio.app.ui.editor.CodeEditorSurface;
import dev.agtpstudio.editor.EditorView;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.util.WaitForAsyncUtils;

/** The editor area splits in two: the same buffer twice, or a different document per side; restored after a restart. */
class SplitEditorFxTest {
    @RegisterExtension
    final StudioWindow window = new StudioWindow();

    private StudioFixture f;
    private Studio studio;

    @BeforeEach
    void window() {
        f = window.fixture();
        studio = window.studio();
    }

    private Path endpoint(String name) {
        return f.workspace.resolve("endpoints").resolve(name).toAbsolutePath().normalize();
    }

    private DocumentViewModel open(Path p) throws Exception {
        fxRun(() -> studio.documents().open(p));
        waitUntil(
                "open " + p.getFileName(),
                () -> studio.documents().find(p).filter(d -> !d.isLoading()).isPresent());
        return fx(() -> studio.documents().find(p).orElseThrow());
    }

    private TabPane side(String id) {
        return (TabPane) studio.stage().getScene().lookup("#" + id);
    }

    /** The tab panes shown in the editor area, left first. */
    private List<String> shownSides() throws Exception {
        return fx(() -> ((SplitPane) studio.stage().getScene().lookup("#editor-split"))
                .getItems().stream()
                        .map(n -> ((TabPane) n.lookup(".tab-pane")).getId())
                        .toList());
    }

    private List<String> tabNames(String id) throws Exception {
        return fx(() -> side(id).getTabs().stream()
                .map(t -> ((DocumentViewModel) t.getUserData())
                        .path()
                        .getFileName()
                        .toString())
                .toList());
    }

    private Tab tab(String sideId, DocumentViewModel d) {
        return side(sideId).getTabs().stream()
                .filter(x -> x.getUserData() == d)
                .findFirst()
                .orElseThrow();
    }

    private CodeArea primaryArea(DocumentViewModel d) {
        return ((CodeEditorSurface) d.editor()).control().getCodeArea();
    }

    /** The second view shown on the right for {@code d}. */
    private CodeArea rightView(DocumentViewModel d) throws Exception {
        return fx(() -> {
            Tab t = side("editor-tabs-right").getTabs().stream()
                    .filter(x -> x.getUserData() == d)
                    .findFirst()
                    .orElseThrow();
            return ((EditorView) t.getContent()).getCodeArea();
        });
    }

    @Test
    void splitAndUnsplitByCommand() throws Exception {
        DocumentViewModel doc = open(endpoint("query_rooms.toml"));
        assertThat(shownSides()).containsExactly("editor-tabs");
        assertThat(fx(() -> studio.actions()
                        .find("view.unsplitEditor")
                        .orElseThrow()
                        .disabled()
                        .get()))
                .isTrue();

        fxRun(() -> studio.actions().run("view.splitEditor"));
        assertThat(shownSides()).containsExactly("editor-tabs", "editor-tabs-right");
        assertThat(tabNames("editor-tabs-right")).containsExactly("query_rooms.toml");
        CodeArea right = rightView(doc);
        assertThat(right).isNotSameAs(primaryArea(doc));
        assertThat(fx(() -> right.getText())).isEqualTo(fx(() -> doc.editor().text()));

        fxRun(() -> studio.actions().run("view.unsplitEditor"));
        assertThat(shownSides()).containsExactly("editor-tabs");
        assertThat(tabNames("editor-tabs")).containsOnlyOnce("query_rooms.toml");
        assertThat(fx(() -> studio.documents().documents().stream()
                        .filter(d -> d == doc)
                        .count()))
                .isEqualTo(1);
        assertThat(fx(() -> primaryArea(doc).getScene() != null)).isTrue(); // the buffer's own editor is still shown
    }

    @Test
    void theSameDocumentOnBothSidesIsOneBufferWithTwoCarets() throws Exception {
        DocumentViewModel doc = open(endpoint("query_rooms.toml"));
        fxRun(() -> studio.actions().run("view.splitEditor"));
        CodeArea left = fx(() -> primaryArea(doc));
        CodeArea right = rightView(doc);
        fxRun(() -> {
            left.moveTo(0);
            right.moveTo(right.getLength());
            right.insertText(right.getLength(), "\n# typed on the right\n");
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> doc.editor().text())).endsWith("# typed on the right\n");
        assertThat(fx(() -> left.getText())).isEqualTo(fx(() -> right.getText()));
        assertThat(fx(() -> left.getCaretPosition())).isZero();
        assertThat(fx(() -> right.getCaretPosition())).isEqualTo(fx(() -> right.getLength()));
        // each view highlights its own caret line (SplitEditorFocusedViewFxTest checks which line)
        fxRun(() -> right.moveTo(0));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> highlighted(left))).isTrue();
        assertThat(fx(() -> highlighted(right))).isTrue();
        fxRun(() -> right.moveTo(right.getLength()));
        // the caret the status bar shows is that of the view the user works in
        fxRun(() -> right.requestFocus());
        waitUntil(
                "the right view's caret line",
                () -> doc.editor().caretLine().getValue() == right.getCurrentParagraph() + 1);
        // Edit > Copy (the menu, not the view's own key) copies the selection of the view worked in
        fxRun(() -> {
            right.selectRange(right.getLength() - "# typed on the right\n".length(), right.getLength() - 1);
            studio.actions().run("edit.copy");
        });
        assertThat(fx(() -> javafx.scene.input.Clipboard.getSystemClipboard().getString()))
                .isEqualTo("# typed on the right");
        // a jump to a range (the problems view) and Go to Line land in the view worked in, the other keeps its caret
        fxRun(() -> doc.editor().selectRange(0, 3));
        assertThat(fx(() -> right.getSelection())).isEqualTo(new javafx.scene.control.IndexRange(0, 3));
        assertThat(fx(() -> left.getCaretPosition())).isZero();
        fxRun(() -> doc.editor().goToLine(2));
        assertThat(fx(() -> right.getCurrentParagraph())).isEqualTo(1);
        assertThat(fx(() -> left.getCurrentParagraph())).isZero();
        fxRun(() -> right.moveTo(right.getLength()));
        fxRun(() -> left.requestFocus());
        waitUntil("the left view's caret line", () -> doc.editor().caretLine().getValue() == 1);
        // one document, dirty once, with the marker on both of its tabs
        assertThat(fx(() -> studio.documents().documents().stream()
                        .filter(d -> d.path().equals(doc.path()))
                        .count()))
                .isEqualTo(1);
        assertThat(fx(() -> doc.isDirty())).isTrue();
        assertThat(fx(() -> tab("editor-tabs", doc).getText())).startsWith("\u25CF ");
        assertThat(fx(() -> tab("editor-tabs-right", doc).getText())).startsWith("\u25CF ");

        // undo (one history) returns to the saved text and clears the marker; redo and Save write the typed text
        fxRun(() -> right.undo());
        assertThat(fx(() -> doc.isDirty())).isFalse();
        fxRun(() -> studio.actions().run("edit.redo"));
        assertThat(fx(() -> doc.isDirty())).isTrue();
        fxRun(() -> studio.actions().run("file.save"));
        assertThat(Files.readString(doc.path())).endsWith("# typed on the right\n");
        assertThat(fx(() -> tab("editor-tabs-right", doc).getText())).doesNotStartWith("\u25CF");
    }

    @Test
    void squigglesOfLiveValidationShowInBothViews() throws Exception {
        DocumentViewModel doc = open(endpoint("query_rooms.toml"));
        fxRun(() -> studio.actions().run("view.splitEditor"));
        CodeArea right = rightView(doc);
        fxRun(() -> right.insertText(right.getLength(), "\n[[[ broken\n"));
        waitUntil(
                "a squiggle in the right view",
                () -> doc.editor().shownDiagnostics().stream()
                        .anyMatch(s -> s.end() > s.start() && squiggled(right, s.start())));
        int at = fx(() -> doc.editor().shownDiagnostics().stream()
                .filter(s -> s.end() > s.start())
                .findFirst()
                .orElseThrow()
                .start());
        assertThat(fx(() -> squiggled(primaryArea(doc), at))).isTrue();
    }

    /** Whether a line of {@code a} is drawn with a current-line background (its own class, current-line or -view). */
    private static boolean highlighted(CodeArea a) {
        return a.lookupAll(".paragraph-text").stream()
                .anyMatch(n -> n instanceof javafx.scene.layout.Region r
                        && r.getBackground() != null
                        && r.getBackground().getFills().stream()
                                .anyMatch(fill -> !javafx.scene.paint.Color.TRANSPARENT.equals(fill.getFill())));
    }

    private static boolean squiggled(CodeArea a, int at) {
        return at < a.getLength() && a.getStyleOfChar(at).stream().anyMatch(c -> c.startsWith("diag-"));
    }

    @Test
    void aDifferentDocumentOnEachSideAndClosingTheLastTabOfASideUnsplits() throws Exception {
        DocumentViewModel a = open(endpoint("query_rooms.toml"));
        DocumentViewModel b = open(endpoint("book_reservation.toml"));
        menu("editor-tabs", b, "Move to Other Side");
        assertThat(shownSides()).containsExactly("editor-tabs", "editor-tabs-right");
        assertThat(tabNames("editor-tabs"))
                .doesNotContain("book_reservation.toml")
                .contains("query_rooms.toml");
        assertThat(tabNames("editor-tabs-right")).containsExactly("book_reservation.toml");
        // alone on the right, b is shown in its own editor (not a second view)
        assertThat(fx(() -> side("editor-tabs-right").getTabs().get(0).getContent()))
                .isSameAs(fx(() -> b.editor().node()));
        assertThat(fx(() -> a.editor().node().getScene() != null)).isTrue();

        // a file opened while the right side is in use gets its tab there
        DocumentViewModel c =
                open(f.workspace.resolve("agtp-server.toml").toAbsolutePath().normalize());
        assertThat(tabNames("editor-tabs-right")).containsExactly("book_reservation.toml", "agtp-server.toml");
        assertThat(fx(() -> studio.documents().active())).isSameAs(c);

        menu("editor-tabs-right", b, "Close");
        menu("editor-tabs-right", c, "Close");
        assertThat(fx(() -> studio.documents().find(b.path()).isPresent())).isFalse();
        assertThat(shownSides()).containsExactly("editor-tabs");
        assertThat(tabNames("editor-tabs")).contains("query_rooms.toml");
    }

    @Test
    void closingOneOfTwoViewsKeepsTheDocument() throws Exception {
        fxRun(() -> studio.documents().closeAll());
        DocumentViewModel doc = open(endpoint("query_rooms.toml"));
        fxRun(() -> studio.actions().run("view.splitEditor"));
        menu("editor-tabs", doc, "Close");
        // the left side lost its last tab: the right side's tab moves to the left, the buffer is still open
        assertThat(shownSides()).containsExactly("editor-tabs");
        assertThat(fx(() -> studio.documents().find(doc.path()).orElse(null))).isSameAs(doc);
        assertThat(tabNames("editor-tabs")).contains("query_rooms.toml");
        assertThat(fx(() -> side("editor-tabs").getTabs().stream()
                        .filter(t -> t.getUserData() == doc)
                        .findFirst()
                        .orElseThrow()
                        .getContent()))
                .isSameAs(fx(() -> doc.editor().node()));
    }

    @Test
    void theSidesAreRestoredAfterARestart() throws Exception {
        open(endpoint("query_rooms.toml"));
        DocumentViewModel b = open(endpoint("book_reservation.toml"));
        open(f.workspace.resolve("agtp-server.toml").toAbsolutePath().normalize());
        menu("editor-tabs", b, "Split Right"); // b on both sides
        DocumentViewModel server = fx(() -> studio.documents()
                .find(f.workspace.resolve("agtp-server.toml").toAbsolutePath().normalize())
                .orElseThrow());
        menu("editor-tabs", server, "Move to Other Side"); // server on the right only
        fxRun(() -> studio.editorSplit().dividerProperty().set(0.35));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> ((SplitPane) studio.stage().getScene().lookup("#editor-split")).getDividerPositions()[0]))
                .isCloseTo(0.35, org.assertj.core.data.Offset.offset(0.02));
        List<String> left = tabNames("editor-tabs");
        List<String> right = tabNames("editor-tabs-right");
        assertThat(right).containsExactly("book_reservation.toml", "agtp-server.toml");
        assertThat(left).contains("book_reservation.toml").doesNotContain("agtp-server.toml");
        fxRun(studio::saveWorkbench);
        f.stop();

        studio = f.start();
        waitUntil("validation result", () -> studio.lastResultProperty().get() != null);
        waitUntil(
                "the split restored",
                () -> side("editor-tabs-right") != null
                        && side("editor-tabs-right").getScene() != null
                        && studio.editorSplit().isSplit());
        assertThat(tabNames("editor-tabs")).containsExactlyElementsOf(left);
        assertThat(tabNames("editor-tabs-right")).containsExactlyElementsOf(right);
        assertThat(fx(() -> studio.editorSplit().side(EditorSplit.Side.RIGHT).size()))
                .isEqualTo(2);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> ((SplitPane) studio.stage().getScene().lookup("#editor-split")).getDividerPositions()[0]))
                .isCloseTo(0.35, org.assertj.core.data.Offset.offset(0.02));
        DocumentViewModel b2 = fx(() -> studio.documents().find(b.path()).orElseThrow());
        assertThat(fx(() -> side("editor-tabs-right").getTabs().get(0).getContent()))
                .isInstanceOf(EditorView.class)
                .isNotSameAs(fx(() -> b2.editor().node()));
    }

    private void menu(String sideId, DocumentViewModel doc, String item) throws Exception {
        fxRun(() -> {
            Tab t = side(sideId).getTabs().stream()
                    .filter(x -> x.getUserData() == doc)
                    .findFirst()
                    .orElseThrow();
            t.getContextMenu().getOnShowing().handle(null);
            MenuItem i = t.getContextMenu().getItems().stream()
                    .filter(x -> item.equals(x.getText()))
                    .findFirst()
                    .orElseThrow();
            assertThat(i.isDisable()).as(item + " enabled").isFalse();
            i.fire();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    /**
     * Opening a split prints nothing: no style of the new view (gutter, line numbers, tokens) misses the editor's
     * palette (a looked-up colour that cannot be resolved is logged by JavaFX's CSS logger, and a colour left
     * unresolved is a ClassCastException in the log). Both themes, the same buffer on both sides, the way a user
     * splits (the key, with the focus in the editor).
     */
    @Test
    void openingASplitLogsNoCssWarnings() throws Exception {
        java.util.logging.Logger css = java.util.logging.Logger.getLogger("javafx.css");
        List<String> logged = java.util.Collections.synchronizedList(new java.util.ArrayList<>());
        java.util.logging.Handler capture = new java.util.logging.Handler() {
            @Override
            public void publish(java.util.logging.LogRecord r) {
                logged.add(r.getLevel() + " " + new java.util.logging.SimpleFormatter().formatMessage(r));
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        css.addHandler(capture);
        try {
            org.testfx.api.FxRobot robot = new org.testfx.api.FxRobot();
            for (String theme : List.of("light", "dark")) {
                if (theme.equals("dark")) {
                    fxRun(() -> studio.actions().run("view.toggleTheme"));
                }
                DocumentViewModel doc = open(f.workspace
                        .resolve("harbor-light.agis")
                        .toAbsolutePath()
                        .normalize());
                fxRun(() -> {
                    primaryArea(doc).requestFocus();
                    primaryArea(doc).moveTo(13, 2); // the caret where the user worked (the view opens there)
                });
                WaitForAsyncUtils.waitForFxEvents();
                robot.press(javafx.scene.input.KeyCode.CONTROL, javafx.scene.input.KeyCode.BACK_SLASH)
                        .release(javafx.scene.input.KeyCode.BACK_SLASH, javafx.scene.input.KeyCode.CONTROL);
                waitUntil("split (" + theme + ")", () -> studio.editorSplit().isSplit());
                CodeArea right = rightView(doc);
                waitUntil("the right view laid out", () -> right.getHeight() > 0 && right.getScene() != null);
                fxRun(() -> right.showParagraphAtTop(right.getParagraphs().size() / 2)); // cells made later too
                WaitForAsyncUtils.waitForFxEvents();
                Thread.sleep(300);
                WaitForAsyncUtils.waitForFxEvents();
                fxRun(() -> studio.actions().run("view.unsplitEditor"));
                WaitForAsyncUtils.waitForFxEvents();
            }
        } finally {
            css.removeHandler(capture);
        }
        assertThat(logged).as("CSS log while splitting").isEmpty();
    }
}
