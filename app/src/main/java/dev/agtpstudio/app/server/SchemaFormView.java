package dev.agtpstudio.app.server;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * Controls for a {@link FormField} tree: a grid of labelled fields per object (required ones marked with *), nested
 * objects as titled sections, arrays with add/remove, enums and booleans as combo boxes, dates as date pickers,
 * other formats as text checked as typed. Every control's id is {@code field:/pointer}.
 */
public final class SchemaFormView extends VBox {
    /** The style class of a field whose text the schema refuses (a red border in both themes). */
    static final String INVALID = "form-invalid";

    public SchemaFormView(FormField root) {
        setSpacing(4);
        getStyleClass().add("schema-form");
        if (root.kind() == FormField.Kind.OBJECT && root.children().isEmpty()
                || root.schema().isEmpty()) {
            getChildren().add(new Label("This endpoint declares no input."));
        } else {
            getChildren().add(node(root, ""));
        }
    }

    private Node node(FormField f, String pointer) {
        return switch (f.kind()) {
            case OBJECT -> object(f, pointer);
            case ARRAY -> array(f, pointer);
            default -> leaf(f, pointer);
        };
    }

    private Node object(FormField f, String pointer) {
        GridPane g = new GridPane();
        g.setHgap(8);
        g.setVgap(4);
        int row = 0;
        for (FormField c : f.children()) {
            String p = pointer + "/" + c.name();
            Label l = new Label(c.name() + (c.required() ? " *" : ""));
            if (!c.description().isEmpty()) {
                l.setTooltip(new Tooltip(c.description()));
            }
            if (c.kind() == FormField.Kind.OBJECT || c.kind() == FormField.Kind.ARRAY) {
                TitledPane t = new TitledPane(l.getText(), node(c, p));
                t.setTooltip(l.getTooltip());
                t.setExpanded(true);
                g.add(t, 0, row++, 2, 1);
            } else {
                Node n = node(c, p);
                GridPane.setHgrow(n, Priority.ALWAYS);
                g.add(l, 0, row);
                g.add(n, 1, row++);
            }
        }
        return g;
    }

    private Node array(FormField f, String pointer) {
        VBox box = new VBox(4);
        box.setPadding(new Insets(2, 0, 2, 8));
        Button add = new Button("Add item");
        add.setId("field:" + pointer + "/+");
        add.setOnAction(e -> f.addItem());
        Runnable rebuild = () -> {
            box.getChildren().clear();
            for (int i = 0; i < f.items().size(); i++) {
                FormField item = f.items().get(i);
                Button remove = new Button("\u2212");
                remove.setTooltip(new Tooltip("Remove this item"));
                remove.setAccessibleText("Remove item " + i);
                remove.setOnAction(e -> f.items().remove(item));
                Node n = node(item, pointer + "/" + i);
                HBox.setHgrow(n, Priority.ALWAYS);
                box.getChildren().add(new HBox(4, new Label(i + ":"), n, remove));
            }
            box.getChildren().add(add);
        };
        f.items().addListener((ListChangeListener<FormField>) c -> rebuild.run());
        rebuild.run();
        return box;
    }

    private Node leaf(FormField f, String pointer) {
        String id = "field:" + (pointer.isEmpty() ? "/" : pointer);
        switch (f.kind()) {
            case ENUM, BOOLEAN -> {
                ComboBox<String> c = new ComboBox<>();
                c.getItems().add("");
                c.getItems()
                        .addAll(
                                f.kind() == FormField.Kind.BOOLEAN
                                        ? java.util.List.of("true", "false")
                                        : f.enumValues());
                c.valueProperty().bindBidirectional(f.valueProperty());
                c.setId(id);
                c.setPromptText(f.required() ? "required" : "(not sent)");
                return c;
            }
            default -> {
                if ("date".equals(f.format())) {
                    DatePicker d = new DatePicker();
                    d.setId(id);
                    d.setPromptText("yyyy-mm-dd");
                    d.setConverter(new javafx.util.converter.LocalDateStringConverter(
                            java.time.format.DateTimeFormatter.ISO_LOCAL_DATE,
                            java.time.format.DateTimeFormatter.ISO_LOCAL_DATE));
                    d.getEditor().textProperty().bindBidirectional(f.valueProperty());
                    d.valueProperty().addListener((o, a, v) -> {
                        if (v != null) {
                            f.set(v.toString());
                        }
                    });
                    f.valueProperty().addListener((o, a, v) -> {
                        try {
                            d.setValue(v == null || v.isBlank() ? null : LocalDate.parse(v.trim()));
                        } catch (DateTimeParseException e) {
                            // keeps the text; the form reports the problem
                        }
                    });
                    validated(d.getEditor(), f);
                    return d;
                }
                TextField t = new TextField();
                t.setId(id);
                t.textProperty().bindBidirectional(f.valueProperty());
                t.setPromptText(prompt(f));
                validated(t, f);
                return t;
            }
        }
    }

    private static String prompt(FormField f) {
        String what = switch (f.kind()) {
            case INTEGER -> "integer";
            case NUMBER -> "number";
            case JSON -> "JSON value";
            default -> f.format().isEmpty() ? "text" : f.format();
        };
        return what + (f.required() ? " (required)" : "");
    }

    private static void validated(TextField t, FormField f) {
        Runnable check = () -> {
            String v = t.getText() == null ? "" : t.getText().trim();
            boolean bad = !v.isEmpty() && !FormField.root(f.schema()).withValueIsValid(v);
            t.getStyleClass().remove(INVALID);
            if (bad) {
                t.getStyleClass().add(INVALID);
            }
        };
        t.textProperty().addListener((o, a, b) -> check.run());
        check.run();
    }
}
