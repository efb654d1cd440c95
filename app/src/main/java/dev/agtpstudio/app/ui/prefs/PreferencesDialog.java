package dev.agtpstudio.app.ui.prefs;

import dev.agtpstudio.app.settings.Settings;
import dev.agtpstudio.app.settings.Theme;
import java.io.File;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.stage.FileChooser;

/** The preferences window over a {@link PreferencesViewModel}. */
public final class PreferencesDialog {
    private PreferencesDialog() {}

    /**
     * The dialog, not yet shown and without an owner: the dialog service gives it its window behaviour (owner,
     * modality, theme, centring) like every other dialog.
     */
    public static Dialog<Settings> create(Settings current) {
        PreferencesViewModel vm = new PreferencesViewModel(current);
        Dialog<Settings> d = new Dialog<>();
        d.setTitle("Preferences");
        d.setHeaderText("Preferences");
        d.getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);

        Spinner<Double> font = new Spinner<>(
                Settings.MIN_FONT, Settings.MAX_FONT, vm.fontSizeProperty().get(), 1);
        font.setEditable(true);
        font.valueProperty().addListener((o, a, b) -> vm.fontSizeProperty().set(b));
        ChoiceBox<Theme> theme = new ChoiceBox<>();
        theme.getItems().setAll(Theme.values());
        theme.valueProperty().bindBidirectional(vm.themeProperty());
        TextField catalog = new TextField();
        catalog.setPromptText("bundled catalog");
        catalog.textProperty().bindBidirectional(vm.catalogFileProperty());
        Button browse = new Button("Browse\u2026");
        browse.setOnAction(e -> {
            FileChooser fc = new FileChooser();
            fc.getExtensionFilters().add(new FileChooser.ExtensionFilter("Method catalog (JSON)", "*.json"));
            File f = fc.showOpenDialog(d.getDialogPane().getScene().getWindow());
            if (f != null) {
                catalog.setText(f.getAbsolutePath());
            }
        });
        HBox catalogRow = new HBox(6, catalog, browse);
        HBox.setHgrow(catalog, Priority.ALWAYS);
        TextArea env = new TextArea();
        env.setPromptText("NAME=value, one per line; used for ${NAME} placeholders");
        env.setPrefRowCount(6);
        env.textProperty().bindBidirectional(vm.environmentProperty());
        javafx.scene.layout.FlowPane clientBoxes = new javafx.scene.layout.FlowPane(12, 4);
        vm.clientsProperties().forEach((name, on) -> {
            javafx.scene.control.CheckBox box = new javafx.scene.control.CheckBox(name);
            box.selectedProperty().bindBidirectional(on);
            clientBoxes.getChildren().add(box);
        });
        javafx.scene.control.Tooltip.install(
                clientBoxes,
                new javafx.scene.control.Tooltip(
                        "Check the served tools against these clients' function-calling rules (client/<client>/* lints)"));
        Label problem = new Label();
        problem.getStyleClass().add("form-problem");
        problem.textProperty().bind(vm.problem());

        GridPane g = new GridPane();
        g.setHgap(10);
        g.setVgap(8);
        g.setPadding(new Insets(10));
        g.addRow(0, label("Font size", font), font);
        g.addRow(1, label("Theme", theme), theme);
        g.addRow(2, label("Method catalog", catalog), catalogRow);
        g.addRow(3, label("Environment", env), env);
        g.addRow(4, label("Client lints", clientBoxes), clientBoxes);
        // the labels' column is never squeezed: the fields give way, the labels are never cut to "Meth..."
        javafx.scene.layout.ColumnConstraints labels = new javafx.scene.layout.ColumnConstraints();
        labels.setMinWidth(Region.USE_PREF_SIZE);
        javafx.scene.layout.ColumnConstraints fields = new javafx.scene.layout.ColumnConstraints();
        fields.setHgrow(Priority.ALWAYS);
        g.getColumnConstraints().setAll(labels, fields);
        g.add(problem, 0, 5, 2, 1);
        GridPane.setHgrow(catalogRow, Priority.ALWAYS);
        d.getDialogPane().setContent(g);
        d.getDialogPane().setPrefWidth(560);
        Node ok = d.getDialogPane().lookupButton(ButtonType.OK);
        ok.disableProperty().bind(vm.problem().isNotEmpty());
        d.setResultConverter(b -> b == ButtonType.OK ? vm.result() : null);
        return d;
    }

    /** A label that names its field for screen readers and takes the focus to it with its mnemonic. */
    private static Label label(String text, Node field) {
        Label l = new Label(text);
        l.setLabelFor(field);
        l.setMinWidth(Region.USE_PREF_SIZE);
        return l;
    }
}
