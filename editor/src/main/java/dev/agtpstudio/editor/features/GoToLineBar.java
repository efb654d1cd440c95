package dev.agtpstudio.editor.features;

import dev.agtpstudio.editor.spi.EditorComponent;
import dev.agtpstudio.editor.spi.EditorHost;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.HBox;
import org.fxmisc.wellbehaved.event.EventPattern;
import org.fxmisc.wellbehaved.event.InputMap;
import org.fxmisc.wellbehaved.event.Nodes;

/**
 * Ctrl+G: a small bar asking for a line (or {@code line:column}); Enter jumps, Escape closes. It jumps in, and is
 * shown above, the view worked in last.
 */
public final class GoToLineBar implements EditorComponent {
    private final HBox root = new HBox(6);
    private final TextField field = new TextField();
    private EditorHost editor;
    private InputMap<?> keys;

    public GoToLineBar() {
        root.getStyleClass().add("goto-bar");
        root.setAlignment(Pos.CENTER_LEFT);
        field.setPromptText("line[:column]");
        field.setPrefColumnCount(10);
        root.getChildren().addAll(new Label("Go to line:"), field);
        field.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                jump(field.getText());
                e.consume();
            } else if (e.getCode() == KeyCode.ESCAPE) {
                hide();
                e.consume();
            }
        });
    }

    @Override
    public void install(EditorHost ed) {
        editor = ed;
        keys = InputMap.consume(EventPattern.keyPressed(KeyCode.G, KeyCombination.SHORTCUT_DOWN), e -> show());
        Nodes.addInputMap(ed.getCodeArea(), keys);
    }

    @Override
    public InputMap<?> viewKeys() {
        return keys;
    }

    @Override
    public void uninstall() {
        if (editor != null) {
            hide();
            editor.areas().forEach(a -> Nodes.removeInputMap(a, keys));
            editor = null;
        }
    }

    public void show() {
        if (!editor.bars().getChildren().contains(root)) {
            editor.bars().getChildren().add(root);
        }
        field.clear();
        field.getStyleClass().remove("invalid");
        field.requestFocus();
    }

    public void hide() {
        if (editor != null && editor.bars().getChildren().remove(root)) {
            editor.focusedArea().requestFocus();
        }
    }

    /** Jumps to {@code line} or {@code line:column} (1-based); ignores text that is not a number. */
    public void jump(String spec) {
        String[] parts = spec.trim().split(":", 2);
        try {
            int line = Integer.parseInt(parts[0].trim());
            editor.goToLine(line);
            if (parts.length == 2) {
                int col = Integer.parseInt(parts[1].trim());
                var area = editor.focusedArea(); // where goToLine moved the caret
                int p = area.getCurrentParagraph();
                area.moveTo(p, Math.max(0, Math.min(col - 1, area.getParagraphLength(p))));
            }
            hide();
        } catch (NumberFormatException e) {
            if (!field.getStyleClass().contains("invalid")) {
                field.getStyleClass().add("invalid");
            }
        }
    }
}
