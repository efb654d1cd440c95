package dev.agtpstudio.app.ui.actions;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.input.KeyCombination;

/** Every command of the application in menu order; menus, shortcuts and the command palette are built from it. */
public final class ActionRegistry {
    public static final List<String> MENUS = List.of("File", "Edit", "View", "Go", "Run", "Help");
    private final Map<String, AppAction> actions = new LinkedHashMap<>();
    private final List<Runnable> listeners = new ArrayList<>();

    public AppAction add(AppAction a) {
        if (actions.putIfAbsent(a.id(), a) != null) {
            throw new IllegalArgumentException("duplicate action id " + a.id());
        }
        listeners.forEach(Runnable::run);
        return a;
    }

    /** Adds an action; {@code shortcut} uses {@link KeyCombination#valueOf} syntax ("Shortcut+S"), or null. */
    public AppAction add(String id, String menu, String title, String shortcut, Runnable run) {
        return add(new AppAction(id, menu, title, shortcut(shortcut), false, null, run));
    }

    public AppAction add(
            String id,
            String menu,
            String title,
            String shortcut,
            boolean separatorBefore,
            ObservableBooleanValue disabled,
            Runnable run) {
        return add(new AppAction(id, menu, title, shortcut(shortcut), separatorBefore, disabled, run));
    }

    /**
     * The parsed shortcut. A key name {@link KeyCombination#valueOf} does not know ("Back_Slash") silently becomes a
     * character combination of that whole text, which no key press can ever match: refused here instead.
     */
    static KeyCombination shortcut(String text) {
        if (text == null) {
            return null;
        }
        KeyCombination k = KeyCombination.valueOf(text);
        if (k instanceof javafx.scene.input.KeyCharacterCombination c
                && c.getCharacter().length() != 1) {
            throw new IllegalArgumentException("Shortcut '" + text + "' names no key: '" + c.getCharacter() + "'");
        }
        return k;
    }

    public Optional<AppAction> find(String id) {
        return Optional.ofNullable(actions.get(id));
    }

    /** Runs the action if it exists and is enabled; returns whether it ran. */
    public boolean run(String id) {
        AppAction a = actions.get(id);
        if (a == null || !a.enabled()) {
            return false;
        }
        a.run().run();
        return true;
    }

    public List<AppAction> all() {
        return List.copyOf(actions.values());
    }

    public List<AppAction> inMenu(String menu) {
        return actions.values().stream().filter(a -> a.menu().equals(menu)).toList();
    }

    /** Called after each addition (menus rebuild themselves when other panes register commands). */
    public void onChange(Runnable r) {
        listeners.add(r);
    }
}
