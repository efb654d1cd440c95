package dev.agtpstudio.app.ui.problems;

import dev.agtpstudio.core.diag.Diagnostic;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * The Problems table's context menu, filled when it opens with the {@link ProblemsViewModel#menu} entries that apply
 * to the selected row (right-click, or from the keyboard the menu key or Shift+F10, which this table handles itself:
 * not every platform turns them into a context-menu request), and the entries' shortcuts while the table has the
 * focus.
 */
final class RowMenu {
    private RowMenu() {}

    static void install(TableView<Diagnostic> table, ProblemsViewModel vm) {
        ContextMenu menu = new ContextMenu();
        menu.setId("problems-menu");
        // never empty: a context menu without items is not shown at all, and its items are made as it opens
        fill(menu, null, vm);
        menu.setOnShowing(e -> fill(menu, table.getSelectionModel().getSelectedItem(), vm));
        table.setContextMenu(menu);
        table.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.CONTEXT_MENU
                    || e.getCode() == KeyCode.F10 && e.isShiftDown() && !e.isShortcutDown() && !e.isAltDown()) {
                e.consume();
                showAtSelectedRow(table, menu);
                return;
            }
            Diagnostic d = table.getSelectionModel().getSelectedItem();
            if (d == null) {
                return;
            }
            for (ProblemsViewModel.RowMenuItem m : vm.menu()) {
                if (m.shortcut() != null
                        && m.shortcut().match(e)
                        && m.appliesTo().test(d)) {
                    e.consume();
                    m.run().accept(d);
                    return;
                }
            }
        });
    }

    /** The keyboard's way to the menu (the menu key, Shift+F10): under the selected row, else at the table's top. */
    private static void showAtSelectedRow(TableView<Diagnostic> table, ContextMenu menu) {
        if (menu.isShowing()) {
            return;
        }
        Diagnostic selected = table.getSelectionModel().getSelectedItem();
        javafx.scene.Node row = table.lookupAll(".table-row-cell").stream()
                .filter(n -> n instanceof javafx.scene.control.TableRow<?> r
                        && r.isVisible()
                        && !r.isEmpty()
                        && selected != null
                        && r.getItem() == selected)
                .findFirst()
                .orElse(null);
        javafx.scene.Node at = row != null ? row : table;
        javafx.geometry.Bounds b = at.localToScreen(at.getBoundsInLocal());
        if (b != null) {
            menu.show(
                    table, b.getMinX() + Math.min(240, b.getWidth() / 3), row != null ? b.getMaxY() : b.getMinY() + 30);
        }
    }

    private static void fill(ContextMenu menu, Diagnostic d, ProblemsViewModel vm) {
        menu.getItems().clear();
        if (d != null) {
            for (ProblemsViewModel.RowMenuItem m : vm.menu()) {
                if (m.appliesTo().test(d)) {
                    MenuItem item = item(m.label().apply(d), m.shortcut());
                    item.setOnAction(e -> m.run().accept(d));
                    menu.getItems().add(item);
                }
            }
        }
        if (menu.getItems().isEmpty()) {
            MenuItem none = new MenuItem(d == null ? "Select a problem first" : "No actions for this problem");
            none.setDisable(true);
            menu.getItems().add(none);
        }
    }

    /**
     * An entry showing its shortcut at the right. Not {@link MenuItem#setAccelerator}: a context menu's accelerators
     * are installed on the whole window, where they would act on a row the user no longer looks at.
     */
    private static MenuItem item(String text, javafx.scene.input.KeyCombination shortcut) {
        if (shortcut == null) {
            return new MenuItem(text);
        }
        javafx.scene.control.Label label = new javafx.scene.control.Label(text);
        javafx.scene.control.Label keys = new javafx.scene.control.Label(shortcut.getDisplayText());
        keys.getStyleClass().add("accelerator-text");
        javafx.scene.layout.Region grow = new javafx.scene.layout.Region();
        javafx.scene.layout.HBox.setHgrow(grow, javafx.scene.layout.Priority.ALWAYS);
        javafx.scene.layout.HBox box = new javafx.scene.layout.HBox(24, label, grow, keys);
        box.getStyleClass().add("problems-menu-entry");
        javafx.scene.control.CustomMenuItem item = new javafx.scene.control.CustomMenuItem(box);
        item.setText(text); // what tests and screen readers read
        return item;
    }
}
