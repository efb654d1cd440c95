package dev.agtpstudio.lsp;

import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.load.Location;
import dev.agtpstudio.core.text.TextRange;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The scalar values of a loaded file, found through its {@code LocationMap} (key path -> key and value ranges): the
 * value under the caret, and the values with a given text. Quotes are not part of a value's {@link #word}.
 */
final class ValueIndex {
    private ValueIndex() {}

    /** A value: its key path, the range of its text without quotes, and that text. */
    record Value(String keyPath, TextRange range, String word) {
        /** The key path's last segment, ignoring list indexes ({@code endpoint/errors/list/0} -> {@code list}). */
        String key() {
            String[] parts = keyPath.split("/");
            for (int i = parts.length - 1; i >= 0; i--) {
                if (!parts[i].isEmpty() && !parts[i].chars().allMatch(Character::isDigit)) {
                    return parts[i];
                }
            }
            return "";
        }
    }

    /** Every scalar value of the file. */
    static List<Value> values(LoadedFile<?> file) {
        List<Value> out = new ArrayList<>();
        String text = file.text();
        for (Map.Entry<String, Location> e : file.locations().asMap().entrySet()) {
            TextRange v = e.getValue() == null ? null : e.getValue().value();
            if (v == null || v.end() > text.length() || v.length() == 0) {
                continue;
            }
            int s = v.start();
            int end = v.end();
            char first = text.charAt(s);
            if (first == '{' || first == '[') {
                continue;
            }
            if ((first == '"' || first == '\'') && end - s >= 2 && text.charAt(end - 1) == first) {
                s++;
                end--;
            }
            out.add(new Value(e.getKey(), file.source().range(s, end), text.substring(s, end)));
        }
        out.sort((a, b) -> Integer.compare(a.range().start(), b.range().start()));
        return out;
    }

    /** The innermost value whose range holds {@code offset} (its end included: the caret just after a word). */
    static Value at(LoadedFile<?> file, int offset) {
        Value best = null;
        for (Value v : values(file)) {
            if (v.range().start() <= offset
                    && offset <= v.range().end()
                    && (best == null || v.range().length() < best.range().length())) {
                best = v;
            }
        }
        return best;
    }

    static List<Value> matching(LoadedFile<?> file, Predicate<Value> p) {
        return values(file).stream().filter(p).toList();
    }
}
