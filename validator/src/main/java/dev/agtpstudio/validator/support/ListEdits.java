package dev.agtpstudio.validator.support;

import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.TextEdit;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.text.TextRange;

/** Edits on the elements of an inline array ({@code ["A", "B"]}) whose element values the loader located. */
public final class ListEdits {
    private ListEdits() {}

    /**
     * A fix deleting element {@code index} of the array at {@code arrayKey} (of {@code size} elements) together
     * with the separator before it (or after it, for the first element). Null when the elements are not located.
     */
    public static Fix removeElement(String title, LoadedFile<?> file, String arrayKey, int index, int size) {
        TextRange self = file.locations().value(arrayKey + "/" + index);
        if (self == null) {
            return null;
        }
        if (index > 0) {
            TextRange prev = file.locations().value(arrayKey + "/" + (index - 1));
            return prev == null ? null : Fix.of(title, new TextEdit(prev.end(), self.end(), ""));
        }
        if (size > 1) {
            TextRange next = file.locations().value(arrayKey + "/1");
            return next == null ? null : Fix.of(title, new TextEdit(self.start(), next.start(), ""));
        }
        return Fix.of(title, new TextEdit(self.start(), self.end(), ""));
    }
}
