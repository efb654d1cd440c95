package dev.agtpstudio.core.toml;

/** Reads one value: a string, a scalar, an array or an inline table (nesting bounded by the depth limit). */
final class Values {
    private final TomlCursor c;
    private final int maxDepth;
    /** Arrays and inline tables entered and not yet closed (tells the line driver how to recover). */
    int open;

    Values(TomlCursor c, int maxDepth) {
        this.c = c;
        this.maxDepth = maxDepth;
    }

    /** Reads the value at the cursor; {@code depth} is the nesting level of the table that will hold it. */
    Object read(int depth) {
        int ch = c.peek();
        if (ch == '"' || ch == '\'') {
            return Strings.read(c, true);
        }
        if (ch == '[') {
            return array(depth + 1);
        }
        if (ch == '{') {
            return inline(depth + 1);
        }
        if (ch == -1 || ch == '\n' || ch == '\r' || ch == '#' || ch == ',' || ch == ']' || ch == '}') {
            throw c.error("Expected a value, found " + c.describe(c.pos) + ".", c.pos, c.tokenEnd(c.pos));
        }
        return Scalars.read(c);
    }

    private void enter(int depth) {
        if (depth > maxDepth) {
            throw new TomlSyntaxException(
                    "Nesting is too deep: arrays and tables may nest at most " + maxDepth + " levels.",
                    c.pos,
                    c.pos + 1,
                    true,
                    false);
        }
        open++;
    }

    private TomlArray array(int depth) {
        enter(depth);
        int start = c.pos++;
        TomlArray a = new TomlArray(false);
        while (true) {
            c.skipBlankLines();
            if (c.peek() == ']') {
                return close(a);
            }
            if (c.peek() == -1) {
                throw unclosedArray(start);
            }
            int s = c.pos;
            Object v;
            try {
                v = read(depth);
            } catch (TomlSyntaxException e) {
                throw openAbove(e, start, s);
            }
            a.add(v, new Span(s, c.pos));
            c.skipBlankLines();
            int ch = c.peek();
            if (ch == ',') {
                c.pos++;
            } else if (ch == ']') {
                return close(a);
            } else if (ch == -1) {
                throw unclosedArray(start);
            } else {
                throw c.error(
                        "Expected , or ] after an array value, found " + c.describe(c.pos) + ".",
                        c.pos,
                        c.tokenEnd(c.pos));
            }
        }
    }

    private TomlTable inline(int depth) {
        enter(depth);
        c.pos++;
        TomlTable t = new TomlTable(TomlTable.Kind.INLINE);
        c.skipBlanks();
        if (c.peek() == '}') {
            return close(t);
        }
        while (true) {
            c.skipBlanks();
            Key k = Key.read(c);
            if (depth + k.size() - 1 > maxDepth) {
                throw new TomlSyntaxException(
                        "Nesting is too deep: arrays and tables may nest at most " + maxDepth + " levels.",
                        k.start(0),
                        k.end(k.size() - 1),
                        true,
                        false);
            }
            expectEquals(k);
            int s = c.pos;
            Object v = read(depth + k.size() - 1);
            Tables.putDotted(c, t, k, v, new Span(s, c.pos));
            c.skipBlanks();
            int ch = c.peek();
            if (ch == '}') {
                return close(t);
            }
            if (ch != ',') {
                String found = c.describe(c.pos);
                throw c.error(
                        "Expected , or } in an inline table, found " + found
                                + (c.atLineEnd() && ch != -1
                                        ? ". An inline table must close on the line where it starts (TOML 1.0)."
                                        : "."),
                        c.pos,
                        c.tokenEnd(c.pos));
            }
            c.pos++;
            c.skipBlanks();
            if (c.peek() == '}') {
                throw c.error("An inline table may not end with a comma; remove the last ,", c.pos - 1, c.pos);
            }
        }
    }

    /**
     * A bad element on a later line that reads like an entry ({@code key = ...} or a header) is an array left open:
     * reported at its {@code [}, with the cursor at that line so that parsing resumes there.
     */
    private TomlSyntaxException openAbove(TomlSyntaxException e, int open, int element) {
        int line = Recovery.lineStart(c.s, element);
        if (line <= open || !Recovery.startsEntry(c.s, line)) {
            return e;
        }
        c.pos = line;
        return c.error(
                "This array is not closed: add ] after its last value, before line " + c.lineOf(line) + ".",
                open,
                open + 1);
    }

    private TomlSyntaxException unclosedArray(int open) {
        return c.error("This array is not closed: add ] after its last value.", open, open + 1);
    }

    /** After a key: blanks, {@code =}, blanks. */
    void expectEquals(Key k) {
        c.skipBlanks();
        if (c.peek() != '=') {
            throw c.error(
                    "Expected = after the key `" + k.dotted(k.size() - 1) + "`, found " + c.describe(c.pos) + ".",
                    c.pos,
                    c.tokenEnd(c.pos));
        }
        int eq = c.pos++;
        c.skipBlanks();
        if (c.atLineEnd() || c.peek() == '#') {
            throw c.error("The key `" + k.dotted(k.size() - 1) + "` has no value: write one after =.", eq, eq + 1);
        }
    }

    private <T> T close(T container) {
        c.pos++;
        open--;
        return container;
    }
}
