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
        keepMaximized(dialog, owner);
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

    /**
     * A modal dialog disables its owner, and on X11 (GTK) JavaFX 21 does so by pinning the owner's size hints, which
     * window managers such as openbox answer by un-maximising it (seen under Xvfb with openbox: opening Preferences
     * turned a maximised 1600x981 window into 1400x841) without the stage noticing. When the dialog is gone, a
     * window that was maximised when it opened is maximised again (the state is set afresh: the stage may still
     * believe it is maximised).
     */
    private static void keepMaximized(Dialog<?> dialog, Window owner) {
        if (!(owner instanceof javafx.stage.Stage stage)) {
            return;
        }
        boolean[] wasMaximized = new boolean[1];
        dialog.showingProperty().addListener((o, was, now) -> {
            if (now) {
                wasMaximized[0] = stage.isMaximized();
            } else if (wasMaximized[0]) {
                javafx.application.Platform.runLater(() -> {
                    stage.setMaximized(false);
                    stage.setMaximized(true);
                });
            }
        });
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
