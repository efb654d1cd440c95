package dev.agtpstudio.app.gui;

import dev.agtpstudio.app.settings.WindowPlacement;
import dev.agtpstudio.app.ui.WindowSizeGuard;
import java.nio.file.Path;
import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import javafx.stage.Stage;

/** Puts the main window where it was last time (or centred at the default size) and remembers it when it closes. */
final class WindowPlacer {
    private final Stage stage;
    private final Path file;

    WindowPlacer(Stage stage, Path file) {
        this.stage = stage;
        this.file = file;
    }

    /** Sizes and places the window (before it is shown) and returns the size it asked for. */
    WindowPlacement place() {
        Rectangle2D b = Screen.getPrimary().getVisualBounds();
        WindowPlacement.Screen screen =
                new WindowPlacement.Screen(b.getMinX(), b.getMinY(), b.getWidth(), b.getHeight());
        WindowPlacement p = WindowPlacement.load(file)
                .map(w -> w.fittedTo(screen))
                .orElseGet(() -> WindowPlacement.initial(screen));
        stage.setMinWidth(Math.min(WindowPlacement.MIN_WIDTH, p.width()));
        stage.setMinHeight(Math.min(WindowPlacement.MIN_HEIGHT, p.height()));
        stage.setWidth(p.width());
        stage.setHeight(p.height());
        stage.setX(p.x());
        stage.setY(p.y());
        stage.setMaximized(p.maximized());
        WindowSizeGuard.install(stage, p.width(), p.height());
        return p;
    }

    /** Saves where the window is now; a maximized window keeps the size it had before. */
    boolean remember() {
        if (stage.isIconified() || stage.getWidth() <= 0) {
            return false;
        }
        WindowPlacement previous = WindowPlacement.load(file).orElse(null);
        WindowPlacement now = stage.isMaximized() && previous != null
                ? new WindowPlacement(previous.x(), previous.y(), previous.width(), previous.height(), true)
                : new WindowPlacement(
                        stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight(), stage.isMaximized());
        return now.save(file);
    }
}
