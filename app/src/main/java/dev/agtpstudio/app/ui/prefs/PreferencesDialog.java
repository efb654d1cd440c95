package dev.agtpstudio.app.ui.prefs;

import dev.agtpstudio.app.settings.Settings;
import dev.agtpstudio.app.settings.Theme;
import java.io.File;
import java.util.Optional;
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
import javafx.stage.FileChooser;
import javafx.stage.Window;

/** The preferences window over a {@link PreferencesViewModel}. */
public final class PreferencesDialog {
    private PreferencesDialog() {
    }

    public static Optional<Settings> show(Window owner, Settings current) {
        PreferencesViewModel vm = new PreferencesViewModel(current);
        Dialog<Settings> d = new Dialog<>();
        d.initOwner(owner);
        d.setTitle("Preferences");
        d.setHeaderText("Preferences");
        d.getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);

        Spinner<Double> font = new Spinner<>(Settings.MIN_FONT, Settings.MAX_FONT, vm.fontSizeProperty().get(), 1);
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
        Label problem = new Label();
        problem.getStyleClass().add("form-problem");
        problem.textProperty().bind(vm.problem());

        GridPane g = new GridPane();
        g.setHgap(10);
        g.setVgap(8);
        g.setPadding(new Insets(10));
        g.addRow(0, new Label("Font size"), font);
        g.addRow(1, new Label("Theme"), theme);
        g.addRow(2, new Label("Method catalog"), catalogRow);
        g.addRow(3, new Label("Environment"), env);
        g.add(problem, 0, 4, 2, 1);
        GridPane.setHgrow(catalogRow, Priority.ALWAYS);
        d.getDialogPane().setContent(g);
        d.getDialogPane().setPrefWidth(560);
        Node ok = d.getDialogPane().lookupButton(ButtonType.OK);
        ok.disableProperty().bind(vm.problem().isNotEmpty());
        d.setResultConverter(b -> b == ButtonType.OK ? vm.result() : null);
        return d.showAndWait();
    }
}
