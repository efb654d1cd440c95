package dev.agtpstudio.app.ui;

import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TabPane;

/**
 * Marks the pane that holds the focus: the outermost tab pane around the scene's focus owner (the editor area's side,
 * the bottom or the right panel) gets the pseudo-class {@code :pane-focused}, which the theme draws as a bar on its
 * selected tab (base.css, decision 0486). JavaFX's own {@code :focus-within} is not used: it stays set on the
 * ancestors of a focused node that leaves the scene (a replaced panel), so two panes looked focused at once.
 */
public final class FocusedPane {
    /** The pseudo-class of the tab pane holding the focus. */
    public static final PseudoClass PANE_FOCUSED = PseudoClass.getPseudoClass("pane-focused");

    private TabPane marked;

    private FocusedPane() {}

    /** Follows {@code scene}'s focus owner from now on. */
    public static void install(Scene scene) {
        FocusedPane p = new FocusedPane();
        scene.focusOwnerProperty().addListener((o, was, now) -> p.follow(now));
        p.follow(scene.getFocusOwner());
    }

    private void follow(Node owner) {
        TabPane outer = null;
        for (Node n = owner; n != null; n = n.getParent()) {
            if (n instanceof TabPane t) {
                outer = t;
            }
        }
        if (outer == marked) {
            return;
        }
        if (marked != null) {
            marked.pseudoClassStateChanged(PANE_FOCUSED, false);
        }
        marked = outer;
        if (marked != null) {
            marked.pseudoClassStateChanged(PANE_FOCUSED, true);
        }
    }
}
