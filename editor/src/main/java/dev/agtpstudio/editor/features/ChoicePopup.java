package dev.agtpstudio.editor.features;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Popup;
import org.fxmisc.richtext.GenericStyledArea;

/**
 * A keyboard-driven list popup at the caret (completion items, quick fixes). Focus stays in the text area so the
 * user can keep typing; while it shows, Up/Down move, Enter or Tab accepts and Escape closes. A double click accepts.
 */
public final class ChoicePopup<T> {
    private static final double CELL = 22;
    private final Popup popup = new Popup();
    private final ListView<T> list = new ListView<>();
    private Consumer<T> onAccept = t -> {};
    private GenericStyledArea<?, ?, ?> attached;
    private final javafx.event.EventHandler<javafx.scene.input.KeyEvent> areaKeys = e -> {
        if (!popup.isShowing()) {
            return;
        }
        var sm = list.getSelectionModel();
        switch (e.getCode()) {
            case UP -> {
                sm.select(Math.max(0, sm.getSelectedIndex() - 1));
                list.scrollTo(sm.getSelectedIndex());
                e.consume();
            }
            case DOWN -> {
                sm.select(Math.min(list.getItems().size() - 1, sm.getSelectedIndex() + 1));
                list.scrollTo(sm.getSelectedIndex());
                e.consume();
            }
            case ENTER, TAB -> {
                acceptSelected();
                e.consume();
            }
            case ESCAPE -> {
                hide();
                e.consume();
            }
            default -> {}
        }
    };

    public ChoicePopup(String styleClass, Function<T, String> label, Function<T, String> detail) {
        this(styleClass, label, detail, item -> null);
    }

    /** As above; a row whose {@code documentation} is not null shows it as its tooltip (e.g. what a key means). */
    public ChoicePopup(
            String styleClass,
            Function<T, String> label,
            Function<T, String> detail,
            Function<T, String> documentation) {
        list.getStyleClass().addAll("choice-popup", styleClass);
        list.setPrefWidth(420);
        list.setFixedCellSize(CELL);
        list.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(T item, boolean empty) {
                super.updateItem(item, empty);
                if (empty || item == null) {
                    setText(null);
                    setTooltip(null);
                } else {
                    String d = detail.apply(item);
                    setText(d == null || d.isEmpty() ? label.apply(item) : label.apply(item) + "    " + d);
                    String doc = documentation.apply(item);
                    setTooltip(doc == null ? null : docTip(doc));
                }
            }
        });
        list.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER || e.getCode() == KeyCode.TAB) {
                acceptSelected();
                e.consume();
            } else if (e.getCode() == KeyCode.ESCAPE) {
                hide();
                e.consume();
            }
        });
        list.setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2) {
                acceptSelected();
            }
        });
        popup.getContent().add(list);
        popup.setAutoHide(true);
    }

    private static javafx.scene.control.Tooltip docTip(String text) {
        javafx.scene.control.Tooltip t = new javafx.scene.control.Tooltip(text);
        t.setWrapText(true);
        t.setMaxWidth(420);
        return t;
    }

    /** Shows {@code items} under the caret of {@code area}; the first is selected. */
    public void show(GenericStyledArea<?, ?, ?> area, List<T> items, Consumer<T> accept) {
        onAccept = accept;
        if (attached != area) {
            if (attached != null) {
                attached.removeEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, areaKeys);
            }
            attached = area;
            area.addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, areaKeys);
        }
        setItems(items);
        if (items.isEmpty()) {
            hide();
            return;
        }
        var bounds = area.getCaretBounds().orElse(null);
        double x;
        double y;
        if (bounds != null) {
            x = bounds.getMinX();
            y = bounds.getMaxY();
        } else {
            var p = area.localToScreen(0, 0);
            x = p == null ? 0 : p.getX();
            y = p == null ? 0 : p.getY();
        }
        list.getStylesheets().setAll(PopupStyles.of(area));
        if (!popup.isShowing()) {
            popup.show(area, x, y);
        } else {
            popup.setX(x);
            popup.setY(y);
        }
    }

    /** Replaces the items while showing (filtering as the user types). */
    public void setItems(List<T> items) {
        list.getItems().setAll(items);
        list.setPrefHeight(Math.min(10, Math.max(1, items.size())) * CELL + 4);
        if (!items.isEmpty()) {
            list.getSelectionModel().select(0);
            list.scrollTo(0);
        }
    }

    public void acceptSelected() {
        T t = list.getSelectionModel().getSelectedItem();
        hide();
        if (t != null) {
            onAccept.accept(t);
        }
    }

    public void hide() {
        popup.hide();
    }

    /** Hides the popup when it is shown at {@code area} (a view that goes away). */
    public void hideIfOn(GenericStyledArea<?, ?, ?> area) {
        if (popup.isShowing() && attached == area) {
            popup.hide();
        }
    }

    public boolean isShowing() {
        return popup.isShowing();
    }

    public List<T> items() {
        return List.copyOf(list.getItems());
    }

    public ListView<T> listView() {
        return list;
    }
}
