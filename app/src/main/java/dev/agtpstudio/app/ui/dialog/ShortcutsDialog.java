package dev.agtpstudio.app.ui.dialog;

import java.util.List;
import java.util.Map;
import javafx.geometry.Insets;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * Help → Keyboard Shortcuts: one section per menu, keys in a column of their own, in a scrollable dialog sized to
 * show most of the list at once.
 */
public final class ShortcutsDialog {
    private ShortcutsDialog() {}

    public static Dialog<Void> create(Window owner, Map<String, List<DialogService.Shortcut>> byMenu) {
        Dialog<Void> d = DialogWindows.owned(new Dialog<>(), owner, "Keyboard shortcuts");
        d.setHeaderText("Keyboard shortcuts");
        d.getDialogPane().getButtonTypes().setAll(ButtonType.CLOSE);
        VBox sections = new VBox(14);
        sections.setPadding(new Insets(6, 12, 6, 6));
        Label hint = new Label("F6 and Shift+F6 move between the panes; Tab and Shift+Tab between the controls of a"
                + " pane (in the editor Tab indents).");
        hint.setWrapText(true);
        sections.getChildren().add(hint);
        byMenu.forEach((menu, list) -> {
            Label heading = new Label(menu);
            heading.getStyleClass().add("shortcuts-heading");
            heading.setStyle("-fx-font-weight: bold;");
            GridPane rows = new GridPane();
            rows.setHgap(24);
            rows.setVgap(4);
            rows.setAccessibleText(menu + " shortcuts");
            for (int i = 0; i < list.size(); i++) {
                Label keys = new Label(list.get(i).keys());
                keys.getStyleClass().add("shortcut-keys");
                keys.setMinWidth(Region.USE_PREF_SIZE);
                Label title = new Label(list.get(i).title());
                title.setMinWidth(Region.USE_PREF_SIZE);
                title.setAccessibleText(list.get(i).title() + ": " + list.get(i).keys());
                rows.addRow(i, keys, title);
            }
            sections.getChildren().add(new VBox(6, heading, rows));
        });
        ScrollPane scroll = new ScrollPane(sections);
        scroll.setFitToWidth(true);
        scroll.setPrefViewportWidth(520);
        scroll.setPrefViewportHeight(460);
        scroll.setId("shortcuts-list");
        d.getDialogPane().setContent(scroll);
        // a fixed size that shows most of the list (the rest scrolls): a resizable dialog was shrunk to a stamp by
        // openbox at its first show
        d.getDialogPane().setPrefSize(600, 640);
        d.getDialogPane().setMinSize(600, 640);
        return d;
    }
}
