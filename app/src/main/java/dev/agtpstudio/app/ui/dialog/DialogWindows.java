package dev.agtpstudio.app.ui.dialog;

import javafx.scene.control.Dialog;
import javafx.stage.Modality;
import javafx.stage.Window;

/**
 * The one place a dialog of the app gets its window behaviour: owned by the main window (so it stays above it and
 * moves with it), modal to it, titled, in the window's theme, and centred on it when shown. Every dialog the app creates goes through
 * {@link #owned}, which makes that testable for all of them at once.
 */
public final class DialogWindows {
    private DialogWindows() {
    }

    public static <D extends Dialog<?>> D owned(D dialog, Window owner, String title) {
        if (title == null || title.isBlank()) {
            throw new IllegalArgumentException("a dialog needs a title");
        }
        if (owner != null) {
            dialog.initOwner(owner);
            dialog.initModality(Modality.WINDOW_MODAL);
            if (owner.getScene() != null) {
                // a dialog has a scene of its own: it wears the window's theme only when given its stylesheets
                dialog.getDialogPane().getStylesheets().setAll(owner.getScene().getStylesheets());
            }
        }
        dialog.setTitle(title);
        dialog.setOnShown(e -> centreOn(dialog, owner));
        // On X11 the window manager may give the dialog its final size only after it is shown (a dialog shown over a
        // window already on screen came up left of centre): centre it again when its size changes while it shows.
        javafx.beans.value.ChangeListener<Number> resized = (o, was, now) -> {
            if (dialog.isShowing()) {
                centreOn(dialog, owner);
            }
        };
        dialog.widthProperty().addListener(resized);
        dialog.heightProperty().addListener(resized);
        return dialog;
    }

    /** Centres {@code dialog} on {@code owner} (when there is one and it is showing). */
    static void centreOn(Dialog<?> dialog, Window owner) {
        if (owner == null || !owner.isShowing()) {
            return;
        }
        dialog.setX(owner.getX() + (owner.getWidth() - dialog.getWidth()) / 2);
        dialog.setY(owner.getY() + (owner.getHeight() - dialog.getHeight()) / 2);
    }
}
