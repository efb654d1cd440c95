package dev.agtpstudio.app.ui;

import java.util.ArrayList;
import java.util.List;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;

/**
 * The focus layout for small screens: the side-by-side split keeps only the editor column (editors over the bottom
 * area), so the editor gets the window's full width; leaving it puts the explorer and the right-hand area back in
 * their places with the exact divider positions they had (decision 0582). A pane shown while it is on (View > Show
 * Preview, say) leaves it, so that pane comes back with the layout it had rather than squeezed beside the editor.
 * FX thread only.
 */
public final class FocusLayout {
    private final SplitPane split;
    private final Node center;
    private final ReadOnlyBooleanWrapper active = new ReadOnlyBooleanWrapper(this, "active");
    private List<Node> before = List.of();
    private double[] dividers = new double[0];
    private boolean changing;

    FocusLayout(SplitPane split, Node center) {
        this.split = split;
        this.center = center;
        split.getItems().addListener((ListChangeListener<Node>) c -> {
            if (active.get() && !changing) {
                // after the caller's own setDividerPositions, which assumed the full layout
                Platform.runLater(() -> {
                    if (active.get()) {
                        leave();
                    }
                });
            }
        });
    }

    /** True while the editor column has the full width. */
    public ReadOnlyBooleanProperty activeProperty() {
        return active.getReadOnlyProperty();
    }

    public boolean isActive() {
        return active.get();
    }

    /** Enters the focus layout, or leaves it. */
    public void toggle() {
        if (active.get()) {
            leave();
        } else {
            enter();
        }
    }

    /** Hides everything beside the editor column, remembering the items and the divider positions. */
    public void enter() {
        if (active.get()) {
            return;
        }
        before = List.copyOf(split.getItems());
        dividers = split.getDividerPositions();
        changing = true;
        try {
            split.getItems().setAll(center);
        } finally {
            changing = false;
        }
        active.set(true);
    }

    /** Puts back what {@link #enter} took away (and keeps what was added since), with its divider positions. */
    public void leave() {
        if (!active.get()) {
            return;
        }
        List<Node> items = new ArrayList<>(before);
        for (Node n : split.getItems()) {
            if (!items.contains(n)) {
                items.add(n);
            }
        }
        changing = true;
        try {
            split.getItems().setAll(items);
        } finally {
            changing = false;
        }
        if (dividers.length == split.getDividers().size()) {
            split.setDividerPositions(dividers);
        }
        active.set(false);
        before = List.of();
    }

    /**
     * The positions to remember for the next start: those the full layout had while the focus layout is on (it is
     * not restored at start), else {@code current}.
     */
    double[] dividersToSave(double[] current) {
        return active.get() ? dividers.clone() : current;
    }
}
