package dev.agtpstudio.editor.spi;

import dev.agtpstudio.core.complete.CompletionContext;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.core.workspace.Language;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Predicate;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.scene.layout.VBox;
import org.fxmisc.richtext.CodeArea;

/**
 * What an {@link EditorComponent} sees of the editor it is installed in (the code editor control implements it). The
 * features depend on this, never on the control that assembles them, so the control's package can name every
 * feature without a package cycle (docs/decisions/0595). FX thread only.
 */
public interface EditorHost {
    /** The editor's own text area (the first of {@link #areas()}). */
    CodeArea getCodeArea();

    /** Every view of this text, the editor's own area first. */
    List<CodeArea> areas();

    /** The view the user worked in last: actions that read or move the caret or the selection act there. */
    CodeArea focusedArea();

    ReadOnlyObjectProperty<CodeArea> focusedAreaProperty();

    /** The bars above the view worked in last, where find and go-to-line appear. */
    VBox bars();

    FileKind fileKind();

    Language language();

    /** Recognises catalog verbs, for highlighting. */
    Predicate<String> verbs();

    /** Grows by one for each user action that changes the text (a multi-part change counts once). */
    long documentVersion();

    /** Spaces inserted by Tab. */
    int getTabSize();

    /** Called for each change before highlighting (position trackers such as diagnostics). */
    void addEditListener(EditListener l);

    /** Called for each change after all {@link #addEditListener} listeners (restylers). */
    void addLateEditListener(EditListener l);

    void removeEditListener(EditListener l);

    /** Selects {@code [start, end)} (clamped), caret at the end, scrolled into view, in the view worked in last. */
    void selectRange(int start, int end);

    /** Moves the caret to the start of a 1-based line (clamped) and centres it, in the view worked in last. */
    void goToLine(int line);

    /** Workspace facts for completion (recipe names, declared error codes, scope tokens, catalog). */
    ObjectProperty<CompletionContext> completionContextProperty();

    CompletionContext getCompletionContext();

    /** Called with a documentation link ({@code docs/rules.md#anchor}) when the user clicks one in a tooltip. */
    ObjectProperty<Consumer<String>> onOpenDocsProperty();
}
