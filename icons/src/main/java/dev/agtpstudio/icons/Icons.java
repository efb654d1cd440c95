package dev.agtpstudio.icons;

import java.net.URL;
import java.util.List;
import java.util.Objects;

/**
 * Finds the rendered PNGs (and the SVG source) of an {@link Icon}. Plain resource lookup, no UI toolkit, so the
 * installer build and headless code can use it too.
 */
public final class Icons {
    /** The sizes every icon is rendered at (see {@code icons/render.sh}). */
    public static final List<Integer> SIZES = List.of(16, 24, 32, 48, 64, 128, 256, 512);

    private static final String ROOT = "/dev/agtpstudio/icons/";

    private Icons() {}

    /** The PNG of {@code icon} at the smallest rendered size that is at least {@code size} (512 at most). */
    public static URL png(Icon icon, int size) {
        int pick = SIZES.stream().filter(s -> s >= size).findFirst().orElse(SIZES.get(SIZES.size() - 1));
        return resource(icon.folder() + "/" + pick + ".png");
    }

    /** Every rendered size of {@code icon}, smallest first (for window icon lists). */
    public static List<URL> allPngs(Icon icon) {
        return SIZES.stream()
                .map(s -> resource(icon.folder() + "/" + s + ".png"))
                .toList();
    }

    public static URL svg(Icon icon) {
        return resource(icon.folder() + "/" + icon.folder() + ".svg");
    }

    private static URL resource(String path) {
        return Objects.requireNonNull(Icons.class.getResource(ROOT + path), () -> "missing icon resource " + path);
    }
}
