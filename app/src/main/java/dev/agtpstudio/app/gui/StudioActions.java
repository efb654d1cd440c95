package dev.agtpstudio.app.gui;

import dev.agtpstudio.app.settings.Settings;
import dev.agtpstudio.app.settings.Version;
import dev.agtpstudio.app.ui.actions.ActionRegistry;
import dev.agtpstudio.app.ui.actions.AppAction;
import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import dev.agtpstudio.core.diag.Diagnostic;
import java.util.List;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;

/** Every command of the main window, registered in menu order. */
final class StudioActions {
    private final Studio s;

    StudioActions(Studio studio) {
        this.s = studio;
    }

    void register(ActionRegistry a) {
        BooleanBinding noDoc = Bindings.isNull(s.documents().activeProperty());
        BooleanBinding noWorkspace = Bindings.isNull(s.rootProperty());

        a.add(
                "file.newFile",
                "File",
                "New File\u2026",
                "Shortcut+N",
                false,
                noWorkspace,
                () -> explorer(e -> e.newFileHere()));
        a.add(
                "file.newEndpoint",
                "File",
                "New Endpoint from Template\u2026",
                "Shortcut+Shift+N",
                false,
                noWorkspace,
                () -> explorer(e -> e.newEndpoint()));
        a.add(
                "file.openWorkspace",
                "File",
                "Open Workspace\u2026",
                "Shortcut+O",
                true,
                null,
                () -> s.dialogs()
                        .chooseDirectory(
                                "Open workspace folder", s.rootProperty().get())
                        .ifPresent(s::openWorkspace));
        a.add(
                "file.save",
                "File",
                "Save",
                "Shortcut+S",
                true,
                noDoc,
                () -> active(d -> s.documents().save(d)));
        a.add(
                "file.saveAll",
                "File",
                "Save All",
                "Shortcut+Shift+S",
                false,
                null,
                () -> s.documents().saveAll());
        a.add(
                "file.reload",
                "File",
                "Reload from Disk",
                null,
                false,
                noDoc,
                () -> active(d -> s.documents().reload(d)));
        a.add(
                "file.close",
                "File",
                "Close Tab",
                "Shortcut+W",
                true,
                noDoc,
                () -> active(d -> s.editorSplit().closeTab(d)));
        a.add(
                "file.closeAll",
                "File",
                "Close All Tabs",
                "Shortcut+Shift+W",
                false,
                noDoc,
                () -> s.documents().closeAll());
        a.add(
                "file.rename",
                "File",
                "Rename File\u2026",
                null,
                true,
                noDoc,
                () -> active(d -> explorer(e -> e.vm().rename(d.path()))));
        a.add(
                "file.delete",
                "File",
                "Delete File\u2026",
                null,
                false,
                noDoc,
                () -> active(d -> explorer(e -> e.vm().delete(d.path()))));
        a.add(
                "file.preferences",
                "File",
                "Preferences\u2026",
                "Shortcut+Comma",
                true,
                null,
                () -> s.dialogs().editPreferences(s.settingsProperty().get()).ifPresent(s::updateSettings));
        a.add("file.quit", "File", "Quit", "Shortcut+Q", true, null, s::quit);

        a.add(
                "edit.undo",
                "Edit",
                "Undo",
                "Shortcut+Z",
                false,
                noDoc,
                () -> active(d -> d.editor().undo()));
        a.add(
                "edit.redo",
                "Edit",
                "Redo",
                "Shortcut+Shift+Z",
                false,
                noDoc,
                () -> active(d -> d.editor().redo()));
        a.add(
                "edit.cut",
                "Edit",
                "Cut",
                "Shortcut+X",
                true,
                noDoc,
                () -> active(d -> d.editor().cut()));
        a.add(
                "edit.copy",
                "Edit",
                "Copy",
                "Shortcut+C",
                false,
                noDoc,
                () -> active(d -> d.editor().copy()));
        a.add(
                "edit.paste",
                "Edit",
                "Paste",
                "Shortcut+V",
                false,
                noDoc,
                () -> active(d -> d.editor().paste()));
        a.add(
                "edit.selectAll",
                "Edit",
                "Select All",
                "Shortcut+A",
                false,
                noDoc,
                () -> active(d -> d.editor().selectAll()));
        a.add(
                "edit.find",
                "Edit",
                "Find\u2026",
                "Shortcut+F",
                true,
                noDoc,
                () -> active(d -> unavailable(d.editor().showFind(false), "Find")));
        a.add(
                "edit.replace",
                "Edit",
                "Replace\u2026",
                "Shortcut+H",
                false,
                noDoc,
                () -> active(d -> unavailable(d.editor().showFind(true), "Replace")));
        a.add(
                "edit.toggleComment",
                "Edit",
                "Toggle Comment",
                "Shortcut+Slash",
                false,
                noDoc,
                () -> active(d -> d.editor().toggleComment()));
        a.add(
                "edit.quickFix",
                "Edit",
                "Quick Fix",
                "Shortcut+1",
                true,
                noDoc,
                () -> active(d -> {
                    if (!d.editor().showQuickFixes()) {
                        s.status().setMessage("No quick fix at the caret.");
                    }
                }));
        a.add(
                "edit.complete",
                "Edit",
                "Complete",
                "Shortcut+Space",
                false,
                noDoc,
                () -> active(d -> unavailable(d.editor().showCompletion(), "Completion")));

        a.add(
                "view.commandPalette",
                "View",
                "Command Palette\u2026",
                "Shortcut+Shift+P",
                false,
                null,
                () -> s.palette().show(s.stage()));
        a.add(
                "view.toggleTheme",
                "View",
                "Toggle Light/Dark Theme",
                "Shortcut+Alt+T",
                true,
                null,
                () -> s.updateSettings(s.settingsProperty()
                        .get()
                        .withTheme(s.settingsProperty().get().theme().other())));
        a.add(
                "view.problems",
                "View",
                "Show/Hide Bottom Panel",
                "Shortcut+J",
                false,
                null,
                () -> s.mainView().setBottomVisible(!s.mainView().isBottomVisible()));
        a.add(
                "view.preview",
                "View",
                "Show/Hide Right Panel",
                "Shortcut+Alt+B",
                false,
                null,
                () -> s.mainView().setRightVisible(!s.mainView().isRightVisible()));
        a.add(
                "view.splitEditor",
                "View",
                "Split Editor",
                "Shortcut+\\",
                true,
                noDoc.or(s.editorSplit().splitProperty()),
                () -> s.editorSplit().splitRight(s.documents().active()));
        a.add(
                "view.unsplitEditor",
                "View",
                "Unsplit Editor",
                "Shortcut+Shift+\\",
                false,
                s.editorSplit().splitProperty().not(),
                () -> s.editorSplit().unsplit());
        a.add("view.zoomIn", "View", "Zoom In", "Shortcut+Equals", true, null, () -> zoom(1));
        a.add("view.zoomOut", "View", "Zoom Out", "Shortcut+Minus", false, null, () -> zoom(-1));
        a.add(
                "view.zoomReset",
                "View",
                "Reset Zoom",
                "Shortcut+0",
                false,
                null,
                () -> s.documents()
                        .fontSizeProperty()
                        .set(s.settingsProperty().get().fontSize()));

        a.add("go.line", "Go", "Go to Line\u2026", "Shortcut+G", false, noDoc, this::goToLine);
        a.add("go.nextProblem", "Go", "Next Problem", "F8", true, null, () -> stepProblem(1));
        a.add("go.previousProblem", "Go", "Previous Problem", "Shift+F8", false, null, () -> stepProblem(-1));
        a.add(
                "go.explorer",
                "Go",
                "Focus Explorer",
                "Shortcut+Shift+E",
                true,
                noWorkspace,
                () -> s.explorer().tree().requestFocus());
        a.add(
                "go.editor",
                "Go",
                "Focus Editor",
                "Shortcut+Shift+1",
                false,
                noDoc,
                () -> active(d -> d.editor().requestFocus()));
        a.add("go.problems", "Go", "Focus Problems", "Shortcut+Shift+M", false, null, () -> {
            s.mainView().setBottomVisible(true);
            s.mainView().bottomPanes().getSelectionModel().select(0);
            s.problemsView().table().requestFocus();
            if (s.problemsView().table().getSelectionModel().isEmpty()
                    && !s.problemsView().table().getItems().isEmpty()) {
                s.problemsView().table().getSelectionModel().selectFirst();
            }
        });

        // Tab indents in the code editor, so the editor would trap a keyboard user: F6 moves between the panes
        a.add("go.nextPane", "Go", "Next Pane", "F6", true, null, () -> stepPane(1));
        a.add("go.previousPane", "Go", "Previous Pane", "Shift+F6", false, null, () -> stepPane(-1));

        a.add("run.validate", "Run", "Validate Workspace", "Shortcut+Shift+V", false, noWorkspace, s::rescan);
        a.add("run.rescan", "Run", "Reload Workspace from Disk", "Shortcut+Shift+R", false, noWorkspace, s::rescan);

        a.add("help.shortcuts", "Help", "Keyboard Shortcuts", "F1", false, null, () -> shortcuts(a));
        a.add(
                "help.about",
                "Help",
                "About AGTP Studio",
                null,
                true,
                null,
                () -> s.dialogs()
                        .showInfo(
                                "About AGTP Studio",
                                "AGTP Studio " + Version.get() + "\nAn IDE for AGTP-API endpoint declarations"
                                        + " and AGIS service documents.\nJava " + System.getProperty("java.version")
                                        + ", JavaFX "
                                        + System.getProperty("javafx.runtime.version", "?")));
    }

    private void active(Consumer<DocumentViewModel> c) {
        DocumentViewModel d = s.documents().active();
        if (d != null) {
            c.accept(d);
        }
    }

    private void explorer(Consumer<ExplorerOps> c) {
        if (s.explorer() != null) {
            c.accept(new ExplorerOps());
        }
    }

    /** The explorer operations as the menus use them (the selected folder, else the workspace root). */
    final class ExplorerOps {
        dev.agtpstudio.app.ui.explorer.ExplorerViewModel vm() {
            return s.explorer().vm();
        }

        void newFileHere() {
            vm().newFile(s.explorer().selected());
        }

        void newEndpoint() {
            vm().newEndpoint();
        }
    }

    private void unavailable(boolean shown, String what) {
        if (!shown) {
            s.status().setMessage(what + " is not available in this editor.");
        }
    }

    /** Zoom is a view of this session: the saved font size (Preferences) stays, and Reset Zoom returns to it. */
    private void zoom(int step) {
        double f = s.documents().fontSizeProperty().get() + step;
        s.documents().fontSizeProperty().set(Math.max(Settings.MIN_FONT, Math.min(Settings.MAX_FONT, f)));
    }

    /** The editor's own go-to-line bar (line or line:column), the same control as Ctrl+G typed in the editor. */
    private void goToLine() {
        active(d -> unavailable(d.editor().showGoToLine(), "Go to Line"));
    }

    /** Reveals the next (or previous) problem after the caret in problems-table order. */
    /** Focuses the next (or previous) of explorer, editor, bottom panel and right panel, showing a hidden panel. */
    private void stepPane(int dir) {
        javafx.scene.Node owner = s.stage().getScene().getFocusOwner();
        List<java.util.function.Supplier<javafx.scene.Node>> panes = List.of(
                () -> s.explorer() == null ? null : s.explorer().tree(),
                () -> s.documents().active() == null
                        ? null
                        : s.documents().active().editor().node(),
                () -> {
                    s.mainView().setBottomVisible(true);
                    javafx.scene.control.Tab t =
                            s.mainView().bottomPanes().getSelectionModel().getSelectedItem();
                    return t == null
                            ? null
                            : t.getContent() == s.problemsView()
                                    ? s.problemsView().table()
                                    : t.getContent();
                },
                () -> {
                    s.mainView().setRightVisible(true);
                    javafx.scene.control.Tab t =
                            s.mainView().rightPanes().getSelectionModel().getSelectedItem();
                    return t == null ? null : t.getContent();
                });
        int at = -1;
        for (int i = 0; i < panes.size() && owner != null; i++) {
            // the editor pane is the whole editor area: the right side of a split editor is in it too
            javafx.scene.Node p = i == 0
                    ? panes.get(0).get()
                    : i == 1
                            ? s.mainView().editorArea()
                            : (i == 2
                                    ? s.mainView().bottomPanes()
                                    : s.mainView().rightPanes());
            if (p != null && contains(p, owner)) {
                at = i;
                break;
            }
        }
        for (int step = 1; step <= panes.size(); step++) {
            int i = Math.floorMod((at < 0 ? (dir > 0 ? -1 : 0) : at) + dir * step, panes.size());
            javafx.scene.Node target = focusable(panes.get(i).get());
            if (target != null) {
                target.requestFocus();
                return;
            }
        }
    }

    private static boolean contains(javafx.scene.Node ancestor, javafx.scene.Node n) {
        for (javafx.scene.Node c = n; c != null; c = c.getParent()) {
            if (c == ancestor) {
                return true;
            }
        }
        return false;
    }

    /** The node itself when it takes the focus, else its first descendant that does (depth first), else null. */
    private static javafx.scene.Node focusable(javafx.scene.Node n) {
        if (n == null || !n.isVisible() || n.isDisabled()) {
            return null;
        }
        if (n.isFocusTraversable()) {
            return n;
        }
        if (n instanceof javafx.scene.Parent p) {
            for (javafx.scene.Node c : p.getChildrenUnmodifiable()) {
                javafx.scene.Node f = focusable(c);
                if (f != null) {
                    return f;
                }
            }
        }
        return null;
    }

    private void stepProblem(int dir) {
        List<Diagnostic> all = s.problems().visible();
        if (all.isEmpty()) {
            s.status().setMessage("No problems.");
            return;
        }
        DocumentViewModel d = s.documents().active();
        int idx = -1;
        if (d != null) {
            int line = d.editor().caretLine().getValue();
            for (int i = 0; i < all.size(); i++) {
                Diagnostic x = all.get(i);
                if (d.path().equals(x.file())
                        && (dir > 0 ? x.range().startLine() > line : x.range().startLine() < line)) {
                    idx = i;
                    if (dir > 0) {
                        break;
                    }
                }
            }
        }
        if (idx < 0) {
            idx = dir > 0 ? 0 : all.size() - 1;
        }
        s.documents().reveal(all.get(idx));
    }

    private void shortcuts(ActionRegistry a) {
        java.util.Map<String, List<dev.agtpstudio.app.ui.dialog.DialogService.Shortcut>> byMenu =
                new java.util.LinkedHashMap<>();
        for (AppAction x : a.all()) {
            if (x.accelerator() != null) {
                byMenu.computeIfAbsent(x.menu(), m -> new java.util.ArrayList<>())
                        .add(new dev.agtpstudio.app.ui.dialog.DialogService.Shortcut(x.shortcutText(), x.title()));
            }
        }
        s.dialogs().showShortcuts(byMenu);
    }
}
