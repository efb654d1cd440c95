package dev.agtpstudio.core.toml;

import dev.agtpstudio.core.toml.TomlTable.Kind;

/**
 * Where headers and dotted keys put things, with TOML 1.0.0's rules against defining a key or table twice,
 * extending an inline table, appending to a static array, or reopening with dotted keys a table that a header
 * defined (and the reverse).
 */
final class Tables {
    private Tables() {}

    /** Opens the table of {@code [key]} or appends a table for {@code [[key]]}; returns the table to fill. */
    static TomlTable openHeader(TomlCursor c, TomlTable root, Key k, boolean arrayOfTables, Span header) {
        TomlTable t = root;
        int last = k.size() - 1;
        for (int i = 0; i < last; i++) {
            t = descendForHeader(c, t, k, i);
        }
        String name = k.name(last);
        Object v = t.get(name);
        if (!arrayOfTables) {
            if (v == null) {
                TomlTable n = new TomlTable(Kind.HEADER);
                n.header(header);
                t.put(name, n, k.span(last), null);
                return n;
            }
            if (v instanceof TomlTable tt && tt.kind() == Kind.IMPLICIT) {
                tt.kind(Kind.HEADER);
                tt.header(header);
                return tt;
            }
            throw redefined(c, t, k, last, v);
        }
        TomlArray a;
        if (v == null) {
            a = new TomlArray(true);
            t.put(name, a, k.span(last), null);
        } else if (v instanceof TomlArray ta && ta.ofTableHeaders()) {
            a = ta;
        } else {
            throw c.error(
                    "[[" + k.dotted(last) + "]] cannot add a table: `" + k.dotted(last) + "` is already " + what(v)
                            + " (line " + line(c, t, name) + ").",
                    k.start(last),
                    k.end(last));
        }
        TomlTable n = new TomlTable(Kind.HEADER);
        n.header(header);
        a.add(n, header);
        return n;
    }

    private static TomlTable descendForHeader(TomlCursor c, TomlTable t, Key k, int i) {
        String name = k.name(i);
        Object v = t.get(name);
        if (v == null) {
            TomlTable n = new TomlTable(Kind.IMPLICIT);
            t.put(name, n, k.span(i), null);
            return n;
        }
        if (v instanceof TomlTable tt && tt.kind() != Kind.INLINE) {
            return tt;
        }
        if (v instanceof TomlArray a && a.ofTableHeaders()) {
            return a.last();
        }
        throw cannotExtend(c, t, k, i, v);
    }

    /**
     * Puts {@code value} under the dotted key {@code k} in {@code t}, making the tables the dots name. A table made
     * on the way to a deeper header may be extended this way (it then counts as defined by dotted keys, so a header
     * of its own would redefine it); a table with its own header may not.
     */
    static void putDotted(TomlCursor c, TomlTable t, Key k, Object value, Span valueSpan) {
        int last = k.size() - 1;
        for (int i = 0; i < last; i++) {
            String name = k.name(i);
            Object v = t.get(name);
            if (v == null) {
                TomlTable n = new TomlTable(Kind.DOTTED);
                t.put(name, n, k.span(i), null);
                t = n;
            } else if (v instanceof TomlTable tt && (tt.kind() == Kind.DOTTED || tt.kind() == Kind.IMPLICIT)) {
                tt.kind(Kind.DOTTED);
                t = tt;
            } else if (v instanceof TomlTable tt && tt.kind() != Kind.INLINE) {
                throw c.error(
                        "The table `" + k.dotted(i) + "` has its own [header] (line " + line(c, t, name)
                                + "); add its keys under that header instead of with a dotted key.",
                        k.start(i),
                        k.end(i));
            } else {
                throw cannotExtend(c, t, k, i, v);
            }
        }
        String name = k.name(last);
        if (t.contains(name)) {
            throw redefined(c, t, k, last, t.get(name));
        }
        t.put(name, value, k.span(last), valueSpan);
    }

    private static TomlSyntaxException redefined(TomlCursor c, TomlTable t, Key k, int i, Object v) {
        String what = v instanceof TomlTable ? "table" : "key";
        return c.error(
                "The " + what + " `" + k.dotted(i) + "` is already defined (line " + line(c, t, k.name(i)) + "); a "
                        + what + " can be defined only once.",
                k.start(i),
                k.end(i));
    }

    private static TomlSyntaxException cannotExtend(TomlCursor c, TomlTable t, Key k, int i, Object v) {
        String name = k.name(i);
        String why = v instanceof TomlTable
                ? "an inline table, which is complete as written"
                : v instanceof TomlArray a && a.ofTableHeaders()
                        ? "an array of tables; add keys under its [[" + k.dotted(i) + "]] headers"
                        : v instanceof TomlArray ? "an array value, not an array of [[tables]]" : what(v);
        return c.error(
                "`" + k.dotted(i) + "` cannot hold more keys: it is " + why + " (line " + line(c, t, name) + ").",
                k.start(i),
                k.end(i));
    }

    private static String what(Object v) {
        if (v instanceof TomlTable) {
            return "a table";
        }
        if (v instanceof TomlArray) {
            return "an array value";
        }
        return "a value";
    }

    /** The 1-based line where {@code name} of {@code t} was first written (only computed for a message). */
    private static int line(TomlCursor c, TomlTable t, String name) {
        Span s = t.keySpan(name);
        return s == null ? 1 : c.lineOf(s.start());
    }
}
