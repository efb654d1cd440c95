package dev.agtpstudio.app.ui.dialog;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextInputDialog;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/** {@link DialogService} with JavaFX dialogs owned by the main window. */
public final class FxDialogService implements DialogService {
    private final Supplier<Window> owner;

    public FxDialogService(Supplier<Window> owner) {
        this.owner = owner;
    }

    Alert alert(Alert.AlertType type, String title, String message) {
        Alert a = DialogWindows.owned(new Alert(type), owner.get(), title);
        a.setHeaderText(title);
        if (message.length() > 400 || message.lines().count() > 8) {
            TextArea area = new TextArea(message);
            area.setEditable(false);
            area.setWrapText(true);
            // without a preferred size the alert lays the area out one row high
            area.setPrefRowCount(18);
            area.setPrefColumnCount(90);
            area.setMinHeight(240);
            a.setResizable(true);
            a.getDialogPane().setContent(area);
        } else {
            a.setContentText(message);
        }
        a.getDialogPane().setMinWidth(460);
        return a;
    }

    @Override
    public void showError(String title, String message) {
        alert(Alert.AlertType.ERROR, title, message).showAndWait();
    }

    @Override
    public void showInfo(String title, String message) {
        alert(Alert.AlertType.INFORMATION, title, message).showAndWait();
    }

    @Override
    public boolean confirm(String title, String message) {
        return alert(Alert.AlertType.CONFIRMATION, title, message)
                .showAndWait()
                .filter(b -> b == ButtonType.OK)
                .isPresent();
    }

    @Override
    public SaveChoice askSave(String fileName) {
        ButtonType save = new ButtonType("Save", ButtonBar.ButtonData.YES);
        ButtonType discard = new ButtonType("Don't Save", ButtonBar.ButtonData.NO);
        Alert a = alert(
                Alert.AlertType.CONFIRMATION,
                "Unsaved changes",
                fileName + " has unsaved changes. Save them before closing?");
        a.getButtonTypes().setAll(save, discard, ButtonType.CANCEL);
        ButtonType r = a.showAndWait().orElse(ButtonType.CANCEL);
        return r == save ? SaveChoice.SAVE : r == discard ? SaveChoice.DISCARD : SaveChoice.CANCEL;
    }

    @Override
    public ReloadChoice askReload(String fileName, boolean hasUnsavedChanges) {
        Alert a = reloadAlert(fileName, hasUnsavedChanges);
        ButtonType keep = a.getButtonTypes().get(1);
        return a.showAndWait().orElse(keep) == keep ? ReloadChoice.KEEP : ReloadChoice.RELOAD;
    }

    /** The "changed on disk" question: Reload from Disk, and Keep My Version as the default (Enter, Escape). */
    Alert reloadAlert(String fileName, boolean hasUnsavedChanges) {
        ButtonType reload = new ButtonType("Reload from Disk", ButtonBar.ButtonData.OTHER);
        ButtonType keep = new ButtonType("Keep My Version", ButtonBar.ButtonData.OK_DONE);
        Alert a = alert(
                Alert.AlertType.WARNING,
                "File changed on disk",
                fileName + " was changed by another program."
                        + (hasUnsavedChanges ? " Reloading discards your unsaved changes." : ""));
        a.getButtonTypes().setAll(reload, keep);
        // Enter keeps what the user typed: the default button is never the one that throws edits away.
        ((javafx.scene.control.Button) a.getDialogPane().lookupButton(keep)).setDefaultButton(true);
        ((javafx.scene.control.Button) a.getDialogPane().lookupButton(reload)).setDefaultButton(false);
        return a;
    }

    @Override
    public Optional<String> askText(String title, String prompt, String initial) {
        return textDialog(title, prompt, initial)
                .showAndWait()
                .map(String::trim)
                .filter(s -> !s.isEmpty());
    }

    /** Two fields, the folder (editable) and the name; the name has the focus, Enter creates, Escape cancels. */
    @Override
    public Optional<NameInFolder> askNameInFolder(String title, String prompt, String folder) {
        return nameInFolderDialog(title, prompt, folder).showAndWait();
    }

    javafx.scene.control.Dialog<NameInFolder> nameInFolderDialog(String title, String prompt, String folder) {
        var d = DialogWindows.owned(new javafx.scene.control.Dialog<NameInFolder>(), owner.get(), title);
        d.setHeaderText(title);
        javafx.scene.control.TextField where = new javafx.scene.control.TextField(folder);
        where.setId("new-item-folder");
        where.setPromptText("the workspace folder");
        where.setAccessibleText("Folder, relative to the workspace");
        javafx.scene.control.TextField name = new javafx.scene.control.TextField();
        name.setId("new-item-name");
        name.setAccessibleText(prompt);
        name.setPrefColumnCount(28);
        javafx.scene.control.Label folderLabel = new javafx.scene.control.Label("_Folder:");
        folderLabel.setLabelFor(where);
        folderLabel.setMnemonicParsing(true);
        javafx.scene.control.Label nameLabel = new javafx.scene.control.Label("_Name:");
        nameLabel.setLabelFor(name);
        nameLabel.setMnemonicParsing(true);
        javafx.scene.layout.GridPane grid = new javafx.scene.layout.GridPane();
        grid.setHgap(8);
        grid.setVgap(8);
        grid.addRow(0, folderLabel, where);
        grid.addRow(1, nameLabel, name);
        grid.add(new javafx.scene.control.Label(prompt), 1, 2);
        javafx.scene.layout.GridPane.setHgrow(where, javafx.scene.layout.Priority.ALWAYS);
        d.getDialogPane().setContent(grid);
        d.getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);
        d.getDialogPane()
                .lookupButton(ButtonType.OK)
                .disableProperty()
                .bind(javafx.beans.binding.Bindings.createBooleanBinding(
                        () -> name.getText().isBlank(), name.textProperty()));
        d.setOnShown(e -> javafx.application.Platform.runLater(() -> {
            name.requestFocus();
            name.end();
        }));
        d.setResultConverter(b -> b == ButtonType.OK
                ? new NameInFolder(where.getText().trim(), name.getText().trim())
                : null);
        return d;
    }

    TextInputDialog textDialog(String title, String prompt, String initial) {
        TextInputDialog d = DialogWindows.owned(new TextInputDialog(initial), owner.get(), title);
        d.setHeaderText(title);
        d.setContentText(prompt);
        return d;
    }

    @Override
    public void showShortcuts(java.util.Map<String, java.util.List<Shortcut>> byMenu) {
        ShortcutsDialog.create(owner.get(), byMenu).showAndWait();
    }

    @Override
    public Optional<Path> chooseDirectory(String title, Path initial) {
        DirectoryChooser c = new DirectoryChooser();
        c.setTitle(title);
        if (initial != null && Files.isDirectory(initial)) {
            c.setInitialDirectory(initial.toFile());
        }
        return Optional.ofNullable(DialogWindows.choose(owner.get(), c::showDialog))
                .map(File::toPath);
    }

    @Override
    public Optional<Path> chooseFile(String title, Path initial) {
        FileChooser c = new FileChooser();
        c.setTitle(title);
        if (initial != null && Files.isDirectory(initial)) {
            c.setInitialDirectory(initial.toFile());
        }
        return Optional.ofNullable(DialogWindows.choose(owner.get(), c::showOpenDialog))
                .map(File::toPath);
    }

    @Override
    public Optional<Path> chooseSaveFile(String title, Path directory, String fileName) {
        FileChooser c = new FileChooser();
        c.setTitle(title);
        if (directory != null && Files.isDirectory(directory)) {
            c.setInitialDirectory(directory.toFile());
        }
        c.setInitialFileName(fileName);
        return Optional.ofNullable(DialogWindows.choose(owner.get(), c::showSaveDialog))
                .map(File::toPath);
    }

    @Override
    public Optional<dev.agtpstudio.app.settings.Settings> editPreferences(
            dev.agtpstudio.app.settings.Settings current) {
        return preferencesDialog(current).showAndWait();
    }

    javafx.scene.control.Dialog<dev.agtpstudio.app.settings.Settings> preferencesDialog(
            dev.agtpstudio.app.settings.Settings current) {
        return DialogWindows.owned(
                dev.agtpstudio.app.ui.prefs.PreferencesDialog.create(current), owner.get(), "Preferences");
    }
}
