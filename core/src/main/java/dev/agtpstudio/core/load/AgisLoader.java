package dev.agtpstudio.core.load;

import dev.agtpstudio.core.diag.ParseRules;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.text.TextRange;

/**
 * Loads a {@code .agis} document. JSON when the first non-blank character is <code>{</code>, YAML otherwise (see
 * docs/decisions/0004-agis-format-detection.md); both are read into one tree and mapped once, so the two formats
 * give equal models ({@link AgisDocument#withoutFormat()}).
 */
public final class AgisLoader {
    private AgisLoader() {}

    public static LoadedFile<AgisDocument> load(SourceText source) {
        return load(source, LoaderLimits.DEFAULT);
    }

    public static LoadedFile<AgisDocument> load(SourceText source, LoaderLimits limits) {
        DiagnosticSink sink = new DiagnosticSink(source);
        AgisDocument.SourceFormat format = detect(source.text());
        ParsedTree tree = format == AgisDocument.SourceFormat.JSON
                ? JsonRangeReader.parse(source, limits, sink)
                : YamlTree.parse(source, limits, sink);
        if (tree == null) {
            if (format == AgisDocument.SourceFormat.YAML && AgisBraceImporter.looksLikeBraceNotation(source.text())) {
                sink.add(
                        ParseRules.SYNTAX,
                        Severity.INFO,
                        TextRange.FILE_START,
                        "",
                        "This looks like the AGIS draft's brace notation (`VERB /path { ... }`), which is not YAML; "
                                + "import it (AgisBraceImporter) to convert it to the YAML form.");
            }
            return new LoadedFile<>(source, FileKind.AGIS, null, LocationMap.EMPTY, sink.all());
        }
        AgisMapper mapper = new AgisMapper(new TreeFields(tree.locations(), sink));
        // An empty document maps like an empty mapping, so the validator can name what is missing.
        AgisDocument doc = mapper.map(
                tree.root().isNull()
                        ? com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode()
                        : tree.root(),
                format);
        return new LoadedFile<>(source, FileKind.AGIS, doc, mapper.withAliases(tree.locations()), sink.all());
    }

    /**
     * The load of {@code text}, the new text of the file {@code previous} was loaded from, reading only the endpoint
     * an edit stayed in when that is possible ({@link AgisItemReload}), else the whole text. Equal to
     * {@link #load(SourceText, LoaderLimits)} of the text either way.
     */
    public static LoadedFile<AgisDocument> reload(LoadedFile<AgisDocument> previous, String text, LoaderLimits limits) {
        TextChange edit = TextChange.between(previous.text(), text);
        SourceText next = edit.apply(previous.source(), text);
        LoadedFile<AgisDocument> r = AgisItemReload.reload(previous, next, edit, limits);
        return r != null ? r : load(next, limits);
    }

    /** JSON when the first character that is not white space (or a byte-order mark) is an opening brace. */
    public static AgisDocument.SourceFormat detect(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!Character.isWhitespace(c) && c != '\uFEFF') {
                return c == '{' ? AgisDocument.SourceFormat.JSON : AgisDocument.SourceFormat.YAML;
            }
        }
        return AgisDocument.SourceFormat.YAML;
    }
}
