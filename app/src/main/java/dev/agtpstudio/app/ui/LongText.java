package dev.agtpstudio.app.ui;

import java.util.Collection;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import javafx.application.Platform;
import javafx.scene.layout.StackPane;
import org.fxmisc.flowless.VirtualizedScrollPane;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.model.ReadOnlyStyledDocument;
import org.fxmisc.richtext.model.StyledDocument;

/**
 * A read-only view of a text that may be megabytes long (a projection of a 2,000-file workspace as JSON): only the
 * lines on screen are laid out, and the document is built off the FX thread. A {@code TextArea} lays out its whole
 * text as one node, again after every style change, so a theme toggle with such a text showing froze the window for
 * seconds (issue 37, docs/decisions/0461). Selection and copying work as in a text area.
 */
public final class LongText extends StackPane {
    private final CodeArea area = new CodeArea();
    /** The text asked for last (shown, or being built); a newer one makes an older build obsolete. */
    private String wanted = "";

    public LongText() {
        area.setEditable(false);
        area.getStyleClass().add("long-text");
        getChildren().add(new VirtualizedScrollPane<>(area));
    }

    /** Replaces the text (FX thread); it appears, from its start, once built on a worker. */
    // Identity on purpose: only the text of the latest request is shown, even when an older one is equal to it.
    @SuppressWarnings("PMD.UseEqualsToCompareStrings")
    public void setText(String text) {
        String t = text == null ? "" : text;
        if (t.equals(wanted)) {
            return;
        }
        wanted = t;
        CompletableFuture.supplyAsync(() -> document(t))
                .thenAccept(doc -> Platform.runLater(() -> {
                    if (t == wanted) { // the same request: no newer text was asked for meanwhile
                        area.replace(0, area.getLength(), doc);
                        area.moveTo(0);
                        area.requestFollowCaret();
                    }
                }));
    }

    /** The text asked for last (the view shows it once built). */
    public String getText() {
        return wanted;
    }

    public void setWrapText(boolean wrap) {
        area.setWrapText(wrap);
    }

    /** The text node itself (for focus, accessibility and tests). */
    public CodeArea area() {
        return area;
    }

    private StyledDocument<Collection<String>, String, Collection<String>> document(String text) {
        return ReadOnlyStyledDocument.fromString(text, List.of(), List.of(), area.getSegOps());
    }
}
