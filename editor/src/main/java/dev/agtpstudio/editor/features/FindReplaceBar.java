package dev.agtpstudio.editor.features;

import dev.agtpstudio.editor.highlight.Highlighter;
import dev.agtpstudio.editor.spi.EditListener;
import dev.agtpstudio.editor.spi.EditorComponent;
import dev.agtpstudio.editor.spi.EditorHost;
import dev.agtpstudio.editor.style.Mark;
import dev.agtpstudio.editor.style.StyleOverlay;
import java.util.ArrayList;
import java.util.List;
import javafx.animation.PauseTransition;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.wellbehaved.event.EventPattern;
import org.fxmisc.wellbehaved.event.InputMap;
import org.fxmisc.wellbehaved.event.Nodes;

/**
 * The find/replace bar (Ctrl+F, Ctrl+H): literal or regex, match case, next/previous, replace, and replace all as
 * one undo step. Matches are marked {@code search-match}. While the bar is open, matches are recomputed after a
 * short pause in typing (the only whole-text work, and only when the user asked for it). In a split editor the bar
 * acts on, and is shown above, the view worked in last ({@link EditorHost#focusedArea()}).
 */
public final class FindReplaceBar implements EditorComponent, StyleOverlay {
    static final int MAX_MARKS = 5_000;
    static final int LARGE_FILE_LINES = 5_000;

    private final Highlighter highlighter;
    private final VBox root = new VBox(4);
    private final TextField find = new TextField();
    private final TextField replace = new TextField();
    private final CheckBox regex = new CheckBox("Regex");
    private final CheckBox matchCase = new CheckBox("Match case");
    private final Label status = new Label();
    private final HBox replaceRow;
    private final PauseTransition refreshLater = new PauseTransition(Duration.millis(200));
    private final EditListener onEdit = c -> {
        if (isShowing()) {
            refreshLater.playFromStart();
        }
    };
    private final javafx.beans.value.ChangeListener<CodeArea> onFocusedView = (o, was, now) -> {
        if (isShowing()) {
            showPosition(); // the counter is that of the view worked in
        }
    };
    private EditorHost editor;
    private InputMap<?> keys;
    private List<Mark> marks = List.of();
    private List<TextSearch.Match> matches = List.of();

    public FindReplaceBar(Highlighter highlighter) {
        this.highlighter = highlighter;
        root.getStyleClass().add("find-bar");
        find.setPromptText("Find");
        find.getStyleClass().add("find-field");
        replace.setPromptText("Replace");
        replace.getStyleClass().add("replace-field");
        Button next = button("Next", "find-next", this::findNext);
        Button prev = button("Previous", "find-previous", this::findPrevious);
        Button close = button("\u2715", "find-close", this::hide);
        Button one = button("Replace", "replace-one", this::replaceOne);
        Button all = button("Replace all", "replace-all", this::replaceAll);
        status.getStyleClass().add("find-status");
        // the counter and the buttons keep their full text; the find field gives way first
        status.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        for (javafx.scene.control.Control c : List.of(next, prev, close, one, all, regex, matchCase)) {
            c.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        }
        find.setPrefColumnCount(18);
        find.setMinWidth(80);
        HBox.setHgrow(find, javafx.scene.layout.Priority.SOMETIMES);
        HBox findRow = new HBox(6, find, prev, next, regex, matchCase, status, close);
        findRow.setAlignment(Pos.CENTER_LEFT);
        replaceRow = new HBox(6, replace, one, all);
        replaceRow.setAlignment(Pos.CENTER_LEFT);
        root.getChildren().add(findRow);
        find.textProperty().addListener((o, a, b) -> {
            // In a large file wait for a pause in typing: marking matches restyles the lines between them.
            if (editor != null && area().getParagraphs().size() > LARGE_FILE_LINES) {
                refreshLater.playFromStart();
            } else {
                refresh();
            }
        });
        regex.selectedProperty().addListener((o, a, b) -> refresh());
        matchCase.selectedProperty().addListener((o, a, b) -> refresh());
        find.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                if (e.isShiftDown()) {
                    findPrevious();
                } else {
                    findNext();
                }
                e.consume();
            } else if (e.getCode() == KeyCode.ESCAPE) {
                hide();
                e.consume();
            }
        });
        replace.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                replaceOne();
                e.consume();
            } else if (e.getCode() == KeyCode.ESCAPE) {
                hide();
                e.consume();
            }
        });
        // Inside the bar the editor's keys still mean what they mean in the editor: a text field's own Ctrl+H is
        // "delete the previous character" (it deleted a letter of the search instead of opening Replace)
        root.addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            if (e.isShortcutDown() && !e.isAltDown() && (e.getCode() == KeyCode.H || e.getCode() == KeyCode.F)) {
                show(e.getCode() == KeyCode.H);
                e.consume();
            } else if (e.getCode() == KeyCode.TAB
                    && !e.isShortcutDown()
                    && root.getChildren().contains(replaceRow)
                    && (e.getTarget() == find && !e.isShiftDown() || e.getTarget() == replace && e.isShiftDown())) {
                // Tab goes from the search to the replacement and back, past the option boxes
                (e.getTarget() == find ? replace : find).requestFocus();
                e.consume();
            }
        });
        refreshLater.setOnFinished(e -> refresh());
    }

    private static Button button(String text, String styleClass, Runnable action) {
        Button b = new Button(text);
        b.getStyleClass().add(styleClass);
        b.setOnAction(e -> action.run());
        b.setFocusTraversable(false);
        return b;
    }

    @Override
    public void install(EditorHost ed) {
        editor = ed;
        highlighter.addOverlay(this);
        ed.addEditListener(onEdit);
        ed.focusedAreaProperty().addListener(onFocusedView);
        keys = InputMap.sequence(
                InputMap.consume(EventPattern.keyPressed(KeyCode.F, KeyCombination.SHORTCUT_DOWN), e -> show(false)),
                InputMap.consume(EventPattern.keyPressed(KeyCode.H, KeyCombination.SHORTCUT_DOWN), e -> show(true)),
                InputMap.consume(EventPattern.keyPressed(KeyCode.F3), e -> findNext()));
        Nodes.addInputMap(ed.getCodeArea(), keys);
    }

    @Override
    public InputMap<?> viewKeys() {
        return keys;
    }

    @Override
    public void uninstall() {
        if (editor != null) {
            hide();
            editor.areas().forEach(a -> Nodes.removeInputMap(a, keys));
            editor.removeEditListener(onEdit);
            editor.focusedAreaProperty().removeListener(onFocusedView);
            highlighter.removeOverlay(this);
            editor = null;
        }
    }

    /** The view the bar acts on: the one worked in last (the bar is shown above it). */
    private CodeArea area() {
        return editor.focusedArea();
    }

    public void show(boolean withReplace) {
        if (!editor.bars().getChildren().contains(root)) {
            editor.bars().getChildren().add(root);
        }
        if (withReplace && !root.getChildren().contains(replaceRow)) {
            root.getChildren().add(replaceRow);
        } else if (!withReplace) {
            root.getChildren().remove(replaceRow);
        }
        String sel = area().getSelectedText();
        if (!sel.isEmpty() && !sel.contains("\n")) {
            find.setText(sel);
        }
        find.requestFocus();
        find.selectAll();
        refresh();
    }

    public void hide() {
        if (editor != null && editor.bars().getChildren().remove(root)) {
            setMarks(List.of());
            area().requestFocus();
        }
    }

    public boolean isShowing() {
        return editor != null && editor.bars().getChildren().contains(root);
    }

    public TextField findField() {
        return find;
    }

    public TextField replaceField() {
        return replace;
    }

    public CheckBox regexBox() {
        return regex;
    }

    public Label statusLabel() {
        return status;
    }

    private TextSearch query() {
        return new TextSearch(find.getText(), regex.isSelected(), matchCase.isSelected());
    }

    private void refresh() {
        if (!isShowing()) {
            return;
        }
        TextSearch q = query();
        if (q.error() != null) {
            status.setText(q.error());
            matches = List.of();
            setMarks(List.of());
            return;
        }
        List<TextSearch.Match> all = q.findAll(area().getText(), MAX_MARKS);
        List<Mark> next = new ArrayList<>(all.size());
        for (TextSearch.Match m : all) {
            next.add(new Mark(m.start(), m.end(), "search-match"));
        }
        matches = all;
        setMarks(next);
        showPosition();
    }

    /** "3 of 12" when the selection is a match, "12 matches" otherwise ("" for an empty query). */
    private void showPosition() {
        if (find.getText().isEmpty()) {
            status.setText("");
            return;
        }
        String total = matches.size() + (matches.size() >= MAX_MARKS ? "+" : "");
        int at = currentIndex();
        status.setText(
                matches.isEmpty()
                        ? "No matches"
                        : at >= 0 ? (at + 1) + " of " + total : total + (matches.size() == 1 ? " match" : " matches"));
    }

    /** The index of the selected match among all matches, or -1. */
    private int currentIndex() {
        var sel = area().getSelection();
        int lo = 0;
        int hi = matches.size() - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            TextSearch.Match m = matches.get(mid);
            if (m.start() < sel.getStart()) {
                lo = mid + 1;
            } else if (m.start() > sel.getStart()) {
                hi = mid - 1;
            } else {
                return m.end() == sel.getEnd() ? mid : -1;
            }
        }
        return -1;
    }

    /** The text of the match counter ("3 of 12"). */
    public String position() {
        return status.getText();
    }

    public void findNext() {
        TextSearch q = query();
        CodeArea area = area();
        reveal(q.next(area.getText(), area.getSelection().getEnd()));
    }

    public void findPrevious() {
        TextSearch q = query();
        CodeArea area = area();
        reveal(q.previous(area.getText(), area.getSelection().getStart()));
    }

    /** Selects {@code m} and scrolls it to the middle of the view when it is not on screen. */
    private void reveal(TextSearch.Match m) {
        if (m == null) {
            return;
        }
        editor.selectRange(m.start(), m.end());
        CodeArea area = area();
        int par = area.getCurrentParagraph();
        boolean visible;
        try {
            visible = par >= area.firstVisibleParToAllParIndex() && par <= area.lastVisibleParToAllParIndex();
        } catch (RuntimeException e) {
            visible = false; // not laid out yet
        }
        if (!visible) {
            area.showParagraphAtCenter(par);
        }
        showPosition();
    }

    /** Replaces the selected match (if the selection is one) and moves to the next. */
    public void replaceOne() {
        TextSearch q = query();
        CodeArea area = area();
        String text = area.getText();
        var sel = area.getSelection();
        TextSearch.Match m = q.next(text, sel.getStart());
        if (m != null && m.start() == sel.getStart() && m.end() == sel.getEnd()) {
            String rep = q.replacementFor(text, m, replace.getText());
            area.replaceText(m.start(), m.end(), rep);
            area.moveTo(m.start() + rep.length());
        }
        findNext();
    }

    /** Replaces every match as one change, so one undo reverts it. Returns the number replaced. */
    public int replaceAll() {
        TextSearch q = query();
        CodeArea area = area();
        TextSearch.Replacement r = q.replaceAll(area.getText(), replace.getText());
        if (r.count() > 0) {
            area.replaceText(r.start(), r.end(), r.text());
        }
        status.setText(r.count() + " replaced");
        return r.count();
    }

    @Override
    public List<Mark> marks() {
        return marks;
    }

    private void setMarks(List<Mark> next) {
        List<Mark> old = marks;
        marks = List.copyOf(next);
        if (!old.isEmpty()) {
            highlighter.restyleRange(old.get(0).start(), old.get(old.size() - 1).end());
        }
        if (!next.isEmpty()) {
            highlighter.restyleRange(
                    next.get(0).start(), next.get(next.size() - 1).end());
        }
    }
}
