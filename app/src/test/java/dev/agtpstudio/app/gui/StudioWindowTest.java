package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fx;
import static dev.agtpstudio.app.gui.StudioFixture.fxRun;
import static dev.agtpstudio.app.gui.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import dev.agtpstudio.app.ui.editor.ShownDiagnostic;
import dev.agtpstudio.core.diag.Diagnostic;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeItem;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;

/** The main window, headless: opening the sample, live diagnostics, saving, and files changed on disk. */
class StudioWindowTest {
    @TempDir
    Path tmp;

    private StudioFixture f;
    private Studio studio;
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @BeforeEach
    void start() throws Exception {
        assumeTrue(Files.isDirectory(StudioFixture.sampleSource()), "samples/hotel is part of the project");
        f = new StudioFixture(tmp);
        studio = f.start();
    }

    @AfterEach
    void stop() throws Exception {
        if (f != null) {
            f.stop();
        }
    }

    private Path endpoint(String name) {
        return f.workspace.resolve("endpoints").resolve(name).toAbsolutePath().normalize();
    }

    private DocumentViewModel open(Path file) throws Exception {
        DocumentViewModel d = fx(() -> studio.documents().open(file))
                .get(10, java.util.concurrent.TimeUnit.SECONDS)
                .orElseThrow();
        waitUntil("first validation", () -> studio.lastResultProperty().get() != null);
        return d;
    }

    @Test
    void sampleWorkspaceOpensWithTreeEditorAndProblems() throws Exception {
        waitUntil("validation result", () -> studio.lastResultProperty().get() != null);
        List<String> top = fx(() -> studio.explorer().tree().getRoot().getChildren().stream()
                .map(TreeItem::getValue)
                .map(p -> p.getFileName().toString())
                .toList());
        assertThat(top).contains("endpoints", "agtp-server.toml");
        assertThat(fx(() -> studio.documents().documents().size())).isEqualTo(1);
        assertThat(fx(() -> studio.stage().getTitle())).startsWith("hotel");
        int rows = fx(() -> studio.problems().all().size());
        int expected = fx(() -> (int) studio.lastResultProperty().get().diagnostics().stream()
                .filter(d -> !d.suppressed())
                .count());
        assertThat(rows).isEqualTo(expected);
        assertThat(f.dialogs.errors).isEmpty();
    }

    @Test
    void unknownVerbTypedInTheEditorShowsInEditorAndProblemsView() throws Exception {
        Path file = endpoint("book_reservation.toml");
        DocumentViewModel doc = open(file);
        int at = fx(() -> doc.editor().text().indexOf("\"BOOK\"") + 1);
        fxRun(() -> doc.editor().selectRange(at, at + 4));
        robot.write("BOOKX");
        waitUntil("dirty marker", doc::isDirty);
        assertThat(fx(() -> doc.title().get())).startsWith("\u25CF ");

        waitUntil(
                "method/not-in-catalog in the problems view",
                () -> studio.problems().all().stream()
                        .anyMatch(d -> d.ruleId().equals("method/not-in-catalog") && file.equals(d.file())));
        Diagnostic d = fx(() -> studio.problems().all().stream()
                .filter(x -> x.ruleId().equals("method/not-in-catalog"))
                .findFirst()
                .orElseThrow());
        String text = fx(() -> doc.editor().text());
        assertThat(text.substring(d.range().start(), d.range().end())).contains("BOOKX");
        assertThat(d.range().startLine()).isEqualTo(text.substring(0, at).split("\n", -1).length);

        waitUntil(
                "mark in the editor",
                () -> doc.editor().shownDiagnostics().stream()
                        .anyMatch(s -> s.diagnostic().ruleId().equals("method/not-in-catalog")));
        ShownDiagnostic shown = fx(() -> doc.editor().shownDiagnostics().stream()
                .filter(s -> s.diagnostic().ruleId().equals("method/not-in-catalog"))
                .findFirst()
                .orElseThrow());
        assertThat(text.substring(shown.start(), shown.end())).contains("BOOKX");
        assertThat(fx(() -> studio.status().validationProperty().get())).contains("error");

        // double-click in the problems table reveals the range
        fxRun(() -> studio.documents().activeProperty().set(null));
        @SuppressWarnings("unchecked")
        TableView<Diagnostic> table =
                (TableView<Diagnostic>) robot.lookup("#problems-table").query();
        int row = fx(() -> table.getItems().indexOf(d));
        assertThat(row).isNotNegative();
        fxRun(() -> {
            table.getSelectionModel().select(row);
            table.requestFocus();
        });
        robot.type(KeyCode.ENTER);
        waitUntil("revealed", () -> studio.documents().active() == doc);
    }

    /**
     * The wiring of the two result streams in the window: while the user types, a result reaches the editor at once
     * and the problems view only when it settles; once typing stops, everything settles to the final text. When
     * results settle (at the pause, at least every {@link ResultSettling#SETTLE_LONGEST}) is tested on virtual time in
     * {@link ResultSettlingTest}; how long a keystroke takes to show is {@code EditLatencyBench} (docs/benchmarks.md).
     * Nothing here counts results per second: a loaded machine validates fewer of them while the test types.
     */
    @Test
    void whileTypingResultsSettleAtPausesForTheProblemsViewAndTheEditorTakesEachAtOnce() throws Exception {
        Path file = endpoint("book_reservation.toml");
        DocumentViewModel doc = open(file);
        int at = fx(() -> doc.editor().text().indexOf("\"BOOK\"") + 5);
        int[] results = {0};
        int[] putOff = {0};
        int[] settled = {0};
        int[] tableChanges = {0};
        List<String> tableAhead = new java.util.ArrayList<>();
        javafx.beans.value.ChangeListener<dev.agtpstudio.app.validation.ValidationResult> counting = (o, a, r) -> {
            results[0]++;
            if (r != null && studio.settledResultProperty().get() != r) {
                putOff[0]++; // the editors have it, the problems view keeps the one settled before
            }
        };
        javafx.beans.value.ChangeListener<dev.agtpstudio.app.validation.ValidationResult> countingSettled =
                (o, a, r) -> settled[0]++;
        javafx.collections.ListChangeListener<Diagnostic> changes = c -> {
            tableChanges[0]++;
            List<String> shown = verbFindings(studio.problems().all(), file);
            List<String> settledNow = studio.settledResultProperty().get() == null
                    ? List.of()
                    : verbFindings(studio.settledResultProperty().get().diagnostics(), file);
            if (!shown.equals(settledNow)) {
                tableAhead.add(shown + " while the settled result has " + settledNow);
            }
        };
        fxRun(() -> {
            studio.lastResultProperty().addListener(counting);
            studio.settledResultProperty().addListener(countingSettled);
            studio.problems().all().addListener(changes);
        });
        // the verb grows by one letter every 40 ms (each result is a new finding) until at least one result was
        // put off while typing; the limit only stops a broken build from typing forever
        int typed = 0;
        while (typed < 10 || fx(() -> putOff[0]) == 0) {
            assertThat(typed)
                    .as("letters typed without a result being put off while typing")
                    .isLessThan(500);
            fxRun(() -> doc.editor().replace(at, at, "X"));
            typed++;
            Thread.sleep(40);
        }
        String verb = "BOOK" + "X".repeat(typed);
        waitUntil(
                "the last verb in the editor",
                () -> doc.editor().shownDiagnostics().stream()
                        .anyMatch(x -> x.diagnostic().message().contains("`" + verb + "`")));
        waitUntil(
                "the last verb in the problems view, once typing paused",
                () -> studio.problems().all().stream()
                        .anyMatch(x -> file.equals(x.file()) && x.message().contains("`" + verb + "`")));
        waitUntil(
                "the last result settled",
                () -> studio.settledResultProperty().get()
                        == studio.lastResultProperty().get());
        fxRun(() -> {
            studio.lastResultProperty().removeListener(counting);
            studio.settledResultProperty().removeListener(countingSettled);
            studio.problems().all().removeListener(changes);
        });
        assertThat(tableAhead)
                .as("problems-table changes that showed a result not settled yet")
                .isEmpty();
        assertThat(fx(() -> settled[0]))
                .as("results settled (at most one per result)")
                .isBetween(1, fx(() -> results[0]));
        assertThat(fx(() -> tableChanges[0]))
                .as("the table follows the settled results")
                .isBetween(1, fx(() -> settled[0]));
    }

    /** The messages of the unknown-verb findings in {@code file}, sorted. */
    private static List<String> verbFindings(List<Diagnostic> diagnostics, Path file) {
        return diagnostics.stream()
                .filter(d -> file.equals(d.file()) && d.ruleId().equals("method/not-in-catalog") && !d.suppressed())
                .map(Diagnostic::message)
                .sorted()
                .toList();
    }

    private dev.agtpstudio.editor.CodeEditor codeEditor(DocumentViewModel doc) {
        return ((dev.agtpstudio.app.ui.editor.CodeEditorSurface) doc.editor()).control();
    }

    @Test
    void quickFixReplacesTheUnknownVerbAndTheErrorGoes() throws Exception {
        Path file = endpoint("cancel_reservation.toml");
        DocumentViewModel doc = open(file);
        String verb = fx(() -> {
            String t = doc.editor().text();
            int i = t.indexOf("method = \"") + 10;
            return t.substring(i, t.indexOf('"', i));
        });
        int at = fx(() -> doc.editor().text().indexOf("method = \"") + 10);
        fxRun(() -> doc.editor().selectRange(at, at + verb.length()));
        robot.write(verb + "Z");
        waitUntil(
                "error mark",
                () -> doc.editor().shownDiagnostics().stream()
                        .anyMatch(x -> x.diagnostic().ruleId().equals("method/not-in-catalog")));
        fxRun(() -> {
            doc.editor().selectRange(at + 1, at + 1);
            // the typing above is one undo step of its own (RichTextFX would merge it with the next change)
            codeEditor(doc).getCodeArea().getUndoManager().preventMerge();
        });
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT1).release(KeyCode.DIGIT1, KeyCode.CONTROL);
        waitUntil("quick-fix popup", () -> codeEditor(doc).quickFixes().popup().isShowing());
        String first =
                fx(() -> codeEditor(doc).quickFixes().popup().items().get(0).title());
        assertThat(first).startsWith("Replace with ");
        robot.type(KeyCode.ENTER);
        String replacement = first.substring("Replace with ".length());
        waitUntil("fix applied", () -> doc.editor().text().contains("method = \"" + replacement + "\""));
        waitUntil(
                "error gone from the problems view",
                () -> studio.problems().all().stream()
                        .noneMatch(x -> x.ruleId().equals("method/not-in-catalog") && file.equals(x.file())));
        // one undo step takes the whole fix back
        fxRun(() -> doc.editor().undo());
        assertThat(fx(() -> doc.editor().text())).contains("method = \"" + verb + "Z\"");
    }

    @Test
    void ctrlSpaceCompletesAVerb() throws Exception {
        Path file = endpoint("fetch_reservation.toml");
        DocumentViewModel doc = open(file);
        int at = fx(() -> doc.editor().text().indexOf("method = \"") + 10);
        int end = fx(() -> doc.editor().text().indexOf('"', at));
        fxRun(() -> doc.editor().selectRange(at, end));
        robot.write("RESER");
        robot.press(KeyCode.CONTROL, KeyCode.SPACE).release(KeyCode.SPACE, KeyCode.CONTROL);
        waitUntil("completion popup", () -> codeEditor(doc).completion().popup().isShowing());
        List<String> labels = fx(() -> codeEditor(doc).completion().popup().items().stream()
                .map(dev.agtpstudio.core.complete.CompletionItem::label)
                .toList());
        assertThat(labels).contains("RESERVE");
        fxRun(() -> codeEditor(doc)
                .completion()
                .popup()
                .listView()
                .getSelectionModel()
                .select(labels.indexOf("RESERVE")));
        robot.type(KeyCode.ENTER);
        waitUntil("verb completed", () -> doc.editor().text().contains("method = \"RESERVE\""));
    }

    @Test
    void ctrlZInTheEditorUndoesOnce() throws Exception {
        Path file = endpoint("plan_itinerary.toml");
        DocumentViewModel doc = open(file);
        String before = fx(() -> doc.editor().text());
        fxRun(() -> doc.editor().selectRange(0, 0));
        robot.write("a");
        waitUntil("typed a", () -> doc.editor().text().startsWith("a"));
        fxRun(() -> codeEditor(doc).getCodeArea().getUndoManager().preventMerge());
        robot.write("b");
        waitUntil("typed b", () -> doc.editor().text().startsWith("ab"));
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        waitUntil("undone", () -> !doc.editor().text().startsWith("ab"));
        assertThat(fx(() -> doc.editor().text()))
                .as("one step per key press, not two (menu accelerator + editor)")
                .isEqualTo("a" + before);
    }

    @Test
    void saveWritesTheFileAndAReopenedWindowShowsIt() throws Exception {
        Path file = endpoint("list_properties.toml");
        DocumentViewModel doc = open(file);
        fxRun(() ->
                doc.editor().replaceText("# edited in the test\n" + doc.editor().text()));
        waitUntil("dirty", doc::isDirty);
        fxRun(() -> studio.actions().run("file.save"));
        waitUntil("saved", () -> !doc.isDirty());
        assertThat(Files.readString(file)).startsWith("# edited in the test\n");
        assertThat(fx(() -> doc.title().get())).doesNotContain("\u25CF");

        f.stop();
        studio = f.start();
        DocumentViewModel again = open(file);
        assertThat(fx(() -> again.editor().text())).startsWith("# edited in the test\n");
        assertThat(fx(again::isDirty)).isFalse();
    }

    @Test
    void aCleanTabFollowsAFileChangedOnDiskWithoutAsking() throws Exception {
        Path file = endpoint("quote_rates.toml");
        DocumentViewModel doc = open(file);
        String theirs = Files.readString(file).replace("[endpoint]", "# changed elsewhere\n[endpoint]");
        // Written whole, as an editor saves (a poll that read a half-written file would rightly ask a second time).
        Path next = Files.writeString(file.resolveSibling(".quote_rates.toml.next"), theirs);
        Files.setLastModifiedTime(next, FileTime.fromMillis(System.currentTimeMillis() + 3000));
        Files.move(
                next,
                file,
                java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        waitUntil("reloaded text", () -> doc.editor().text().equals(theirs));
        assertThat(fx(doc::isDirty)).isFalse();
        assertThat(f.dialogs.askedSnapshot())
                .as("\"File changed on disk\" is not asked for a clean tab")
                .isEmpty();
    }

    @Test
    void closingADirtyTabAsksFirst() throws Exception {
        Path file = endpoint("notify_guest.toml");
        DocumentViewModel doc = open(file);
        fxRun(() -> doc.editor().replaceText(doc.editor().text() + "\n# more"));
        f.dialogs.saveAnswers.add(dev.agtpstudio.app.ui.dialog.DialogService.SaveChoice.CANCEL);
        fxRun(() -> studio.actions().run("file.close"));
        assertThat(f.dialogs.askedSnapshot()).contains("save: notify_guest.toml");
        assertThat(fx(() -> studio.documents().documents().contains(doc))).isTrue();
    }
}
