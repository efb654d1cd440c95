package dev.agtpstudio.app.ui;

import dev.agtpstudio.app.ui.actions.ActionRegistry;
import dev.agtpstudio.app.ui.actions.AppAction;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.AccessibleRole;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;

/**
 * What the editor area shows when there is nothing to edit (no workspace, or one without AGTP files): the next steps,
 * each a button that runs the same action as its menu item, reachable with Tab and announced by its text.
 */
public final class WelcomeView extends VBox {
    private final Label heading = new Label();

    public WelcomeView(ActionRegistry actions) {
        setId("welcome");
        getStyleClass().add("welcome");
        setSpacing(10);
        setPadding(new Insets(32));
        setAlignment(Pos.TOP_LEFT);
        heading.getStyleClass().add("welcome-heading");
        heading.setWrapText(true);
        Label hint = new Label("Next steps:");
        getChildren().addAll(heading, hint);
        step(actions, "file.newEndpoint", "Create an endpoint from the template (METHOD /path)");
        step(actions, "import.openapi", "Import an OpenAPI or Swagger spec as endpoint declarations");
        step(actions, "file.newFile", "Create an empty file (an .agis document, agtp-server.toml, ...)");
        step(actions, "file.openWorkspace", "Open another workspace folder");
        step(actions, "help.shortcuts", "See the keyboard shortcuts");
        setAccessibleRole(AccessibleRole.PARENT);
        setAccessibleText("Welcome");
    }

    /** The first line: why the page is shown. */
    public void setReason(String text) {
        heading.setText(text);
    }

    private void step(ActionRegistry actions, String id, String what) {
        actions.find(id).ifPresent((AppAction a) -> {
            Button b = new Button(a.title() + "  \u2014  " + what);
            b.setId("welcome-" + id.replace('.', '-'));
            b.setMnemonicParsing(false);
            b.setAccessibleText(a.title() + ": " + what);
            if (a.disabled() != null) {
                b.disableProperty().bind(a.disabled());
            }
            b.setOnAction(e -> a.run().run());
            b.setMaxWidth(Double.MAX_VALUE);
            b.setAlignment(Pos.CENTER_LEFT);
            getChildren().add(b);
        });
    }
}
