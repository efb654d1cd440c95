package dev.agtpstudio.app.ui.palette;

import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;

/**
 * The keys of a filter-and-pick popup (the command palette, Quick Open): Up/Down move the selection from the filter
 * field, Enter or a double click picks, Escape closes. One place, so every picker answers the same keys.
 */
public final class PickerKeys {
    private PickerKeys() {}

    public static void bind(TextField field, ListView<?> list, Runnable pick, Runnable close) {
        field.setOnKeyPressed(e -> {
            switch (e.getCode()) {
                case DOWN -> {
                    list.getSelectionModel().selectNext();
                    list.scrollTo(list.getSelectionModel().getSelectedIndex());
                    e.consume();
                }
                case UP -> {
                    list.getSelectionModel().selectPrevious();
                    list.scrollTo(list.getSelectionModel().getSelectedIndex());
                    e.consume();
                }
                case ENTER -> {
                    pick.run();
                    e.consume();
                }
                case ESCAPE -> {
                    close.run();
                    e.consume();
                }
                default -> {}
            }
        });
        list.setOnMouseClicked(e -> {
            if (e.getClickCount() == 2) {
                pick.run();
            }
        });
        list.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                pick.run();
            } else if (e.getCode() == KeyCode.ESCAPE) {
                close.run();
            }
        });
    }
}
