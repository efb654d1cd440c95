package dev.agtpstudio.editor;

import java.util.List;
import org.fxmisc.richtext.model.PlainTextChange;

/**
 * A string the text was last known to equal (the text loaded, or the one a comparison last found equal) and the one
 * span of the text that edits have touched since. Outside that span the text still equals the baseline (shifted by
 * the length difference after it), so comparing the text against the baseline again needs only the span: a keystroke
 * that restores a 20,000-line buffer's saved length compares a few characters, not the document.
 * Pure bookkeeping, no JavaFX; the editor feeds it every change.
 */
final class TextBaseline {
    private String baseline;
    /** Start of the touched span in the current text; {@code from > to} when nothing was touched. */
    private int from = Integer.MAX_VALUE;
    /** End (exclusive) of the touched span in the current text. */
    private int to = -1;

    /** The text equals {@code text} now (loaded, or found equal); forgets any touched span. */
    void reset(String text) {
        baseline = text;
        from = Integer.MAX_VALUE;
        to = -1;
    }

    /** Whether {@code other} is the very string the span is tracked against. */
    // Identity on purpose: an equal text loaded again is a new baseline, not the tracked one.
    @SuppressWarnings("PMD.UseEqualsToCompareStrings")
    boolean isBaseline(String other) {
        return other != null && other == baseline;
    }

    /** Widens the span by one change of the text (changes of one user action in the order they were applied). */
    void edited(List<PlainTextChange> changes) {
        for (PlainTextChange c : changes) {
            edited(c.getPosition(), c.getRemovalEnd() - c.getPosition(), c.getInsertionEnd() - c.getPosition());
        }
    }

    /** Widens the span by a replacement of {@code removed} characters at {@code at} by {@code inserted} ones. */
    void edited(int at, int removed, int inserted) {
        if (baseline == null) {
            return;
        }
        if (from > to) {
            from = at;
            to = at + inserted;
            return;
        }
        // What followed the span (or the removed part, if that reaches further) is untouched and moves by the delta.
        to = Math.max(to, at + removed) + inserted - removed;
        from = Math.min(from, at);
    }

    /** The touched span {@code [from, to)} of the current text; empty ({@code from == to}) when nothing was touched. */
    int[] span(int length) {
        return from > to ? new int[] {length, length} : new int[] {from, to};
    }
}
