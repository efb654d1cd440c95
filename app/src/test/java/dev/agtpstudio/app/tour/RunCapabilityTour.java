package dev.agtpstudio.app.tour;

import static dev.agtpstudio.app.bench.BenchSupport.fx;

import dev.agtpstudio.app.Launcher;
import dev.agtpstudio.app.gui.Studio;
import dev.agtpstudio.app.gui.StudioServices;
import dev.agtpstudio.app.server.ServerExtension;
import dev.agtpstudio.app.settings.AppDirs;
import dev.agtpstudio.app.settings.Theme;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * Run > Run Capability... on the sample's recipe capability against the IDE's own server, in the real window at
 * 1280 x 800 on an X display, light and dark: {@code run-capability-light.png}, {@code run-capability-dark.png}.
 * Usage (with Xvfb and a window manager on DISPLAY): the classpath of app/screenshots.sh, then
 * {@code java ... -Dagtp.project.dir=. -Dagtp.tour.port=PORT dev.agtpstudio.app.tour.RunCapabilityTour OUT_DIR}.
 */
public final class RunCapabilityTour {
    private static final int WIDTH = 1280;
    private static final int HEIGHT = 800;

    private RunCapabilityTour() {}

    public static void main(String[] args) {
        Tours.main(args, RunCapabilityTour::run);
    }

    private static void run(Path out) throws Exception {
        Path ws = Tours.sample("agtp-tour-a2s");
        Path caps = ws.resolve("capabilities");
        if (Launcher.commandLine()
                        .setOut(new PrintWriter(new StringWriter()))
                        .setErr(new PrintWriter(new StringWriter()))
                        .execute("manifest", ws.toString(), "--projection", "a2s", "--out", caps.toString())
                != 0) {
            throw new IllegalStateException("manifest --projection a2s failed");
        }
        Path doc = caps.resolve("plan-stay-via-query-and-quote.a2s.json")
                .toAbsolutePath()
                .normalize();
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
            place(stage);
            stage.show();
            opening[0] = s.openWorkspace(ws);
            return s;
        });
        opening[0].get(30, TimeUnit.SECONDS);
        Tours.waitUntil(() -> studio.lastResultProperty().get() != null && server.savedSnapshot() != null);
        fx(() -> {
            place(studio.stage());
            server.console().portProperty().set(System.getProperty("agtp.tour.port", "0"));
            server.console().start();
            return null;
        });
        Tours.waitUntil(() -> server.console().boundPortProperty().get() > 0);
        fx(() -> studio.documents().open(doc)).get(10, TimeUnit.SECONDS).orElseThrow();
        Tours.waitUntil(() -> studio.documents().active() != null
                && !studio.documents().active().isLoading());
        String property = java.util.regex.Pattern.compile(
                        "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
                .matcher(Files.readString(ws.resolve("endpoints/query_rooms.toml")))
                .results()
                .findFirst()
                .map(java.util.regex.MatchResult::group)
                .orElse("3f1c2a9e-0b7d-4c51-9a63-2e8f5d4b7c10");
        fx(() -> {
            studio.actions().run("server.runCapability");
            var vm = server.runCapability();
            vm.input("property_id").set(property);
            vm.input("check_in").set("2026-12-01");
            vm.input("check_out").set("2026-12-03");
            vm.headersProperty().set("Authority-Scope: inventory:read, rates:read");
            vm.run();
            return null;
        });
        Tours.waitUntil(() -> !server.runCapability().runningProperty().get());
        System.out.println(
                "status: " + fx(() -> server.runCapability().statusProperty().get()));
        Thread.sleep(3000);
        shot(out.resolve("run-capability-light.png"));
        fx(() -> {
            studio.updateSettings(studio.settingsProperty().get().withTheme(Theme.DARK));
            return null;
        });
        Thread.sleep(3000);
        shot(out.resolve("run-capability-dark.png"));
        Tours.close(studio);
    }

    private static void place(Stage stage) {
        stage.setX(0);
        stage.setY(0);
        stage.setWidth(WIDTH);
        stage.setHeight(HEIGHT);
    }

    private static void shot(Path png) throws Exception {
        Process p = new ProcessBuilder(
                        "import", "-window", "root", "-crop", WIDTH + "x" + HEIGHT + "+0+0", png.toString())
                .inheritIO()
                .start();
        if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new IllegalStateException("import failed for " + png);
        }
        System.out.println("wrote " + png);
    }
}
