package dev.agtpstudio.app.ui.dialog;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Every question and message the application puts to the user goes through here, so tests answer them without a
 * display and nothing else opens windows on its own.
 */
public interface DialogService {
    /** What to do with unsaved changes when closing a buffer. */
    enum SaveChoice { SAVE, DISCARD, CANCEL }

    /** What to do when an open file changed on disk. */
    enum ReloadChoice { RELOAD, KEEP }

    void showError(String title, String message);

    void showInfo(String title, String message);

    boolean confirm(String title, String message);

    SaveChoice askSave(String fileName);

    ReloadChoice askReload(String fileName, boolean hasUnsavedChanges);

    Optional<String> askText(String title, String prompt, String initial);

    Optional<Path> chooseDirectory(String title, Path initial);

    Optional<Path> chooseFile(String title, Path initial);

    /** The preferences window; empty when cancelled. */
    Optional<dev.agtpstudio.app.settings.Settings> editPreferences(dev.agtpstudio.app.settings.Settings current);
}
