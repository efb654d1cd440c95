package dev.agtpstudio.app.ui.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.MouseButton;
import javafx.scene.text.Text;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;

/** The overflow list of the editor tabs shows file names as they are (issue 37: the first underscore was dropped). */
class TabOverflowMenuFxTest {
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @AfterEach
    void close() throws Exception {
        FxToolkit.cleanupStages();
    }

    @Test
    void theOverflowListKeepsEveryUnderscore() throws Exception {
        TabPane pane = on(() -> {
            TabPane p = new TabPane();
            for (int i = 0; i < 30; i++) {
                p.getTabs().add(new Tab("__init__" + i + ".toml"));
            }
            TabOverflowMenu.showNamesAsTheyAre(p);
            FxToolkit.registerPrimaryStage().setScene(new Scene(p, 400, 200));
            FxToolkit.registerPrimaryStage().show();
            return p;
        });
        Node button = on(() -> pane.lookup(".tab-down-button"));
        assertThat(button).as("the tabs overflow").isNotNull();
        robot.clickOn(button, MouseButton.PRIMARY);
        robot.sleep(300);
        List<String> shown = on(() -> Window.getWindows().stream()
                .filter(w -> w instanceof ContextMenu && w.isShowing())
                .flatMap(w -> texts(w.getScene().getRoot()).stream())
                .filter(s -> s.contains("init"))
                .collect(Collectors.toList()));
        assertThat(shown).contains("__init__0.toml", "__init__29.toml");
    }

    /** What is drawn: the text nodes under {@code n} (a label shows its parsed text in one). */
    private static List<String> texts(Node n) {
        List<String> out = new java.util.ArrayList<>();
        if (n instanceof Text t) {
            out.add(t.getText());
        }
        if (n instanceof javafx.scene.Parent p) {
            p.getChildrenUnmodifiable().forEach(c -> out.addAll(texts(c)));
        }
        return out;
    }

    private static <T> T on(java.util.concurrent.Callable<T> c) throws Exception {
        CompletableFuture<T> f = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                f.complete(c.call());
            } catch (Exception e) {
                f.completeExceptionally(e);
            }
        });
        return f.get(10, TimeUnit.SECONDS);
    }
}
