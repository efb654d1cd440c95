package dev.agtpstudio.core.load;

import dev.agtpstudio.core.diag.ParseRules;
import dev.agtpstudio.core.text.TextRange;
import dev.agtpstudio.core.toml.Span;
import dev.agtpstudio.core.toml.TomlArray;
import dev.agtpstudio.core.toml.TomlError;
import dev.agtpstudio.core.toml.TomlParseResult;
import dev.agtpstudio.core.toml.TomlParser;
import dev.agtpstudio.core.toml.TomlTable;

/**
 * One parsed TOML file: the tree (whatever parsed), a location map with key and value ranges for every key,
 * value, array element and array-of-tables entry (taken from the spans the parser records), and
 * {@code parse/syntax} / {@code parse/limit} diagnostics for its errors. Key paths mirror the TOML structure:
 * {@code /endpoint/input/required/0/name}, {@code /endpoint/errors/list/1}.
 */
final class TomlDocument {
    private final SourceText source;
    private final TomlTable root;
    private final LocationMap.Builder locations = LocationMap.builder();
    private LocationMap walked = LocationMap.EMPTY;

    private TomlDocument(SourceText source, TomlTable root) {
        this.source = source;
        this.root = root;
    }

    /** Parses {@code source}, reporting syntax errors (and too-deep nesting) into {@code sink}. */
    static TomlDocument parse(SourceText source, LoaderLimits limits, DiagnosticSink sink) {
        TomlParseResult r = TomlParser.parse(Bom.asSpace(source.text()), limits.maxNestingDepth());
        TomlDocument doc = new TomlDocument(source, r.root());
        for (TomlError e : r.errors()) {
            sink.error(
                    e.limit() ? ParseRules.LIMIT : ParseRules.SYNTAX,
                    doc.errorRange(e),
                    "",
                    "TOML " + (e.limit() ? "limit" : "syntax error") + ": " + e.message());
        }
        doc.walkTable(r.root(), "");
        doc.walked = doc.locations.build();
        return doc;
    }

    TomlTable root() {
        return root;
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

    /** The offending token; at the very end of the text (nothing to underline) the character before it. */
    private TextRange errorRange(TomlError e) {
        if (e.end() > e.start()) {
            return source.range(e.start(), e.end());
        }
        return source.range(Math.max(0, e.start() - 1), e.start());
    }

    private TextRange range(Span s) {
        return s == null ? null : source.range(s.start(), s.end());
    }

    private void walkTable(TomlTable table, String path) {
        for (String k : table.keySet()) {
            String childPath = KeyPaths.child(path, k);
            locations.put(childPath, range(table.keySpan(k)), range(table.valueSpan(k)));
            descend(table.get(k), childPath);
        }
    }

    private void walkArray(TomlArray array, String path) {
        for (int i = 0; i < array.size(); i++) {
            String childPath = KeyPaths.child(path, i);
            TextRange r = range(array.span(i));
            if (array.ofTableHeaders()) {
                locations.put(childPath, r, null);
            } else {
                locations.put(childPath, null, r);
            }
            descend(array.get(i), childPath);
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
