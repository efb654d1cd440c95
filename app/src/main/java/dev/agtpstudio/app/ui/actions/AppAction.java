package dev.agtpstudio.app.ui.actions;

import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.input.KeyCombination;

/**
 * One user command: shown in a menu, bound to a shortcut, listed in the command palette.
 *
 * @param id               stable identifier (tests and key bindings use it)
 * @param menu             the top-level menu it appears in (File, Edit, View, Go, Run, Help)
 * @param title            what the user reads
 * @param accelerator      keyboard shortcut, or null
 * @param separatorBefore  start a new group in the menu
 * @param disabled         when the command cannot run now, or null for always enabled
 * @param run              what it does (FX thread)
 */
public record AppAction(
        String id,
        String menu,
        String title,
        KeyCombination accelerator,
        boolean separatorBefore,
        ObservableBooleanValue disabled,
        Runnable run) {

    public boolean enabled() {
        return disabled == null || !disabled.get();
    }

    /** "File: Save" as the palette shows it. */
    public String paletteLabel() {
        return menu + ": " + title;
    }

    public String shortcutText() {
        return accelerator == null ? "" : accelerator.getDisplayText();
    }
}
