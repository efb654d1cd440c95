package dev.agtpstudio.core.toml;

import java.util.Arrays;

/** A (dotted) key as written: its segments (unquoted) and the span of each. */
final class Key {
    private String[] names = new String[2];
    private int[] spans = new int[4];
    private int size;

    /** Reads the key at the cursor: bare, "basic" or 'literal' segments joined by dots (blanks allowed around). */
    static Key read(TomlCursor c) {
        Key k = new Key();
        while (true) {
            int start = c.pos;
            int ch = c.peek();
            String name;
            if (ch == '"' || ch == '\'') {
                name = Strings.read(c, false);
            } else if (Chars.isBareKeyChar(ch)) {
                while (c.pos < c.len && Chars.isBareKeyChar(c.s.charAt(c.pos))) {
                    c.pos++;
                }
                name = c.s.substring(start, c.pos);
            } else {
                String what = k.size == 0 ? "a key" : "a key after the dot";
                throw c.error(
                        "Expected " + what + ", found " + c.describe(start)
                                + ". Keys are letters, digits, _ and - or a quoted string.",
                        start,
                        c.tokenEnd(start));
            }
            k.add(name, start, c.pos);
            c.skipBlanks();
            if (c.peek() != '.') {
                return k;
            }
            c.pos++;
            c.skipBlanks();
        }
    }

    private void add(String name, int start, int end) {
        if (size == names.length) {
            names = Arrays.copyOf(names, size * 2);
            spans = Arrays.copyOf(spans, size * 4);
        }
        names[size] = name;
        spans[2 * size] = start;
        spans[2 * size + 1] = end;
        size++;
    }

    int size() {
        return size;
    }

    String name(int i) {
        return names[i];
    }

    Span span(int i) {
        return new Span(spans[2 * i], spans[2 * i + 1]);
    }

    int start(int i) {
        return spans[2 * i];
    }

    int end(int i) {
        return spans[2 * i + 1];
    }

    /** The key as written up to segment {@code i}, for messages: {@code a.b}. */
    String dotted(int i) {
        StringBuilder b = new StringBuilder();
        for (int k = 0; k <= i; k++) {
            b.append(k > 0 ? "." : "").append(names[k]);
        }
        return b.toString();
    }
}
