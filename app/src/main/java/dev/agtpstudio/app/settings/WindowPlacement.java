package dev.agtpstudio.app.settings;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Properties;

/**
 * Where the main window was and how large, kept in {@code window.properties} beside the settings. Never restored
 * below {@link #MIN_WIDTH} x {@link #MIN_HEIGHT} (a usable window) nor outside the screen. No JavaFX here: the
 * screen comes in as plain numbers.
 */
public record WindowPlacement(double x, double y, double width, double height, boolean maximized) {
    /** The smallest window in which the explorer, an editor and the problems view are all usable. */
    public static final double MIN_WIDTH = 880;

    public static final double MIN_HEIGHT = 560;
    /** The size of a first window on a large screen. */
    public static final double DEFAULT_WIDTH = 1400;

    public static final double DEFAULT_HEIGHT = 860;

    /** The rectangle a screen offers windows. */
    public record Screen(double x, double y, double width, double height) {}

    /** The default window on {@code screen}: centred, as large as the default allows. */
    public static WindowPlacement initial(Screen screen) {
        return new WindowPlacement(Double.NaN, Double.NaN, DEFAULT_WIDTH, DEFAULT_HEIGHT, false).fittedTo(screen);
    }

    /**
     * This placement made usable on {@code screen}: at least the minimum size (unless the screen itself is smaller),
     * at most the screen, and moved inside it; an unknown position (NaN) centres the window.
     */
    public WindowPlacement fittedTo(Screen screen) {
        // some window managers report tiny bounds while they start: treat those as "no screen known"
        Screen s = screen.width() < MIN_WIDTH || screen.height() < MIN_HEIGHT
                ? new Screen(0, 0, Math.max(screen.width(), DEFAULT_WIDTH), Math.max(screen.height(), DEFAULT_HEIGHT))
                : screen;
        double w = clamp(width, MIN_WIDTH, s.width());
        double h = clamp(height, MIN_HEIGHT, s.height());
        double px = Double.isNaN(x) ? s.x() + (s.width() - w) / 2 : clamp(x, s.x(), s.x() + s.width() - w);
        double py = Double.isNaN(y) ? s.y() + (s.height() - h) / 2 : clamp(y, s.y(), s.y() + s.height() - h);
        return new WindowPlacement(px, py, w, h, maximized);
    }

    private static double clamp(double v, double lo, double hi) {
        if (Double.isNaN(v)) {
            return hi;
        }
        return Math.max(lo, Math.min(hi, v));
    }

    /** The saved placement, if there is a readable one. */
    public static Optional<WindowPlacement> load(Path file) {
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file)) {
            p.load(r);
            return Optional.of(new WindowPlacement(
                    Double.parseDouble(p.getProperty("x")),
                    Double.parseDouble(p.getProperty("y")),
                    Double.parseDouble(p.getProperty("width")),
                    Double.parseDouble(p.getProperty("height")),
                    Boolean.parseBoolean(p.getProperty("maximized"))));
        } catch (IOException | RuntimeException e) {
            return Optional.empty(); // a damaged file only costs the remembered placement
        }
    }

    /** Writes the placement; false when it could not be written. */
    public boolean save(Path file) {
        Properties p = new Properties();
        p.setProperty("x", Double.toString(x));
        p.setProperty("y", Double.toString(y));
        p.setProperty("width", Double.toString(width));
        p.setProperty("height", Double.toString(height));
        p.setProperty("maximized", Boolean.toString(maximized));
        try {
            Files.createDirectories(file.getParent());
            java.io.StringWriter w = new java.io.StringWriter();
            p.store(w, "AGTP Studio main window");
            dev.agtpstudio.core.io.AtomicWrite.write(file, w.toString());
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
