package dev.agtpstudio.app.ui.editor;

import dev.agtpstudio.core.diag.Diagnostic;

/** A diagnostic as an editor currently shows it: where its mark stands now (marks move with edits). */
public record ShownDiagnostic(Diagnostic diagnostic, int start, int end) {}
