package dev.agtpstudio.core.load;

import dev.agtpstudio.core.diag.ParseRules;
import dev.agtpstudio.core.text.TextRange;
import java.util.List;
import org.tomlj.Toml;
import org.tomlj.TomlArray;
import org.tomlj.TomlParseError;
import org.tomlj.TomlParseOptions;
import org.tomlj.TomlParseResult;
import org.tomlj.TomlPosition;
import org.tomlj.TomlTable;

/**
 * One parsed TOML file: tomlj's tree (whatever parsed), a location map with key and value ranges for every key,
 * value, array element and array-of-tables entry, and {@code parse/syntax} diagnostics for tomlj's errors.
 * Key paths mirror the TOML structure: {@code /endpoint/input/required/0/name}, {@code /endpoint/errors/list/1}.
 */
final class TomlDocument {
    private final SourceText source;
    private final TomlParseResult result;
    private final LocationMap.Builder locations = LocationMap.builder();
    private LocationMap walked = LocationMap.EMPTY;

    private TomlDocument(SourceText source, TomlParseResult result) {
        this.source = source;
        this.result = result;
    }

    /** Parses {@code source}, reporting syntax errors (and too-deep nesting) into {@code sink}. */
    static TomlDocument parse(SourceText source, LoaderLimits limits, DiagnosticSink sink) {
        TomlParseResult r;
        try {
            r = Toml.parse(Bom.asSpace(source.text()), TomlParseOptions.defaults().withMaxNestingDepth(limits.maxNestingDepth()));
        } catch (StackOverflowError | RuntimeException e) {
            sink.error(ParseRules.LIMIT, TextRange.FILE_START, "", "The TOML parser gave up on this file: "
                    + e.getClass().getSimpleName() + ". Simplify the file (nesting, size) and try again.");
            r = Toml.parse("");
        }
        TomlDocument doc = new TomlDocument(source, r);
        for (TomlParseError e : r.errors()) {
            String msg = e.getMessage();
            boolean limit = msg != null && msg.startsWith("Nesting is too deep");
            sink.error(limit ? ParseRules.LIMIT : ParseRules.SYNTAX, doc.errorRange(e.position()), "",
                    "TOML " + (limit ? "limit" : "syntax error") + ": " + stripPosition(msg)
                            + (limit ? " (the limit is " + limits.maxNestingDepth() + " levels)" : ""));
        }
        doc.walkTable(r, "");
        doc.walked = doc.locations.build();
        return doc;
    }

    TomlParseResult root() {
        return result;
    }

    LocationMap.Builder locations() {
        return locations;
    }

    SourceText source() {
        return source;
    }

    /** The best range of {@code keyPath} as recorded so far. */
    TextRange rangeOf(String keyPath) {
        return walked.rangeFor(keyPath);
    }

    /** The locations found by the walk (without aliases a loader adds later). */
    LocationMap walked() {
        return walked;
    }

    private static String stripPosition(String msg) {
        if (msg == null) {
            return "unreadable input";
        }
        return msg.replaceFirst("\\s*\\(line \\d+, column \\d+\\)\\s*$", "");
    }

    private TextRange errorRange(TomlPosition p) {
        if (p == null) {
            return TextRange.FILE_START;
        }
        int start = offset(p);
        TextRange line = source.range(start, source.lines().lineEnd(p.line(), source.text()));
        if (line.length() > 0) {
            return line;
        }
        return source.range(Math.max(0, start - 1), start);
    }

    /** tomlj counts columns in code points; our ranges count UTF-16 chars (an emoji is two). */
    private int offset(TomlPosition p) {
        String t = source.text();
        int start = source.lines().lineStart(p.line());
        int end = source.lines().lineEnd(p.line(), t);
        int o = start;
        for (int i = 1; i < p.column() && o < end; i++) {
            o += Character.isHighSurrogate(t.charAt(o)) && o + 1 < end ? 2 : 1;
        }
        return o;
    }

    private void walkTable(TomlTable table, String path) {
        String t = source.text();
        for (String k : table.keySet()) {
            List<String> key = List.of(k);
            String childPath = KeyPaths.child(path, k);
            TomlPosition pos = table.inputPositionOf(key);
            Object value = table.get(key);
            if (pos != null) {
                int off = offset(pos);
                TomlScanner.Header h = off < t.length() && t.charAt(off) == '[' ? TomlScanner.header(t, off) : null;
                if (h != null) {
                    TomlScanner.Segment seg = h.key().find(k);
                    locations.put(childPath, seg != null ? source.range(seg.start(), seg.end())
                            : source.range(h.start(), h.end()), null);
                } else {
                    recordKeyValue(childPath, k, off);
                }
            }
            descend(value, childPath);
        }
    }

    private void recordKeyValue(String childPath, String k, int off) {
        String t = source.text();
        TomlScanner.DottedKey dk = TomlScanner.dottedKey(t, off);
        if (dk == null) {
            locations.put(childPath, source.range(off, off), null);
            return;
        }
        TomlScanner.Segment seg = dk.find(k);
        TextRange keyRange = seg != null ? source.range(seg.start(), seg.end()) : source.range(off, dk.end());
        TextRange valueRange = null;
        boolean last = seg == null || seg == dk.segments().get(dk.segments().size() - 1);
        if (last) {
            int vs = TomlScanner.valueStartAfterKey(t, dk.end());
            if (vs >= 0) {
                valueRange = source.range(vs, TomlScanner.valueEnd(t, vs));
            }
        }
        locations.put(childPath, keyRange, valueRange);
    }

    private void walkArray(TomlArray array, String path) {
        String t = source.text();
        for (int i = 0; i < array.size(); i++) {
            String childPath = KeyPaths.child(path, i);
            Object value = array.get(i);
            TomlPosition pos = array.inputPositionOf(i);
            if (pos != null) {
                int off = offset(pos);
                boolean headerEntry = value instanceof TomlTable && off + 1 < t.length()
                        && t.charAt(off) == '[' && t.charAt(off + 1) == '[';
                if (headerEntry) {
                    TomlScanner.Header h = TomlScanner.header(t, off);
                    int end = h != null ? h.end() : off + 2;
                    locations.put(childPath, source.range(off, end), null);
                } else {
                    locations.put(childPath, null, source.range(off, TomlScanner.valueEnd(t, off)));
                }
            }
            descend(value, childPath);
        }
    }

    private void descend(Object value, String path) {
        if (value instanceof TomlTable tt) {
            walkTable(tt, path);
        } else if (value instanceof TomlArray ta) {
            walkArray(ta, path);
        }
    }
}
