package dev.agtpstudio.core.form;

import dev.agtpstudio.core.diag.TextEdit;
import dev.agtpstudio.core.load.KeyPaths;
import dev.agtpstudio.core.text.TextRange;
import java.util.List;

/**
 * The smallest edits that set, add or remove one member of an object or one element of an array in TOML, YAML or
 * JSON text, written the way the container around it is written: inside braces or brackets on one line
 * ({@code , key = value}), one per line in an inline or flow container spread over lines, or as a line of its own in
 * a TOML table or YAML block (at the indentation of its siblings). Nothing outside the changed member moves.
 */
final class MemberEdits {
    private final TextShape s;

    MemberEdits(TextShape shape) {
        this.s = shape;
    }

    /** Sets {@code obj/key} to the literal {@code value}: replaces its value, or adds the member (and missing objects on the way). */
    TextEdit set(String obj, String key, String value) {
        String path = KeyPaths.child(obj, key);
        TextRange v = s.value(path);
        if (v != null) {
            return new TextEdit(v.start(), v.end(), value);
        }
        if (s.exists(path)) {
            throw new FormEditException("`" + key + "` is written as a table of its own here; change it in the text.");
        }
        if (!s.exists(obj)) {
            int slash = obj.lastIndexOf('/');
            if (slash < 0) {
                throw new FormEditException("There is nothing to add `" + key + "` to here.");
            }
            return set(
                    obj.substring(0, slash),
                    unescape(obj.substring(slash + 1)),
                    s.syntax().object(key, value));
        }
        return add(obj, s.syntax().member(key, value));
    }

    /** Adds {@code item} (a member or an element, already spelled) at the end of the container {@code obj}. */
    TextEdit add(String obj, String item) {
        List<String> kids = s.children(obj);
        if (s.inline(obj)) {
            TextRange v = s.value(obj);
            if (kids.isEmpty()) {
                return TextEdit.insert(v.start() + 1, item);
            }
            String last = kids.get(kids.size() - 1);
            int at = s.end(last);
            if (!s.sameLine(v.start(), s.start(kids.get(0)))) {
                return TextEdit.insert(at, "," + s.newline() + s.indentAt(s.start(last)) + item);
            }
            return TextEdit.insert(at, ", " + item);
        }
        if (s.syntax() == Syntax.JSON) {
            throw new FormEditException("There is nothing to add to here.");
        }
        if (s.syntax() == Syntax.TOML) {
            // a table: after its last key = value line; subtables opened by their own headers come later
            int anchor = -1;
            String indent = "";
            for (String k : kids) {
                if (s.value(k) != null && s.end(k) > anchor) {
                    anchor = s.end(k);
                    indent = s.indentAt(s.start(k));
                }
            }
            if (anchor < 0) {
                TextRange header = s.key(obj);
                if (header == null || !ownHeader(header)) {
                    // a table made on the way to a deeper header ([a.b.c] makes a.b) has no lines of its own
                    throw new FormEditException("`" + obj.substring(obj.lastIndexOf('/') + 1) + "` is written as "
                            + "tables of their own here ([...] headers); add this in the text.");
                }
                anchor = header.end();
            }
            int at = s.lineEnd(anchor);
            return TextEdit.insert(at, s.newline() + indent + item);
        }
        // a YAML block mapping or sequence: a line of its own at its siblings' indentation
        if (kids.isEmpty()) {
            throw new FormEditException("There is nothing to add to here.");
        }
        String last = kids.get(kids.size() - 1);
        int at = s.lineEnd(s.end(last));
        boolean sequence = s.key(last) == null;
        String indent = s.indentAt(s.start(kids.get(0)));
        return TextEdit.insert(at, s.newline() + indent + (sequence ? "- " : "") + item);
    }

    /** Removes {@code path} (a member with its key, or an array element) and what separates it from its neighbours. */
    TextEdit remove(String path) {
        int slash = path.lastIndexOf('/');
        String parent = path.substring(0, slash);
        int start = s.start(path);
        int end = s.end(path);
        if (s.inline(parent)) {
            List<String> kids = s.children(parent);
            int i = kids.indexOf(path);
            if (i + 1 < kids.size()) {
                return new TextEdit(start, s.start(kids.get(i + 1)), "");
            }
            if (i > 0) {
                int comma = s.text().lastIndexOf(',', start - 1);
                int prevEnd = s.end(kids.get(i - 1));
                if (comma >= prevEnd) {
                    return new TextEdit(prevEnd, end, "");
                }
            }
            return new TextEdit(start, end, "");
        }
        if (s.syntax() == Syntax.JSON) {
            throw new FormEditException("This cannot be removed from the form; change it in the text.");
        }
        // a line (or lines) of its own: the line break before it goes with it, so no blank line is left
        int from = s.lineStart(start);
        int to = s.lineEnd(end);
        String before = s.text().substring(from, start);
        boolean element = s.key(path) == null;
        if (!(before.isBlank() || element && before.strip().equals("-"))) {
            throw new FormEditException("This shares its line with other text; change it in the text.");
        }
        return from > 0
                ? new TextEdit(from - 1, to, "")
                : new TextEdit(from, Math.min(s.text().length(), to + 1), "");
    }

    /** {@code key} is the last key of the header that opens its table: {@code [a.b]} for b, or a whole {@code [[a.b]]}. */
    private boolean ownHeader(TextRange key) {
        String t = s.text();
        if (s.slice(key).startsWith("[")) {
            return true;
        }
        int i = key.end();
        while (i < t.length() && (t.charAt(i) == ' ' || t.charAt(i) == '\t')) {
            i++;
        }
        return i < t.length()
                && t.charAt(i) == ']'
                && t.substring(s.lineStart(key.start()), key.start()).strip().startsWith("[");
    }

    private static String unescape(String segment) {
        return segment.replace("~1", "/").replace("~0", "~");
    }
}
