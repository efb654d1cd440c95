package dev.agtpstudio.editor.highlight;

import dev.agtpstudio.editor.lexer.LineSource;
import org.fxmisc.richtext.GenericStyledArea;

/** The lines of a live text area, read on the FX thread only. */
public final class AreaLines implements LineSource {
    private final GenericStyledArea<?, ?, ?> area;

    public AreaLines(GenericStyledArea<?, ?, ?> area) {
        this.area = area;
    }

    @Override
    public int lineCount() {
        return area.getParagraphs().size();
    }

    @Override
    public CharSequence line(int index) {
        return area.getParagraph(index).getText();
    }
}
