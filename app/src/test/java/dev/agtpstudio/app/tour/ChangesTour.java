package dev.agtpstudio.app.tour;

import static dev.agtpstudio.app.bench.BenchSupport.copy;
import static dev.agtpstudio.app.bench.BenchSupport.fx;

import dev.agtpstudio.app.changes.ChangesView;
import dev.agtpstudio.app.gui.Studio;
import dev.agtpstudio.app.gui.StudioServices;
import dev.agtpstudio.app.settings.AppDirs;
import dev.agtpstudio.app.settings.Theme;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.eclipse.jgit.api.Git;

/**
 * Screenshots of the Changes view (light and dark): the hotel sample committed to a fresh git repository, then
 * edited on disk (a required input added, an output removed, an endpoint deprecated, a handler renamed), opened in
 * the real window. Run on an X display with openbox:
 * {@code DISPLAY=:60 java -cp app/target/test-classes:... -Dagtp.project.dir=. dev.agtpstudio.app.tour.ChangesTour docs/screenshots}
 * (the classpath as app/screenshots.sh builds it).
 */
public final class ChangesTour {
    private ChangesTour() {
    }

    public static void main(String[] args) {
        try {
            run(Path.of(args[0]));
            System.exit(0);
        } catch (Exception | Error e) {
            e.printStackTrace();
            System.exit(1);
        }
    }

    private static void run(Path out) throws Exception {
        Files.createDirectories(out);
        Path tmp = Files.createTempDirectory("agtp-changes-tour");
        Path ws = tmp.resolve("hotel");
        copy(Path.of(System.getProperty("agtp.project.dir", ".")).resolve("samples/hotel"), ws);
        try (Git git = Git.init().setDirectory(ws.toFile()).setInitialBranch("main").call()) {
            git.add().addFilepattern(".").call();
            git.commit().setMessage("v1").setAuthor("tour", "tour@example.org")
                    .setCommitter("tour", "tour@example.org").setSign(false).call();
        }
        edit(ws.resolve("endpoints/book_reservation.toml"), "[[endpoint.output]]\nname = \"confirmation_number\"",
                "[[endpoint.input.required]]\nname = \"loyalty_id\"\ntype = \"string\"\ndescription = \"Member id.\"\n\n"
                        + "[[endpoint.output]]\nname = \"confirmation_number\"");
        edit(ws.resolve("endpoints/quote_rates.toml"), "[[endpoint.output]]\nname = \"expires_at\"\ntype = \"string\"\n"
                + "description = \"When the held price lapses.\"\nformat = \"date-time\"\n\n", "");
        edit(ws.resolve("endpoints/cancel_reservation.toml"), "[endpoint.handler]",
                "[endpoint.deprecated]\ndeprecated_in = \"2\"\nremoved_in = \"3\"\n\n[endpoint.handler]");
        edit(ws.resolve("endpoints/list_properties.toml"), "function = \"", "function = \"v2.");

        CountDownLatch started = new CountDownLatch(1);
        Platform.startup(started::countDown);
        started.await();
        StudioServices services = StudioServices.production(AppDirs.under(tmp.resolve("home")));
        Studio studio = fx(() -> {
            Stage stage = new Stage();
            Studio s = new Studio(stage, services, new ScreenshotTour.QuietDialogs(), Platform::runLater);
            stage.setX(0);
            stage.setY(0);
            stage.setWidth(1600);
            stage.setHeight(1000);
            stage.show();
            s.openWorkspace(ws);
            return s;
        });
        fx(() -> {
            studio.stage().setX(0);
            studio.stage().setY(0);
            studio.stage().setWidth(1600);
            studio.stage().setHeight(1000);
            studio.documents().open(ws.resolve("endpoints/book_reservation.toml").toAbsolutePath().normalize());
            studio.mainView().setRightVisible(false);
            studio.mainView().setBottomVisible(true);
            studio.mainView().bottomPanes().getTabs().stream().filter(t -> "Changes".equals(t.getText())).findFirst()
                    .ifPresent(t -> studio.mainView().bottomPanes().getSelectionModel().select(t));
            return null;
        });
        ChangesView view = fx(() -> (ChangesView) studio.stage().getScene().lookup("#changes-view"));
        try {
            waitUntil(() -> view.table().getItems().size() >= 4);
        } catch (IllegalStateException e) {
            shot(out.resolve("changes-failed.png"));
            throw new IllegalStateException("the Changes view shows " + fx(() -> view.table().getItems().size())
                    + " rows: " + fx(() -> String.valueOf(view.table().getPlaceholder())), e);
        }
        fx(() -> {
            view.table().getSelectionModel().select(0);
            return null;
        });
        Thread.sleep(4000);
        shot(out.resolve("changes-light.png"));
        fx(() -> {
            studio.updateSettings(studio.settingsProperty().get().withTheme(Theme.DARK));
            return null;
        });
        Thread.sleep(4000);
        shot(out.resolve("changes-dark.png"));
        fx(() -> {
            studio.shutdown();
            studio.stage().close();
            return null;
        });
    }

    private static void edit(Path file, String from, String to) throws Exception {
        String t = Files.readString(file);
        if (!t.contains(from)) {
            throw new IllegalStateException(file + " has no " + from);
        }
        Files.writeString(file, t.replace(from, to));
    }

    private static void shot(Path png) throws Exception {
        Process p = new ProcessBuilder("import", "-window", "root", "-crop", "1600x1000+0+0", png.toString())
                .inheritIO().start();
        if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new IllegalStateException("import failed for " + png);
        }
        System.out.println("wrote " + png);
    }

    private static void waitUntil(BooleanSupplier b) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
        while (!fx(b::getAsBoolean)) {
            if (System.nanoTime() > end) {
                throw new IllegalStateException("timed out");
            }
            Thread.sleep(200);
        }
    }
}
