package dev.agtpstudio.app.fixall;

import dev.agtpstudio.app.gui.StudioExtension;
import dev.agtpstudio.app.gui.StudioHost;
import dev.agtpstudio.app.ui.docs.DocumentsViewModel;
import dev.agtpstudio.app.ui.problems.ProblemsViewModel;
import dev.agtpstudio.app.validation.ValidationResult;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.FixAll;
import dev.agtpstudio.core.diag.TextEdit;
import dev.agtpstudio.core.io.ErrorMessages;
import dev.agtpstudio.core.load.LoadedFile;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.input.KeyCombination;

/**
 * "Fix all of a kind" from a Problems row (its context menu, {@link #IN_FILE} / {@link #IN_WORKSPACE} in the table,
 * the Edit menu and the command palette): the row's rule's quick fix, the one the editor and the language server
 * offer, applied to every occurrence in the row's file as one editor undo step, or, after a confirmation with the
 * counts, in every file of the workspace as one {@link WorkspaceFix} that Edit > Undo Fix All puts back
 * (docs/decisions/0585, docs/editor.md#fix-all-of-a-kind).
 */
public final class FixAllExtension implements StudioExtension {
    /** Fix all of the selected row's rule in its file, while the Problems table has the focus. */
    public static final KeyCombination IN_FILE = KeyCombination.valueOf("Shortcut+Alt+F");
    /** Fix all of the selected row's rule in the workspace (after the confirmation). */
    public static final KeyCombination IN_WORKSPACE = KeyCombination.valueOf("Shortcut+Alt+Shift+F");

    private StudioHost host;
    private final ObjectProperty<WorkspaceFix> undoable = new SimpleObjectProperty<>();
    /** A workspace fix or its undo is being written (FX thread only). */
    private boolean busy;

    @Override
    public void install(StudioHost studio) {
        this.host = studio;
        ProblemsViewModel problems = studio.problems();
        problems.menu()
                .add(new ProblemsViewModel.RowMenuItem(this::fileLabel, this::fixable, this::fixInFile, IN_FILE));
        problems.menu()
                .add(new ProblemsViewModel.RowMenuItem(
                        this::workspaceLabel, this::fixable, this::fixInWorkspace, IN_WORKSPACE));
        var noRow = Bindings.createBooleanBinding(
                () -> !fixable(problems.selectedProperty().get()),
                problems.selectedProperty(),
                studio.settledResultProperty());
        studio.actions()
                .add(
                        "edit.fixAllInFile",
                        "Edit",
                        "Fix All of the Selected Problem's Kind in Its File",
                        null,
                        true,
                        noRow,
                        () -> fixInFile(problems.selectedProperty().get()));
        studio.actions()
                .add(
                        "edit.fixAllInWorkspace",
                        "Edit",
                        "Fix All of the Selected Problem's Kind in the Workspace\u2026",
                        null,
                        false,
                        noRow,
                        () -> fixInWorkspace(problems.selectedProperty().get()));
        studio.actions().add("edit.undoFixAll", "Edit", "Undo Fix All", null, false, undoable.isNull(), this::undo);
        studio.onEverySessionEnd(end -> undoable.set(null));
    }

    /** The workspace fix Undo Fix All would put back (null when there is none). */
    public ObjectProperty<WorkspaceFix> undoableProperty() {
        return undoable;
    }

    private ValidationResult result() {
        return host.settledResultProperty().get();
    }

    /** A row of the current result whose diagnostic carries a fix. */
    boolean fixable(Diagnostic d) {
        ValidationResult r = result();
        return d != null && FixAll.fixable(d) && r != null && r.diagnostics().contains(d);
    }

    private String fileLabel(Diagnostic d) {
        int n = FixAll.inFile(d.file(), result().diagnostics(), FixAll.ofRule(d.ruleId()))
                .fixed()
                .size();
        return "Fix All " + d.ruleId() + " in This File (" + n + ")";
    }

    private String workspaceLabel(Diagnostic d) {
        Map<Path, FixAll.FileFix> all = FixAll.inWorkspace(result().diagnostics(), FixAll.ofRule(d.ruleId()));
        return "Fix All " + d.ruleId() + " in the Workspace (" + count(all) + " in " + files(all.size()) + ")\u2026";
    }

    void fixInFile(Diagnostic d) {
        if (!fixable(d)) {
            return;
        }
        ValidationResult r = result();
        Path p = d.file();
        FixAll.FileFix ff = FixAll.inFile(p, r.diagnostics(), FixAll.ofRule(d.ruleId()));
        String checked = r.workspace().file(p).map(LoadedFile::text).orElse(null);
        String name = WorkspaceFix.relative(host.rootProperty().get(), p);
        host.documents()
                .open(p)
                .thenAccept(od -> od.ifPresent(doc -> {
                    if (checked == null || !doc.editor().textEquals(checked)) {
                        host.dialogs()
                                .showInfo(
                                        "Nothing fixed",
                                        name + " was edited since it was checked; choose Fix All"
                                                + " again once the Problems view has caught up.");
                        return;
                    }
                    TextEdit e = TextEdit.between(checked, ff.applyTo(checked));
                    doc.editor().replace(e.start(), e.end(), e.newText());
                    host.status()
                            .setMessage("Fixed " + FixAll.occurrences(ff.fixed().size()) + " of " + d.ruleId() + " in "
                                    + name + " (one undo step)"
                                    + skippedNote(ff.skipped().size()));
                }));
    }

    void fixInWorkspace(Diagnostic d) {
        if (!fixable(d)) {
            return;
        }
        if (refusedWhileBusy()) {
            return;
        }
        ValidationResult r = result();
        Map<Path, FixAll.FileFix> fixes = FixAll.inWorkspace(r.diagnostics(), FixAll.ofRule(d.ruleId()));
        int skipped = fixes.values().stream().mapToInt(f -> f.skipped().size()).sum();
        if (!host.dialogs()
                .confirm(
                        "Fix All in the Workspace",
                        "Apply the quick fix of " + d.ruleId() + " to "
                                + FixAll.occurrences(count(fixes)) + " in " + files(fixes.size()) + "?\n\n"
                                + "Files open in an editor change there (and are saved if they had no unsaved edits); the others are"
                                + " written to disk. Edit > Undo Fix All puts every file back."
                                + skippedNote(skipped))) {
            return;
        }
        DocumentsViewModel docs = host.documents();
        busy = true;
        host.status().setMessage("Fixing " + d.ruleId() + " in " + files(fixes.size()) + "\u2026");
        WorkspaceFix.apply(fixes, r.workspace(), docs)
                .whenCompleteAsync(
                        (o, failure) -> {
                            busy = false;
                            if (failure != null) {
                                host.dialogs()
                                        .showError(
                                                "Fix All not applied",
                                                "Could not write a file: " + DocumentsViewModel.describe(cause(failure))
                                                        + ". Every file is as it was.");
                                host.status().setMessage("Fix All not applied");
                                return;
                            }
                            if (!o.fix().changes().isEmpty()) {
                                undoable.set(o.fix());
                                host.rescan();
                            }
                            host.status()
                                    .setMessage("Fixed " + FixAll.occurrences(o.occurrences()) + " of " + d.ruleId()
                                            + " in "
                                            + files(o.fix().changes().size()) + "; Edit > Undo Fix All puts them back"
                                            + skippedNote(skipped));
                            if (!o.leftAlone().isEmpty()) {
                                host.dialogs()
                                        .showInfo(
                                                "Some files were left alone",
                                                String.join("\n", o.leftAlone())
                                                        + "\n\nTheir problems stay listed; choose Fix All again once the Problems view has caught up.");
                            }
                        },
                        docs.fx());
    }

    void undo() {
        WorkspaceFix f = undoable.get();
        if (f == null) {
            return;
        }
        if (refusedWhileBusy()) {
            return;
        }
        DocumentsViewModel docs = host.documents();
        busy = true;
        f.conflicts(docs, host.rootProperty().get())
                .whenCompleteAsync(
                        (changed, failure) -> {
                            busy = false;
                            if (failure != null || undoable.get() != f) {
                                return;
                            }
                            if (changed.size() == f.changes().size()) {
                                host.dialogs()
                                        .showInfo(
                                                "Nothing to undo",
                                                "Every file the fix changed has been changed again since: "
                                                        + String.join(", ", changed) + ". They stay as they are.");
                                undoable.set(null);
                                return;
                            }
                            if (!changed.isEmpty()
                                    && !host.dialogs()
                                            .confirm(
                                                    "Undo Fix All",
                                                    String.join(", ", changed)
                                                            + " changed since the fix and will stay as they are. Put the other files back?")) {
                                return;
                            }
                            putBack(f, docs);
                        },
                        docs.fx());
    }

    private void putBack(WorkspaceFix f, DocumentsViewModel docs) {
        busy = true;
        f.undo(docs)
                .whenCompleteAsync(
                        (restored, failure) -> {
                            busy = false;
                            if (failure != null) {
                                host.dialogs()
                                        .showError(
                                                "Fix All not undone",
                                                "Could not write a file: " + DocumentsViewModel.describe(cause(failure))
                                                        + ". Every file is as the fix left it.");
                                return;
                            }
                            undoable.set(null);
                            host.rescan();
                            host.status().setMessage("Undid Fix All: " + files(restored) + " put back");
                        },
                        docs.fx());
    }

    /** The I/O failure a future completed with, unwrapped ({@link ErrorMessages#unwrap}). */
    private static IOException cause(Throwable failure) {
        Throwable t = ErrorMessages.unwrap(failure);
        return t instanceof IOException io ? io : new IOException(t.getMessage(), t);
    }

    /** Refuses a second fix or undo while one is being written, saying so; true when refused. */
    private boolean refusedWhileBusy() {
        if (busy) {
            host.status().setMessage("A Fix All is still being written; try again when it is done");
        }
        return busy;
    }

    private static int count(Map<Path, FixAll.FileFix> fixes) {
        return fixes.values().stream().mapToInt(f -> f.fixed().size()).sum();
    }

    private static String files(int n) {
        return n + (n == 1 ? " file" : " files");
    }

    private static String skippedNote(int skipped) {
        return skipped == 0
                ? ""
                : "; " + FixAll.occurrences(skipped) + " overlapping another fix left for a second run";
    }
}
