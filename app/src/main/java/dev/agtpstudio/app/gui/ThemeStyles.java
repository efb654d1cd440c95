package dev.agtpstudio.app.gui;

import dev.agtpstudio.app.settings.Theme;
import java.net.URL;
import java.util.List;
import javafx.scene.Scene;

/** The window's stylesheets: the base one and the theme's ({@link Theme#stylesheet()}). */
final class ThemeStyles {
    static final String BASE = "/dev/agtpstudio/app/ui/base.css";

    private ThemeStyles() {}

    /** Gives {@code scene} (none: nothing to do) the base stylesheet and {@code theme}'s, replacing any others. */
    static void apply(Scene scene, Theme theme) {
        if (scene != null) {
            scene.getStylesheets().setAll(List.of(resource(BASE), resource(theme.stylesheet())));
        }
    }

    private static String resource(String name) {
        URL u = ThemeStyles.class.getResource(name);
        if (u == null) {
            throw new IllegalStateException("missing stylesheet " + name);
        }
        return u.toExternalForm();
    }
}
