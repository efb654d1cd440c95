package dev.agtpstudio.app.gui;

import java.util.List;
import java.util.ServiceLoader;

/**
 * The extensions the production application installs, found with {@link ServiceLoader} from
 * {@code META-INF/services/dev.agtpstudio.app.gui.StudioExtension}. The window code therefore never refers to the
 * preview pane, the server console or the import wizard, and those packages depend on the window, not the reverse.
 */
public final class StudioExtensions {
    private StudioExtensions() {}

    /** Every registered extension, in the order of the services file. */
    public static List<StudioExtension> discovered() {
        return ServiceLoader.load(StudioExtension.class, StudioExtensions.class.getClassLoader()).stream()
                .map(ServiceLoader.Provider::get)
                .toList();
    }
}
