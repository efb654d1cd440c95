package dev.agtpstudio.app.tour;

import static dev.agtpstudio.app.bench.BenchSupport.fx;

import dev.agtpstudio.app.gui.Studio;
import dev.agtpstudio.app.settings.Theme;
import dev.agtpstudio.app.ui.problems.ProblemsViewModel;
import dev.agtpstudio.core.diag.Diagnostic;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * Screenshots of "fix all of a kind" (docs/editor.md#fix-all-of-a-kind): the Problems row's context menu and the workspace
 * confirmation, light and dark, at 1280 x 800 and 1600 x 1000. Three field names of the hotel sample are written in
 * camelCase first ({@code schema/field-name}). Run on an X display with a window manager (openbox):
 * {@code DISPLAY=:64 java -cp app/target/test-classes:... -Dagtp.project.dir=. dev.agtpstudio.app.tour.FixAllTour docs/screenshots}
 * (the classpath as app/screenshots.sh builds it).
 */
public final class FixAllTour {
    private static final String RULE = "schema/field-name";

    private FixAllTour() {}

    public static void main(String[] args) {
        Tours.main(args, FixAllTour::run);
    }

    private static void run(Path out) throws Exception {
        Path ws = Tours.sample("agtp-fixall-tour");
        for (String f : new String[] {"query_rooms", "quote_rates", "modify_reservation"}) {
            Path p = ws.resolve("endpoints/" + f + ".toml");
            Files.writeString(
                    p,
                    Files.readString(p)
                            .replace("name = \"room_type\"", "name = \"roomType\"")
                            .replace("name = \"max_nightly_rate\"", "name = \"maxNightlyRate\""));
        }
        Studio studio = Tours.open(ws, true);
        Path query = ws.resolve("endpoints/query_rooms.toml").toAbsolutePath().normalize();
        Tours.waitUntil(() -> studio.problems().all().stream()
                        .filter(d -> d.ruleId().equals(RULE))
                        .count()
                == 4);
        for (Theme theme : new Theme[] {Theme.LIGHT, Theme.DARK}) {
            for (int[] size : new int[][] {{1280, 800}, {1600, 1000}}) {
                String suffix = theme.name().toLowerCase(java.util.Locale.ROOT) + "-" + size[0] + "x" + size[1];
                Diagnostic row = fx(() -> {
                    Stage stage = studio.stage();
                    stage.setX(0);
                    stage.setY(0);
                    stage.setWidth(size[0]);
                    stage.setHeight(size[1]);
                    studio.updateSettings(studio.settingsProperty().get().withTheme(theme));
                    studio.documents().open(query);
                    studio.mainView().setRightVisible(false);
                    studio.mainView().setBottomVisible(true);
                    studio.mainView().bottomPanes().getSelectionModel().select(0);
                    Diagnostic d = studio.problems().all().stream()
                            .filter(x -> x.ruleId().equals(RULE) && x.file().equals(query))
                            .findFirst()
                            .orElseThrow();
                    TableView<Diagnostic> t = studio.problemsView().table();
                    t.getSelectionModel().select(d);
                    t.scrollTo(d);
                    t.requestFocus();
                    return d;
                });
                Thread.sleep(2000);
                fx(() -> {
                    TableView<Diagnostic> t = studio.problemsView().table();
                    t.scrollTo(Math.max(0, t.getSelectionModel().getSelectedIndex() - 1));
                    return null;
                });
                Thread.sleep(800);
                // the keyboard path: Shift+F10 in the focused table, as a user presses it (xdotool on the X display)
                Process key = new ProcessBuilder("xdotool", "key", "shift+F10")
                        .inheritIO()
                        .start();
                key.waitFor();
                Thread.sleep(1000);
                boolean byKey =
                        fx(() -> studio.problemsView().table().getContextMenu().isShowing());
                if (!byKey) {
                    throw new IllegalStateException("Shift+F10 in the Problems table did not open the row's menu");
                }
                Thread.sleep(1500);
                Tours.shot(out.resolve("fix-all-menu-" + suffix + ".png"), size[0], size[1]);
                ProblemsViewModel.RowMenuItem inWorkspace = fx(() -> {
                    studio.problemsView().table().getContextMenu().hide();
                    return studio.problems().menu().get(1);
                });
                Platform.runLater(() -> inWorkspace.run().accept(row)); // the confirmation waits for an answer
                Thread.sleep(2500);
                Tours.shot(out.resolve("fix-all-confirm-" + suffix + ".png"), size[0], size[1]);
                fx(() -> {
                    for (Window w : java.util.List.copyOf(Window.getWindows())) {
                        if (w != studio.stage() && w.getScene() != null) {
                            w.getScene().getRoot().lookupAll(".button").stream()
                                    .map(Button.class::cast)
                                    .filter(b -> b.isCancelButton())
                                    .findFirst()
                                    .ifPresent(Button::fire);
                        }
                    }
                    return null;
                });
                Thread.sleep(500);
            }
        }
        Tours.close(studio);
    }
}
