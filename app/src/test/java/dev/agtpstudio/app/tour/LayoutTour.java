package dev.agtpstudio.app.tour;

import static dev.agtpstudio.app.bench.BenchSupport.fx;

import dev.agtpstudio.app.changes.ChangesView;
import dev.agtpstudio.app.gui.Studio;
import dev.agtpstudio.app.settings.Theme;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.eclipse.jgit.api.Git;

/**
 * Screenshots of the Changes view side by side and of the focus layout (with the Preview in its own window), light
 * and dark, at 1280 x 800 and 1600 x 1000. Run on an X display of 1600 x 1000 with openbox:
 * {@code DISPLAY=:63 java -cp app/target/test-classes:... -Dagtp.project.dir=. dev.agtpstudio.app.tour.LayoutTour docs/screenshots}
 * (the classpath as app/screenshots.sh builds it).
 */
public final class LayoutTour {
    private static final int[][] SIZES = {{1280, 800}, {1600, 1000}};

    private LayoutTour() {}

    public static void main(String[] args) {
        Tours.main(args, LayoutTour::run);
    }

    private static void run(Path out) throws Exception {
        Path ws = Tours.sample("agtp-layout-tour");
        try (Git git =
                Git.init().setDirectory(ws.toFile()).setInitialBranch("main").call()) {
            git.add().addFilepattern(".").call();
            git.commit()
                    .setMessage("v1")
                    .setAuthor("tour", "tour@example.org")
                    .setCommitter("tour", "tour@example.org")
                    .setSign(false)
                    .call();
        }
        Path book = ws.resolve("endpoints/book_reservation.toml");
        String text = Files.readString(book);
        Files.writeString(
                book,
                text.replace(
                                "[[endpoint.output]]\nname = \"confirmation_number\"",
                                "[[endpoint.input.required]]\nname = \"loyalty_id\"\ntype = \"string\"\ndescription = \"Member id.\"\n\n"
                                        + "[[endpoint.output]]\nname = \"confirmation_number\"")
                        .replaceFirst("is_idempotent = false", "is_idempotent = true"));

        Studio studio = Tours.open(ws);
        fx(() -> {
            studio.documents().open(book.toAbsolutePath().normalize());
            studio.mainView().setRightVisible(false);
            studio.mainView().setBottomVisible(true);
            studio.mainView().bottomPanes().getTabs().stream()
                    .filter(t -> "Changes".equals(t.getText()))
                    .findFirst()
                    .ifPresent(t ->
                            studio.mainView().bottomPanes().getSelectionModel().select(t));
            return null;
        });
        ChangesView view = fx(() -> (ChangesView) studio.stage().getScene().lookup("#changes-view"));
        Tours.waitUntil(() -> !view.table().getItems().isEmpty());
        fx(() -> {
            view.table().getSelectionModel().select(0);
            view.sideBySideToggle().fire();
            return null;
        });
        Tours.waitUntil(() -> view.sideBySide().shown() != null);
        for (Theme theme : new Theme[] {Theme.LIGHT, Theme.DARK}) {
            theme(studio, theme);
            for (int[] size : SIZES) {
                fx(() -> {
                    place(studio.stage(), size[0], size[1]);
                    studio.mainView().restoreDividers(new double[] {0.16}, new double[] {0.36});
                    return null;
                });
                settle(studio, size[0]);
                shot(
                        out.resolve("changes-side-by-side-" + name(theme) + "-" + size[0] + "x" + size[1] + ".png"),
                        size[0],
                        size[1]);
            }
        }

        // the focus layout, then the Preview in its own window beside it
        fx(() -> {
            view.sideBySideToggle().fire();
            studio.mainView().setBottomVisible(false);
            studio.mainView().setRightVisible(true);
            studio.actions().run("view.focusLayout");
            return null;
        });
        for (Theme theme : new Theme[] {Theme.LIGHT, Theme.DARK}) {
            theme(studio, theme);
            for (int[] size : SIZES) {
                fx(() -> {
                    place(studio.stage(), size[0], size[1]);
                    return null;
                });
                settle(studio, size[0]);
                shot(
                        out.resolve("focus-layout-" + name(theme) + "-" + size[0] + "x" + size[1] + ".png"),
                        size[0],
                        size[1]);
            }
        }
        Stage[] own = new Stage[1];
        fx(() -> {
            place(studio.stage(), 1280, 800);
            studio.actions().run("view.detach.preview");
            for (Window w : Window.getWindows()) {
                if (w instanceof Stage s
                        && s != studio.stage()
                        && s.getTitle() != null
                        && s.getTitle().startsWith("Preview")) {
                    own[0] = s;
                }
            }
            own[0].setX(760);
            own[0].setY(120);
            own[0].setWidth(500);
            own[0].setHeight(640);
            return null;
        });
        for (Theme theme : new Theme[] {Theme.LIGHT, Theme.DARK}) {
            theme(studio, theme);
            settle(studio, 1280);
            shot(out.resolve("focus-layout-detached-preview-" + name(theme) + "-1280x800.png"), 1280, 800);
        }
        fx(() -> {
            own[0].close();
            studio.actions().run("view.focusLayout");
            return null;
        });
        Tours.close(studio);
    }

    private static void theme(Studio studio, Theme t) throws Exception {
        fx(() -> {
            studio.updateSettings(studio.settingsProperty().get().withTheme(t));
            return null;
        });
    }

    /** Waits until the window has its width and the scene was drawn a few times since (a loaded machine lags). */
    private static void settle(Studio studio, int w) throws Exception {
        Tours.waitUntil(() -> Math.abs(studio.stage().getScene().getWidth() - w) < 40);
        for (int i = 0; i < 3; i++) {
            java.util.concurrent.CountDownLatch pulse = new java.util.concurrent.CountDownLatch(1);
            fx(() -> {
                javafx.application.Platform.requestNextPulse();
                javafx.application.Platform.runLater(pulse::countDown);
                return null;
            });
            pulse.await(10, TimeUnit.SECONDS);
            Thread.sleep(1200);
        }
    }

    private static String name(Theme t) {
        return t == Theme.DARK ? "dark" : "light";
    }

    private static void place(Stage stage, int w, int h) {
        stage.setX(0);
        stage.setY(0);
        stage.setWidth(w);
        stage.setHeight(h);
    }

    /** The screen's top-left {@code w} x {@code h} (ImageMagick's {@code import}). */
    private static void shot(Path png, int w, int h) throws Exception {
        Process p = new ProcessBuilder(
                        "import", "-window", "root", "-crop", w + "x" + h + "+0+0", "+repage", png.toString())
                .inheritIO()
                .start();
        if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new IllegalStateException("import failed for " + png);
        }
        System.out.println("wrote " + png);
    }
}
