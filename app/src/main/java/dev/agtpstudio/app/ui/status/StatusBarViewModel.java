package dev.agtpstudio.app.ui.status;

import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import dev.agtpstudio.app.validation.ValidationState;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;

/** Line:column and file type of the active editor, the validation state, and a transient message. */
public final class StatusBarViewModel {
    private final ReadOnlyStringWrapper position = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper fileType = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper validation = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    /** The counts the Problems view shows (bound by the window): the status bar says the same, never its own count. */
    private final javafx.beans.property.StringProperty problems = new javafx.beans.property.SimpleStringProperty("");

    private boolean running;
    private final ObjectProperty<DocumentViewModel> document = new SimpleObjectProperty<>();
    private final ChangeListener<Integer> caretListener = (o, a, b) -> updatePosition();
    /** How long a message stays in the status bar. */
    public static final javafx.util.Duration MESSAGE_TIME = javafx.util.Duration.seconds(8);

    private final javafx.animation.PauseTransition clear;

    public StatusBarViewModel() {
        this(MESSAGE_TIME);
    }

    /** A status bar whose messages clear after {@code messageTime}. */
    public StatusBarViewModel(javafx.util.Duration messageTime) {
        clear = new javafx.animation.PauseTransition(messageTime);
        clear.setOnFinished(e -> message.set(""));
        problems.addListener((o, a, b) -> updateValidation());
        document.addListener((o, old, doc) -> {
            if (old != null) {
                old.editor().caretLine().removeListener(caretListener);
                old.editor().caretColumn().removeListener(caretListener);
            }
            if (doc != null) {
                doc.editor().caretLine().addListener(caretListener);
                doc.editor().caretColumn().addListener(caretListener);
            }
            fileType.set(doc == null ? "" : doc.kind().label());
            updatePosition();
        });
    }

    /** The document the status bar follows (bind it to the active editor). */
    public ObjectProperty<DocumentViewModel> documentProperty() {
        return document;
    }

    private void updatePosition() {
        DocumentViewModel d = document.get();
        if (d == null) {
            position.set("");
            return;
        }
        ObservableValue<Integer> l = d.editor().caretLine();
        ObservableValue<Integer> c = d.editor().caretColumn();
        position.set("Ln " + l.getValue() + ", Col " + c.getValue());
    }

    /**
     * While a run is on its way the status bar says so; otherwise it shows {@link #problemsProperty()}, the Problems
     * view's own summary (it counted the last result by itself before and disagreed with the view: other severities
     * named differently, Check Server rows left out, a result the view had not settled on yet).
     */
    public void setValidation(ValidationState s) {
        running = s.running();
        updateValidation();
    }

    private void updateValidation() {
        validation.set(running ? ValidationState.inProgress().describe() : problems.get());
    }

    public javafx.beans.property.StringProperty problemsProperty() {
        return problems;
    }

    /** Shows {@code m} for {@link #MESSAGE_TIME}; a newer message replaces it and starts the time again. */
    public void setMessage(String m) {
        message.set(m == null ? "" : m);
        clear.stop();
        if (!message.get().isEmpty()) {
            clear.playFromStart();
        }
    }

    public ReadOnlyStringProperty positionProperty() {
        return position.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty fileTypeProperty() {
        return fileType.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty validationProperty() {
        return validation.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }
}
