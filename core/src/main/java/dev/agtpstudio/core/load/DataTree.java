package dev.agtpstudio.core.load;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.diag.Diagnostic;
import java.util.List;

/**
 * A YAML or JSON document of any kind (an OpenAPI spec, say) read with the same limits as every loader (size,
 * nesting, YAML aliases and their expansion; docs/decisions/0003-loader-limits.md), for callers outside this
 * package. JSON when the text starts with <code>{</code> or <code>[</code>, YAML otherwise.
 *
 * @param root        the tree, or null when the text is unreadable or over a limit ({@code diagnostics} say where)
 * @param diagnostics located errors (syntax, limits) and warnings (duplicate keys)
 */
public record DataTree(JsonNode root, List<Diagnostic> diagnostics) {
    public DataTree {
        diagnostics = List.copyOf(diagnostics);
    }

    public static DataTree read(SourceText source, LoaderLimits limits) {
        DiagnosticSink sink = new DiagnosticSink(source);
        if (source.text().length() > limits.maxFileBytes()) {
            sink.error(
                    dev.agtpstudio.core.diag.ParseRules.LIMIT,
                    dev.agtpstudio.core.text.TextRange.FILE_START,
                    "",
                    "The file is larger than " + limits.maxFileBytes() / (1024 * 1024) + " MB; it is not loaded.");
            return new DataTree(null, sink.all());
        }
        ParsedTree tree = AgisLoader.detect(source.text()) == dev.agtpstudio.core.model.AgisDocument.SourceFormat.JSON
                        || source.text().stripLeading().startsWith("[")
                ? JsonRangeReader.parse(source, limits, sink)
                : YamlTree.parse(source, limits, sink);
        return new DataTree(tree == null ? null : tree.root(), sink.all());
    }

    /** True when the document was read (duplicate keys and other warnings aside). */
    public boolean readable() {
        return root != null;
    }
}
