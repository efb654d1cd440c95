package dev.agtpstudio.app.ui.dialog;

import javafx.scene.control.Dialog;
import javafx.stage.Modality;
import javafx.stage.Window;

/**
 * The one place a dialog of the app gets its window behaviour: owned by the main window (so it stays above it and
 * moves with it), modal to it (by blocking its input, not by disabling it: {@link #blockOwner}), titled, in the window's theme, and centred on it when shown. Every dialog the app creates goes through
 * {@link #owned}, which makes that testable for all of them at once.
 */
public final class DialogWindows {
    private DialogWindows() {}

    public static <D extends Dialog<?>> D owned(D dialog, Window owner, String title) {
        if (title == null || title.isBlank()) {
            throw new IllegalArgumentException("a dialog needs a title");
        }
        if (owner != null) {
            dialog.initOwner(owner);
            // modal by the app's own means, not the platform's: see blockOwner
            dialog.initModality(Modality.NONE);
            blockOwner(dialog, owner);
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

    /**
     * Keeps the owner from taking input while {@code dialog} shows, as a modal dialog does, without the platform's
     * modality. A platform-modal dialog disables its owner, and on X11 (GTK) JavaFX 21 does that by pinning the
     * owner's size hints (minimum = maximum = its size); window managers such as openbox answer that by un-maximising
     * it (seen under Xvfb with openbox: opening Preferences turned a maximised 1600x981 window into 1400x841,
     * docs/decisions/0493). So the dialog is owned (above the window, moving with it) but not platform-modal, and
     * the owner's input events are consumed at the window, before its scene, menus and accelerators see them; a
     * click or a focus on the owner brings the dialog back to the front, and closing the owner waits for the dialog.
     * {@link Dialog#showAndWait} still waits for the answer.
     */
    private static void blockOwner(Dialog<?> dialog, Window owner) {
        javafx.event.EventHandler<javafx.event.Event> block = e -> {
            if (!dialog.isShowing()) {
                return;
            }
            javafx.event.EventType<?> t = e.getEventType();
            boolean input = e instanceof javafx.scene.input.InputEvent;
            boolean closing = t == javafx.stage.WindowEvent.WINDOW_CLOSE_REQUEST;
            if (!input && !closing) {
                return;
            }
            e.consume();
            if (closing || t == javafx.scene.input.MouseEvent.MOUSE_PRESSED) {
                toFront(dialog);
            }
        };
        javafx.beans.value.ChangeListener<Boolean> focused = (o, was, now) -> {
            if (now && dialog.isShowing()) {
                javafx.application.Platform.runLater(() -> toFront(dialog));
            }
        };
        dialog.showingProperty().addListener((o, was, now) -> {
            if (now) {
                owner.addEventFilter(javafx.event.Event.ANY, block);
                owner.focusedProperty().addListener(focused);
            } else {
                owner.removeEventFilter(javafx.event.Event.ANY, block);
                owner.focusedProperty().removeListener(focused);
            }
        });
    }

    /**
     * Shows a platform file or folder chooser for {@code owner} and returns its answer. The chooser is shown without
     * an owner, because an owned one is platform-modal and disables the owner (on X11 un-maximising it, as for
     * {@link #blockOwner}); the owner takes no input until it is answered.
     */
    public static <T> T choose(Window owner, java.util.function.Function<Window, T> show) {
        if (owner == null) {
            return show.apply(null);
        }
        javafx.event.EventHandler<javafx.event.Event> block = e -> {
            if (e instanceof javafx.scene.input.InputEvent
                    || e.getEventType() == javafx.stage.WindowEvent.WINDOW_CLOSE_REQUEST) {
                e.consume();
            }
        };
        owner.addEventFilter(javafx.event.Event.ANY, block);
        try {
            return show.apply(null);
        } finally {
            owner.removeEventFilter(javafx.event.Event.ANY, block);
        }
    }

    private static void toFront(Dialog<?> dialog) {
        if (dialog.isShowing()
                && dialog.getDialogPane().getScene() != null
                && dialog.getDialogPane().getScene().getWindow() instanceof javafx.stage.Stage st) {
            st.toFront();
            st.requestFocus();
        }
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
