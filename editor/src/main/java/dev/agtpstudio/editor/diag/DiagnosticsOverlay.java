package dev.agtpstudio.editor.diag;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.editor.features.Gutter;
import dev.agtpstudio.editor.highlight.Highlighter;
import dev.agtpstudio.editor.spi.EditListener;
import dev.agtpstudio.editor.spi.EditorComponent;
import dev.agtpstudio.editor.spi.EditorHost;
import dev.agtpstudio.editor.style.Mark;
import dev.agtpstudio.editor.style.StyleOverlay;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.event.EventHandler;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.event.MouseOverTextEvent;
import org.fxmisc.richtext.model.PlainTextChange;
import org.fxmisc.richtext.model.TwoDimensional.Bias;

/**
 * Diagnostics drawn over the text: a squiggle class ({@code diag-error}, {@code diag-warning}, {@code diag-info},
 * {@code diag-hint}) under each exact range, a gutter marker per line with the worst severity, and a tooltip on
 * hover. Ranges move with every edit until {@link #setDiagnostics} brings results for the current version.
 */
public final class DiagnosticsOverlay implements EditorComponent, StyleOverlay {
    private final Gutter gutter;
    private final Highlighter highlighter;
    private final EditListener listener = this::edited;
    private final DiagnosticTooltip tooltip = new DiagnosticTooltip();
    private final EventHandler<MouseOverTextEvent> hoverBegin = this::hoverBegin;
    private final EventHandler<MouseOverTextEvent> hoverEnd = e -> tooltip.hideSoon();
    private EditorHost editor;
    private CodeArea area;
    private List<LiveDiagnostic> live = List.of();
    /** {@link #marks()} sorted by start, built on demand; null after every change of {@link #live} or the text. */
    private List<Mark> marks;
    /** The longest mark of {@link #marks}, so a range query knows how far before its start to look. */
    private int longestMark;

    public DiagnosticsOverlay(Gutter gutter, Highlighter highlighter) {
        this.gutter = gutter;
        this.highlighter = highlighter;
    }

    @Override
    public void install(EditorHost ed) {
        editor = ed;
        area = ed.getCodeArea();
        ed.addEditListener(listener);
        highlighter.addOverlay(this);
        viewOpened(area);
    }

    /** The hover card works in every view of the text. */
    @Override
    public void viewOpened(CodeArea view) {
        view.setMouseOverTextDelay(Duration.ofMillis(350));
        view.addEventHandler(MouseOverTextEvent.MOUSE_OVER_TEXT_BEGIN, hoverBegin);
        view.addEventHandler(MouseOverTextEvent.MOUSE_OVER_TEXT_END, hoverEnd);
    }

    @Override
    public void viewClosed(CodeArea view) {
        view.removeEventHandler(MouseOverTextEvent.MOUSE_OVER_TEXT_BEGIN, hoverBegin);
        view.removeEventHandler(MouseOverTextEvent.MOUSE_OVER_TEXT_END, hoverEnd);
        if (tooltip.isShowing() && tooltip.owner() == view) {
            tooltip.hide();
        }
    }

    @Override
    public void uninstall() {
        if (editor == null) {
            return;
        }
        editor.removeEditListener(listener);
        highlighter.removeOverlay(this);
        editor.areas().forEach(this::viewClosed);
        tooltip.hide();
        List<LiveDiagnostic> old = live;
        live = List.of();
        marks = null;
        old.forEach(d -> highlighter.restyleRange(d.start(), d.end()));
        gutter.setMarkers(Map.of(), Map.of());
        editor = null;
    }

    /** Shows {@code list} if it was computed from {@code documentVersion}, the current version. */
    public boolean setDiagnostics(List<Diagnostic> list, long documentVersion) {
        if (editor == null || documentVersion != editor.documentVersion()) {
            return false;
        }
        List<Mark> before = marks();
        int len = area.getLength();
        List<LiveDiagnostic> fresh = new ArrayList<>();
        for (Diagnostic d : list) {
            if (!d.suppressed()) {
                fresh.add(new LiveDiagnostic(d, len));
            }
        }
        fresh.sort(Comparator.comparingInt(LiveDiagnostic::start)
                .thenComparing(l -> l.diagnostic().severity()));
        live = Collections.unmodifiableList(fresh);
        marks = null;
        // Only the squiggles that appeared, went or changed need new styles: a result after one keystroke in a
        // 20,000-line document with thousands of findings restyles a line or two, not every finding's line.
        for (Mark m : StyleOverlay.changed(before, marks())) {
            highlighter.restyleRange(m.start(), m.end());
        }
        updateGutter();
        return true;
    }

    /** The diagnostics shown, with their current ranges. */
    public List<LiveDiagnostic> live() {
        return live;
    }

    /** Diagnostics whose current range touches {@code offset}, most severe first. */
    public List<LiveDiagnostic> at(int offset) {
        return live.stream()
                .filter(d -> d.touches(offset))
                .sorted(Comparator.comparing(l -> l.diagnostic().severity()))
                .toList();
    }

    @Override
    public List<Mark> marks() {
        if (marks == null) {
            marks = buildMarks();
            longestMark =
                    marks.stream().mapToInt(m -> m.end() - m.start()).max().orElse(0);
        }
        return marks;
    }

    @Override
    public List<Mark> marks(int start, int end) {
        List<Mark> all = marks();
        int lo = 0;
        int hi = all.size();
        int from = start - longestMark; // no mark starting before this can reach start
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (all.get(mid).start() < from) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        List<Mark> out = new ArrayList<>();
        for (int i = lo; i < all.size() && all.get(i).start() <= end; i++) {
            Mark m = all.get(i);
            if (m.end() >= start) {
                out.add(m);
            }
        }
        return out;
    }

    private List<Mark> buildMarks() {
        int len = area == null ? 0 : area.getLength();
        List<Mark> out = new ArrayList<>(live.size());
        for (LiveDiagnostic d : live) {
            int s = d.start();
            int e = d.end();
            if (e == s) { // an empty range still needs a visible squiggle: mark the character there (or before)
                if (s < len && area.getText(s, s + 1).charAt(0) != '\n') {
                    e = s + 1;
                } else if (s > 0) {
                    s = s - 1;
                }
            }
            out.add(new Mark(s, e, cssClass(d.diagnostic().severity())));
        }
        out.sort(Comparator.comparingInt(Mark::start));
        return Collections.unmodifiableList(out);
    }

    public static String cssClass(Severity s) {
        return "diag-" + s.label();
    }

    private void edited(List<PlainTextChange> changes) {
        if (live.isEmpty()) {
            return;
        }
        marks = null;
        boolean linesChanged = false;
        for (PlainTextChange c : changes) {
            int removed = c.getRemovalEnd() - c.getPosition();
            int inserted = c.getInsertionEnd() - c.getPosition();
            for (LiveDiagnostic d : live) {
                d.shift(c.getPosition(), removed, inserted);
            }
            linesChanged |= c.getRemoved().indexOf('\n') >= 0 || c.getInserted().indexOf('\n') >= 0;
        }
        if (linesChanged) { // otherwise every mark stays on its line
            updateGutter();
        }
    }

    private void updateGutter() {
        Map<Integer, Severity> worst = new HashMap<>();
        Map<Integer, String> tips = new HashMap<>();
        int len = area.getLength();
        for (LiveDiagnostic d : live) {
            int line = area.offsetToPosition(Math.min(d.start(), len), Bias.Forward)
                    .getMajor();
            Severity s = d.diagnostic().severity();
            worst.merge(line, s, (a, b) -> a.compareTo(b) <= 0 ? a : b);
            tips.merge(line, d.diagnostic().message(), (a, b) -> a + "\n" + b);
        }
        gutter.setMarkers(worst, tips);
    }

    /** The hover card (for tests and for showing it from the keyboard). */
    public DiagnosticTooltip tooltip() {
        return tooltip;
    }

    private void hoverBegin(MouseOverTextEvent e) {
        if (editor == null) {
            return;
        }
        List<LiveDiagnostic> here = at(e.getCharacterIndex());
        String info = infoAt(e.getCharacterIndex());
        if (!here.isEmpty() || info != null) {
            // at the mouse, over the view hovered
            javafx.scene.Node owner = e.getSource() instanceof javafx.scene.Node n ? n : area;
            tooltip.show(
                    owner,
                    e.getScreenPosition(),
                    here,
                    info,
                    editor.onOpenDocsProperty().get());
        }
    }

    /**
     * What the key, method verb or enumerated value at {@code offset} means (the schema's key documentation, the
     * verb's gloss, the value's description); null for anything else.
     */
    public String infoAt(int offset) {
        if (editor == null || offset < 0 || offset >= area.getLength()) {
            return null;
        }
        var pos = area.offsetToPosition(offset, org.fxmisc.richtext.model.TwoDimensional.Bias.Forward);
        var doc = highlighter.lexedDocument();
        if (doc == null || pos.getMajor() >= doc.lineCount()) {
            return null;
        }
        for (dev.agtpstudio.editor.lexer.Token t : doc.lineTokens(pos.getMajor())) {
            if (pos.getMinor() >= t.offset() && pos.getMinor() < t.end()) {
                String text = area.getParagraph(pos.getMajor()).getText().substring(t.offset(), t.end());
                return switch (t.kind()) {
                    case METHOD_VERB ->
                        dev.agtpstudio.editor.complete.HoverDocs.verb(
                                        text,
                                        editor.completionContextProperty().get().catalog())
                                .orElse(null);
                    default -> keyOrValueInfo(offset);
                };
            }
        }
        return keyOrValueInfo(offset);
    }

    /**
     * What the key or enumerated value at {@code offset} means. Asked for any token (and for untokenised text): the
     * lexers do not mark every key (a key inside a YAML flow mapping is plain text), the locator decides.
     */
    private String keyOrValueInfo(int offset) {
        String text = area.getText();
        return dev.agtpstudio.editor.complete.HoverDocs.key(editor.fileKind(), editor.language(), text, offset)
                .or(() -> dev.agtpstudio.editor.complete.HoverDocs.value(
                        editor.fileKind(), editor.language(), text, offset))
                .orElse(null);
    }
}
