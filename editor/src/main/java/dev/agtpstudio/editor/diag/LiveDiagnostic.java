package dev.agtpstudio.editor.diag;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.TextEdit;
import java.util.ArrayList;
import java.util.List;

/**
 * A diagnostic whose range, and the ranges of its fixes' edits, follow the user's edits until fresh results
 * arrive. A fix whose edit region was itself edited is dropped: it would no longer do what its title says.
 */
public final class LiveDiagnostic {
    private final Diagnostic diagnostic;
    private final int[] range;
    private final List<LiveFix> fixes = new ArrayList<>();

    LiveDiagnostic(Diagnostic d, int docLength) {
        this.diagnostic = d;
        int s = Math.min(d.range().start(), docLength);
        this.range = new int[] {s, Math.max(s, Math.min(d.range().end(), docLength))};
        for (Fix f : d.fixes()) {
            fixes.add(new LiveFix(f, docLength));
        }
    }

    public Diagnostic diagnostic() {
        return diagnostic;
    }

    /** Current start offset. */
    public int start() {
        return range[0];
    }

    /** Current end offset. */
    public int end() {
        return range[1];
    }

    /** True when the caret or mouse at {@code offset} is on this diagnostic (its range, ends included). */
    public boolean touches(int offset) {
        return offset >= range[0] && offset <= range[1];
    }

    /** The fixes still applicable, with edits moved to the current text. */
    public List<Fix> fixes() {
        return fixes.stream().filter(LiveFix::valid).map(LiveFix::current).toList();
    }

    void shift(int pos, int removed, int inserted) {
        shiftRange(range, pos, removed, inserted);
        fixes.forEach(f -> f.shift(pos, removed, inserted));
    }

    /**
     * Moves {@code [r0, r1)} for the change at {@code pos} that removed {@code removed} and inserted
     * {@code inserted} characters. Returns false when the change overlapped the range.
     */
    static boolean shiftRange(int[] r, int pos, int removed, int inserted) {
        int delta = inserted - removed;
        int changeEnd = pos + removed;
        if (r[1] <= pos) {
            return true; // the change is after the range (typing right after it does not grow it)
        }
        if (changeEnd <= r[0]) {
            r[0] += delta; // the change is before the range (typing right before it pushes it)
            r[1] += delta;
            return true;
        }
        int s = Math.min(r[0], pos);
        int e = r[1] >= changeEnd ? r[1] + delta : pos + inserted;
        r[0] = s;
        r[1] = Math.max(s, e);
        return false;
    }

    /** One fix, with its edits' current offsets. */
    private static final class LiveFix {
        private final Fix fix;
        private final int[][] edits;
        private boolean valid = true;

        LiveFix(Fix fix, int docLength) {
            this.fix = fix;
            this.edits = new int[fix.edits().size()][];
            for (int k = 0; k < edits.length; k++) {
                TextEdit e = fix.edits().get(k);
                edits[k] = new int[] {e.start(), e.end()};
                if (e.end() > docLength) {
                    valid = false;
                }
            }
        }

        void shift(int pos, int removed, int inserted) {
            for (int[] e : edits) {
                if (!shiftRange(e, pos, removed, inserted)) {
                    valid = false;
                }
            }
        }

        boolean valid() {
            return valid;
        }

        Fix current() {
            List<TextEdit> out = new ArrayList<>();
            for (int k = 0; k < edits.length; k++) {
                out.add(new TextEdit(
                        edits[k][0], edits[k][1], fix.edits().get(k).newText()));
            }
            return new Fix(fix.title(), out);
        }
    }
}
