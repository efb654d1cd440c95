package dev.agtpstudio.app.navigate;

import javafx.animation.PauseTransition;
import javafx.util.Duration;

/**
 * When the Outline follows the caret (decision 0631): once the caret has rested for {@link #QUIET} (holding an arrow
 * key or typing looks the entry up once, at the pause), except for a caret move the Outline made itself (a click or
 * Enter on an entry), which must not re-select the entry under the user's pointer. FX thread only.
 */
final class OutlineFollow {
    /** How long the caret rests before the Outline follows it. */
    static final Duration QUIET = Duration.millis(150);

    private final PauseTransition quiet = new PauseTransition(QUIET);
    /** The offset the Outline has just put the caret at, or -1. */
    private int fromOutline = -1;

    OutlineFollow(Runnable reveal) {
        quiet.setOnFinished(e -> reveal.run());
    }

    /** The caret moved to {@code at} (null: no document). */
    void caretMoved(Integer at) {
        boolean ours = at != null && at == fromOutline;
        fromOutline = -1;
        if (ours) {
            quiet.stop();
        } else {
            later();
        }
    }

    /** Follows at the next pause (another file, or a new outline of this one). */
    void later() {
        quiet.playFromStart();
    }

    /** The Outline is about to put the caret at {@code at}. */
    void movedByOutline(int at) {
        fromOutline = at;
    }
}
