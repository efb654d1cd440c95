package dev.agtpstudio.editor.features;

import dev.agtpstudio.editor.spi.EditorComponent;
import dev.agtpstudio.editor.spi.EditorHost;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.beans.value.ChangeListener;
import javafx.scene.Scene;
import org.fxmisc.richtext.CodeArea;

/**
 * Lays out every view of the text just before the scene's CSS pass, so that a pulse after an edit is the only one
 * the edit costs.
 *
 * <p>Flowless creates the cell of an edited paragraph while the area is laid out, which in a JavaFX pulse comes after
 * the CSS pass. The new cell's CSS is then still pending when the pulse ends, so the scene schedules another pulse
 * for it; in that pulse nothing visible changes, the renderer finds no dirty region and repaints the whole window
 * (about a thousand nodes in the IDE; a quarter of all keystrokes paid for it while typing in a 20,000-line file).
 * Laying out the areas in a pre-layout pulse listener creates the cell before the CSS pass styles it in the same
 * pulse. An area with nothing to lay out returns at once; the scene's own layout pass then finds it clean. See
 * {@code docs/decisions/0305-layout-before-css.md}.
 */
public final class LayoutBeforeCss implements EditorComponent {
    private final Map<CodeArea, Hook> hooks = new LinkedHashMap<>();

    @Override
    public void install(EditorHost editor) {
        viewOpened(editor.getCodeArea());
    }

    @Override
    public void viewOpened(CodeArea view) {
        hooks.put(view, new Hook(view));
    }

    @Override
    public void viewClosed(CodeArea view) {
        Hook h = hooks.remove(view);
        if (h != null) {
            h.stop();
        }
    }

    @Override
    public void uninstall() {
        List.copyOf(hooks.keySet()).forEach(this::viewClosed);
    }

    /** One view's pre-layout listener, moved with the view from scene to scene. */
    private static final class Hook {
        private final CodeArea area;
        private final Runnable layout;
        private final ChangeListener<Scene> onScene = (o, was, now) -> moved(was, now);

        Hook(CodeArea area) {
            this.area = area;
            this.layout = area::layout;
            area.sceneProperty().addListener(onScene);
            moved(null, area.getScene());
        }

        private void moved(Scene was, Scene now) {
            if (was != null) {
                was.removePreLayoutPulseListener(layout);
            }
            if (now != null) {
                now.addPreLayoutPulseListener(layout);
            }
        }

        void stop() {
            area.sceneProperty().removeListener(onScene);
            moved(area.getScene(), null);
        }
    }
}
