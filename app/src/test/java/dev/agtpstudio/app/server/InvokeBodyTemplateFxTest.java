package dev.agtpstudio.app.server;

import static dev.agtpstudio.app.server.ServerWindow.byId;
import static dev.agtpstudio.app.server.ServerWindow.fx;
import static dev.agtpstudio.app.server.ServerWindow.fxRun;
import static dev.agtpstudio.app.server.ServerWindow.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.app.gui.Studio;
import java.nio.file.Path;
import javafx.scene.control.CheckBox;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The invoke panel in the real window (headless Monocle): typing PROPOSE or DISCOVER as the method fills an
 * editable body template the server accepts (AGTP-API §10, ANS §3.1), and never replaces a body the user wrote.
 */
class InvokeBodyTemplateFxTest {
    private static final ObjectMapper JSON = new ObjectMapper();

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
    void proposeFillsATemplateTheServerEvaluatesAndDiscoverReplacesItWhileUntouched() throws Exception {
        waitUntil("validation result", () -> studio.lastResultProperty().get() != null);
        window.showInvoke();
        fxRun(() -> method().setText("PROPOSE"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> ((CheckBox) byId("invoke-raw-switch")).isSelected()))
                .isTrue();
        JsonNode propose = JSON.readTree(fx(() -> raw().getText()));
        JsonNode endpoint = propose.path("parameters").path("endpoint");
        // the sample's first recipe composes AUDIT with a reservation_id parameter
        assertThat(endpoint.path("method").asText()).isEqualTo("AUDIT");
        assertThat(endpoint.path("input_schema").path("properties").has("reservation_id"))
                .isTrue();
        assertThat(endpoint.path("semantic").path("capability").asText()).isNotBlank();
        assertThat(fx(() -> ((TextField) byId("invoke-path")).getText())).isEqualTo("/");

        // the server evaluates it past the structural checks (no 400, 459, 460): 262 asks for the steps' scopes
        fxRun(() -> extension.console().portProperty().set("0"));
        fxRun(() -> extension.console().start());
        waitUntil("server running", () -> extension.console().runningProperty().get());
        fxRun(() -> extension.invoke().send());
        waitUntil("PROPOSE answered", () -> extension.invoke().outcomeProperty().get() != null);
        int status = fx(() -> extension.invoke().outcomeProperty().get().status());
        assertThat(status)
                .as(fx(() -> extension.invoke().outcomeProperty().get().prettyBody()))
                .isIn(262, 263, 463);

        // untouched: the DISCOVER template replaces the PROPOSE one
        fxRun(() -> method().setText("DISCOVER"));
        JsonNode discover = JSON.readTree(fx(() -> raw().getText()));
        assertThat(discover.path("parameters").path("intent").asText()).isNotBlank();
        assertThat(discover.path("parameters").path("limit").asInt()).isEqualTo(10);
        // the sample asks for scopes on every call: agent-level DISCOVER needs discovery:query (ANS §3.1)
        fxRun(() -> extension.invoke().header("Authority-Scope").set("discovery:query"));
        fxRun(() -> extension.invoke().send());
        waitUntil(
                "DISCOVER answered",
                () -> extension.invoke().outcomeProperty().get() != null
                        && !extension.invoke().sendingProperty().get());
        assertThat(fx(() -> extension.invoke().outcomeProperty().get().status()))
                .as(fx(() -> extension.invoke().outcomeProperty().get().prettyBody()))
                .isEqualTo(200);
        assertThat(fx(() -> extension.invoke().outcomeProperty().get().prettyBody()))
                .contains("\"results\"", "capability_match_score");

        // a body the user wrote stays, whatever the method
        fxRun(() -> raw().setText("{\"parameters\": {\"intent\": \"my own words\"}}"));
        fxRun(() -> method().setText("PROPOSE"));
        assertThat(fx(() -> raw().getText())).contains("my own words");
        fxRun(() -> method().setText("QUERY"));
        assertThat(fx(() -> raw().getText())).contains("my own words");

        // an untouched template goes with its method
        fxRun(() -> raw().setText(""));
        fxRun(() -> method().setText("PROPOSE"));
        assertThat(fx(() -> raw().getText())).contains("\"endpoint\"");
        fxRun(() -> method().setText("QUERY"));
        assertThat(fx(() -> raw().getText())).isEmpty();

        // DISCOVER on a path other than the root (DISCOVER /methods, a workspace endpoint) takes no template
        fxRun(() -> method().setText("DISCOVER"));
        assertThat(fx(() -> raw().getText())).contains("\"intent\"");
        fxRun(() -> ((TextField) byId("invoke-path")).setText("/methods"));
        assertThat(fx(() -> raw().getText())).isEmpty();
    }

    private TextField method() {
        return (TextField) byId("invoke-method");
    }

    private TextArea raw() {
        return (TextArea) byId("invoke-raw-body");
    }
}
