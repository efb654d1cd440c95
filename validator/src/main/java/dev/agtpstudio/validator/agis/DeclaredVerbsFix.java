package dev.agtpstudio.validator.agis;

import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.TextEdit;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.text.TextRange;
import java.util.List;
import java.util.Optional;

/**
 * The pass-7 quick fix: rewrites the value of {@code /vocabulary/declared_verbs} to exactly the verbs the endpoints
 * use, in the style the file already uses (JSON array, YAML flow sequence, or YAML block sequence at the same
 * indentation).
 */
final class DeclaredVerbsFix {
    private DeclaredVerbsFix() {}

    static Optional<Fix> of(AgisRun run, String listKey, List<String> verbs) {
        TextRange r = run.file().locations().value(listKey);
        String text = run.file().text();
        if (r == null || r.end() > text.length() || r.length() == 0) {
            return Optional.empty();
        }
        int end = r.end();
        while (end > r.start() && Character.isWhitespace(text.charAt(end - 1))) {
            end--;
        }
        String old = text.substring(r.start(), end);
        boolean json = run.doc().format() == AgisDocument.SourceFormat.JSON;
        String rendered;
        if (old.startsWith("[") || verbs.isEmpty()) {
            rendered = json
                    ? "["
                            + String.join(
                                    ", ",
                                    verbs.stream().map(v -> "\"" + v + "\"").toList()) + "]"
                    : "[" + String.join(", ", verbs) + "]";
        } else {
            int lineStart = text.lastIndexOf('\n', r.start() - 1) + 1;
            String indent = " ".repeat(Math.max(0, r.start() - lineStart));
            rendered = "- " + String.join("\n" + indent + "- ", verbs);
        }
        return Optional.of(Fix.of(
                "Set declared_verbs to [" + String.join(", ", verbs) + "]", new TextEdit(r.start(), end, rendered)));
    }
}
