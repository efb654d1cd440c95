package dev.agtpstudio.app.tour;

import static dev.agtpstudio.app.bench.BenchSupport.fx;

import dev.agtpstudio.app.gui.Studio;
import dev.agtpstudio.app.gui.StudioServices;
import dev.agtpstudio.app.server.ServerExtension;
import dev.agtpstudio.app.settings.AppDirs;
import dev.agtpstudio.app.settings.Theme;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.stage.Stage;

/**
 * The invoke panel with saved requests and an environment (docs/invoke.md), after sending a saved request to the
 * IDE's own server and searching its response, in the real window on an X display: 1280 x 800 and 1600 x 1000, light
 * and dark ({@code saved-requests-{light,dark}-{1280x800,1600x1000}.png}). Usage: the classpath of app/screenshots.sh, then
 * {@code DISPLAY=:N java ... -Dagtp.project.dir=. dev.agtpstudio.app.tour.SavedRequestsTour OUT_DIR}.
 */
public final class SavedRequestsTour {
    private SavedRequestsTour() {}

    public static void main(String[] args) {
        Tours.main(args, SavedRequestsTour::run);
    }

    private static void run(Path out) throws Exception {
        Path ws = Tours.sample("agtp-tour-saved-requests");
        Path examples = Path.of(System.getProperty("agtp.project.dir", ".")).resolve("docs/examples/requests");
        Files.createDirectories(ws.resolve("requests/environments"));
        // to the IDE's own server: the example without its host and port
        Files.writeString(
                ws.resolve("requests/rooms.toml"),
                Files.readString(examples.resolve("rooms.toml"))
                        .replace("host = \"{{host}}\"\n", "")
                        .replace("port = \"{{port}}\"\n", ""));
        Files.writeString(
                ws.resolve("requests/book a suite.toml"),
                "method = \"BOOK\"\npath = \"/reservations\"\n"
                        + "body = '''\n{\n  \"room_id\" : \"{{room_id}}\"\n}'''\n\n[headers]\nAuthority-Scope = \"booking:write\"\n");
        Files.writeString(
                ws.resolve("requests/cancel reservation.toml"),
                "method = \"CANCEL\"\npath = \"/reservations/{{reservation_id}}\"\n"
                        + "\n[headers]\nAuthority-Scope = \"booking:write\"\n");
        Files.copy(examples.resolve("environments/local.toml"), ws.resolve("requests/environments/local.toml"));
        Files.writeString(
                ws.resolve("requests/environments/staging.toml"),
                "host = \"agtp.staging.harborlight.example\"\nport = \"4480\"\n");
        CountDownLatch started = new CountDownLatch(1);
        Platform.startup(started::countDown);
        started.await();
        StudioServices services =
                StudioServices.production(AppDirs.under(ws.getParent().resolve("home")));
        ServerExtension server = services.extensions().stream()
                .filter(ServerExtension.class::isInstance)
                .map(ServerExtension.class::cast)
                .findFirst()
                .orElseThrow();
        java.util.concurrent.CompletableFuture<?>[] opening = new java.util.concurrent.CompletableFuture<?>[1];
        Studio studio = fx(() -> {
            Stage stage = new Stage();
            Studio s = new Studio(stage, services, new Tours.QuietDialogs(), Platform::runLater);
            place(stage, 1600, 1000);
            stage.show();
            opening[0] = s.openWorkspace(ws);
            return s;
        });
        opening[0].get(30, TimeUnit.SECONDS);
        Tours.waitUntil(() -> studio.lastResultProperty().get() != null && server.savedSnapshot() != null);
        fx(() -> {
            place(studio.stage(), 1600, 1000);
            server.console().portProperty().set("0");
            server.console().start();
            studio.documents()
                    .open(ws.resolve("requests/rooms.toml").toAbsolutePath().normalize());
            studio.actions().run("server.invoke");
            return null;
        });
        Tours.waitUntil(() -> server.console().boundPortProperty().get() > 0
                && studio.stage().getScene().lookup("#invoke-saved") != null
                && server.savedRequests().environments().contains("local")
                && server.savedRequests().requests().contains("rooms"));
        fx(() -> {
            server.savedRequests().environmentProperty().set("local");
            @SuppressWarnings("unchecked")
            ListView<String> list = (ListView<String>) studio.stage().getScene().lookup("#invoke-saved");
            list.getSelectionModel().select("rooms");
            ((Button) studio.stage().getScene().lookup("#invoke-saved-open")).fire();
            return null;
        });
        Tours.waitUntil(
                () -> "rooms".equals(server.savedRequests().currentProperty().get())
                        && server.invoke().environmentProperty().get() != null);
        fx(() -> {
            server.invoke().send();
            return null;
        });
        Tours.waitUntil(() -> server.invoke().outcomeProperty().get() != null);
        System.out.println(
                "status: " + fx(() -> server.invoke().outcomeProperty().get().statusLine()));
        fx(() -> {
            ((TextField) studio.stage().getScene().lookup("#invoke-find")).setText("room_id");
            return null;
        });
        for (int[] size : new int[][] {{1280, 800}, {1600, 1000}}) {
            for (Theme theme : new Theme[] {Theme.LIGHT, Theme.DARK}) {
                fx(() -> {
                    studio.updateSettings(studio.settingsProperty().get().withTheme(theme));
                    place(studio.stage(), size[0], size[1]);
                    return null;
                });
                Thread.sleep(3000);
                shot(
                        out.resolve("saved-requests-" + (theme == Theme.DARK ? "dark" : "light") + "-" + size[0] + "x"
                                + size[1] + ".png"),
                        size[0],
                        size[1]);
            }
        }
        Tours.close(studio);
    }

    private static void place(Stage stage, int width, int height) {
        stage.setX(0);
        stage.setY(0);
        stage.setWidth(width);
        stage.setHeight(height);
    }

    private static void shot(Path png, int width, int height) throws Exception {
        Process p = new ProcessBuilder(
                        "import", "-window", "root", "-crop", width + "x" + height + "+0+0", png.toString())
                .inheritIO()
                .start();
        if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new IllegalStateException("import failed for " + png);
        }
        System.out.println("wrote " + png);
    }
}
