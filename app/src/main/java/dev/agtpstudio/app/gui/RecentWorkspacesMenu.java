package dev.agtpstudio.app.gui;

import dev.agtpstudio.app.settings.Settings;
import java.nio.file.Path;
import java.util.function.Consumer;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;

/** File > Recent Workspaces: the preferences' recent folders, kept up to date as they change. */
final class RecentWorkspacesMenu {
    private RecentWorkspacesMenu() {}

    /** Adds the submenu to the File menu (any other menu is left alone); choosing an entry calls {@code open}. */
    static void extend(Menu menu, ObservableValue<Settings> settings, Consumer<Path> open) {
        if (!"menu-file".equals(menu.getId())) {
            return;
        }
        Menu recent = new Menu("Recent Workspaces");
        recent.setId("menu-recent");
        Consumer<Settings> fill = s -> {
            recent.getItems().clear();
            for (Path p : s.recentWorkspaces()) {
                MenuItem i = new MenuItem(p.toString());
                i.setMnemonicParsing(false);
                i.setOnAction(e -> open.accept(p));
                recent.getItems().add(i);
            }
            recent.setDisable(recent.getItems().isEmpty());
        };
        fill.accept(settings.getValue());
        settings.addListener((o, a, s) -> fill.accept(s));
        int at = Math.min(3, menu.getItems().size());
        menu.getItems().add(at, recent);
        menu.getItems().add(at + 1, new SeparatorMenuItem());
    }
}
