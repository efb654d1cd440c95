package dev.agtpstudio.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.fxmisc.richtext.model.PlainTextChange;

/**
 * The text as a string for workers, kept from the edits instead of rebuilt from the document's paragraphs. A snapshot
 * is the previous snapshot's text with the edits made since, applied by the thread that first reads it: a keystroke in
 * a 20,000-line buffer then copies the previous string once, where rebuilding it from RichTextFX's paragraphs takes
 * milliseconds and allocates about three times its size (docs/decisions/0300). Pure bookkeeping, no JavaFX; the editor
 * feeds it every change on the FX thread and takes snapshots there.
 */
final class TextMirror {
    /** Snapshots not yet read that may wait on each other before one is rebuilt from the document. */
    private static final int MAX_PENDING = 16;
    /** Edits kept between two snapshots before the next one is rebuilt from the document instead. */
    private static final int MAX_EDITS = 512;

    private final List<PlainTextChange> since = new ArrayList<>();
    private Snapshot last;
    private int pending;

    /** The edits of one user action, in the order they were applied. */
    void edited(List<PlainTextChange> changes) {
        if (last == null) {
            return;
        }
        since.addAll(changes);
        if (since.size() > MAX_EDITS) {
            forget();
        }
    }

    /** Nothing known: the next snapshot is rebuilt from the document. */
    void forget() {
        last = null;
        since.clear();
    }

    /**
     * The current text, to be read on any thread. {@code document} gives the same text from an immutable snapshot
     * of the document, taken now; it is used when no earlier snapshot can be built on.
     */
    Supplier<String> snapshot(Supplier<String> document) {
        if (last != null && since.isEmpty()) {
            return last;
        }
        boolean onLast = last != null && (last.isRead() || pending < MAX_PENDING);
        pending = !onLast ? 0 : last.isRead() ? 1 : pending + 1;
        last = onLast ? new Snapshot(last, List.copyOf(since)) : new Snapshot(document, List.of());
        since.clear();
        return last;
    }

    /** One text: a base text and the edits to apply to it, until first read; then only the string. */
    private static final class Snapshot implements Supplier<String> {
        private Supplier<String> base;
        private List<PlainTextChange> edits;
        private volatile String text;

        Snapshot(Supplier<String> base, List<PlainTextChange> edits) {
            this.base = base;
            this.edits = edits;
        }

        boolean isRead() {
            return text != null;
        }

        @Override
        public String get() {
            String t = text;
            if (t != null) {
                return t;
            }
            synchronized (this) {
                if (text == null) {
                    text = apply(base.get(), edits);
                    base = null; // the previous text can go once this one is built
                    edits = null;
                }
                return text;
            }
        }
    }

    /** {@code text} with {@code edits} applied in order (each position is in the text after the previous edit). */
    static String apply(String text, List<PlainTextChange> edits) {
        if (edits.isEmpty()) {
            return text;
        }
        if (edits.size() == 1) { // a keystroke: copy the text once, around the edit
            PlainTextChange c = edits.get(0);
            int at = c.getPosition();
            return new StringBuilder(text.length() + c.getNetLength())
                    .append(text, 0, at)
                    .append(c.getInserted())
                    .append(text, c.getRemovalEnd(), text.length())
                    .toString();
        }
        StringBuilder sb = new StringBuilder(text);
        for (PlainTextChange c : edits) {
            sb.replace(c.getPosition(), c.getRemovalEnd(), c.getInserted());
        }
        return sb.toString();
    }
}
