package dev.agtpstudio.app.gui;

import dev.agtpstudio.app.ui.MainView;
import dev.agtpstudio.app.ui.WelcomeView;
import dev.agtpstudio.app.ui.actions.ActionRegistry;
import dev.agtpstudio.app.ui.docs.DocumentsViewModel;
import javafx.beans.InvalidationListener;
import javafx.beans.property.StringProperty;

/**
 * The welcome page over the editor area: shown, with its next steps, while there is a reason for it (no workspace,
 * an empty one) and no document is open; built the first time it is due. FX thread only.
 */
final class WelcomeOverlay {
    private final StringProperty reason;
    private final MainView mainView;
    private final DocumentsViewModel documents;
    private final ActionRegistry actions;
    private WelcomeView view;

    /** @param reason why the welcome page is due (no workspace, an empty one), or null when it is not */
    WelcomeOverlay(StringProperty reason, MainView mainView, DocumentsViewModel documents, ActionRegistry actions) {
        this.reason = reason;
        this.mainView = mainView;
        this.documents = documents;
        this.actions = actions;
        InvalidationListener due = o -> update();
        reason.addListener(due);
        documents.documents().addListener(due);
    }

    /** The welcome page, or null while it is not shown. */
    WelcomeView shown() {
        return view != null && view.getParent() != null ? view : null;
    }

    private void update() {
        boolean due = reason.get() != null && documents.documents().isEmpty();
        if (due && view == null) {
            view = new WelcomeView(actions);
        }
        if (view != null) {
            view.setReason(reason.get());
        }
        mainView.setEditorOverlay(due ? view : null);
    }
}
