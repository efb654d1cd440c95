package dev.agtpstudio.app.ui;

import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;

/**
 * The window's layout: menu bar, explorer on the left, editors in the middle, a bottom tab pane (Problems, and the
 * Server tab other panes fill) and a right-hand tab pane (Preview); status bar at the bottom. Other parts of the
 * product add their panes with {@link #addRightPane} and {@link #addBottomPane}.
 */
public final class MainView extends BorderPane {
    private final TabPane bottom = new TabPane();
    private final TabPane right = new TabPane();
    private final SplitPane horizontal = new SplitPane();
    private final SplitPane vertical = new SplitPane();
    private final BorderPane rightHolder = new BorderPane();
    private final StackPane editorArea = new StackPane();
    private final BorderPane editorColumn = new BorderPane(editorArea);
    private final FocusLayout focus = new FocusLayout(horizontal, vertical);

    public MainView(MenuBar menu, Node explorer, Node editors, Node statusBar) {
        getStyleClass().add("main-view");
        setTop(menu);
        bottom.setId("bottom-panes");
        right.setId("right-panes");
        bottom.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        right.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        WholeTabHeaders.install(bottom);
        WholeTabHeaders.install(right);
        vertical.setOrientation(Orientation.VERTICAL);
        editorArea.getChildren().add(editors);
        vertical.getItems().addAll(editorColumn, bottom);
        vertical.setDividerPositions(0.70);
        rightHolder.setCenter(right);
        horizontal.getItems().addAll(explorer, vertical, rightHolder);
        horizontal.setDividerPositions(0.18, 0.74);
        SplitPane.setResizableWithParent(explorer, false);
        SplitPane.setResizableWithParent(rightHolder, false);
        setCenter(horizontal);
        setBottom(statusBar);
    }

    /**
     * Adds a tab to the right-hand area (the Preview pane and friends), or fills the reserved tab of that title;
     * returns it so the caller can select it.
     */
    public Tab addRightPane(String title, Node content) {
        return put(right, "right-", title, content);
    }

    /** Adds a tab to the bottom area next to Problems (the Server console and friends), or fills the reserved one. */
    public Tab addBottomPane(String title, Node content) {
        return put(bottom, "bottom-", title, content);
    }

    /** A tab that says what will appear there, until its owner calls {@link #addRightPane}/{@link #addBottomPane}. */
    public Tab reserve(boolean rightSide, String title, String note) {
        Label l = new Label(note);
        l.setWrapText(true);
        l.getStyleClass().add("empty-editor-hint");
        StackPane p = new StackPane(l);
        p.setPadding(new Insets(16));
        Tab t = put(rightSide ? right : bottom, rightSide ? "right-" : "bottom-", title, p);
        t.getStyleClass().add("reserved-pane");
        return t;
    }

    /**
     * Fills {@code tab} with {@code content} the first time it is selected (at once when it is selected now): a pane
     * nobody looks at is neither built nor styled while the window opens.
     */
    public static void buildOnFirstSelection(Tab tab, java.util.function.Supplier<Node> content) {
        if (tab.isSelected()) {
            tab.setContent(content.get());
            return;
        }
        javafx.beans.value.ChangeListener<Boolean> once = new javafx.beans.value.ChangeListener<>() {
            @Override
            public void changed(javafx.beans.value.ObservableValue<? extends Boolean> o, Boolean was, Boolean now) {
                if (now) {
                    tab.selectedProperty().removeListener(this);
                    tab.setContent(content.get());
                }
            }
        };
        tab.selectedProperty().addListener(once);
    }

    private static Tab put(TabPane pane, String prefix, String title, Node content) {
        String id = prefix + slug(title);
        for (Tab t : pane.getTabs()) {
            if (id.equals(t.getId())) {
                t.setContent(content);
                t.getStyleClass().remove("reserved-pane");
                return t;
            }
        }
        Tab t = new Tab(title, content);
        t.setId(id);
        pane.getTabs().add(t);
        return t;
    }

    /** Puts {@code header} (the breadcrumbs) above the editors, or removes it when null. */
    public void setEditorHeader(Node header) {
        editorColumn.setTop(header);
    }

    /** Shows {@code page} over the editors (the welcome page), or removes it when null. */
    public void setEditorOverlay(Node page) {
        if (editorArea.getChildren().size() > 1) {
            editorArea.getChildren().remove(1, editorArea.getChildren().size());
        }
        if (page != null) {
            editorArea.getChildren().add(page);
        }
    }

    public TabPane bottomPanes() {
        return bottom;
    }

    /** The editor area (both sides of a split editor, and the welcome page over them). */
    public Node editorArea() {
        return editorArea;
    }

    public TabPane rightPanes() {
        return right;
    }

    /** The divider positions of the side-by-side split (explorer | editor | right area). */
    public double[] horizontalDividers() {
        return focus.dividersToSave(horizontal.getDividerPositions());
    }

    /** The focus layout: the editor column alone, full width (View > Toggle Focus Layout). */
    public FocusLayout focusLayout() {
        return focus;
    }

    /** The divider positions of the editor-over-bottom split. */
    public double[] verticalDividers() {
        return vertical.getDividerPositions();
    }

    /** Restores saved divider positions where the number of dividers still matches (hidden areas have none). */
    public void restoreDividers(double[] h, double[] v) {
        if (h != null && h.length > 0 && h.length == horizontal.getDividers().size()) {
            horizontal.setDividerPositions(h);
        }
        if (v != null && v.length > 0 && v.length == vertical.getDividers().size()) {
            vertical.setDividerPositions(v);
        }
    }

    /** Shows or hides the right-hand area. */
    public void setRightVisible(boolean visible) {
        if (visible && !horizontal.getItems().contains(rightHolder)) {
            horizontal.getItems().add(rightHolder);
            horizontal.setDividerPositions(0.18, 0.74);
        } else if (!visible) {
            horizontal.getItems().remove(rightHolder);
        }
    }

    public boolean isRightVisible() {
        return horizontal.getItems().contains(rightHolder);
    }

    /** Shows or hides the bottom area. */
    public void setBottomVisible(boolean visible) {
        if (visible && !vertical.getItems().contains(bottom)) {
            vertical.getItems().add(bottom);
            vertical.setDividerPositions(0.70);
        } else if (!visible) {
            vertical.getItems().remove(bottom);
        }
    }

    public boolean isBottomVisible() {
        return vertical.getItems().contains(bottom);
    }

    private static String slug(String s) {
        return s.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9]+", "-");
    }
}
