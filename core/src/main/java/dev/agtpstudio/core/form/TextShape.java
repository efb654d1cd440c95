package dev.agtpstudio.core.form;

import dev.agtpstudio.core.load.Location;
import dev.agtpstudio.core.load.LocationMap;
import dev.agtpstudio.core.text.TextRange;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The shape of a loaded text as the edits need it, from one pass over its {@link LocationMap}: the direct children
 * of every key path (in text order), where each key path's own content ends, and the text around a position (line
 * starts and ends, indentation, whether a value is written inline).
 */
final class TextShape {
    private final String text;
    private final LocationMap loc;
    private final Syntax syntax;
    private final Map<String, List<String>> children = new HashMap<>();
    private final Map<String, Integer> contentEnd = new HashMap<>();

    TextShape(String text, LocationMap loc, Syntax syntax) {
        this.text = text;
        this.loc = loc;
        this.syntax = syntax;
        Map<String, Location> all = loc.asMap();
        for (String path : all.keySet()) {
            int slash = path.lastIndexOf('/');
            if (slash >= 0) {
                children.computeIfAbsent(path.substring(0, slash), k -> new ArrayList<>())
                        .add(path);
            }
        }
        for (List<String> c : children.values()) {
            c.sort(java.util.Comparator.comparingInt(this::start));
        }
        all.forEach((path, l) -> {
            int end = ownEnd(path, l);
            for (String p = path; end >= 0; ) {
                contentEnd.merge(p, end, Math::max);
                int slash = p.lastIndexOf('/');
                if (slash < 0) {
                    break;
                }
                p = p.substring(0, slash);
            }
        });
    }

    String text() {
        return text;
    }

    Syntax syntax() {
        return syntax;
    }

    LocationMap locations() {
        return loc;
    }

    boolean exists(String path) {
        return loc.contains(path);
    }

    /** The direct children of {@code path} in text order. */
    List<String> children(String path) {
        List<String> c = children.getOrDefault(path, List.of());
        if (inline(path) && text.charAt(loc.value(path).start()) == '[') {
            // an array's elements only: a loader may alias another path below it (errors/list)
            return c.stream()
                    .filter(k -> k.substring(k.lastIndexOf('/') + 1).chars().allMatch(Character::isDigit))
                    .toList();
        }
        return c;
    }

    /**
     * Where {@code path}'s text ends: the end of its last key or exactly delimited value (a scalar, an inline table,
     * a flow collection), below it included. A YAML block collection's own range runs on to the next token, past
     * comments and blank lines, so it does not count.
     */
    int end(String path) {
        Integer e = contentEnd.get(path);
        if (e == null) {
            throw new FormEditException("The text changed under the form; try again.");
        }
        return e;
    }

    int start(String path) {
        Location l = loc.get(path);
        if (l == null) {
            return Integer.MAX_VALUE;
        }
        TextRange r = l.key() != null ? l.key() : l.value();
        return r == null ? Integer.MAX_VALUE : r.start();
    }

    TextRange key(String path) {
        return loc.key(path);
    }

    TextRange value(String path) {
        return loc.value(path);
    }

    /** The value is written between brackets or braces ({@code {...}}, {@code [...]}): an inline or flow value. */
    boolean inline(String path) {
        TextRange v = loc.value(path);
        if (v == null || v.start() >= text.length()) {
            return false;
        }
        char c = text.charAt(v.start());
        return c == '{' || c == '[';
    }

    String slice(TextRange r) {
        return text.substring(r.start(), Math.min(r.end(), text.length()));
    }

    int lineStart(int at) {
        return text.lastIndexOf('\n', Math.max(0, at - 1)) + 1;
    }

    /** The end of the line holding {@code at}, before its line break. */
    int lineEnd(int at) {
        int n = text.indexOf('\n', at);
        return n < 0 ? text.length() : n;
    }

    /** Just after the line break that ends the line holding {@code at} (the text's end on the last line). */
    int nextLine(int at) {
        int n = text.indexOf('\n', at);
        return n < 0 ? text.length() : n + 1;
    }

    String indentAt(int at) {
        int s = lineStart(at);
        int e = s;
        while (e < text.length() && (text.charAt(e) == ' ' || text.charAt(e) == '\t')) {
            e++;
        }
        return text.substring(s, e);
    }

    boolean sameLine(int a, int b) {
        return text.lastIndexOf('\n', Math.max(a, b) - 1) < Math.min(a, b);
    }

    /** The line's break, as the text writes it. */
    String newline() {
        return text.contains("\r\n") ? "\r\n" : "\n";
    }

    private int ownEnd(String path, Location l) {
        int end = l.key() == null ? -1 : l.key().end();
        TextRange v = l.value();
        if (v != null && (syntax != Syntax.YAML || !children.containsKey(path) || inline(path))) {
            end = Math.max(end, v.end());
        }
        return end;
    }
}
