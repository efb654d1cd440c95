package dev.agtpstudio.app.ui.actions;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import javafx.event.EventDispatchChain;
import javafx.event.EventTarget;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import org.junit.jupiter.api.Test;

/**
 * The Alt release of an Alt+letter chord is not "Alt alone" for the menu bar (which would close the menu the chord
 * opened); Alt pressed and released by itself still is. The KeyboardPolishFxTest and the xdotool walk under openbox
 * show it in the window.
 */
class AltChordsTest {
    /** Records what reaches it. */
    private static final class Target implements EventTarget {
        final List<KeyEvent> got = new ArrayList<>();

        @Override
        public EventDispatchChain buildEventDispatchChain(EventDispatchChain tail) {
            return tail.append((event, rest) -> {
                got.add((KeyEvent) event);
                return event;
            });
        }
    }

    private static KeyEvent key(Target t, javafx.event.EventType<KeyEvent> type, KeyCode code, boolean alt) {
        return new KeyEvent(null, t, type, KeyEvent.CHAR_UNDEFINED, "", code, false, false, alt, false);
    }

    @Test
    void theAltReleaseOfAChordGoesOnAsAReleaseOfNoKey() {
        AltChords chords = new AltChords();
        Target t = new Target();
        chords.handle(key(t, KeyEvent.KEY_PRESSED, KeyCode.ALT, true));
        chords.handle(key(t, KeyEvent.KEY_PRESSED, KeyCode.F, true));
        KeyEvent release = key(t, KeyEvent.KEY_RELEASED, KeyCode.ALT, false);
        chords.handle(release);
        assertThat(release.isConsumed()).isTrue();
        assertThat(t.got).singleElement().satisfies(e -> {
            assertThat(e.getEventType()).isEqualTo(KeyEvent.KEY_RELEASED);
            assertThat(e.getCode()).isEqualTo(KeyCode.UNDEFINED);
            assertThat(e.isAltDown()).isFalse();
        });
    }

    @Test
    void altAloneStaysAltAlone() {
        AltChords chords = new AltChords();
        Target t = new Target();
        chords.handle(key(t, KeyEvent.KEY_PRESSED, KeyCode.F, true)); // a chord earlier
        chords.handle(key(t, KeyEvent.KEY_PRESSED, KeyCode.ALT, true)); // then Alt by itself
        KeyEvent release = key(t, KeyEvent.KEY_RELEASED, KeyCode.ALT, false);
        chords.handle(release);
        assertThat(release.isConsumed()).isFalse();
        assertThat(t.got).isEmpty();
    }
}
