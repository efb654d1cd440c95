package dev.agtpstudio.app.ui.status;

import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/** The strip at the bottom of the window. */
public final class StatusBarView extends HBox {
    public StatusBarView(StatusBarViewModel vm, javafx.beans.value.ObservableStringValue problems) {
        getStyleClass().add("status-bar");
        setAlignment(Pos.CENTER_LEFT);
        setSpacing(10);
        setPadding(new Insets(3, 10, 3, 10));
        Label message = label("status-message", vm.messageProperty());
        Label validation = label("status-validation", vm.validationProperty());
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(problems);
        validation.setTooltip(tip);
        Label type = label("status-file-type", vm.fileTypeProperty());
        Label pos = label("status-position", vm.positionProperty());
        Region grow = new Region();
        setHgrow(grow, Priority.ALWAYS);
        getChildren().addAll(message, grow, validation, sep(), type, sep(), pos);
    }

    private static Label label(String id, javafx.beans.value.ObservableStringValue text) {
        Label l = new Label();
        l.setId(id);
        l.textProperty().bind(text);
        return l;
    }

    private static Separator sep() {
        return new Separator(Orientation.VERTICAL);
    }
}
