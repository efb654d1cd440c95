package dev.agtpstudio.editor;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.complete.DefaultCompletionProvider;
import dev.agtpstudio.core.load.FileKind;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.Scene;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The hover card on a key shows the published schema's description of the key at that path, in every file kind:
 * same-named keys at different depths get different text, TOML tables and dotted keys resolve, and enumerated
 * values get their own line.
 */
@ExtendWith(ApplicationExtension.class)
class KeyHoverFxTest {
    private final Map<FileKind, CodeEditor> editors = new EnumMap<>(FileKind.class);

    @Start
    void start(Stage stage) {
        VBox box = new VBox();
        for (FileKind kind :
                new FileKind[] {FileKind.AGIS, FileKind.ENDPOINT, FileKind.SERVER_CONFIG, FileKind.RECIPES}) {
            CodeEditor e = new CodeEditor(kind, new DefaultCompletionProvider());
            e.setPrefHeight(120);
            editors.put(kind, e);
            box.getChildren().add(e);
        }
        stage.setScene(new Scene(box, 800, 600));
        stage.show();
    }

    private CodeEditor load(FxRobot robot, FileKind kind, String text) {
        CodeEditor editor = editors.get(kind);
        robot.interact(() -> editor.resetText(text));
        try {
            WaitForAsyncUtils.waitFor(
                    5,
                    TimeUnit.SECONDS,
                    () -> editor.highlighter().highlightedVersionProperty().get() == editor.documentVersion());
        } catch (TimeoutException e) {
            throw new AssertionError(e);
        }
        WaitForAsyncUtils.waitForFxEvents();
        return editor;
    }

    /** The card at the n-th occurrence of {@code needle}, one character in. */
    private static String card(CodeEditor editor, String needle, int occurrence) {
        String t = editor.getText();
        int at = -1;
        for (int i = 0; i <= occurrence; i++) {
            at = t.indexOf(needle, at + 1);
        }
        assertThat(at).as(needle + " #" + occurrence).isGreaterThanOrEqualTo(0);
        return editor.diagnostics().infoAt(at + 1);
    }

    @Test
    void agisYamlKeysAtSeveralDepths(FxRobot robot) {
        CodeEditor e = load(robot, FileKind.AGIS, """
                agis: "1.0"
                description: Table bookings.
                endpoints:
                  - method: BOOK
                    description: Books a table.
                    semantic:
                      intent: Book a table for the caller.
                      impact_tier: irreversible
                    input:
                      properties:
                        party_size: {type: integer, minimum: 1}
                    errors:
                      - name: reservation_unavailable
                        description: No table is free.
                vocabulary:
                  declared_verbs: [BOOK]
                """);
        assertThat(card(e, "description", 0))
                .startsWith("`description`:")
                .contains("whole service")
                .contains("AGIS \u00a78.1");
        assertThat(card(e, "description", 1))
                .startsWith("`description`:")
                .contains("this endpoint")
                .contains("AGIS \u00a73.2");
        assertThat(card(e, "description", 2)).startsWith("`description`:").contains("error condition");
        assertThat(card(e, "intent", 0)).startsWith("`intent`:").contains("AGIS \u00a76.1");
        assertThat(card(e, "declared_verbs", 0)).contains("AGIS \u00a78.2");
        assertThat(card(e, "irreversible", 0))
                .as("an enumerated value")
                .startsWith("`irreversible`:")
                .contains("permanent");
        assertThat(card(e, "Books a table", 0)).as("free text").isNull();
        assertThat(card(e, "minimum", 0))
                .as("a key inside a flow mapping")
                .startsWith("`minimum`:")
                .contains("smallest number");
    }

    @Test
    void agisJsonKeysAtSeveralDepths(FxRobot robot) {
        CodeEditor e = load(robot, FileKind.AGIS, """
                {
                  "agis": "1.0",
                  "description": "Table bookings.",
                  "endpoints": [
                    {"method": "BOOK", "path": "/table", "description": "Books a table.",
                     "semantic": {"intent": "Book a table.", "actor": "agent"}}
                  ]
                }
                """);
        assertThat(card(e, "\"description\"", 0)).contains("whole service");
        assertThat(card(e, "\"description\"", 1)).contains("this endpoint");
        assertThat(card(e, "\"actor\"", 0)).startsWith("`actor`:").contains("AGIS \u00a76.1");
    }

    @Test
    void endpointTomlTablesDottedKeysAndSameNamedKeys(FxRobot robot) {
        CodeEditor e = load(robot, FileKind.ENDPOINT, """
                [endpoint]
                method = "BOOK"
                path = "/room"
                semantic.capability = "transaction"

                [endpoint.handler]
                type = "external_service"
                method = "POST"
                """);
        assertThat(card(e, "method", 0)).startsWith("`method`:").contains("AGTP-API \u00a76.3");
        assertThat(card(e, "method", 1))
                .startsWith("`method`:")
                .contains("HTTP method sent upstream")
                .contains("AGTP-API \u00a712.3");
        assertThat(card(e, "capability", 0)).startsWith("`capability`:").contains("AGTP-API \u00a77.1");
        assertThat(card(e, "handler]", 0)).startsWith("`handler`:").contains("\u00a712");
        assertThat(card(e, "external_service", 0)).as("an enumerated value").contains("HTTPS upstream");
    }

    @Test
    void serverAndRecipeKeys(FxRobot robot) {
        CodeEditor s = load(robot, FileKind.SERVER_CONFIG, """
                [server]
                domain = "agtp.example"

                [policies]
                synthesis_enabled = true

                [[apis]]
                path = "/rooms"
                description = "Rooms."
                """);
        assertThat(card(s, "domain", 0)).startsWith("`domain`:").contains("AGTP-API \u00a78.3");
        assertThat(card(s, "synthesis_enabled", 0)).contains("PROPOSE").contains("AGTP-API \u00a78.7");
        assertThat(card(s, "description", 0)).startsWith("`description`:").contains("What the API is");
        CodeEditor r = load(robot, FileKind.RECIPES, """
                [[recipe]]
                name = "audit"
                description = "Audits."

                [[recipe.steps]]
                method = "QUERY"
                capture_as = "facts"
                """);
        assertThat(card(r, "name", 0)).startsWith("`name`:").contains("unique name");
        assertThat(card(r, "description", 0)).startsWith("`description`:").contains("recipe");
        assertThat(card(r, "capture_as", 0)).contains("previous_step");
    }

    @Test
    void completionRowsOfKeysShowTheSameDocumentationAsTheirTooltip(FxRobot robot) {
        CodeEditor e = load(robot, FileKind.ENDPOINT, "[endpoint.handler]\ntimeout");
        robot.interact(() -> {
            e.getCodeArea().moveTo(e.getCodeArea().getLength());
            e.completion().show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        var popup = e.completion().popup();
        assertThat(popup.isShowing()).isTrue();
        assertThat(popup.items())
                .extracting(dev.agtpstudio.core.complete.CompletionItem::label)
                .containsExactly("timeout_seconds");
        var cell = robot.lookup(".completion-popup .list-cell")
                .match(n -> ((javafx.scene.control.ListCell<?>) n).getItem() != null)
                .queryAs(javafx.scene.control.ListCell.class);
        assertThat(cell.getTooltip()).isNotNull();
        assertThat(cell.getTooltip().getText()).contains("upstream timeout").contains("AGTP-API \u00a712.3");
        robot.interact(popup::hide);
    }
}
