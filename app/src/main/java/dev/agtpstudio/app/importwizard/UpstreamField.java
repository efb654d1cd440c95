package dev.agtpstudio.app.importwizard;

import java.util.Optional;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;

/**
 * The options page's upstream (a mock, sandbox or staging server every handler calls instead of the spec's servers,
 * as {@code import --upstream} does) and the problem shown under it. The value is checked as it is typed, but the
 * problem is shown only once the user leaves the field or goes on. Kept while the user moves between steps.
 */
final class UpstreamField {
    private final ImportWizardModel model;
    private final TextField field = new TextField();
    private final Label problem = new Label();

    UpstreamField(ImportWizardModel model) {
        this.model = model;
        field.setId("wizard-upstream");
        field.setPromptText("https://sandbox.example.com/v1 or http://127.0.0.1:4010");
        field.setTooltip(new Tooltip("Every handler calls this base URL instead of the spec's servers, as "
                + "import --upstream does: https, or plain http on 127.0.0.1, localhost or [::1]. Empty: the spec's "
                + "server above."));
        problem.setId("wizard-upstream-problem");
        problem.setWrapText(true);
        problem.getStyleClass().add("wizard-warning");
        problem.managedProperty().bind(problem.visibleProperty());
        problem.setVisible(false);
        field.textProperty().addListener((o, a, text) -> {
            if (model.setUpstream(text).isEmpty()) {
                showProblem(false);
            }
        });
        field.focusedProperty().addListener((o, was, on) -> {
            if (!on) {
                showProblem(true);
            }
        });
    }

    TextField field() {
        return field;
    }

    /** The problem's label, shown under the field. */
    Label problem() {
        return problem;
    }

    /**
     * Shows (when {@code now}) or clears the upstream's problem under its field; true when the typed upstream cannot
     * be used.
     */
    boolean showProblem(boolean now) {
        Optional<String> p = model.setUpstream(field.getText());
        if (p.isPresent() && now) {
            problem.setText("\u26A0 " + p.get());
        }
        problem.setVisible(p.isPresent() && (now || problem.isVisible()));
        return p.isPresent();
    }
}
