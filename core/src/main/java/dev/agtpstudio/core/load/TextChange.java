package dev.agtpstudio.core.load;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.TextEdit;
import dev.agtpstudio.core.text.TextRange;
import java.util.List;

/**
 * Where a file's text changed between two loads: {@code [start, oldEnd)} of the old text became
 * {@code [start, oldEnd + delta)} of the new one. What was made from the old text and lies outside the change (a
 * load's locations, a check's diagnostics) moves by it instead of being made again (docs/decisions/0290, 0295).
 */
public record TextChange(int start, int oldEnd, int delta) {
    private static final int BLOCK = 1024;

    /** The longest common prefix of the two texts, then the longest common suffix of what remains. */
    public static TextChange between(String a, String b) {
        // Whole blocks first, with String.regionMatches, which compares the strings' arrays vectorised even when
        // the IDE runs without C2; a charAt loop over 800,000 characters takes milliseconds.
        int max = Math.min(a.length(), b.length());
        int p = 0;
        while (p + BLOCK <= max && a.regionMatches(p, b, p, BLOCK)) {
            p += BLOCK;
        }
        while (p < max && a.charAt(p) == b.charAt(p)) {
            p++;
        }
        int s = 0;
        int limit = max - p;
        while (s + BLOCK <= limit && a.regionMatches(a.length() - s - BLOCK, b, b.length() - s - BLOCK, BLOCK)) {
            s += BLOCK;
        }
        while (s < limit && a.charAt(a.length() - 1 - s) == b.charAt(b.length() - 1 - s)) {
            s++;
        }
        return new TextChange(p, a.length() - s, b.length() - a.length());
    }

    /** True when the two texts were equal. */
    public boolean none() {
        return delta == 0 && start == oldEnd;
    }

    /** The new text's source: the old one's line index with the change applied, so the text is not scanned again. */
    public SourceText apply(SourceText old, String text) {
        return new SourceText(old.path(), text, old.lines().edited(text, start, oldEnd, delta));
    }

    /** Where an offset of the old text, outside the change, stands in the new one. */
    public int move(int offset) {
        return offset >= oldEnd ? offset + delta : offset;
    }

    /**
     * True when {@code [from, to]} of the old text meets the change, counting a span that ends where the change
     * starts (text typed there may belong to it): what such a span says cannot be moved, only made again.
     */
    public boolean touches(int from, int to) {
        return from <= oldEnd && to >= start;
    }

    /** True when {@code d}'s range or one of its fixes' edits {@link #touches} the change. */
    public boolean touches(Diagnostic d) {
        if (touches(d.range().start(), d.range().end())) {
            return true;
        }
        for (Fix f : d.fixes()) {
            for (TextEdit e : f.edits()) {
                if (touches(e.start(), e.end())) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * {@code d}, made from the old text and not {@linkplain #touches touching} the change, in {@code next}: its range
     * and its fixes' edits moved. The same object when nothing of it moves.
     */
    public Diagnostic moved(Diagnostic d, SourceText next) {
        TextRange r = d.range();
        boolean fixesMove = false;
        for (Fix f : d.fixes()) {
            for (TextEdit e : f.edits()) {
                fixesMove |= e.end() >= oldEnd;
            }
        }
        if (r.end() < oldEnd && !fixesMove) {
            return d;
        }
        TextRange range = r.end() < oldEnd ? r : next.range(move(r.start()), move(r.end()));
        List<Fix> fixes = !fixesMove
                ? d.fixes()
                : d.fixes().stream()
                        .map(f -> new Fix(
                                f.title(),
                                f.edits().stream()
                                        .map(e -> new TextEdit(move(e.start()), move(e.end()), e.newText()))
                                        .toList()))
                        .toList();
        return new Diagnostic(
                d.ruleId(),
                d.severity(),
                d.pass(),
                d.file(),
                range,
                d.keyPath(),
                d.message(),
                d.specRef(),
                fixes,
                d.suppressedBy());
    }
}
