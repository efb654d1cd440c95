package dev.agtpstudio.app.form;

import dev.agtpstudio.core.form.FormColumn;
import dev.agtpstudio.core.model.FieldSpec;
import java.util.List;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableRow;
import javafx.scene.control.cell.ComboBoxTreeTableCell;
import javafx.scene.control.cell.TextFieldTreeTableCell;

/**
 * The form's columns: one per {@link FormColumn}, a text field per cell (a choice for type and required), editable
 * only where the row can change that column; a commit is reported to the view's listener.
 */
final class FormColumns {
    private FormColumns() {}

    static TreeTableColumn<FormItem, String> column(FormColumn c, FieldsFormView.Listener listener) {
        TreeTableColumn<FormItem, String> col = new TreeTableColumn<>(c.label());
        col.setId("form-col-" + c.name().toLowerCase(java.util.Locale.ROOT));
        col.setCellValueFactory(p -> new ReadOnlyStringWrapper(
                p.getValue().getValue() == null ? "" : p.getValue().getValue().cell(c)));
        col.setCellFactory(t -> cell(c));
        col.setOnEditCommit(e -> {
            FormItem item = e.getRowValue() == null ? null : e.getRowValue().getValue();
            if (item != null
                    && !item.heading()
                    && e.getNewValue() != null
                    && !e.getNewValue().equals(e.getOldValue())) {
                listener.set(item.row(), c, e.getNewValue());
            }
        });
        col.setPrefWidth(
                switch (c) {
                    case NAME -> 160;
                    case DESCRIPTION -> 280;
                    case ENUM -> 150;
                    case TYPE, FORMAT -> 90;
                    case PATTERN -> 100;
                    case MIN_LENGTH, MAX_LENGTH, REQUIRED -> 84;
                    default -> 60;
                });
        col.setSortable(false);
        return col;
    }

    private static TreeTableCell<FormItem, String> cell(FormColumn c) {
        if (c == FormColumn.TYPE || c == FormColumn.REQUIRED) {
            List<String> choices = c == FormColumn.TYPE ? FieldSpec.TYPES : List.of("yes", "no");
            ComboBoxTreeTableCell<FormItem, String> cell =
                    new ComboBoxTreeTableCell<>(FXCollections.observableArrayList(choices)) {
                        @Override
                        public void startEdit() {
                            if (editableHere(getTableRow(), c)) {
                                super.startEdit();
                            }
                        }
                    };
            cell.setComboBoxEditable(c == FormColumn.TYPE);
            return cell;
        }
        return new TextFieldTreeTableCell<>(new javafx.util.converter.DefaultStringConverter()) {
            @Override
            public void startEdit() {
                if (editableHere(getTableRow(), c)) {
                    super.startEdit();
                }
            }

            @Override
            public void updateItem(String item, boolean isEmpty) {
                super.updateItem(item, isEmpty);
                // a long value (a description, enum values) in full on hover
                setTooltip(!isEmpty && item != null && item.length() > 24 ? new Tooltip(item) : null);
                getStyleClass().remove("form-readonly");
                if (!isEmpty && !editableHere(getTableRow(), c)) {
                    getStyleClass().add("form-readonly");
                }
            }
        };
    }

    private static boolean editableHere(TreeTableRow<FormItem> row, FormColumn c) {
        return row != null && row.getItem() != null && row.getItem().editable(c);
    }
}
