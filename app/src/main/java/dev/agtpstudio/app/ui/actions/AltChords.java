package dev.agtpstudio.app.ui.actions;

import javafx.event.Event;
import javafx.event.EventHandler;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.stage.Window;

/**
 * Alt+letter opens the menu whose mnemonic it is ({@code _File}), and the menu stays open when Alt is let go.
 *
 * <p>JavaFX's menu bar treats an Alt released "directly after being pressed by itself" as Alt alone, which selects
 * the first menu and closes the one open. It learns that another key came in between from that key's press, but the
 * press of a mnemonic's letter is consumed by the mnemonic before the menu bar sees it. Under a window manager the
 * Alt release of a quick Alt+F then reaches the main window before the menu's popup has the keyboard, and the menu
 * that Alt+F opened closes at once (decision 0485). This filter, ahead of the scene on the window, tells the Alt
 * release of such a chord apart: it goes on as a release of no key, which still hides the mnemonic underlines but
 * is not Alt alone. Alt pressed and released by itself still moves to the menu bar.
 */
public final class AltChords implements EventHandler<KeyEvent> {
    private boolean chord;

    AltChords() {}

    /** Installs the filter on {@code window} (the main window, whose scene holds the menu bar). */
    public static void install(Window window) {
        window.addEventFilter(KeyEvent.ANY, new AltChords());
    }

    @Override
    public void handle(KeyEvent e) {
        if (e.getEventType() == KeyEvent.KEY_PRESSED) {
            if (e.getCode() == KeyCode.ALT) {
                chord = false;
            } else if (e.isAltDown()) {
                chord = true;
            }
        } else if (e.getEventType() == KeyEvent.KEY_RELEASED && e.getCode() == KeyCode.ALT && chord) {
            chord = false;
            e.consume();
            Event.fireEvent(
                    e.getTarget(),
                    new KeyEvent(
                            e.getSource(),
                            e.getTarget(),
                            KeyEvent.KEY_RELEASED,
                            KeyEvent.CHAR_UNDEFINED,
                            "",
                            KeyCode.UNDEFINED,
                            e.isShiftDown(),
                            e.isControlDown(),
                            false,
                            e.isMetaDown()));
        }
    }
}
