package dev.agtpstudio.app.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** A tab pane narrower than its tabs: the header the row's end cuts is hidden, the selected one never is. */
class WholeTabHeadersTest {
    private Stage stage;
    private TabPane pane;

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @AfterEach
    void close() throws Exception {
        if (stage != null) {
            FxToolkit.setupFixture(() -> stage.close());
        }
    }

    private void show(double width) throws Exception {
        stage = FxToolkit.setupFixture(() -> {
            pane = new TabPane();
            for (String t : List.of("Preview", "Invoke", "Propose", "Capability", "Outline", "Fields")) {
                pane.getTabs().add(new Tab(t, new StackPane()));
            }
            WholeTabHeaders.install(pane);
            Stage s = new Stage();
            s.setScene(new Scene(new StackPane(pane), width, 200));
            s.show();
            return s;
        });
        settle();
    }

    private static void settle() throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.asyncFx(() -> {}).get(5, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Titles of the headers shown, and of those shown but cut by the row's visible part. */
    private List<List<String>> shownAndCut() throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> {
                    Parent row = WholeTabHeaders.headers(pane);
                    List<String> shown = new ArrayList<>();
                    List<String> cut = new ArrayList<>();
                    for (Node h : row.getChildrenUnmodifiable()) {
                        String title = ((Label) h.lookup(".tab-label")).getText();
                        if (h.getOpacity() > 0) {
                            shown.add(title);
                            if (!WholeTabHeaders.whole(row, h)) {
                                cut.add(title);
                            }
                        } else {
                            assertThat(h.isMouseTransparent())
                                    .as(title + " hidden lets clicks through")
                                    .isTrue();
                        }
                    }
                    return List.of(shown, cut);
                })
                .get(5, TimeUnit.SECONDS);
    }

    @Test
    void aHeaderTheRowCutsIsHiddenAndComesBackWhole() throws Exception {
        show(330);
        List<List<String>> s = shownAndCut();
        assertThat(s.get(1)).as("no header shown cut").isEmpty();
        assertThat(s.get(0)).startsWith("Preview").doesNotContain("Fields");
        WaitForAsyncUtils.asyncFx(() -> pane.getSelectionModel().select(5)).get(5, TimeUnit.SECONDS);
        settle();
        s = shownAndCut();
        assertThat(s.get(1)).isEmpty();
        assertThat(s.get(0)).contains("Fields").doesNotContain("Preview");
    }

    @Test
    void theSelectedHeaderStaysInARowNarrowerThanIt() throws Exception {
        show(70);
        WaitForAsyncUtils.asyncFx(() -> pane.getSelectionModel().select(3)).get(5, TimeUnit.SECONDS);
        settle();
        assertThat(shownAndCut().get(0)).containsExactly("Capability");
    }
}
