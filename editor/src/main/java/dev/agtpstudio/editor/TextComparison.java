package dev.agtpstudio.editor;

import java.util.List;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.model.PlainTextChange;

/**
 * Whether the editor's text equals a string, without building the whole text. Compared against the string it was
 * loaded with or last found equal to (a saved text, checked on every keystroke that restores its length), only the
 * span edited since is read ({@link TextBaseline}): a keystroke in a 20,000-line buffer compares a few characters.
 * Any other string is compared line by line. FX thread only.
 */
final class TextComparison {
    private final CodeArea area;
    private final TextBaseline baseline = new TextBaseline();
    private int lastComparedLength;

    TextComparison(CodeArea area) {
        this.area = area;
    }

    /** Every change of the text, before anything may compare it. */
    void edited(List<PlainTextChange> changes) {
        baseline.edited(changes);
    }

    /** The text now is {@code text} (loaded): what a dirty check compares against until the next save. */
    void loaded(String text) {
        baseline.reset(text);
    }

    boolean textEquals(String other) {
        if (other == null || other.length() != area.getLength()) {
            return false;
        }
        boolean equal;
        int[] span = baseline.isBaseline(other) ? baseline.span(other.length()) : null;
        if (span != null && 0 <= span[0] && span[0] <= span[1] && span[1] <= other.length()) {
            lastComparedLength = span[1] - span[0];
            equal = span[0] == span[1] || other.startsWith(area.getText(span[0], span[1]), span[0]);
        } else {
            lastComparedLength = other.length();
            equal = linesEqual(other);
        }
        if (equal) {
            baseline.reset(other);
        }
        return equal;
    }

    /** How many characters the last {@link #textEquals} that got past the length check compared. */
    int lastComparedLength() {
        return lastComparedLength;
    }

    private boolean linesEqual(String other) {
        int at = 0;
        var paragraphs = area.getParagraphs();
        for (int i = 0; i < paragraphs.size(); i++) {
            String line = paragraphs.get(i).getText();
            if (!other.startsWith(line, at)) {
                return false;
            }
            at += line.length();
            if (i < paragraphs.size() - 1) {
                if (at >= other.length() || other.charAt(at) != '\n') {
                    return false;
                }
                at++;
            }
        }
        return at == other.length();
    }
}
