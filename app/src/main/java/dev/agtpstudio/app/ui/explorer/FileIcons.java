package dev.agtpstudio.app.ui.explorer;

import dev.agtpstudio.core.workspace.FileKind;
import java.nio.file.Path;
import org.kordamp.ikonli.javafx.FontIcon;

/** Material Design icons per file kind, until the {@code icons} module provides real file-type icons. */
public final class FileIcons {
    private FileIcons() {
    }

    public static String literalFor(FileKind kind) {
        return switch (kind) {
            case ENDPOINT -> "mdi2a-api";
            case SERVER_CONFIG -> "mdi2s-server";
            case RECIPES -> "mdi2b-book-open-variant";
            case AGIS -> "mdi2f-file-document-outline";
            case OTHER_TOML -> "mdi2f-file-cog-outline";
            case OTHER -> "mdi2f-file-outline";
        };
    }

    public static FontIcon forFile(Path file, FileKind kind) {
        FontIcon i = new FontIcon(literalFor(kind));
        i.getStyleClass().addAll("file-icon", "file-icon-" + kind.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
        return i;
    }

    public static FontIcon folder(boolean open) {
        FontIcon i = new FontIcon(open ? "mdi2f-folder-open" : "mdi2f-folder");
        i.getStyleClass().addAll("file-icon", "file-icon-folder");
        return i;
    }
}
