package dev.agtpstudio.lsp;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.FixAll;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;

/**
 * {@code textDocument/codeAction}: every quick fix the validator attached to a diagnostic in the requested range,
 * as a {@code quickfix} action whose {@link WorkspaceEdit} carries the fix's text edits (applied as one edit, as the
 * IDE applies them as one undo step); for a rule with more than one fixable occurrence in the file, "Fix all
 * <rule> in file"; and {@code source.fixAll.agtp}, every fix of the file. The fix-all actions compose the same fixes
 * with {@link FixAll}, as the IDE's Problems view does (docs/decisions/0585). {@code only} filters by kind.
 */
final class CodeActions {
    /** The kind of "apply every fix of this file" ({@code source.fixAll} for AGTP Studio). */
    static final String FIX_ALL_KIND = CodeActionKind.SourceFixAll + ".agtp";

    private CodeActions() {}

    static List<CodeAction> actions(DocumentContext c, Range requested, List<String> only) {
        TextDocument doc = c.doc();
        int from = doc.offset(requested.getStart());
        int to = doc.offset(requested.getEnd());
        List<CodeAction> out = new ArrayList<>();
        Set<String> rules = new LinkedHashSet<>();
        for (Diagnostic d : c.diagnostics()) {
            if (d.suppressed()
                    || d.fixes().isEmpty()
                    || d.range().end() < from
                    || d.range().start() > to) {
                continue;
            }
            for (Fix fix : d.fixes()) {
                out.add(action(c, fix.title(), CodeActionKind.QuickFix, List.of(d), fix.edits()));
            }
            rules.add(d.ruleId());
        }
        for (String rule : rules) {
            fixAll(c, FixAll.ofRule(rule), "Fix all " + rule + " in file", CodeActionKind.QuickFix, 2)
                    .ifPresent(out::add);
        }
        fixAll(c, d -> true, "Fix all auto-fixable problems in file", FIX_ALL_KIND, 1)
                .ifPresent(out::add);
        return out.stream().filter(a -> wanted(a.getKind(), only)).toList();
    }

    /** The composed fixes of the document's diagnostics {@code which} selects, when at least {@code least} are fixed. */
    private static java.util.Optional<CodeAction> fixAll(
            DocumentContext c, java.util.function.Predicate<Diagnostic> which, String title, String kind, int least) {
        if (c.doc().path() == null) {
            return java.util.Optional.empty();
        }
        // the diagnostics published for this document, whatever form of its path they carry
        List<Diagnostic> mine =
                c.diagnostics().stream().map(d -> d.withFile(c.doc().path())).toList();
        FixAll.FileFix f = FixAll.inFile(c.doc().path(), mine, which);
        if (f.fixed().size() < least) {
            return java.util.Optional.empty();
        }
        String said = f.skipped().isEmpty()
                ? title + " (" + FixAll.occurrences(f.fixed().size()) + ")"
                : title + " (" + FixAll.occurrences(f.fixed().size()) + "; "
                        + f.skipped().size() + " overlapping left for a second run)";
        CodeAction a = action(c, said, kind, f.fixed(), f.edits());
        a.setIsPreferred(null);
        return java.util.Optional.of(a);
    }

    private static CodeAction action(
            DocumentContext c,
            String title,
            String kind,
            List<Diagnostic> fixed,
            List<dev.agtpstudio.core.diag.TextEdit> edits) {
        TextDocument doc = c.doc();
        List<TextEdit> lsp = edits.stream()
                .map(e -> new TextEdit(doc.range(e.start(), e.end()), e.newText()))
                .toList();
        CodeAction a = new CodeAction(title);
        a.setKind(kind);
        a.setDiagnostics(
                fixed.stream().map(d -> c.server().converter().convert(doc, d)).toList());
        a.setEdit(new WorkspaceEdit(Map.of(doc.uri(), lsp)));
        a.setIsPreferred(fixed.size() == 1 && fixed.get(0).fixes().size() == 1);
        return a;
    }

    /** Whether a kind is asked for: no {@code only}, or an entry equal to it or a prefix of it ("source"). */
    static boolean wanted(String kind, List<String> only) {
        return only == null
                || only.isEmpty()
                || only.stream().anyMatch(k -> kind.equals(k) || kind.startsWith(k + "."));
    }
}
