package dev.agtpstudio.app.server;

import static dev.agtpstudio.app.server.ServerWindow.byId;
import static dev.agtpstudio.app.server.ServerWindow.fx;
import static dev.agtpstudio.app.server.ServerWindow.fxRun;
import static dev.agtpstudio.app.server.ServerWindow.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.gui.Studio;
import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 41: "Propose This Endpoint" on an open endpoint file (its unsaved text) builds the PROPOSE body, shows the
 * server evaluator's dry run before anything is sent, then sends it to the running local server and shows the answer.
 */
class ProposeDraftFxTest {
    @TempDir
    Path tmp;

    private Studio studio;
    private ServerExtension extension;
    private ServerWindow window;

    @BeforeEach
    void start() throws Exception {
        window = ServerWindow.open(tmp);
        studio = window.studio;
        extension = window.extension;
    }

    @AfterEach
    void stop() throws Exception {
        if (window != null) {
            window.close();
        }
    }

    @Test
    void proposesTheOpenDraftWithADryRunFirstThenSendsIt() throws Exception {
        waitUntil("validation result", () -> studio.lastResultProperty().get() != null);
        assertThat(fx(() ->
                        studio.actions().find("server.propose").orElseThrow().enabled()))
                .as("no endpoint file is open")
                .isFalse();
        Path file = studio.rootProperty().get().resolve("endpoints/plan_itinerary.toml");
        DocumentViewModel doc = fx(() -> studio.documents().open(file))
                .get(10, TimeUnit.SECONDS)
                .orElseThrow();
        waitUntil("the file loaded", () -> !doc.isLoading());
        // a draft of a new endpoint (unsaved): the sample's PLAN recipe composes it, the server does not serve it
        String draft = Files.readString(file).replace("path = \"/itineraries\"", "path = \"/stay-plans\"");
        assertThat(draft).contains("/stay-plans");
        fxRun(() -> doc.editor().replaceText(draft));
        waitUntil(
                "the action enabled",
                () -> studio.actions().find("server.propose").orElseThrow().enabled());
        fxRun(() -> studio.actions().run("server.propose"));
        waitUntil(
                "the dry run",
                () -> extension.propose().readyProperty().get()
                        && !extension.propose().busyProperty().get());

        assertThat(fx(() -> ((Label) byId("propose-endpoint")).getText())).isEqualTo("PLAN /stay-plans");
        assertThat(fx(() -> ((TextArea) byId("propose-body")).getText()))
                .contains("\"endpoint\"", "/stay-plans", "\"check_in\"", "\"additionalProperties\" : false");
        // the evaluator's own answer while the server is stopped; nothing is sent yet
        assertThat(fx(() -> ((Label) byId("propose-dry-run-status")).getText()))
                .as(fx(() -> ((TextArea) byId("propose-dry-run-body")).getText()))
                .isEqualTo("Dry run: 263 Proposal Approved");
        assertThat(fx(() -> ((TextArea) byId("propose-dry-run-body")).getText()))
                .contains("plan-stay-via-query-and-quote");
        assertThat(fx(() -> ((TextArea) byId("propose-answer")).getText()))
                .as("nothing sent yet")
                .isEmpty();
        assertThat(fx(() -> ((Label) byId("propose-answer-status")).getText())).isEqualTo("Not sent yet");

        fxRun(() -> extension.console().portProperty().set("0"));
        fxRun(() -> extension.console().start());
        waitUntil("server running", () -> extension.console().runningProperty().get());
        fxRun(() -> ((Button) byId("propose-send")).fire());
        waitUntil(
                "the answer",
                () -> !extension.propose().busyProperty().get()
                        && ((Label) byId("propose-answer-status")).getText().startsWith("Server"));
        assertThat(fx(() -> ((Label) byId("propose-answer-status")).getText()))
                .as(fx(() -> ((TextArea) byId("propose-answer")).getText()))
                .isEqualTo("Server: 263 Proposal Approved");
        assertThat(fx(() -> ((TextArea) byId("propose-answer")).getText())).contains("synthesis_id", "/stay-plans");
        dev.agtpstudio.core.testkit.InternalNames.assertNone(
                "propose pane", fx(() -> ((TextArea) byId("propose-answer")).getText()));

        // the served file itself: the running server's evaluator refuses it and names similar entries
        String served = Files.readString(file);
        fxRun(() -> doc.editor().replaceText(served));
        fxRun(() -> studio.actions().run("server.propose"));
        waitUntil(
                "the second dry run",
                () -> extension.propose().readyProperty().get()
                        && !extension.propose().busyProperty().get());
        assertThat(fx(() -> ((Label) byId("propose-dry-run-status")).getText()))
                .isEqualTo("Dry run: 463 Proposal Rejected (policy-refused)");
        assertThat(fx(() -> ((TextArea) byId("propose-dry-run-body")).getText()))
                .contains("\"similar\"", "/itineraries", "\"why\"");

        // a file that does not load is not sent: its errors are shown at their lines
        fxRun(() -> doc.editor().replaceText("[endpoint]\nmethod = 3\n"));
        fxRun(() -> studio.actions().run("server.propose"));
        waitUntil(
                "the refusal",
                () -> ((Label) byId("propose-dry-run-status")).getText().equals("Fix the file first"));
        assertThat(fx(() -> ((TextArea) byId("propose-dry-run-body")).getText()))
                .contains("line 2");
        assertThat(fx(() -> ((Button) byId("propose-send")).isDisabled())).isTrue();
    }
}
