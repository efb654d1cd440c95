package dev.agtpstudio.core.load;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.ParseRules;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.AgisDocument.AgisEndpoint;
import dev.agtpstudio.core.text.LineIndex;
import dev.agtpstudio.core.text.TextRange;
import java.util.ArrayList;
import java.util.List;

/**
 * Re-loads a YAML {@code .agis} after an edit that stayed inside one of its endpoints, by reading only that
 * endpoint's lines and keeping everything else of the previous load (moved by the edit's length). The result equals
 * what a whole load of the new text gives (model, locations, diagnostics), which {@code AgisItemReloadTest} checks
 * against whole loads over random edits; whenever that cannot be known from the endpoint's lines alone, this gives
 * up (null) and the caller loads the whole text (docs/decisions/0290).
 *
 * <p>Why: while the user types in a 20,000-line document, reading the whole YAML again took ~160 ms of every live
 * run; reading one endpoint takes well under a millisecond.
 *
 * <p>The edit must lie after the {@code -} that starts endpoint {@code i} and before the line break that ends the
 * line before endpoint {@code i + 1} (the last endpoint is not re-read alone, since what follows it is not an item),
 * both written as block-sequence entries ({@code - } at the start of a line). Its lines are then read on their own:
 * every line but the first must be blank, a comment, or indented past the {@code -}; the lines must be one item
 * holding a mapping with no anchor; and the edited lines of the previous text must hold no {@code &} (an anchor
 * there may have been used further down). The previous load must be of YAML with every sequence item an endpoint, and
 * its only findings those of mapping keys and types.
 */
final class AgisItemReload {
    private final LoadedFile<AgisDocument> previous;
    private final SourceText next;
    private final TextChange edit;
    private final LoaderLimits limits;

    private AgisItemReload(LoadedFile<AgisDocument> previous, SourceText next, TextChange edit, LoaderLimits limits) {
        this.previous = previous;
        this.next = next;
        this.edit = edit;
        this.limits = limits;
    }

    /** The load of {@code next}, which {@code edit} made of {@code previous}'s text, or null when it needs a whole load. */
    static LoadedFile<AgisDocument> reload(
            LoadedFile<AgisDocument> previous, SourceText next, TextChange edit, LoaderLimits limits) {
        if (!reusable(previous)) {
            return null;
        }
        return new AgisItemReload(previous, next, edit, limits).run();
    }

    /** {@link #reload(LoadedFile, SourceText, TextChange, LoaderLimits)}, finding the edit first. */
    static LoadedFile<AgisDocument> reload(LoadedFile<AgisDocument> previous, SourceText next, LoaderLimits limits) {
        return reload(previous, next, TextChange.between(previous.text(), next.text()), limits);
    }

    private static boolean reusable(LoadedFile<AgisDocument> previous) {
        AgisDocument doc = previous.model();
        if (doc == null
                || doc.format() != AgisDocument.SourceFormat.YAML
                || doc.endpoints() == null
                || doc.endpoints().size() < 2) {
            return false;
        }
        int n = doc.endpoints().size();
        // Every item of the sequence mapped to an endpoint, so endpoint i is item i.
        if (!doc.endpoints().get(n - 1).keyPath().equals(KeyPaths.child("/endpoints", n - 1))
                || previous.locations().contains(KeyPaths.child("/endpoints", n))) {
            return false;
        }
        // Only the mapping's findings, which belong to the key they name: no duplicate key (which one wins depends on
        // the whole mapping), nor what reading the file from disk reported (a whole load of the text would not).
        return previous.diagnostics().stream()
                .allMatch(d -> d.ruleId().equals(ParseRules.TYPE) || d.ruleId().equals(ParseRules.UNKNOWN_KEY));
    }

    private LoadedFile<AgisDocument> run() {
        String before = previous.text();
        if (edit.none()) { // the same text
            return new LoadedFile<>(
                    next, previous.kind(), previous.model(), previous.locations(), previous.diagnostics());
        }
        int item = itemAt(edit.start());
        if (item < 0 || item + 1 >= previous.model().endpoints().size()) {
            return null;
        }
        int dash = dashOf(item);
        int nextDash = dashOf(item + 1);
        int from = lineStart(dash);
        int to = lineStart(nextDash);
        int indent = dash - from;
        if (to == Integer.MAX_VALUE
                || edit.start() <= dash
                || edit.oldEnd() >= to
                || before.charAt(to - 1) != '\n'
                || before.substring(from, to).indexOf('&') >= 0
                || !indentedPast(next.text(), from, to + edit.delta(), indent)) {
            return null;
        }
        return reread(item, from, to, nextDash - to, edit.delta());
    }

    /**
     * Reads item {@code i}'s new lines ({@code [from, to + delta)}, then the next item's indentation and {@code -},
     * which is {@code nextDash} past {@code to}) and splices them into the previous load.
     */
    private LoadedFile<AgisDocument> reread(int i, int from, int to, int nextDash, int delta) {
        String itemPath = KeyPaths.child("/endpoints", i);
        DiagnosticSink sink = new DiagnosticSink(next);
        ParsedTree tree = YamlTree.parseItem(next, from, to + delta + nextDash + 1, itemPath, limits, sink);
        if (tree == null) {
            return null;
        }
        AgisMapper mapper = new AgisMapper(new TreeFields(tree.locations(), sink));
        AgisEndpoint endpoint = mapper.endpoint(tree.root(), itemPath);
        LocationMap itemLocations = mapper.withAliases(tree.locations());
        int lines = next.lines().lineCount() - previous.source().lines().lineCount();
        LocationMap locations = previous.locations().splice(itemPath, to, delta, lines, itemLocations);

        List<Diagnostic> diagnostics = new ArrayList<>();
        for (Diagnostic d : previous.diagnostics()) {
            if (!under(d.keyPath(), itemPath)) {
                diagnostics.add(edit.moved(d, next));
            }
        }
        diagnostics.addAll(sink.all());

        List<AgisEndpoint> endpoints = new ArrayList<>(previous.model().endpoints());
        endpoints.set(i, endpoint);
        AgisDocument d = previous.model();
        AgisDocument doc = new AgisDocument(
                d.agis(),
                d.service(),
                d.agtp(),
                d.description(),
                endpoints,
                d.vocabulary(),
                d.dataManifest(),
                d.schemas(),
                d.format());
        return new LoadedFile<>(next, previous.kind(), doc, locations, diagnostics);
    }

    /** The endpoint whose lines hold {@code offset} (from its {@code -} line to the next one's), or -1. */
    private int itemAt(int offset) {
        int lo = 0;
        int hi = previous.model().endpoints().size() - 1;
        int found = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            TextRange r = previous.locations().value(KeyPaths.child("/endpoints", mid));
            if (r == null) {
                return -1;
            }
            if (lineStart(r.start()) <= offset) {
                found = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return found;
    }

    /**
     * The offset of the {@code -} that starts item {@code i} in the previous text, or {@link Integer#MAX_VALUE} when
     * the item is not a block-sequence entry on the line of its content ({@code <spaces>-<spaces><content>}).
     */
    private int dashOf(int i) {
        TextRange r = previous.locations().value(KeyPaths.child("/endpoints", i));
        String text = previous.text();
        int at = r.start() - 1;
        while (at >= 0 && text.charAt(at) == ' ') {
            at--;
        }
        if (at < 0 || at == r.start() - 1 || text.charAt(at) != '-') {
            return Integer.MAX_VALUE;
        }
        for (int k = at - 1; k >= 0 && text.charAt(k) != '\n'; k--) {
            if (text.charAt(k) != ' ') {
                return Integer.MAX_VALUE;
            }
        }
        return at;
    }

    private int lineStart(int offset) {
        if (offset == Integer.MAX_VALUE) {
            return Integer.MAX_VALUE;
        }
        LineIndex lines = previous.source().lines();
        return lines.lineStart(lines.lineOf(offset));
    }

    /** Every line of {@code text[from, to)} after the first is blank, a comment, or indented past {@code indent}. */
    private static boolean indentedPast(String text, int from, int to, int indent) {
        int line = text.indexOf('\n', from) + 1;
        while (line > 0 && line < to) {
            int c = line;
            while (c < to && text.charAt(c) == ' ') {
                c++;
            }
            boolean blank = c == to || text.charAt(c) == '\n' || text.charAt(c) == '\r' || text.charAt(c) == '#';
            if (!blank && c - line <= indent) {
                return false;
            }
            line = text.indexOf('\n', line) + 1;
        }
        return true;
    }

    private static boolean under(String keyPath, String itemPath) {
        return keyPath.startsWith(itemPath)
                && (keyPath.length() == itemPath.length() || keyPath.charAt(itemPath.length()) == '/');
    }
}
