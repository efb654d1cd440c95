package dev.agtpstudio.app.tour;

import static dev.agtpstudio.app.bench.BenchSupport.fx;

import dev.agtpstudio.app.changes.ChangesView;
import dev.agtpstudio.app.gui.Studio;
import dev.agtpstudio.app.settings.Theme;
import java.nio.file.Files;
import java.nio.file.Path;
import org.eclipse.jgit.api.Git;

/**
 * Screenshots of the Changes view (light and dark): the hotel sample committed to a fresh git repository, then
 * edited on disk (a required input added, an output removed, an endpoint deprecated, a handler renamed), opened in
 * the real window. Run on an X display with openbox:
 * {@code DISPLAY=:60 java -cp app/target/test-classes:... -Dagtp.project.dir=. dev.agtpstudio.app.tour.ChangesTour docs/screenshots}
 * (the classpath as app/screenshots.sh builds it).
 */
public final class ChangesTour {
    private ChangesTour() {}

    public static void main(String[] args) {
        Tours.main(args, ChangesTour::run);
    }

    private static void run(Path out) throws Exception {
        Path ws = Tours.sample("agtp-changes-tour");
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
        edit(
                ws.resolve("endpoints/book_reservation.toml"),
                "[[endpoint.output]]\nname = \"confirmation_number\"",
                "[[endpoint.input.required]]\nname = \"loyalty_id\"\ntype = \"string\"\ndescription = \"Member id.\"\n\n"
                        + "[[endpoint.output]]\nname = \"confirmation_number\"");
        edit(
                ws.resolve("endpoints/quote_rates.toml"),
                "[[endpoint.output]]\nname = \"expires_at\"\ntype = \"string\"\n"
                        + "description = \"When the held price lapses.\"\nformat = \"date-time\"\n\n",
                "");
        edit(
                ws.resolve("endpoints/cancel_reservation.toml"),
                "[endpoint.handler]",
                "[endpoint.deprecated]\ndeprecated_in = \"2\"\nremoved_in = \"3\"\n\n[endpoint.handler]");
        edit(ws.resolve("endpoints/list_properties.toml"), "function = \"", "function = \"v2.");

        Studio studio = Tours.open(ws);
        fx(() -> {
            Tours.place(studio.stage());
            studio.documents()
                    .open(ws.resolve("endpoints/book_reservation.toml")
                            .toAbsolutePath()
                            .normalize());
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
        try {
            Tours.waitUntil(() -> view.table().getItems().size() >= 4);
        } catch (IllegalStateException e) {
            Tours.shot(out.resolve("changes-failed.png"));
            throw new IllegalStateException(
                    "the Changes view shows " + fx(() -> view.table().getItems().size()) + " rows: "
                            + fx(() -> String.valueOf(view.table().getPlaceholder())),
                    e);
        }
        fx(() -> {
            view.table().getSelectionModel().select(0);
            return null;
        });
        Thread.sleep(4000);
        Tours.shot(out.resolve("changes-light.png"));
        fx(() -> {
            studio.updateSettings(studio.settingsProperty().get().withTheme(Theme.DARK));
            return null;
        });
        Thread.sleep(4000);
        Tours.shot(out.resolve("changes-dark.png"));
        Tours.close(studio);
    }

    private static void edit(Path file, String from, String to) throws Exception {
        String t = Files.readString(file);
        if (!t.contains(from)) {
            throw new IllegalStateException(file + " has no " + from);
        }
        Files.writeString(file, t.replace(from, to));
    }
}
