package dev.agtpstudio.editor.style;

import dev.agtpstudio.editor.lexer.LexedDocument;
import dev.agtpstudio.editor.lexer.LineSource;
import dev.agtpstudio.editor.lexer.TokenKind;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import org.fxmisc.richtext.model.StyleSpans;
import org.fxmisc.richtext.model.StyleSpansBuilder;

/**
 * Turns neutral tokens plus overlay marks into RichTextFX style spans for a range of lines. Pure data: safe to
 * run off the FX thread on a snapshot.
 */
public final class SpanComposer {
    private static final List<String> NONE = List.of();
    private static final TokenKind[] KINDS = TokenKind.values();
    private static final List<List<String>> KIND_STYLES;

    static {
        List<List<String>> l = new ArrayList<>();
        for (TokenKind k : KINDS) {
            l.add(List.of(k.cssClass()));
        }
        KIND_STYLES = Collections.unmodifiableList(l);
    }

    private SpanComposer() {}

    /**
     * Styles for lines {@code [fromLine, toLine)}, each including its line terminator except the document's
     * last line.
     *
     * @param lineStart document offset of {@code fromLine}
     * @param marks     overlay marks sorted by start, document offsets
     */
    public static StyleSpans<Collection<String>> compose(
            LexedDocument doc, LineSource lines, int fromLine, int toLine, int lineStart, List<Mark> marks) {
        StyleSpansBuilder<Collection<String>> b = new StyleSpansBuilder<>(Math.max(16, (toLine - fromLine) * 4));
        List<Mark> sorted = new ArrayList<>(marks);
        sorted.sort(Comparator.comparingInt(Mark::start));
        List<Mark> active = new ArrayList<>();
        int next = 0;
        int offset = lineStart;
        TokenBuffer tb = new TokenBuffer();
        int[] cuts = new int[64];
        int total = lines.lineCount();
        boolean any = false;
        for (int line = fromLine; line < toLine; line++) {
            int len = lines.line(line).length();
            int span = len + (line < total - 1 ? 1 : 0);
            int lineEnd = offset + span;
            while (next < sorted.size() && sorted.get(next).start() < Math.max(lineEnd, offset + 1)) {
                active.add(sorted.get(next++));
            }
            final int lo = offset;
            active.removeIf(m -> m.end() <= lo && !(m.start() == m.end() && m.start() == lo));
            // tokens of the line, packed as kind, start, end
            tb.fill(doc, line, len);
            int[] tk = tb.buf;
            int nt = tb.count;
            int nc = 0;
            cuts = ensure(cuts, 2 + nt * 2 + active.size() * 2);
            cuts[nc++] = 0;
            cuts[nc++] = span;
            for (int k = 0; k < nt; k++) {
                cuts[nc++] = tk[k * 3 + 1];
                cuts[nc++] = tk[k * 3 + 2];
            }
            for (Mark m : active) {
                cuts[nc++] = clamp(m.start() - offset, span);
                cuts[nc++] = clamp(m.end() - offset, span);
            }
            Arrays.sort(cuts, 0, nc);
            int ti = 0;
            int prev = -1;
            for (int c = 0; c < nc; c++) {
                int a = cuts[c];
                if (a == prev) {
                    continue;
                }
                if (prev >= 0 && a > prev) {
                    int s = prev;
                    while (ti < nt && tk[ti * 3 + 2] <= s) {
                        ti++;
                    }
                    List<String> base = ti < nt && tk[ti * 3 + 1] <= s ? KIND_STYLES.get(tk[ti * 3]) : NONE;
                    b.add(withMarks(base, active, offset + s), a - prev);
                    any = true;
                }
                prev = a;
            }
            offset = lineEnd;
        }
        if (!any) {
            b.add(NONE, 0);
        }
        return b.create();
    }

    /** One line's tokens clipped to the line, packed as kind, start, end. */
    private static final class TokenBuffer implements dev.agtpstudio.editor.lexer.TokenSink {
        private int[] buf = new int[48];
        private int count;
        private int len;

        void fill(LexedDocument doc, int line, int lineLength) {
            count = 0;
            len = lineLength;
            if (doc != null && line < doc.lineCount()) {
                doc.forEachToken(line, this);
            }
        }

        @Override
        public void token(TokenKind kind, int off, int length) {
            int s = Math.min(off, len);
            int e = Math.min(off + length, len);
            if (e <= s) {
                return;
            }
            if (count * 3 + 3 > buf.length) {
                buf = Arrays.copyOf(buf, buf.length * 2);
            }
            buf[count * 3] = kind.ordinal();
            buf[count * 3 + 1] = s;
            buf[count * 3 + 2] = e;
            count++;
        }
    }

    private static Collection<String> withMarks(List<String> base, List<Mark> active, int at) {
        List<String> out = null;
        for (Mark m : active) {
            if (m.start() <= at && at < m.end()) {
                if (out == null) {
                    out = new ArrayList<>(base);
                }
                if (!out.contains(m.cssClass())) {
                    out.add(m.cssClass());
                }
            }
        }
        return out == null ? base : out;
    }

    private static int clamp(int v, int span) {
        return Math.max(0, Math.min(span, v));
    }

    private static int[] ensure(int[] a, int n) {
        return a.length >= n ? a : new int[Math.max(n, a.length * 2)];
    }
}
