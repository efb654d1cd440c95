package dev.agtpstudio.core.toml;

import java.util.ArrayList;
import java.util.List;

/**
 * A single-pass TOML 1.0.0 parser. It reads a line at a time (a header, a key/value pair, a comment or nothing);
 * after an error it records it at the offending token, skips to the next line (past the rest of an array the
 * error was in) and goes on, so the rest of a file still loads while it is being typed. It never throws: nesting
 * deeper than the limit is an error like any other, and recursion is bounded by that limit.
 */
public final class TomlParser {
    private final TomlCursor c;
    private final Values values;
    private final int maxDepth;
    private final TomlTable root = TomlTable.empty();
    private final List<TomlError> errors = new ArrayList<>();
    private TomlTable current = root;
    private int currentDepth;
    /** Where the entry being read started. */
    private int lineStart;

    private TomlParser(String text, int maxDepth) {
        this.c = new TomlCursor(text);
        this.maxDepth = maxDepth;
        this.values = new Values(c, maxDepth);
    }

    /** Parses {@code text}; {@code maxDepth} bounds the nesting of tables and arrays. */
    public static TomlParseResult parse(String text, int maxDepth) {
        return new TomlParser(text, maxDepth).run();
    }

    private TomlParseResult run() {
        while (c.pos < c.len) {
            try {
                line();
            } catch (TomlSyntaxException e) {
                errors.add(e.toError());
                recover(e);
            }
        }
        return new TomlParseResult(root, List.copyOf(errors));
    }

    private void line() {
        lineStart = c.pos;
        c.skipBlanks();
        int ch = c.peek();
        if (ch == '[') {
            header();
        } else if (ch == '#' || c.atLineEnd()) {
            c.endLine("the comment");
        } else {
            keyValue();
        }
    }

    private void header() {
        int open = c.pos;
        current = TomlTable.empty();
        boolean arrayOfTables = c.peek(1) == '[';
        c.pos += arrayOfTables ? 2 : 1;
        c.skipBlanks();
        Key k = Key.read(c);
        if (k.size() > maxDepth) {
            throw new TomlSyntaxException(
                    "Nesting is too deep: a header may name at most " + maxDepth + " levels.",
                    k.start(0),
                    k.end(k.size() - 1),
                    true,
                    false);
        }
        String close = arrayOfTables ? "]]" : "]";
        if (!c.at(close)) {
            throw c.error(
                    "Expected " + close + " to close the " + (arrayOfTables ? "array-of-tables " : "table ")
                            + "header, found " + c.describe(c.pos) + ".",
                    c.pos,
                    c.tokenEnd(c.pos));
        }
        c.pos += close.length();
        current = Tables.openHeader(c, root, k, arrayOfTables, new Span(open, c.pos));
        currentDepth = k.size() + (arrayOfTables ? 1 : 0);
        c.endLine("the table header");
    }

    private void keyValue() {
        Key k = Key.read(c);
        if (currentDepth + k.size() > maxDepth) {
            throw new TomlSyntaxException(
                    "Nesting is too deep: a key may name at most " + maxDepth + " levels.",
                    k.start(0),
                    k.end(k.size() - 1),
                    true,
                    false);
        }
        values.expectEquals(k);
        int s = c.pos;
        Object v = values.read(currentDepth + k.size() - 1);
        Tables.putDotted(c, current, k, v, new Span(s, c.pos));
        c.endLine("the value");
    }

    /**
     * Skips to the next line; after an error inside an array, also past lines that do not start an entry. An array
     * left open above an entry ({@code a = [1,} then {@code b = 2}) ends at that entry, which is then read.
     */
    private void recover(TomlSyntaxException e) {
        if (e.swallowsRest()) {
            c.pos = c.len;
            return;
        }
        boolean inContainer = values.open > 0;
        values.open = 0;
        int errorLine = Recovery.lineStart(c.s, Math.max(e.start(), c.pos));
        if (inContainer && errorLine > lineStart && Recovery.startsEntry(c.s, errorLine)) {
            c.pos = errorLine;
            return;
        }
        c.pos = Recovery.nextLine(c.s, Math.max(e.start(), c.pos));
        while (inContainer && c.pos < c.len && !Recovery.startsEntry(c.s, c.pos)) {
            c.pos = Recovery.nextLine(c.s, c.pos);
        }
    }
}
