package dev.agtpstudio.app.navigate;

import java.util.function.Consumer;
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

/** Ctrl+P: a search field over the workspace's files and endpoints; Enter opens the selected one, Escape closes. */
public final class QuickOpenView {
    private final Popup popup = new Popup();
    private final TextField field = new TextField();
    private final ListView<NavigateIndex.Place> list = new ListView<>();
    private final Consumer<NavigateIndex.Place> open;

    public QuickOpenView(QuickOpenModel vm, Consumer<NavigateIndex.Place> open) {
        this.open = open;
        field.setId("quick-open-field");
        field.setPromptText("Go to a file or an endpoint (METHOD /path)");
        field.textProperty().bindBidirectional(vm.queryProperty());
        list.setId("quick-open-list");
        list.setItems(vm.matches());
        list.setPrefSize(620, 340);
        list.setFocusTraversable(false);
        list.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(NavigateIndex.Place p, boolean empty) {
                super.updateItem(p, empty);
                if (empty || p == null) {
                    setGraphic(null);
                    return;
                }
                Label title = new Label(p.label());
                title.getStyleClass().add(p.endpoint() ? "quick-open-endpoint" : "quick-open-file");
                Label where = new Label(p.endpoint() ? p.detail() : "file");
                where.getStyleClass().add("palette-shortcut");
                Region grow = new Region();
                HBox.setHgrow(grow, Priority.ALWAYS);
                setGraphic(new HBox(8, title, grow, where));
            }
        });
        vm.matches().addListener((javafx.collections.ListChangeListener<NavigateIndex.Place>)
                c -> list.getSelectionModel().selectFirst());
        dev.agtpstudio.app.ui.palette.PickerKeys.bind(field, list, this::openSelected, popup::hide);
        VBox box = new VBox(6, field, list);
        box.setPadding(new Insets(8));
        box.getStyleClass().add("command-palette");
        popup.getContent().add(new BorderPane(box));
        popup.setAutoHide(true);
        popup.setHideOnEscape(true);
    }

    private void openSelected() {
        NavigateIndex.Place p = list.getSelectionModel().getSelectedItem();
        popup.hide();
        if (p != null) {
            open.accept(p);
        }
    }

    public void show(Window owner) {
        field.clear();
        list.getSelectionModel().selectFirst();
        if (owner.getScene() != null) {
            // "root" too: the theme's looked-up colours are defined on .root (as the command palette does)
            popup.getContent().get(0).getStyleClass().setAll("root", "palette-root");
            ((BorderPane) popup.getContent().get(0))
                    .getStylesheets()
                    .setAll(owner.getScene().getStylesheets());
        }
        popup.show(owner, owner.getX() + (owner.getWidth() - 636) / 2, owner.getY() + 60);
        field.requestFocus();
    }

    public boolean isShowing() {
        return popup.isShowing();
    }
}
