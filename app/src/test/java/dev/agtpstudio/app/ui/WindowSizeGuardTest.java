package dev.agtpstudio.app.ui;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** A window manager's shrink right after showing is undone once; a later resize is the user's and stays. */
class WindowSizeGuardTest {
    private Stage stage;

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

    @Test
    void theRequestedSizeComesBackAfterAShrinkWhileOpening() throws Exception {
        stage = FxToolkit.setupFixture(() -> {
            Stage s = new Stage();
            s.setScene(new Scene(new StackPane(), 900, 600));
            s.setWidth(900);
            s.setHeight(600);
            WindowSizeGuard.install(s, 900, 600);
            s.show();
            s.setWidth(200); // what GTK's default size looks like under openbox with JavaFX 21
            s.setHeight(200);
            return s;
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(stage.getWidth()).isEqualTo(900);
        assertThat(stage.getHeight()).isEqualTo(600);

        FxToolkit.setupFixture(
                () -> { // only once: the next shrink is left alone
                    stage.setWidth(300);
                    stage.setHeight(250);
                });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(stage.getWidth()).isEqualTo(300);
    }

    @Test
    void shrunkMeansLessThanHalfInEitherDirection() {
        assertThat(WindowSizeGuard.shrunk(200, 200, 1400, 860)).isTrue();
        assertThat(WindowSizeGuard.shrunk(1400, 300, 1400, 860)).isTrue();
        assertThat(WindowSizeGuard.shrunk(800, 500, 1400, 860)).isFalse();
    }
}
