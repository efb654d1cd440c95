package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fx;
import static dev.agtpstudio.app.gui.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.grade.GradeExtension;
import dev.agtpstudio.app.grade.GradeView;
import dev.agtpstudio.app.settings.AppDirs;
import dev.agtpstudio.app.testing.ScriptedDialogs;
import dev.agtpstudio.app.workspace.SampleWorkspace;
import dev.agtpstudio.validator.grade.EndpointGrade;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import javafx.application.Platform;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxToolkit;

/** The Grade view in the real window: the endpoints worst first with a badge, their findings, and a jump. */
class GradeViewTest {
    @TempDir
    Path tmp;

    private Studio studio;

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @AfterEach
    void stop() throws Exception {
        if (studio != null) {
            Studio s = studio;
            FxToolkit.setupFixture(() -> {
                s.shutdown();
                s.stage().close();
            });
        }
    }

    @Test
    void listsWorstFirstWithBadgesFindingsAndJumps() throws Exception {
        Path ws = tmp.resolve("api");
        Files.createDirectories(ws.resolve("endpoints"));
        Files.writeString(ws.resolve("agtp-server.toml"), "[server]\nserver_id = \"t.example\"\n");
        Files.writeString(ws.resolve("endpoints/good.toml"), """
                [endpoint]
                method = "CANCEL"
                path = "/reservations/{reservation_id}"
                description = "Cancel a confirmed reservation and release its room; returns the refund due. Use this only before the stay starts."

                [[endpoint.input.required]]
                name = "reservation_id"
                type = "string"
                description = "Identifier of the reservation to cancel."

                [[endpoint.output]]
                name = "refund_amount"
                type = "number"
                description = "Refund in the reservation's currency."

                [endpoint.errors]
                list = ["reservation_not_found"]
                """);
        Files.writeString(ws.resolve("endpoints/bad.toml"), """
                [endpoint]
                method = "FETCH"
                path = "/things"
                description = "Fetch things"
                """);
        AppDirs dirs = AppDirs.under(tmp.resolve("home"));
        StudioServices services = new StudioServices(
                dirs,
                ProductionParts.loader(),
                new dev.agtpstudio.validator.live.StandardValidation(null),
                ProductionParts.editors(),
                new SampleWorkspace(List.of(), dirs.sampleDir()),
                Clock.systemUTC(),
                Duration.ofMillis(60),
                Duration.ofMillis(100),
                Duration.ofMillis(250),
                List.of(new GradeExtension()));
        studio = FxToolkit.setupFixture(() -> {
            Stage stage = new Stage();
            Studio s = new Studio(stage, services, new ScriptedDialogs(), Platform::runLater);
            stage.show();
            s.openWorkspace(ws);
            return s;
        });
        fx(() -> {
            studio.mainView().bottomPanes().getTabs().stream()
                    .filter(t -> "Grade".equals(t.getText()))
                    .findFirst()
                    .ifPresent(t ->
                            studio.mainView().bottomPanes().getSelectionModel().select(t));
            return null;
        });
        GradeView view = fx(() -> (GradeView) studio.stage().getScene().lookup("#grade-view"));
        assertThat(view).isNotNull();
        waitUntil("both endpoints are graded", () -> view.table().getItems().size() == 2);
        List<EndpointGrade> rows = fx(() -> List.copyOf(view.table().getItems()));
        assertThat(rows.get(0).endpoint()).isEqualTo("FETCH /things");
        assertThat(rows.get(0).score()).isLessThan(rows.get(1).score());
        assertThat(fx(() -> view.summary().getText()))
                .startsWith("Description grade: workspace ")
                .contains("1 of 2 endpoints below 80");
        waitUntil(
                "the badges are drawn",
                () -> view.table().lookupAll(".grade-badge").size() == 2);
        List<String> badges = fx(() -> view.table().lookupAll(".grade-badge").stream()
                .map(n -> ((Label) n).getText() + " " + String.join(",", n.getStyleClass()))
                .sorted()
                .toList());
        assertThat(badges)
                .anySatisfy(b -> assertThat(b)
                        .startsWith(rows.get(0).score() + " ")
                        .contains(GradeView.band(rows.get(0).score()))
                        .doesNotContain("grade-good"));
        assertThat(badges)
                .anySatisfy(
                        b -> assertThat(b).startsWith(rows.get(1).score() + " ").contains("grade-good"));

        fx(() -> {
            view.table().getSelectionModel().select(0);
            view.table().requestFocus();
            view.table()
                    .fireEvent(new javafx.scene.input.KeyEvent(
                            javafx.scene.input.KeyEvent.KEY_PRESSED,
                            "",
                            "",
                            javafx.scene.input.KeyCode.ENTER,
                            false,
                            false,
                            false,
                            false));
            return null;
        });
        assertThat(fx(() -> view.findings().getItems()))
                .anySatisfy(l -> assertThat(l).contains("grade/restates-name").contains("Fix: "));
        waitUntil(
                "the endpoint is open",
                () -> studio.documents().activeProperty().get() != null
                        && studio.documents().activeProperty().get().path().endsWith("endpoints/bad.toml"));
    }
}
