package dev.agtpstudio.editor.diag;

import dev.agtpstudio.core.diag.Diagnostic;
import java.util.List;
import java.util.function.Consumer;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.Popup;

/** The hover card for diagnostics: message, rule id and severity, spec section, and a link to the rule's docs. */
public final class DiagnosticTooltip {
    private final Popup popup = new Popup();
    private final VBox box = new VBox(4);
    private final javafx.animation.PauseTransition hideDelay =
            new javafx.animation.PauseTransition(javafx.util.Duration.millis(600));

    public DiagnosticTooltip() {
        box.getStyleClass().add("diag-tooltip");
        popup.getContent().add(box);
        popup.setAutoHide(true);
        // a click elsewhere hides the card and still does what it was meant to (press a button, place the caret)
        popup.setConsumeAutoHidingEvents(false);
        hideDelay.setOnFinished(e -> {
            if (!box.isHover()) {
                popup.hide();
            }
        });
        box.setOnMouseExited(e -> popup.hide());
    }

    /** Hides the card shortly, unless the mouse moved onto it (to click the link). */
    public void hideSoon() {
        hideDelay.playFromStart();
    }

    /** The documentation link of a rule, e.g. {@code docs/rules.md#path-verb-segment}. */
    public static String docsLink(Diagnostic d) {
        return "docs/rules.md#" + d.docAnchor();
    }

    public void show(Node owner, Point2D screen, List<LiveDiagnostic> diags, Consumer<String> openDocs) {
        show(owner, screen, diags, null, openDocs);
    }

    /** Shows the diagnostics at the mouse and, below them, what the key or verb there means ({@code info}, or null). */
    public void show(Node owner, Point2D screen, List<LiveDiagnostic> diags, String info, Consumer<String> openDocs) {
        hideDelay.stop();
        box.getChildren().clear();
        for (LiveDiagnostic l : diags) {
            Diagnostic d = l.diagnostic();
            Label msg = wrapped(d.message());
            msg.getStyleClass()
                    .addAll(
                            "diag-tooltip-message",
                            "diag-tooltip-" + d.severity().label());
            String meta = d.severity().label() + " \u00b7 " + d.ruleId()
                    + (d.specRef().isEmpty() ? "" : " \u00b7 " + d.specRef());
            Label rule = new Label(meta);
            rule.getStyleClass().add("diag-tooltip-rule");
            String link = docsLink(d);
            Hyperlink docs = new Hyperlink(link);
            docs.getStyleClass().add("diag-tooltip-link");
            docs.setOnAction(e -> {
                popup.hide();
                openDocs.accept(link);
            });
            box.getChildren().addAll(msg, rule, docs);
        }
        if (info != null) {
            Label about = wrapped(info);
            about.getStyleClass().add("diag-tooltip-info");
            about.setId("hover-info");
            box.getChildren().add(about);
        }
        box.getStylesheets().setAll(dev.agtpstudio.editor.features.PopupStyles.of(owner));
        popup.show(owner, screen.getX() + 8, screen.getY() + 12);
    }

    /**
     * A label that wraps at {@link #TEXT_WIDTH}. Its preferred width is capped too: a wrapping label still prefers its
     * one-line width, and the popup is first sized (and moved left to fit the screen) by that, so a long card used
     * to open far to the left of the mouse.
     */
    private static Label wrapped(String text) {
        Label l = new Label(text);
        l.setWrapText(true);
        l.setMaxWidth(TEXT_WIDTH);
        l.setPrefWidth(Math.min(
                TEXT_WIDTH,
                Math.ceil(new javafx.scene.text.Text(text).getLayoutBounds().getWidth()) + 4));
        return l;
    }

    private static final double TEXT_WIDTH = 520;

    public void hide() {
        popup.hide();
    }

    /** The node the card was last shown over, or null. */
    public Node owner() {
        return popup.getOwnerNode();
    }

    public boolean isShowing() {
        return popup.isShowing();
    }

    /** The card's content, for tests. */
    public VBox content() {
        return box;
    }
}
