package dev.agtpstudio.app.ui;

import java.util.function.Consumer;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;

/** A row of a table is activated by a double click or by Enter on the selection (the problems and changes views). */
public final class TableActivation {
    private TableActivation() {}

    /** Calls {@code action} with the activated row's item; replaces the table's row factory and key handler. */
    public static <T> void install(TableView<T> table, Consumer<T> action) {
        table.setRowFactory(t -> {
            TableRow<T> row = new TableRow<>();
            row.setOnMouseClicked(e -> {
                if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2 && !row.isEmpty()) {
                    action.accept(row.getItem());
                }
            });
            return row;
        });
        table.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER && table.getSelectionModel().getSelectedItem() != null) {
                action.accept(table.getSelectionModel().getSelectedItem());
            }
        });
    }
}
