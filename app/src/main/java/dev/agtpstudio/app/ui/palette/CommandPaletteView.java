package dev.agtpstudio.app.ui.palette;

import dev.agtpstudio.app.ui.actions.AppAction;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Popup;
import javafx.stage.Window;

/** Ctrl+Shift+P: a search field over every command; Enter runs the selected one, Escape closes. */
public final class CommandPaletteView {
    private final CommandPaletteViewModel vm;
    private final Popup popup = new Popup();
    private final TextField field = new TextField();
    private final ListView<AppAction> list = new ListView<>();

    public CommandPaletteView(CommandPaletteViewModel vm) {
        this.vm = vm;
        field.setId("command-palette-field");
        field.setPromptText("Type a command");
        field.textProperty().bindBidirectional(vm.queryProperty());
        list.setId("command-palette-list");
        list.setItems(vm.matches());
        list.setPrefSize(560, 320);
        list.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(AppAction a, boolean empty) {
                super.updateItem(a, empty);
                if (empty || a == null) {
                    setGraphic(null);
                    return;
                }
                Label title = new Label(a.paletteLabel());
                Label keys = new Label(a.shortcutText());
                keys.getStyleClass().add("palette-shortcut");
                Region grow = new Region();
                HBox.setHgrow(grow, Priority.ALWAYS);
                setGraphic(new HBox(8, title, grow, keys));
            }
        });
        vm.matches().addListener((javafx.collections.ListChangeListener<AppAction>)
                c -> list.getSelectionModel().selectFirst());
        PickerKeys.bind(field, list, this::runSelected, popup::hide);
        VBox box = new VBox(6, field, list);
        box.setPadding(new Insets(8));
        box.getStyleClass().add("command-palette");
        BorderPane root = new BorderPane(box);
        popup.getContent().add(root);
        popup.setAutoHide(true);
        popup.setHideOnEscape(true);
    }

    private void runSelected() {
        int i = Math.max(0, list.getSelectionModel().getSelectedIndex());
        popup.hide();
        vm.run(i);
    }

    public void show(Window owner) {
        field.clear();
        vm.refresh();
        list.getSelectionModel().selectFirst();
        if (owner.getScene() != null) {
            // "root" too: the theme's looked-up colours (-studio-panel-bg, ...) are defined on .root, and a popup's
            // content is not its scene's root, so without it the frame kept the colours of the theme it was made in
            popup.getContent().get(0).getStyleClass().setAll("root", "palette-root");
            ((BorderPane) popup.getContent().get(0))
                    .getStylesheets()
                    .setAll(owner.getScene().getStylesheets());
        }
        popup.show(owner, owner.getX() + (owner.getWidth() - 576) / 2, owner.getY() + 60);
        field.requestFocus();
    }

    public boolean isShowing() {
        return popup.isShowing();
    }
}
