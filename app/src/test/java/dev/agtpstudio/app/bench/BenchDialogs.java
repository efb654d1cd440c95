package dev.agtpstudio.app.bench;

import dev.agtpstudio.app.settings.Settings;
import dev.agtpstudio.app.ui.dialog.DialogService;
import java.nio.file.Path;
import java.util.Optional;

/** Answers every question conservatively (keep, cancel) and prints messages. */
public class BenchDialogs implements DialogService {
    @Override
    public void showError(String title, String message) {
        System.err.println("[dialog] " + title + ": " + message);
    }

    @Override
    public void showInfo(String title, String message) {
        System.err.println("[dialog] " + title + ": " + message);
    }

    @Override
    public boolean confirm(String title, String message) {
        return false;
    }

    @Override
    public SaveChoice askSave(String fileName) {
        return SaveChoice.DISCARD;
    }

    @Override
    public ReloadChoice askReload(String fileName, boolean hasUnsavedChanges) {
        return ReloadChoice.KEEP;
    }

    @Override
    public Optional<String> askText(String title, String prompt, String initial) {
        return Optional.empty();
    }

    @Override
    public Optional<Path> chooseDirectory(String title, Path initial) {
        return Optional.empty();
    }

    @Override
    public Optional<Path> chooseFile(String title, Path initial) {
        return Optional.empty();
    }

    @Override
    public Optional<Settings> editPreferences(Settings current) {
        return Optional.empty();
    }
}
