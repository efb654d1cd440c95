package dev.agtpstudio.app.ui;

import javafx.beans.InvalidationListener;
import javafx.collections.ListChangeListener;
import javafx.css.PseudoClass;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.TabPane;
import javafx.scene.shape.Rectangle;

/**
 * A tab pane's headers are shown whole or not at all (decision 0630). When the tabs do not fit, JavaFX shows the
 * overflow menu (the arrow at the end of the header row, listing every tab) but also the header the row's end cuts,
 * its title cut mid-word ("Out" for Outline at 1280x800). That header is hidden here (transparent, and clicks pass
 * through it); its tab stays one click away in the overflow menu, and comes into the row when it is selected.
 * Only the headers' opacity changes, never their size, so the skin's layout (which measures the headers) is not
 * disturbed. FX thread only.
 */
public final class WholeTabHeaders {
    private static final PseudoClass SELECTED = PseudoClass.getPseudoClass("selected");

    private WholeTabHeaders() {}

    /** Keeps {@code pane}'s headers whole, for its present and any later skin. */
    public static void install(TabPane pane) {
        pane.skinProperty().addListener((o, was, now) -> attach(pane));
        attach(pane);
    }

    /** The pane's row of headers (the skin's {@code .headers-region}), or null before it has a skin. */
    static Parent headers(TabPane pane) {
        for (Node area : pane.getChildrenUnmodifiable()) {
            if (area.getStyleClass().contains("tab-header-area") && area instanceof Parent p) {
                for (Node n : p.getChildrenUnmodifiable()) {
                    if (n.getStyleClass().contains("headers-region") && n instanceof Parent row) {
                        return row;
                    }
                }
            }
        }
        return null;
    }

    /** True when {@code header} (a child of {@code row}) lies wholly inside the row's visible part. */
    static boolean whole(Parent row, Node header) {
        if (!(row.getClip() instanceof Rectangle clip)) {
            return true;
        }
        Bounds b = header.getBoundsInParent();
        double slack = 0.5; // the skin snaps sizes to pixels
        return b.getMinX() >= clip.getX() - slack && b.getMaxX() <= clip.getX() + clip.getWidth() + slack;
    }

    private static void attach(TabPane pane) {
        Parent row = headers(pane);
        if (row == null) {
            return;
        }
        InvalidationListener check = o -> hideCut(row);
        if (row.getClip() instanceof Rectangle clip) {
            clip.xProperty().addListener(check);
            clip.widthProperty().addListener(check);
        }
        row.getChildrenUnmodifiable().forEach(h -> h.boundsInParentProperty().addListener(check));
        pane.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> hideCut(row));
        row.getChildrenUnmodifiable().addListener((ListChangeListener<Node>) c -> {
            while (c.next()) {
                c.getAddedSubList().forEach(h -> h.boundsInParentProperty().addListener(check));
                c.getRemoved().forEach(h -> h.boundsInParentProperty().removeListener(check));
            }
            hideCut(row);
        });
        hideCut(row);
    }

    private static void hideCut(Parent row) {
        for (Node h : row.getChildrenUnmodifiable()) {
            // the selected tab's header stays, even in a row narrower than it: some title is better than none
            boolean show = whole(row, h) || h.getPseudoClassStates().contains(SELECTED);
            h.setOpacity(show ? 1 : 0);
            h.setMouseTransparent(!show);
        }
    }
}
