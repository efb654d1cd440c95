package dev.agtpstudio.app.testing;

import dev.agtpstudio.app.settings.Settings;
import dev.agtpstudio.app.ui.dialog.DialogService;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/**
 * Answers dialogs from queues filled by the test and records every question and message. An unexpected question
 * fails the test (an empty queue throws).
 */
public final class ScriptedDialogs implements DialogService {
    public final Deque<SaveChoice> saveAnswers = new ArrayDeque<>();
    public final Deque<ReloadChoice> reloadAnswers = new ArrayDeque<>();
    public final Deque<Optional<String>> textAnswers = new ArrayDeque<>();
    public final Deque<Boolean> confirmAnswers = new ArrayDeque<>();
    public final List<String> errors = new ArrayList<>();
    public final List<String> infos = new ArrayList<>();
    public final List<String> asked = new ArrayList<>();
    /** The text each {@link #askText} offered (its initial value), in order. */
    public final List<String> textOffered = new ArrayList<>();

    @Override
    public synchronized void showError(String title, String message) {
        errors.add(title + ": " + message);
    }

    @Override
    public synchronized void showInfo(String title, String message) {
        infos.add(title + ": " + message);
    }

    @Override
    public synchronized boolean confirm(String title, String message) {
        asked.add("confirm: " + message);
        return next(confirmAnswers, "confirm");
    }

    @Override
    public synchronized SaveChoice askSave(String fileName) {
        asked.add("save: " + fileName);
        return next(saveAnswers, "askSave");
    }

    @Override
    public synchronized ReloadChoice askReload(String fileName, boolean hasUnsavedChanges) {
        asked.add("reload: " + fileName);
        return next(reloadAnswers, "askReload");
    }

    @Override
    public synchronized Optional<String> askText(String title, String prompt, String initial) {
        asked.add("text: " + title);
        textOffered.add(initial);
        return next(textAnswers, "askText");
    }

    /** The folder each {@link #askNameInFolder} showed, in order. */
    public final List<String> foldersOffered = new ArrayList<>();

    @Override
    public synchronized Optional<NameInFolder> askNameInFolder(String title, String prompt, String folder) {
        asked.add("text: " + title);
        foldersOffered.add(folder);
        return next(textAnswers, "askText")
                .map(n -> n.contains("/")
                        ? new NameInFolder(n.substring(0, n.lastIndexOf('/')), n.substring(n.lastIndexOf('/') + 1))
                        : new NameInFolder(folder, n));
    }

    @Override
    public Optional<Path> chooseDirectory(String title, Path initial) {
        asked.add("directory: " + title);
        return Optional.empty();
    }

    /** The files {@link #chooseFile} answers, in order; empty (cancelled) once none is left. */
    public final Deque<Path> fileAnswers = new ArrayDeque<>();

    @Override
    public synchronized Optional<Path> chooseFile(String title, Path initial) {
        asked.add("file: " + title);
        return Optional.ofNullable(fileAnswers.poll());
    }

    @Override
    public Optional<Settings> editPreferences(Settings current) {
        asked.add("preferences");
        return Optional.empty();
    }

    public synchronized List<String> askedSnapshot() {
        return List.copyOf(asked);
    }

    private static <T> T next(Deque<T> q, String what) {
        if (q.isEmpty()) {
            throw new AssertionError("unexpected dialog: " + what);
        }
        return q.poll();
    }
}
