package dev.agtpstudio.editor.lexer;

import java.util.ArrayList;
import java.util.List;

/** Random access to the lines of a document (without terminators). */
public interface LineSource {
    int lineCount();

    CharSequence line(int index);

    /** Splits {@code text} on {@code \n}; a text always has at least one (possibly empty) line. */
    static LineSource of(String text) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                lines.add(text.substring(start, i));
                start = i + 1;
            }
        }
        lines.add(text.substring(start));
        return of(lines);
    }

    static LineSource of(List<? extends CharSequence> lines) {
        return new LineSource() {
            @Override
            public int lineCount() {
                return lines.size();
            }

            @Override
            public CharSequence line(int index) {
                return lines.get(index);
            }
        };
    }
}
