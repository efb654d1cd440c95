package dev.agtpstudio.app.importwizard;

import dev.agtpstudio.importer.Flag;
import dev.agtpstudio.importer.FlagCode;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The review step's flags, in the importer's own ranking: on the left every code of the import with its count and
 * meaning, high and medium ranks open, the low rank grouped in one collapsed pane; on the right the flags of the
 * operation selected in the table with their messages, the most consequential first.
 */
final class FlagsPanel {
    private final VBox ranks = new VBox(4);
    private final ListView<String> operation = new ListView<>();
    private final Label operationTitle = new Label("Flags of the selected operation");
    private final HBox root;

    FlagsPanel() {
        ranks.setId("wizard-flag-ranks");
        operation.setId("wizard-operation-flags");
        operation.setPlaceholder(new Label("Select an operation to see its flags."));
        operation.setCellFactory(v -> new ListCell<>() {
            {
                setWrapText(true);
                prefWidthProperty().bind(v.widthProperty().subtract(24));
                setMaxWidth(USE_PREF_SIZE);
            }

            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
            }
        });
        VBox right = new VBox(4, operationTitle, operation);
        VBox.setVgrow(operation, Priority.ALWAYS);
        javafx.scene.control.ScrollPane scroll = new javafx.scene.control.ScrollPane(ranks);
        scroll.setFitToWidth(true);
        VBox left = new VBox(4, new Label("Flags of this import, most consequential first"), scroll);
        VBox.setVgrow(scroll, Priority.ALWAYS);
        HBox.setHgrow(left, Priority.ALWAYS);
        HBox.setHgrow(right, Priority.ALWAYS);
        left.setPrefWidth(480);
        right.setPrefWidth(480);
        root = new HBox(10, left, right);
    }

    HBox node() {
        return root;
    }

    /** Shows the plan's flag counts; a rank with no flags is left out. */
    void showGroups(Map<FlagCode.Rank, List<ImportWizardModel.FlagGroup>> groups) {
        ranks.getChildren().clear();
        groups.forEach((rank, list) -> {
            if (list.isEmpty()) {
                return;
            }
            int total =
                    list.stream().mapToInt(ImportWizardModel.FlagGroup::count).sum();
            VBox codes = new VBox(2);
            list.forEach(g -> {
                Label l = new Label(g.count() + " x " + g.code().code() + ": " + g.meaning());
                l.setWrapText(true);
                codes.getChildren().add(l);
            });
            TitledPane pane = new TitledPane(title(rank) + " (" + total + ")", codes);
            pane.setId("wizard-flags-" + rank.name().toLowerCase(Locale.ROOT));
            pane.setExpanded(rank != FlagCode.Rank.LOW);
            ranks.getChildren().add(pane);
        });
        if (ranks.getChildren().isEmpty()) {
            ranks.getChildren().add(new Label("No flags."));
        }
    }

    private static String title(FlagCode.Rank rank) {
        return switch (rank) {
            case HIGH -> "Review first: high";
            case MEDIUM -> "Review: medium";
            case LOW -> "Low: grouped, usually fine";
        };
    }

    /** Shows one operation's flags (already ranked by the importer), or nothing. */
    void showOperation(ImportWizardModel.Row row) {
        if (row == null) {
            operationTitle.setText("Flags of the selected operation");
            operation.getItems().clear();
            return;
        }
        operationTitle.setText("Flags of " + row.operation());
        operation.getItems().setAll(row.details().stream().map(FlagsPanel::line).toList());
    }

    private static String line(Flag f) {
        String mark = switch (f.code().rank()) {
            case HIGH -> "!! ";
            case MEDIUM -> "!  ";
            case LOW -> ".  ";
        };
        return mark + f.code().code() + " (" + f.field() + "): " + f.message();
    }
}
