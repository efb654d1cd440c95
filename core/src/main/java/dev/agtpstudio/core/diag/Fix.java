package dev.agtpstudio.core.diag;

import java.util.List;

/** A mechanical repair: a title for the menu and the edits to the diagnostic's file, applied as one undo step. */
public record Fix(String title, List<TextEdit> edits) {
    public Fix {
        edits = List.copyOf(edits);
    }

    public static Fix of(String title, TextEdit... edits) {
        return new Fix(title, List.of(edits));
    }

    public String applyTo(String text) {
        return TextEdit.applyAll(text, edits);
    }
}
