package dev.agtpstudio.app.ui.dialog;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Every question and message the application puts to the user goes through here, so tests answer them without a
 * display and nothing else opens windows on its own.
 */
public interface DialogService {
    /** What to do with unsaved changes when closing a buffer. */
    enum SaveChoice {
        SAVE,
        DISCARD,
        CANCEL
    }

    /** What to do when an open file changed on disk. */
    enum ReloadChoice {
        RELOAD,
        KEEP
    }

    void showError(String title, String message);

    void showInfo(String title, String message);

    boolean confirm(String title, String message);

    SaveChoice askSave(String fileName);

    ReloadChoice askReload(String fileName, boolean hasUnsavedChanges);

    Optional<String> askText(String title, String prompt, String initial);

    /** A name for a new file or folder and the folder it goes into (relative to the workspace; "" for its root). */
    record NameInFolder(String folder, String name) {}

    /**
     * Asks for a new item's name, showing the folder it will be created in ({@code folder}, relative to the
     * workspace), which the user may change; the name field has the focus. Empty when cancelled. Without a window
     * (the default) it asks for the name alone, the folder named in the prompt.
     */
    default Optional<NameInFolder> askNameInFolder(String title, String prompt, String folder) {
        return askText(title, prompt + " In " + (folder.isEmpty() ? "the workspace folder" : folder + "/") + ".", "")
                .map(n -> new NameInFolder(folder, n));
    }

    Optional<Path> chooseDirectory(String title, Path initial);

    Optional<Path> chooseFile(String title, Path initial);

    /** A file to write, proposed as {@code fileName} in {@code directory}; empty when cancelled. */
    /** A keyboard shortcut as the help lists it. */
    record Shortcut(String keys, String title) {}

    /** The keyboard shortcuts, grouped by menu (in menu order). */
    default void showShortcuts(java.util.Map<String, java.util.List<Shortcut>> byMenu) {
        StringBuilder sb = new StringBuilder();
        byMenu.forEach((menu, list) -> {
            sb.append(menu).append('\n');
            list.forEach(x -> sb.append("  ")
                    .append(x.keys())
                    .append("  ")
                    .append(x.title())
                    .append('\n'));
        });
        showInfo("Keyboard shortcuts", sb.toString());
    }

    default Optional<Path> chooseSaveFile(String title, Path directory, String fileName) {
        Path proposed = directory == null ? Path.of(fileName) : directory.resolve(fileName);
        return askText(title, "Save to file:", proposed.toString())
                .map(String::trim)
                .filter(s -> !s.isEmpty())
                .map(Path::of);
    }

    /** The preferences window; empty when cancelled. */
    Optional<dev.agtpstudio.app.settings.Settings> editPreferences(dev.agtpstudio.app.settings.Settings current);
}
