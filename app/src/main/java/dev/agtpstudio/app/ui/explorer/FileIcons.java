package dev.agtpstudio.app.ui.explorer;

import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.icons.Icon;
import dev.agtpstudio.icons.Icons;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * Explorer icons: the product's own file-type icons (module {@code icons}) for the files it edits, Material Design
 * glyphs for folders and other files.
 */
public final class FileIcons {
    private static final int SIZE = 16;
    private static final Map<Icon, Image> IMAGES = new EnumMap<>(Icon.class);

    private FileIcons() {}

    public static String literalFor(FileKind kind) {
        return switch (kind) {
            case ENDPOINT -> "mdi2a-api";
            case SERVER_CONFIG -> "mdi2s-server";
            case RECIPES -> "mdi2b-book-open-variant";
            case DISCOVERY_TESTS -> "mdi2m-magnify";
            case AGIS -> "mdi2f-file-document-outline";
            case OTHER_TOML -> "mdi2f-file-cog-outline";
            case OTHER -> "mdi2f-file-outline";
        };
    }

    /** The product icon of a kind of file, or null for files the product does not own. */
    static Icon iconFor(FileKind kind) {
        return switch (kind) {
            case ENDPOINT -> Icon.ENDPOINT;
            case SERVER_CONFIG -> Icon.CONFIG;
            case RECIPES -> Icon.RECIPES;
            case AGIS -> Icon.AGIS;
            case DISCOVERY_TESTS, OTHER_TOML, OTHER -> null;
        };
    }

    public static Node forFile(Path file, FileKind kind) {
        Icon icon = iconFor(kind);
        String style =
                "file-icon-" + kind.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        if (icon != null) {
            Image img;
            synchronized (IMAGES) {
                img = IMAGES.computeIfAbsent(
                        icon, i -> new Image(Icons.png(i, SIZE * 2).toExternalForm(), SIZE, SIZE, true, true));
            }
            ImageView v = new ImageView(img);
            v.getStyleClass().addAll("file-icon", style);
            return v;
        }
        FontIcon i = new FontIcon(literalFor(kind));
        i.getStyleClass().addAll("file-icon", style);
        return i;
    }

    public static FontIcon folder(boolean open) {
        FontIcon i = new FontIcon(open ? "mdi2f-folder-open" : "mdi2f-folder");
        i.getStyleClass().addAll("file-icon", "file-icon-folder");
        return i;
    }
}
