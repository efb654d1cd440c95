package dev.agtpstudio.editor.highlight;

import dev.agtpstudio.editor.lexer.LexedDocument;
import dev.agtpstudio.editor.lexer.Lexers;
import dev.agtpstudio.editor.lexer.LineLexer;
import dev.agtpstudio.editor.lexer.LineRange;
import dev.agtpstudio.editor.lexer.LineSource;
import dev.agtpstudio.editor.spi.EditorComponent;
import dev.agtpstudio.editor.spi.EditorHost;
import dev.agtpstudio.editor.style.Mark;
import dev.agtpstudio.editor.style.SpanComposer;
import dev.agtpstudio.editor.style.StyleOverlay;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.model.PlainTextChange;
import org.fxmisc.richtext.model.StyleSpans;
import org.fxmisc.richtext.model.TwoDimensional.Bias;

/**
 * Syntax highlighting. A whole-document pass (on open, or after a huge paste) snapshots the text on the FX thread,
 * lexes and composes styles on the highlight executor and applies them only if the document version is unchanged.
 * An ordinary edit relexes just the dirty lines through {@link LexedDocument} and restyles only those lines, so a
 * keystroke costs the same in a 20-line and a 20,000-line file.
 */
public final class Highlighter implements EditorComponent {
    /** Edits inserting more lines than this are highlighted off the FX thread. */
    static final int SYNC_LINE_LIMIT = 2_000;

    private final Executor executor;
    private final List<StyleOverlay> overlays = new ArrayList<>();
    private final AtomicLong requested = new AtomicLong(-1);
    private final ReadOnlyLongWrapper highlightedVersion = new ReadOnlyLongWrapper(this, "highlightedVersion", -1);
    private EditorHost editor;
    private CodeArea area;
    private LineLexer lexer;
    private LexedDocument doc;
    private final dev.agtpstudio.editor.spi.EditListener listener = this::onEdit;
    private LineRange lastRelexed = new LineRange(0, 0);
    private volatile long lastPassComputeNanos;
    private long lastPassApplyNanos;

    public Highlighter(Executor executor) {
        this.executor = executor;
    }

    @Override
    public void install(EditorHost ed) {
        this.editor = ed;
        this.area = ed.getCodeArea();
        this.lexer = Lexers.of(ed.language(), ed.verbs());
        ed.addLateEditListener(listener);
        rehighlightAll();
    }

    @Override
    public void uninstall() {
        if (editor != null) {
            editor.removeEditListener(listener);
            editor = null;
            doc = null;
        }
    }

    /** Adds a layer of marks, composed over the token colours. */
    public void addOverlay(StyleOverlay overlay) {
        overlays.add(overlay);
    }

    public void removeOverlay(StyleOverlay overlay) {
        overlays.remove(overlay);
    }

    /** The document version whose highlighting is complete; -1 while the first pass runs. */
    public ReadOnlyLongProperty highlightedVersionProperty() {
        return highlightedVersion.getReadOnlyProperty();
    }

    /** The lines the last incremental edit relexed (for tests and benchmarks). */
    public LineRange lastRelexed() {
        return lastRelexed;
    }

    /** Time the last whole-document pass spent lexing and composing styles on the highlight thread. */
    public long lastPassComputeNanos() {
        return lastPassComputeNanos;
    }

    /** Time the last whole-document pass spent applying styles on the FX thread. */
    public long lastPassApplyNanos() {
        return lastPassApplyNanos;
    }

    /** The current token cache, or null while a whole-document pass is pending. */
    public LexedDocument lexedDocument() {
        return doc;
    }

    private void onEdit(List<PlainTextChange> changes) {
        if (doc == null || changes.size() != 1) {
            rehighlightAll();
            return;
        }
        PlainTextChange ch = changes.get(0);
        int newLines = 1 + count(ch.getInserted());
        if (newLines > SYNC_LINE_LIMIT) {
            rehighlightAll();
            return;
        }
        int first = area.offsetToPosition(ch.getPosition(), Bias.Backward).getMajor();
        try {
            lastRelexed = doc.edit(new AreaLines(area), first, 1 + count(ch.getRemoved()), newLines);
        } catch (RuntimeException e) {
            // The cache lost step with the text (it cannot, short of a bug): start over rather than fail the edit.
            rehighlightAll();
            return;
        }
        restyleLines(lastRelexed.from(), lastRelexed.to());
        highlightedVersion.set(editor.documentVersion());
    }

    /** Re-applies styles to the lines touching {@code [start, end)}, e.g. after an overlay changed. */
    public void restyleRange(int start, int end) {
        if (editor == null || doc == null) {
            return;
        }
        int len = area.getLength();
        int s = Math.max(0, Math.min(start, len));
        int e = Math.max(s, Math.min(end, len));
        int from = area.offsetToPosition(s, Bias.Backward).getMajor();
        int to = area.offsetToPosition(e, Bias.Backward).getMajor() + 1;
        restyleLines(from, Math.min(to, area.getParagraphs().size()));
    }

    private void restyleLines(int from, int to) {
        if (from >= to) {
            return;
        }
        AreaLines lines = new AreaLines(area);
        int start = area.getAbsolutePosition(from, 0);
        int end = area.getAbsolutePosition(to - 1, 0) + lines.line(to - 1).length() + 1;
        StyleSpans<Collection<String>> spans = SpanComposer.compose(doc, lines, from, to, start, marksIn(start, end));
        // Typing inside a token usually leaves the styles as they were: then skip the restyle (and RichTextFX's
        // re-creation of the line's view).
        if (to - from <= 3) {
            int cmp = spans.length() - (to < lines.lineCount() ? 1 : 0); // the line break's own style is irrelevant
            if (sameStyles(area.getStyleSpans(start, start + cmp), spans.subView(0, cmp))) {
                return;
            }
        }
        area.setStyleSpans(start, spans);
    }

    /** Equal styles character by character, however the runs are split. */
    static boolean sameStyles(StyleSpans<Collection<String>> a, StyleSpans<Collection<String>> b) {
        if (a.length() != b.length()) {
            return false;
        }
        var ia = a.iterator();
        var ib = b.iterator();
        org.fxmisc.richtext.model.StyleSpan<Collection<String>> sa = null;
        org.fxmisc.richtext.model.StyleSpan<Collection<String>> sb = null;
        int ra = 0;
        int rb = 0;
        while (true) {
            while (ra == 0 && ia.hasNext()) {
                sa = ia.next();
                ra = sa.getLength();
            }
            while (rb == 0 && ib.hasNext()) {
                sb = ib.next();
                rb = sb.getLength();
            }
            if (ra == 0 || rb == 0) {
                return ra == rb;
            }
            if (!new java.util.HashSet<>(sa.getStyle()).equals(new java.util.HashSet<>(sb.getStyle()))) {
                return false;
            }
            int step = Math.min(ra, rb);
            ra -= step;
            rb -= step;
        }
    }

    private List<Mark> marksIn(int start, int end) {
        List<Mark> out = new ArrayList<>();
        for (StyleOverlay o : overlays) {
            out.addAll(o.marks(start, end));
        }
        return out;
    }

    /** Lexes and styles the whole document off the FX thread; applied only if the text did not change meanwhile. */
    public void rehighlightAll() {
        if (editor == null) {
            return;
        }
        doc = null;
        long version = editor.documentVersion();
        requested.set(version);
        String text = area.getText();
        List<Mark> marks = marksIn(0, Integer.MAX_VALUE);
        LineLexer lx = lexer;
        EditorHost ed = editor;
        executor.execute(() -> {
            if (requested.get() != version) {
                return;
            }
            long t0 = System.nanoTime();
            LineSource src = LineSource.of(text);
            LexedDocument d = LexedDocument.lex(lx, src);
            StyleSpans<Collection<String>> spans = SpanComposer.compose(d, src, 0, src.lineCount(), 0, marks);
            lastPassComputeNanos = System.nanoTime() - t0;
            Platform.runLater(() -> apply(ed, version, d, spans, marks));
        });
    }

    private void apply(
            EditorHost ed,
            long version,
            LexedDocument d,
            StyleSpans<Collection<String>> spans,
            List<Mark> composedWith) {
        if (editor != ed || ed.documentVersion() != version || doc != null) {
            return;
        }
        long t0 = System.nanoTime();
        doc = d;
        area.setStyleSpans(0, spans);
        lastPassApplyNanos = System.nanoTime() - t0;
        // Overlays may have changed while the pass ran: restyle what they mark now.
        List<Mark> now = marksIn(0, Integer.MAX_VALUE);
        for (Mark m : StyleOverlay.changed(composedWith, now)) {
            restyleRange(m.start(), m.end());
        }
        highlightedVersion.set(version);
    }

    private static int count(String s) {
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == '\n') {
                n++;
            }
        }
        return n;
    }
}
