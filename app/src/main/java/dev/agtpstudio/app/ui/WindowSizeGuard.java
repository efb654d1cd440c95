package dev.agtpstudio.app.ui;

import javafx.beans.InvalidationListener;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;
import javafx.util.Duration;

/**
 * Keeps the size a window asked for while it opens. JavaFX 21 on some X11 window managers (openbox, recent mutter)
 * maps a new window at GTK's default 200x200 and ignores the size set before showing (JDK-8316423, fixed in
 * JavaFX 22). For a short while after the window is shown, a shrink below half the requested size is undone by
 * asking for that size again, once; later resizes are the user's and are left alone.
 */
public final class WindowSizeGuard {
    /** How long after showing a shrink is taken for the window manager's doing (later ones are the user's). */
    static final Duration WATCH = Duration.seconds(3);

    private WindowSizeGuard() {}

    /** Watches {@code stage} from its next showing on; {@code width} and {@code height} are the size it asked for. */
    public static void install(Stage stage, double width, double height) {
        stage.addEventHandler(WindowEvent.WINDOW_SHOWN, e -> watch(stage, width, height));
    }

    /** True when a window of {@code w} x {@code h} is far smaller than the {@code wantedW} x {@code wantedH} it asked. */
    static boolean shrunk(double w, double h, double wantedW, double wantedH) {
        return w < wantedW / 2 || h < wantedH / 2;
    }

    private static void watch(Stage stage, double width, double height) {
        long deadline = System.nanoTime() + (long) (WATCH.toMillis() * 1_000_000);
        InvalidationListener[] check = new InvalidationListener[1];
        check[0] = o -> {
            boolean late = System.nanoTime() > deadline;
            boolean fix = !late
                    && !stage.isMaximized()
                    && !stage.isFullScreen()
                    && shrunk(stage.getWidth(), stage.getHeight(), width, height);
            if (late || fix) {
                stage.widthProperty().removeListener(check[0]);
                stage.heightProperty().removeListener(check[0]);
            }
            if (fix) { // not from inside the size notification that reported the shrink
                javafx.application.Platform.runLater(() -> {
                    stage.setWidth(width);
                    stage.setHeight(height);
                });
            }
        };
        stage.widthProperty().addListener(check[0]);
        stage.heightProperty().addListener(check[0]);
        check[0].invalidated(null);
    }
}
