package dev.agtpstudio.app.tour;

import static dev.agtpstudio.app.bench.BenchSupport.fx;

import dev.agtpstudio.app.gui.Studio;
import dev.agtpstudio.app.settings.Theme;
import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import dev.agtpstudio.app.ui.editor.CodeEditorSurface;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.editor.CodeEditor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * Drives the real window on an X display (Xvfb) and takes screenshots with ImageMagick's {@code import}: the main
 * window with diagnostics (light and dark), the quick-fix popup and the completion popup. Run by
 * {@code app/screenshots.sh}; writes into the folder given as the first argument.
 */
public final class ScreenshotTour {
    private ScreenshotTour() {}

    public static void main(String[] args) {
        Tours.main(args, ScreenshotTour::run);
    }

    private static void run(Path out) throws Exception {
        Path ws = Tours.sample("agtp-tour");
        Path file =
                ws.resolve("endpoints/book_reservation.toml").toAbsolutePath().normalize();
        Files.writeString(file, Files.readString(file).replace("method = \"BOOK\"", "method = \"BOOKING\""));

        Studio studio = Tours.open(ws);
        DocumentViewModel doc = fx(() -> studio.documents().open(file))
                .get(10, TimeUnit.SECONDS)
                .orElseThrow();
        Tours.waitUntil(() -> studio.problems().all().stream().anyMatch(d -> d.severity() == Severity.ERROR));
        Tours.waitUntil(() -> !doc.editor().shownDiagnostics().isEmpty());
        Diagnostic err = fx(() -> studio.problems().all().stream()
                .filter(d -> d.severity() == Severity.ERROR)
                .findFirst()
                .orElseThrow());
        fx(() -> {
            studio.documents().reveal(err);
            return null;
        });
        Thread.sleep(4000);
        Tours.shot(out.resolve("main-light.png"));
        dialogShots(studio, out, "light");

        CodeEditor editor = ((CodeEditorSurface) doc.editor()).control();
        quickFixShot(doc, editor, err, out.resolve("quickfix-light.png"));
        fx(() -> {
            editor.quickFixes().popup().hide();
            return null;
        });

        completionShot(studio, ws, out.resolve("completion-light.png"));
        fx(() -> {
            studio.documents().activeProperty().set(doc);
            studio.updateSettings(studio.settingsProperty().get().withTheme(Theme.DARK));
            studio.documents().reveal(err);
            return null;
        });
        Thread.sleep(4000);
        Tours.shot(out.resolve("main-dark.png"));
        dialogShots(studio, out, "dark");
        quickFixShot(doc, editor, err, out.resolve("quickfix-dark.png"));
        fx(() -> {
            editor.quickFixes().popup().hide();
            return null;
        });
        completionShot(studio, ws, out.resolve("completion-dark.png"));
        Tours.close(studio);
    }

    /** Opens query_rooms.toml, types a partial method and shows the completion popup; closes the tab after. */
    private static void completionShot(Studio studio, Path ws, Path png) throws Exception {
        Path other = ws.resolve("endpoints/query_rooms.toml").toAbsolutePath().normalize();
        DocumentViewModel q = fx(() -> studio.documents().open(other))
                .get(10, TimeUnit.SECONDS)
                .orElseThrow();
        CodeEditor qe = ((CodeEditorSurface) q.editor()).control();
        fx(() -> {
            String t = q.editor().text();
            int at = t.indexOf("method = \"") + 10;
            int end = t.indexOf('"', at);
            q.editor().replace(at, end, "RE");
            q.editor().selectRange(at + 2, at + 2);
            qe.showCompletion();
            return null;
        });
        Tours.waitUntil(() -> qe.completion().popup().isShowing());
        Thread.sleep(3000);
        Tours.shot(png);
        fx(() -> {
            qe.completion().popup().hide();
            studio.documents().close(q);
            return null;
        });
    }

    /** Preferences and the keyboard shortcuts help over the window, as the menus open them. */
    private static void dialogShots(Studio studio, Path out, String theme) throws Exception {
        javafx.scene.control.Dialog<?> prefs = fx(() -> {
            javafx.scene.control.Dialog<?> d = dev.agtpstudio.app.ui.dialog.DialogWindows.owned(
                    dev.agtpstudio.app.ui.prefs.PreferencesDialog.create(
                            studio.settingsProperty().get()),
                    studio.stage(),
                    "Preferences");
            d.show();
            return d;
        });
        Thread.sleep(1500);
        Tours.shot(out.resolve("preferences-" + theme + ".png"));
        fx(() -> {
            prefs.close();
            return null;
        });
        javafx.scene.control.Dialog<?> keys = fx(() -> {
            java.util.Map<String, java.util.List<dev.agtpstudio.app.ui.dialog.DialogService.Shortcut>> byMenu =
                    new java.util.LinkedHashMap<>();
            for (dev.agtpstudio.app.ui.actions.AppAction x : studio.actions().all()) {
                if (x.accelerator() != null) {
                    byMenu.computeIfAbsent(x.menu(), m -> new java.util.ArrayList<>())
                            .add(new dev.agtpstudio.app.ui.dialog.DialogService.Shortcut(x.shortcutText(), x.title()));
                }
            }
            javafx.scene.control.Dialog<?> d =
                    dev.agtpstudio.app.ui.dialog.ShortcutsDialog.create(studio.stage(), byMenu);
            d.show();
            return d;
        });
        Thread.sleep(1500);
        Tours.shot(out.resolve("shortcuts-" + theme + ".png"));
        fx(() -> {
            keys.close();
            return null;
        });
    }

    /** Opens the quick-fix popup at the error and takes the picture. */
    private static void quickFixShot(DocumentViewModel doc, CodeEditor editor, Diagnostic err, Path png)
            throws Exception {
        fx(() -> {
            doc.editor().selectRange(err.range().start() + 2, err.range().start() + 2);
            editor.showQuickFixes();
            return null;
        });
        Tours.waitUntil(() -> editor.quickFixes().popup().isShowing());
        Thread.sleep(3000);
        Tours.shot(png);
    }
}
