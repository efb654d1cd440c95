package dev.agtpstudio.icons;

import java.util.Locale;

/** The product's own icons: the application and one per file type it edits. */
public enum Icon {
    APP,
    AGIS,
    ENDPOINT,
    CONFIG,
    RECIPES;

    /** Folder of this icon under {@code /dev/agtpstudio/icons/}. */
    public String folder() {
        return name().toLowerCase(Locale.ROOT);
    }
}
