package dev.agtpstudio.app.ui.actions;

import java.util.function.Consumer;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;

/** Builds the menu bar from the {@link ActionRegistry}; menus rebuild when actions are added later. */
public final class MenuBarFactory {
    private MenuBarFactory() {
    }

    /**
     * @param extra called with each menu after it is filled, to append dynamic items (the recent workspaces)
     */
    public static MenuBar create(ActionRegistry actions, Consumer<Menu> extra) {
        MenuBar bar = new MenuBar();
        bar.setId("main-menu");
        Runnable fill = () -> {
            bar.getMenus().clear();
            for (String name : ActionRegistry.MENUS) {
                Menu m = new Menu(name);
                m.setId("menu-" + name.toLowerCase(java.util.Locale.ROOT));
                for (AppAction a : actions.inMenu(name)) {
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

    public static MenuItem item(AppAction a) {
        MenuItem i = new MenuItem(a.title());
        i.setId("action-" + a.id());
        i.setAccelerator(a.accelerator());
        if (a.disabled() != null) {
            i.disableProperty().bind(javafx.beans.binding.Bindings.createBooleanBinding(a.disabled()::get, a.disabled()));
        }
        i.setOnAction(e -> a.run().run());
        return i;
    }
}
