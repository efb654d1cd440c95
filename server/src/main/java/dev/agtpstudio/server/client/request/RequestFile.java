package dev.agtpstudio.server.client.request;

import dev.agtpstudio.core.text.LineIndex;
import dev.agtpstudio.core.toml.Span;
import dev.agtpstudio.core.toml.TomlParseResult;
import dev.agtpstudio.core.toml.TomlParser;
import dev.agtpstudio.core.toml.TomlTable;
import java.nio.file.Path;

/** Reading a saved request or environment file: its TOML, and {@code FILE:LINE:COLUMN} for an offset in it. */
final class RequestFile {
    private static final int MAX_DEPTH = 8;

    final Path file;
    final String text;
    final TomlTable root;
    private final LineIndex lines;

    private RequestFile(Path file, String text, TomlTable root) {
        this.file = file;
        this.text = text;
        this.root = root;
        this.lines = LineIndex.of(text);
    }

    /** Parses {@code text}; the first syntax error is thrown, located. */
    static RequestFile parse(Path file, String text) throws RequestFileException {
        TomlParseResult r = TomlParser.parse(text, MAX_DEPTH);
        RequestFile f = new RequestFile(file, text, r.root());
        if (r.hasErrors()) {
            throw f.error(
                    r.errors().get(0).start(),
                    "not valid TOML: " + r.errors().get(0).message());
        }
        return f;
    }

    RequestFileException error(int offset, String message) {
        return new RequestFileException(at(offset) + ": " + message);
    }

    /** {@code FILE:LINE:COLUMN}, 1-based. */
    String at(int offset) {
        int o = Math.max(0, Math.min(offset, text.length()));
        return file + ":" + lines.lineOf(o) + ":" + lines.columnOf(o);
    }

    /** Where {@code key}'s value starts in {@code table} (its key when it has no value span, 0 when absent). */
    static int valueStart(TomlTable table, String key) {
        Span s = table.valueSpan(key);
        if (s == null) {
            s = table.keySpan(key);
        }
        return s == null ? 0 : s.start();
    }

    /** The string value of {@code key}, a number or boolean as written; anything else is a located error. */
    String string(TomlTable table, String key, String what) throws RequestFileException {
        Object v = table.get(key);
        if (v == null) {
            return null;
        }
        if (v instanceof String s) {
            return s;
        }
        if (v instanceof Long || v instanceof Double || v instanceof Boolean) {
            return String.valueOf(v);
        }
        throw error(valueStart(table, key), what + " '" + key + "' must be a string");
    }

    /**
     * The offset in the file of character {@code offset} of the string value at {@code valueStart}: past its opening
     * quotes (and the newline a multi-line string trims), counting the value's own line breaks.
     */
    int offsetInValue(int valueStart, int offset) {
        int open = text.startsWith("'''", valueStart) || text.startsWith("\"\"\"", valueStart)
                ? 3
                : valueStart < text.length() && (text.charAt(valueStart) == '"' || text.charAt(valueStart) == '\'')
                        ? 1
                        : 0;
        int start = valueStart + open;
        if (open == 3 && text.startsWith("\n", start)) {
            start++;
        } else if (open == 3 && text.startsWith("\r\n", start)) {
            start += 2;
        }
        return start + offset;
    }
}
