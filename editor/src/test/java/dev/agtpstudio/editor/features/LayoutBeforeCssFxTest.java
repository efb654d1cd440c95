package dev.agtpstudio.editor.features;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.complete.DefaultCompletionProvider;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.editor.CodeEditor;
import dev.agtpstudio.editor.spi.EditorComponent;
import java.lang.reflect.Field;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * An edit is shown in one pulse: the edited paragraph's new cell is made before that pulse's CSS pass, so no CSS is
 * left pending after its layout pass. Pending CSS makes the scene run another pulse in which nothing visible changed,
 * and the renderer, finding no dirty region, repaints the whole window.
 *
 * <p>JavaFX has no public view of pending CSS; the test reads {@code Node.cssFlag} of the scene's root (the flag the
 * scene itself checks at the end of a pulse), and shows that the check fails without the component.
 */
@ExtendWith(ApplicationExtension.class)
class LayoutBeforeCssFxTest {
    private CodeEditor editor;
    private Scene scene;

    @Start
    void start(Stage stage) {
        editor = new CodeEditor(FileKind.AGIS, new DefaultCompletionProvider());
        scene = new Scene(editor, 800, 500);
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void noPulseAfterAnEditEndsWithCssPendingAndWithoutTheComponentOneDoes(FxRobot robot) throws Exception {
        StringBuilder sb = new StringBuilder("agis: \"1.0\"\nendpoints:\n");
        for (int i = 0; i < 200; i++) {
            sb.append("  - method: LIST\n    path: /items").append(i).append('\n');
        }
        robot.interact(() -> editor.resetText(sb.toString()));
        WaitForAsyncUtils.waitFor(
                5,
                TimeUnit.SECONDS,
                () -> editor.highlighter().highlightedVersionProperty().get() == editor.documentVersion());
        int at = sb.indexOf("/items3") + "/items3".length();

        assertThat(pulsesLeavingCssPending(robot, at, "x"))
                .as("with LayoutBeforeCss")
                .isZero();

        EditorComponent c = editor.components().stream()
                .filter(LayoutBeforeCss.class::isInstance)
                .findFirst()
                .orElseThrow();
        robot.interact(() -> editor.uninstall(c));
        assertThat(pulsesLeavingCssPending(robot, at, "y")).as("without it").isPositive();

        robot.interact(() -> editor.install(new LayoutBeforeCss()));
        assertThat(pulsesLeavingCssPending(robot, at, "z"))
                .as("installed again")
                .isZero();
    }

    /** Inserts {@code s} and, over the next few pulses, counts those whose layout pass left CSS pending. */
    private int pulsesLeavingCssPending(FxRobot robot, int at, String s) throws Exception {
        Field cssFlag = Node.class.getDeclaredField("cssFlag");
        cssFlag.setAccessible(true);
        AtomicInteger pulses = new AtomicInteger();
        AtomicInteger pending = new AtomicInteger();
        Runnable check = () -> {
            pulses.incrementAndGet();
            try {
                if (!"CLEAN".equals(String.valueOf(cssFlag.get(scene.getRoot())))) {
                    pending.incrementAndGet();
                }
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        };
        robot.interact(() -> {
            scene.addPostLayoutPulseListener(check);
            editor.getCodeArea().insertText(at, s);
        });
        // the undo manager's merge delay (a 500 ms timer) keeps the scene pulsing after an edit
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> pulses.get() >= 4);
        robot.interact(() -> scene.removePostLayoutPulseListener(check));
        return pending.get();
    }
}
