package dev.agtpstudio.core.complete;

import dev.agtpstudio.core.workspace.Language;
import java.util.List;

/**
 * Where the caret is, syntactically.
 *
 * @param position    typing a key, a value, or a table header
 * @param path        enclosing tables / parent keys, outermost first, e.g. {@code [endpoint, semantic]}
 * @param key         for a value: the key it belongs to
 * @param inArray     the value is an element of an array/list
 * @param inString    the caret is inside an open quoted string
 * @param prefixStart where the typed prefix starts
 * @param prefix      the typed prefix
 */
public record Cursor(
        Position position,
        List<String> path,
        String key,
        boolean inArray,
        boolean inString,
        char quote,
        int prefixStart,
        String prefix,
        Language language) {
    /** What is being typed. */
    public enum Position {
        KEY,
        VALUE,
        SECTION,
        NONE
    }

    public Cursor {
        path = List.copyOf(path);
    }

    /** The innermost table or parent key, or "" at the top level. */
    public String table() {
        return String.join(".", path);
    }
}
