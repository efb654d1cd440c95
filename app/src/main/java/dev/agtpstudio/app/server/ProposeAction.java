package dev.agtpstudio.app.server;

import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import dev.agtpstudio.core.load.FileKind;
import java.nio.file.Path;

/** What "Propose This Endpoint" works on: the active editor's endpoint file and its current (maybe unsaved) text. */
final class ProposeAction {
    record Target(Path path, String text) {}

    private ProposeAction() {}

    /** The active document when it is an endpoint file that has finished loading, else null (FX thread). */
    static Target target(DocumentViewModel doc) {
        if (doc == null || doc.kind() != FileKind.ENDPOINT || doc.isLoading() || doc.path() == null) {
            return null;
        }
        return new Target(doc.path(), doc.editor().text());
    }
}
