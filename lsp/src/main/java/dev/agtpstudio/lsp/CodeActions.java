package dev.agtpstudio.lsp;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Fix;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;

/**
 * {@code textDocument/codeAction}: every quick fix the validator attached to a diagnostic in the requested range,
 * as a {@code quickfix} action whose {@link WorkspaceEdit} carries the fix's text edits (applied as one edit, as the
 * IDE applies them as one undo step).
 */
final class CodeActions {
    private CodeActions() {
    }

    static List<CodeAction> actions(DocumentContext c, Range requested) {
        TextDocument doc = c.doc();
        int from = doc.offset(requested.getStart());
        int to = doc.offset(requested.getEnd());
        List<CodeAction> out = new ArrayList<>();
        for (Diagnostic d : c.diagnostics()) {
            if (d.suppressed() || d.fixes().isEmpty() || d.range().end() < from || d.range().start() > to) {
                continue;
            }
            for (Fix fix : d.fixes()) {
                out.add(action(c, d, fix));
            }
        }
        return out;
    }

    private static CodeAction action(DocumentContext c, Diagnostic d, Fix fix) {
        TextDocument doc = c.doc();
        List<TextEdit> edits = fix.edits().stream()
                .map(e -> new TextEdit(doc.range(e.start(), e.end()), e.newText())).toList();
        CodeAction a = new CodeAction(fix.title());
        a.setKind(CodeActionKind.QuickFix);
        a.setDiagnostics(List.of(c.server().converter().convert(doc, d)));
        a.setEdit(new WorkspaceEdit(Map.of(doc.uri(), edits)));
        a.setIsPreferred(d.fixes().size() == 1);
        return a;
    }
}
