package dev.agtpstudio.app.changes;

import dev.agtpstudio.evolution.Change;
import java.util.List;
import java.util.stream.Collectors;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The Changes view's side-by-side mode: the changed endpoints on the left; on the right the chosen one's file as the
 * baseline had it and as it is now, one list of aligned rows, so both sides scroll together, with each classified
 * change's severity icon in the gutter of the side and line it names (its message as tooltip). The rows come built
 * from the "changes" worker ({@link SideBySide}); this class only paints them.
 */
public final class SideBySideView extends SplitPane {
    private final ChangesViewModel vm;
    private final ListView<SideBySide.Entry> entries = new ListView<>();
    private final ListView<SideBySide.Row> rows = new ListView<>();
    private final Label oldTitle = new Label();
    private final Label newTitle = new Label();
    private ChangesSnapshot snapshot;
    private SideBySide shown;
    /** Raised on each request: a side-by-side built for an earlier choice is not shown. */
    private long request;

    public SideBySideView(ChangesViewModel vm) {
        this.vm = vm;
        setId("changes-side-by-side-view");
        getStyleClass().add("side-by-side");
        entries.setId("changes-entries");
        entries.setCellFactory(x -> new EntryCell());
        entries.getSelectionModel().selectedItemProperty().addListener((o, a, e) -> request(e));
        rows.setId("side-by-side-rows");
        rows.setFixedCellSize(20);
        rows.setCellFactory(x -> new RowCell());
        rows.setPlaceholder(new Label("Choose a changed endpoint."));
        oldTitle.setId("side-by-side-old-title");
        newTitle.setId("side-by-side-new-title");
        GridPane titles = halves();
        titles.add(oldTitle, 0, 0);
        titles.add(newTitle, 1, 0);
        titles.getStyleClass().add("sbs-titles");
        titles.setPadding(new Insets(2, 6, 2, 6));
        BorderPane right = new BorderPane(rows);
        right.setTop(titles);
        getItems().setAll(entries, right);
        setDividerPositions(0.24);
        setResizableWithParent(entries, false);
        // built only while shown: the table mode does not pay for texts nobody sees
        sceneProperty().addListener((o, was, now) -> {
            if (now != null) {
                request(entries.getSelectionModel().getSelectedItem());
            }
        });
    }

    public ListView<SideBySide.Entry> entries() {
        return entries;
    }

    public ListView<SideBySide.Row> rows() {
        return rows;
    }

    /** What the rows show now (null before the first one arrives). */
    public SideBySide shown() {
        return shown;
    }

    /** Shows the entries of {@code s}, keeping the chosen endpoint when it is still changed. */
    void show(ChangesSnapshot s) {
        snapshot = s;
        SideBySide.Entry was = entries.getSelectionModel().getSelectedItem();
        List<SideBySide.Entry> now = s == null ? List.of() : s.entries();
        entries.getItems().setAll(now);
        entries.setPlaceholder(new Label(s == null || s.result() == null ? "" : "No changes."));
        SideBySide.Entry keep = was == null
                ? null
                : now.stream().filter(e -> same(e, was)).findFirst().orElse(null);
        if (keep != null) {
            entries.getSelectionModel().select(keep);
            request(keep); // the texts may have changed even though the endpoint did not
        } else if (!now.isEmpty()) {
            entries.getSelectionModel().select(0);
        } else {
            request(null);
        }
    }

    /** Chooses the endpoint and file of {@code c}. */
    void select(Change c) {
        if (c == null || c.location() == null) {
            return;
        }
        entries.getItems().stream()
                .filter(e -> e.changes().contains(c))
                .findFirst()
                .ifPresent(e -> entries.getSelectionModel().select(e));
    }

    private static boolean same(SideBySide.Entry a, SideBySide.Entry b) {
        return java.util.Objects.equals(a.endpoint(), b.endpoint()) && a.file().equals(b.file());
    }

    private void request(SideBySide.Entry e) {
        long r = ++request;
        ChangesSnapshot s = snapshot;
        if (e == null || s == null || s.result() == null) {
            paint(null, null);
            return;
        }
        if (getScene() == null) {
            return;
        }
        vm.sideBySide(s, e)
                .thenAccept(sbs -> javafx.application.Platform.runLater(() -> {
                    if (r == request) {
                        paint(sbs, e);
                    }
                }));
    }

    private void paint(SideBySide sbs, SideBySide.Entry e) {
        shown = sbs;
        if (sbs == null) {
            rows.getItems().clear();
            oldTitle.setText("");
            newTitle.setText("");
            return;
        }
        oldTitle.setText("Then: " + snapshot.baseline().label() + (sbs.oldMissing() ? " (no such file)" : ""));
        newTitle.setText("Now: " + sbs.file() + (sbs.newMissing() ? " (removed)" : ""));
        rows.getItems().setAll(sbs.rows());
        int at = e == null ? -1 : sbs.rowOf(e.worst());
        if (at >= 0) {
            rows.scrollTo(Math.max(0, at - 3));
        }
    }

    static GridPane halves() {
        GridPane g = new GridPane();
        for (int i = 0; i < 2; i++) {
            ColumnConstraints c = new ColumnConstraints();
            c.setPercentWidth(50);
            c.setHgrow(Priority.ALWAYS);
            g.getColumnConstraints().add(c);
        }
        return g;
    }

    /** An endpoint with its worst change's icon and the number of changes. */
    private static final class EntryCell extends ListCell<SideBySide.Entry> {
        private final FontIcon icon = new FontIcon();

        @Override
        protected void updateItem(SideBySide.Entry e, boolean empty) {
            super.updateItem(e, empty);
            if (empty || e == null) {
                setText(null);
                setGraphic(null);
                return;
            }
            setText((e.endpoint() == null ? "(server)" : e.endpoint()) + "  ("
                    + e.changes().size() + ")");
            setTooltip(new Tooltip(e.file()));
            icon.setIconLiteral(ChangesView.iconLiteral(e.worst().severity()));
            icon.getStyleClass().removeIf(c -> c.startsWith("severity-"));
            icon.getStyleClass().add(ChangesView.styleClass(e.worst().severity()));
            setGraphic(icon);
        }
    }

    /** Both sides of one row: gutter, line number and text each, in two equal halves. */
    static final class RowCell extends ListCell<SideBySide.Row> {
        private final Half left = new Half();
        private final Half right = new Half();
        private final GridPane grid = halves();

        RowCell() {
            grid.add(left, 0, 0);
            grid.add(right, 1, 0);
            // the two halves share the row's whole width, however long the lines
            grid.setMinWidth(0);
            grid.prefWidthProperty().bind(widthProperty());
            setContentDisplay(javafx.scene.control.ContentDisplay.GRAPHIC_ONLY);
            getStyleClass().add("sbs-row");
            setPadding(Insets.EMPTY);
        }

        @Override
        protected void updateItem(SideBySide.Row r, boolean empty) {
            super.updateItem(r, empty);
            setText(null);
            if (empty || r == null) {
                setGraphic(null);
                return;
            }
            left.show(r.oldLine(), r.oldText(), r.oldMarks(), r.kind(), true);
            right.show(r.newLine(), r.newText(), r.newMarks(), r.kind(), false);
            setGraphic(grid);
        }

        /** The gutter mark of a side, or null (tests). */
        FontIcon mark(boolean oldSide) {
            return (oldSide ? left : right).mark();
        }
    }

    /** One side of a row. */
    static final class Half extends HBox {
        private final StackPane gutter = new StackPane();
        private final FontIcon icon = new FontIcon();
        private final Label number = new Label();
        private final Label text = new Label();
        private final Tooltip tip = new Tooltip();
        private boolean tipped;

        Half() {
            getStyleClass().add("sbs-half");
            gutter.getStyleClass().add("sbs-gutter");
            gutter.setMinWidth(20);
            gutter.setPrefWidth(20);
            number.getStyleClass().add("sbs-line-number");
            number.setMinWidth(40);
            number.setAlignment(Pos.CENTER_RIGHT);
            text.getStyleClass().add("sbs-text");
            text.setTextOverrun(OverrunStyle.CLIP);
            text.setMinWidth(0);
            setHgrow(text, Priority.ALWAYS);
            text.setMaxWidth(Double.MAX_VALUE);
            setSpacing(6);
            setMinWidth(0);
            setAlignment(Pos.CENTER_LEFT);
            getChildren().setAll(gutter, number, text);
        }

        void show(int line, String s, List<Change> marks, SideBySide.Kind kind, boolean oldSide) {
            getStyleClass().removeIf(c -> c.startsWith("sbs-kind-"));
            String k = s == null
                    ? "gap"
                    : switch (kind) {
                        case SAME -> "same";
                        case CHANGED -> oldSide ? "changed-old" : "changed-new";
                        case ADDED -> "added";
                        case REMOVED -> "removed";
                    };
            getStyleClass().add("sbs-kind-" + k);
            number.setText(s == null ? "" : String.valueOf(line));
            text.setText(s == null ? "" : s);
            if (marks.isEmpty()) {
                gutter.getChildren().clear();
                if (tipped) {
                    Tooltip.uninstall(gutter, tip);
                    tipped = false;
                }
                return;
            }
            Change worst = marks.stream()
                    .min(java.util.Comparator.comparing(Change::severity))
                    .orElseThrow();
            icon.setIconLiteral(ChangesView.iconLiteral(worst.severity()));
            icon.getStyleClass().removeIf(c -> c.startsWith("severity-"));
            icon.getStyleClass().add(ChangesView.styleClass(worst.severity()));
            icon.setUserData(marks);
            gutter.getChildren().setAll(icon);
            tip.setText(marks.stream()
                    .map(c -> c.severity().id() + " \u00b7 " + c.kind().id() + ": " + c.message())
                    .collect(Collectors.joining("\n")));
            if (!tipped) {
                Tooltip.install(gutter, tip);
                tipped = true;
            }
        }

        FontIcon mark() {
            return gutter.getChildren().isEmpty() ? null : icon;
        }
    }
}
