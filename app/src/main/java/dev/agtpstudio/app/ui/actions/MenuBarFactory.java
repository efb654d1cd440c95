package dev.agtpstudio.app.ui.actions;

import java.util.function.Consumer;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;

/** Builds the menu bar from the {@link ActionRegistry}; menus rebuild when actions are added later. */
public final class MenuBarFactory {
    private MenuBarFactory() {}

    /**
     * @param extra called with each menu after it is filled, to append dynamic items (the recent workspaces)
     */
    public static MenuBar create(ActionRegistry actions, Consumer<Menu> extra) {
        MenuBar bar = new MenuBar();
        bar.setId("main-menu");
        Runnable fill = () -> {
            bar.getMenus().clear();
            for (String name : ActionRegistry.MENUS) {
                // "_File": Alt+F opens the menu (the mnemonic), it never types into the editor
                Menu m = new Menu("_" + name);
                m.setMnemonicParsing(true);
                m.setId("menu-" + name.toLowerCase(java.util.Locale.ROOT));
                for (AppAction a : lastAtTheEnd(actions.inMenu(name))) {
                    if (a.separatorBefore() && !m.getItems().isEmpty()) {
                        m.getItems().add(new SeparatorMenuItem());
                    }
                    m.getItems().add(item(a));
                }
                extra.accept(m);
                bar.getMenus().add(m);
            }
        };
        fill.run();
        actions.onChange(fill);
        return bar;
    }

    /** Quit ends the File menu even when extensions add items after it was registered. */
    private static java.util.List<AppAction> lastAtTheEnd(java.util.List<AppAction> items) {
        java.util.List<AppAction> out = new java.util.ArrayList<>(items);
        java.util.List<AppAction> last =
                out.stream().filter(a -> a.id().endsWith(".quit")).toList();
        out.removeAll(last);
        out.addAll(last);
        return out;
    }

    public static MenuItem item(AppAction a) {
        MenuItem i = new MenuItem(a.title());
        i.setId("action-" + a.id());
        i.setAccelerator(a.accelerator());
        if (a.disabled() != null) {
            i.disableProperty()
                    .bind(javafx.beans.binding.Bindings.createBooleanBinding(a.disabled()::get, a.disabled()));
        }
        i.setOnAction(e -> a.run().run());
        return i;
    }
}
