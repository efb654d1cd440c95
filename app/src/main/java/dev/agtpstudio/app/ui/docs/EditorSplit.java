package dev.agtpstudio.app.ui.docs;

import java.nio.file.Path;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

/**
 * Which open documents have a tab on which side of the editor area. The {@link DocumentsViewModel} keeps the one list
 * of documents; a document may have a tab on the left, on the right, or on both (the same buffer shown twice). The
 * area is split while the right side has a tab; a side whose last tab goes unsplits it. FX thread only.
 */
public final class EditorSplit {
    /** One side of the editor area. */
    public enum Side {
        LEFT,
        RIGHT;

        public Side other() {
            return this == LEFT ? RIGHT : LEFT;
        }
    }

    private final DocumentsViewModel vm;
    private final ObservableList<DocumentViewModel> left = FXCollections.observableArrayList();
    private final ObservableList<DocumentViewModel> right = FXCollections.observableArrayList();
    private final BooleanBinding split = Bindings.isNotEmpty(right);
    private final javafx.beans.property.DoubleProperty divider = new javafx.beans.property.SimpleDoubleProperty(0.5);
    /** Where newly opened documents get their tab: the side the user last picked a tab in. */
    private Side current = Side.LEFT;

    public EditorSplit(DocumentsViewModel vm) {
        this.vm = vm;
        left.addAll(vm.documents());
        vm.documents().addListener((ListChangeListener<DocumentViewModel>) c -> {
            while (c.next()) {
                c.getRemoved().forEach(d -> {
                    if (!vm.documents().contains(d)) {
                        left.remove(d);
                        right.remove(d);
                    }
                });
                for (DocumentViewModel d : c.getAddedSubList()) {
                    if (!left.contains(d) && !right.contains(d)) {
                        side(isSplit() ? current : Side.LEFT).add(d);
                    }
                }
            }
            normalize();
        });
    }

    /** The documents with a tab on {@code side}, in tab order. */
    public ObservableList<DocumentViewModel> side(Side side) {
        return side == Side.LEFT ? left : right;
    }

    /** The divider between the sides (0..1), kept while unsplit for the next split. */
    public javafx.beans.property.DoubleProperty dividerProperty() {
        return divider;
    }

    public BooleanBinding splitProperty() {
        return split;
    }

    public boolean isSplit() {
        return split.get();
    }

    /** The user picked a tab on {@code side}: documents opened next go there. */
    public void focused(Side side) {
        current = side;
    }

    /** Splits the area, showing {@code doc} (again) on the right; does nothing for null. */
    public void splitRight(DocumentViewModel doc) {
        if (doc == null || !vm.documents().contains(doc)) {
            return;
        }
        if (!right.contains(doc)) {
            right.add(doc);
        }
        current = Side.RIGHT;
    }

    /** Moves {@code doc}'s tab from {@code from} to the other side (it stays shown once if it was on both). */
    public void moveToOtherSide(DocumentViewModel doc, Side from) {
        ObservableList<DocumentViewModel> to = side(from.other());
        if (!to.contains(doc)) {
            to.add(doc);
        }
        side(from).remove(doc);
        current = from.other();
        normalize();
    }

    /** Every tab back on the left, each document once. */
    public void unsplit() {
        for (DocumentViewModel d : List.copyOf(right)) {
            if (!left.contains(d)) {
                left.add(d);
            }
        }
        right.clear();
        current = Side.LEFT;
    }

    /** Split Editor when unsplit (the active document on both sides), Unsplit when split. */
    public void toggle() {
        if (isSplit()) {
            unsplit();
        } else {
            splitRight(vm.active());
        }
    }

    /**
     * Closes {@code doc}'s tab on {@code side}: when it is shown on the other side too only this tab goes, otherwise
     * the document is closed (asking about unsaved changes). False when the user kept it open.
     */
    public boolean close(DocumentViewModel doc, Side side) {
        if (side(side.other()).contains(doc)) {
            side(side).remove(doc);
            normalize();
            if (vm.active() == doc) {
                current = side.other();
            }
            return true;
        }
        return vm.close(doc);
    }

    /**
     * File > Close Tab: closes {@code doc}'s tab on the side the user worked in last (the side whose tab they picked or
     * focused last; the other side when {@code doc} has no tab there), as {@link #close} does.
     */
    public boolean closeTab(DocumentViewModel doc) {
        return close(doc, side(current).contains(doc) ? current : current.other());
    }

    /** The right side's tabs as paths, for the workbench file (empty when unsplit). */
    public List<Path> paths(Side side) {
        return side(side).stream().map(DocumentViewModel::path).toList();
    }

    /**
     * Puts the open documents on the sides saved in the workbench file: {@code leftPaths} (null: every document) on
     * the left and {@code rightPaths} on the right, {@code dividerAt} between them; documents not named stay on the left.
     */
    public void restore(List<Path> leftPaths, List<Path> rightPaths, double dividerAt) {
        unsplit();
        divider.set(dividerAt);
        for (Path p : rightPaths) {
            vm.find(p).ifPresent(d -> {
                if (!right.contains(d)) {
                    right.add(d);
                }
            });
        }
        if (leftPaths != null && !right.isEmpty()) {
            left.removeIf(d -> right.contains(d) && !leftPaths.contains(d.path()));
        }
        normalize();
    }

    /** A left side without tabs takes the right side's: the area is split only while both sides have tabs. */
    private void normalize() {
        if (left.isEmpty() && !right.isEmpty()) {
            unsplit();
        }
    }
}
