package dev.agtpstudio.app.gui;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One workspace, from the moment it is opened until another replaces it (or the window closes): the one owner of
 * "which workspace is this for". Whatever holds state that belongs to one workspace (the check rows, the server and
 * its log, the preview, the changes, the invoke panel's request and response) registers with {@link #onEnd} and drops
 * that state when the session ends; work still on its way for an ended session ({@link #isOpen} false) is dropped
 * when it arrives. {@link StudioHost#sessionProperty} holds the current one. FX thread only.
 */
public final class WorkspaceSession {
    /** How a session ended: the workspace that replaced it (null when the window closed). */
    public record End(WorkspaceSession ended, Path next) {}

    private final Path root;
    private final List<java.util.function.Consumer<End>> onEnd = new ArrayList<>();
    private boolean open = true;

    public WorkspaceSession(Path root) {
        this.root = root;
    }

    /** The workspace folder. */
    public Path root() {
        return root;
    }

    /** False once another workspace was opened (or the window closed). */
    public boolean isOpen() {
        return open;
    }

    /** Runs {@code action} when this session ends (at once when it has ended), in the order registered. */
    public void onEnd(java.util.function.Consumer<End> action) {
        if (!open) {
            action.accept(new End(this, null));
            return;
        }
        onEnd.add(action);
    }

    /** Ends the session: every registered action runs once. */
    void end(Path next) {
        if (!open) {
            return;
        }
        open = false;
        End e = new End(this, next);
        List<java.util.function.Consumer<End>> actions = List.copyOf(onEnd);
        onEnd.clear();
        actions.forEach(a -> a.accept(e));
    }

    @Override
    public String toString() {
        return "session of " + root;
    }
}
