package dev.agtpstudio.app.gui;

import java.util.ArrayList;
import java.util.List;

/**
 * Work that waits until the window has been drawn with its start-up workspace: queued until {@link #reached}, run at
 * once afterwards. FX thread only.
 */
final class FirstFrame {
    private List<Runnable> waiting = new ArrayList<>();

    /** Runs {@code work} now if the first frame was drawn, otherwise when it is. */
    void then(Runnable work) {
        if (waiting == null) {
            work.run();
        } else {
            waiting.add(work);
        }
    }

    /** The first frame was drawn: runs the waiting work in the order it came (once; later calls do nothing). */
    void reached() {
        List<Runnable> due = waiting;
        waiting = null;
        if (due != null) {
            due.forEach(Runnable::run);
        }
    }

    boolean isReached() {
        return waiting == null;
    }
}
