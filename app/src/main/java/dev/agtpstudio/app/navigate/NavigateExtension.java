package dev.agtpstudio.app.navigate;

import dev.agtpstudio.app.gui.NamedThreads;
import dev.agtpstudio.app.gui.StudioExtension;
import dev.agtpstudio.app.gui.StudioHost;
import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import dev.agtpstudio.app.validation.ValidationResult;
import dev.agtpstudio.core.outline.OutlineNode;
import dev.agtpstudio.core.workspace.Workspace;
import java.util.List;
import java.util.concurrent.ExecutorService;
import javafx.application.Platform;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.Tab;

/**
 * Quick Open (Ctrl+P), the Outline pane (Ctrl+Shift+O) and the breadcrumbs above the editor. The outlines of every
 * settled validation's workspace are built on the "navigate" thread ({@link NavigateIndex}); the FX thread only shows
 * them and follows the caret (docs/decisions/0560).
 */
public final class NavigateExtension implements StudioExtension {
    private StudioHost host;
    private ExecutorService worker;
    private final QuickOpenModel quickOpenModel = new QuickOpenModel();
    private QuickOpenView quickOpen;
    private OutlineView outline;
    private Breadcrumbs crumbs;
    private Tab outlineTab;
    private NavigateIndex index = NavigateIndex.EMPTY;
    private ObservableValue<Integer> caret;
    private final OutlineFollow following = new OutlineFollow(this::revealCaret);
    private final ChangeListener<Integer> onCaret = (o, a, b) -> {
        showCrumbs();
        following.caretMoved(b);
    };

    @Override
    public void install(StudioHost studio) {
        this.host = studio;
        worker = NamedThreads.single("navigate");
        outline = new OutlineView(n -> {
            DocumentViewModel doc = host.documents().active();
            if (doc != null && n != null) {
                following.movedByOutline(
                        Math.min(n.target().start(), doc.editor().length()));
            }
            goTo(n);
        });
        outlineTab = studio.mainView().addRightPane("Outline", outline);
        crumbs = new Breadcrumbs(f -> showOutline(), this::goTo);
        studio.mainView().setEditorHeader(crumbs);
        studio.actions()
                .add(
                        "go.quickOpen",
                        "Go",
                        "Go to File or Endpoint\u2026",
                        "Shortcut+P",
                        true,
                        null,
                        this::showQuickOpen);
        studio.actions().add("view.outline", "View", "Show Outline", "Shortcut+Shift+O", this::showOutline);
        studio.documents().activeProperty().addListener((o, was, now) -> follow(now));
        follow(studio.documents().active());
        studio.followSettledResults(this::submit);
        studio.onWindowClosed(worker::shutdown);
    }

    /** The index the views show now (tests). */
    public NavigateIndex index() {
        return index;
    }

    public OutlineView outline() {
        return outline;
    }

    public Breadcrumbs breadcrumbs() {
        return crumbs;
    }

    public QuickOpenView quickOpen() {
        if (quickOpen == null) {
            quickOpen = new QuickOpenView(quickOpenModel, this::open);
        }
        return quickOpen;
    }

    private void showQuickOpen() {
        quickOpen().show(host.stage());
    }

    private void showOutline() {
        host.mainView().setRightVisible(true);
        host.mainView().rightPanes().getSelectionModel().select(outlineTab);
        outline.tree().requestFocus();
        if (outline.tree().getSelectionModel().isEmpty() && outline.tree().getExpandedItemCount() > 0) {
            outline.tree().getSelectionModel().selectFirst();
        }
    }

    private void submit(ValidationResult r) {
        Workspace ws = r == null ? null : r.workspace();
        if (worker.isShutdown()) {
            return;
        }
        worker.execute(() -> {
            NavigateIndex built = NavigateIndex.of(ws);
            Platform.runLater(() -> {
                ValidationResult now = host.settledResultProperty().get();
                if ((now == null ? null : now.workspace()) == ws) {
                    apply(built);
                }
            });
        });
    }

    private void apply(NavigateIndex built) {
        index = built;
        quickOpenModel.setIndex(built);
        showOutlineOfActive();
    }

    private void follow(DocumentViewModel doc) {
        if (caret != null) {
            caret.removeListener(onCaret);
            caret = null;
        }
        if (doc != null) {
            caret = doc.editor().caretOffset();
            caret.addListener(onCaret);
        }
        showOutlineOfActive();
    }

    private void showOutlineOfActive() {
        DocumentViewModel doc = host.documents().active();
        outline.show(index.outline(doc == null ? null : doc.path()));
        showCrumbs();
        following.later();
    }

    /**
     * Selects the Outline's entry at the caret (the innermost one shown), without taking the focus. The chain comes
     * from the outline built on the navigate thread: a walk down the entries that hold the caret, as the breadcrumbs
     * take on every caret move.
     */
    private void revealCaret() {
        DocumentViewModel doc = host.documents().active();
        if (doc == null) {
            return;
        }
        Integer at = doc.editor().caretOffset().getValue();
        outline.reveal(OutlineNode.pathAt(index.outline(doc.path()), at == null ? 0 : at));
    }

    private void showCrumbs() {
        DocumentViewModel doc = host.documents().active();
        if (doc == null) {
            crumbs.show(null, null, List.of());
            return;
        }
        Integer at = doc.editor().caretOffset().getValue();
        List<OutlineNode> chain = OutlineNode.pathAt(index.outline(doc.path()), at == null ? 0 : at);
        Workspace ws = index.workspace();
        crumbs.show(doc.path(), NavigateIndex.relative(ws == null ? null : ws.root(), doc.path()), chain);
    }

    private void goTo(OutlineNode n) {
        DocumentViewModel doc = host.documents().active();
        if (doc != null && n != null) {
            int at = Math.min(n.target().start(), doc.editor().length());
            doc.editor().selectRange(at, at);
        }
    }

    private void open(NavigateIndex.Place p) {
        openAt(host, p.file(), p.offset());
    }

    /**
     * Opens {@code file} with the caret at {@code offset}; placed again after the next layout pass, since a tab
     * just filled in has no width yet and scrolling to the caret then shifted the text sideways.
     */
    public static void openAt(StudioHost host, java.nio.file.Path file, int offset) {
        host.documents()
                .open(file)
                .thenAccept(od -> od.ifPresent(doc -> {
                    int at = Math.min(offset, doc.editor().length());
                    // the line's start first: scrolled to while the tab has no width yet, it keeps the text at column 1
                    int lineStart = doc.editor().text().lastIndexOf('\n', Math.max(0, at - 1)) + 1;
                    doc.editor().selectRange(lineStart, lineStart);
                    Platform.runLater(() -> {
                        int now = Math.min(offset, doc.editor().length());
                        doc.editor().selectRange(now, now);
                    });
                }));
    }
}
