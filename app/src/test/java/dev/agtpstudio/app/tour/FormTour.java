package dev.agtpstudio.app.tour;

import static dev.agtpstudio.app.bench.BenchSupport.fx;

import dev.agtpstudio.app.form.FieldsFormView;
import dev.agtpstudio.app.gui.Studio;
import dev.agtpstudio.app.settings.Theme;
import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * Screenshots of the Fields form (docs/screenshots/form-editor-*.png) at 1280 x 800 and 1600 x 1000, light and dark:
 * an endpoint TOML file with a field whose type the validator rejects (its row marked), and an {@code .agis} endpoint
 * with enum values, bounds and array items. Run by {@code scripts/shots-form} under Xvfb and openbox.
 */
public final class FormTour {
    private FormTour() {}

    public static void main(String[] args) {
        Tours.main(args, FormTour::run);
    }

    private static void run(Path out) throws Exception {
        Path ws = Tours.sample("agtp-form-tour");
        Path toml =
                ws.resolve("endpoints/book_reservation.toml").toAbsolutePath().normalize();
        Files.writeString(toml, Files.readString(toml).replace("type = \"integer\"", "type = \"int\""));
        Path agis = ws.resolve("harbor-light.agis").toAbsolutePath().normalize();
        Studio studio = Tours.open(ws);
        FieldsFormView form =
                fx(() -> (FieldsFormView) studio.stage().getScene().lookup("#fields-form"));
        for (Theme theme : new Theme[] {Theme.LIGHT, Theme.DARK}) {
            String t = theme == Theme.LIGHT ? "light" : "dark";
            fx(() -> {
                studio.updateSettings(studio.settingsProperty().get().withTheme(theme));
                return null;
            });
            for (int[] size : new int[][] {{1280, 800}, {1600, 1000}}) {
                DocumentViewModel doc = show(studio, form, theme == Theme.LIGHT ? toml : agis, size);
                Tours.shot(out.resolve("form-editor-" + t + "-" + size[0] + "x" + size[1] + ".png"), size[0], size[1]);
                fx(() -> studio.documents().close(doc));
            }
        }
        Tours.close(studio);
    }

    /** Opens {@code file} at the window size, puts the caret in its second endpoint (or its only one), shows the form. */
    private static DocumentViewModel show(Studio studio, FieldsFormView form, Path file, int[] size) throws Exception {
        DocumentViewModel doc = fx(() -> studio.documents().open(file))
                .get(10, TimeUnit.SECONDS)
                .orElseThrow();
        fx(() -> {
            Tours.place(studio.stage(), size[0], size[1]);
            int at = doc.editor().text().indexOf("path: /rooms");
            doc.editor().selectRange(Math.max(0, at), Math.max(0, at));
            studio.actions().run("view.fieldsForm");
            return null;
        });
        String label = file.toString().endsWith(".agis") ? "QUERY /rooms" : "BOOK /reservations";
        Tours.waitUntil(() -> form.title().startsWith(label));
        Thread.sleep(1500);
        fx(() -> {
            // the editor keeps a third of the width; the form gets the rest of the right side
            studio.mainView().setRightVisible(true);
            studio.mainView().setBottomVisible(false);
            double[] h = studio.mainView().horizontalDividers();
            if (h.length == 2) {
                studio.mainView().restoreDividers(new double[] {0.16, 0.45}, null);
            }
            int row = doc.editor().text().contains("guests") ? rowOf(form, "guests") : 1;
            form.table()
                    .getSelectionModel()
                    .clearAndSelect(row, form.table().getColumns().get(1));
            form.table().getFocusModel().focus(row, form.table().getColumns().get(1));
            return null;
        });
        Thread.sleep(2500);
        return doc;
    }

    private static int rowOf(FieldsFormView form, String name) {
        var t = form.table();
        for (int i = 0; i < t.getExpandedItemCount(); i++) {
            var v = t.getTreeItem(i).getValue();
            if (v.row() != null && name.equals(v.row().name())) {
                return i;
            }
        }
        return 1;
    }
}
