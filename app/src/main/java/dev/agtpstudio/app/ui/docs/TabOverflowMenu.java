package dev.agtpstudio.app.ui.docs;

import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.TabPane;
import javafx.stage.Window;

/**
 * The list a tab pane shows when its tabs overflow is built by the skin with one menu item per tab, and a menu
 * item parses mnemonics by default: {@code __init__.toml} was listed as {@code _init__.toml}. File names are shown
 * as they are.
 */
final class TabOverflowMenu {
    private TabOverflowMenu() {}

    static void showNamesAsTheyAre(TabPane pane) {
        Window.getWindows().addListener((ListChangeListener<Window>) c -> {
            while (c.next()) {
                for (Window w : c.getAddedSubList()) {
                    if (w instanceof ContextMenu m && isOverflowButtonOf(pane, m.getOwnerNode())) {
                        // the skin fills the list before it shows: the items are put back so their labels are redrawn
                        java.util.List<javafx.scene.control.MenuItem> items = java.util.List.copyOf(m.getItems());
                        items.forEach(i -> i.setMnemonicParsing(false));
                        m.getItems().setAll(items);
                    }
                }
            }
        });
    }

    private static boolean isOverflowButtonOf(TabPane pane, Node owner) {
        if (owner == null || !owner.getStyleClass().contains("tab-down-button")) {
            return false;
        }
        for (Node n = owner; n != null; n = n.getParent()) {
            if (n == pane) {
                return true;
            }
        }
        return false;
    }
}
