package dev.agtpstudio.app.layout;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;

/**
 * Panes of the main window shown in their own window and docked back (decision 0583): detaching moves the tab's
 * content (the same view, with its state) into a window owned by the main one and takes the tab out of its tab pane;
 * docking, or closing that window, puts the content and the tab back where they were. The window follows the main
 * window's theme through a bound copy of its style sheets, unbound when it docks, so nothing of it stays behind.
 * FX thread only.
 */
public final class PaneWindows {
    /** A detached pane: where its tab was, and its window. */
    private record Detached(Tab tab, TabPane from, int index, Stage window, StackPane holder) {}

    private final Stage owner;
    private final Map<Tab, Detached> detached = new LinkedHashMap<>();

    public PaneWindows(Stage owner) {
        this.owner = owner;
    }

    /** The window showing {@code tab}'s content, when it is detached. */
    public Optional<Stage> windowOf(Tab tab) {
        return Optional.ofNullable(detached.get(tab)).map(Detached::window);
    }

    /** Detaches {@code tab} when it is docked, docks it when it is detached. */
    public void toggle(Tab tab) {
        if (detached.containsKey(tab)) {
            dock(tab);
        } else {
            detach(tab);
        }
    }

    /**
     * Shows {@code tab}'s content in its own window (brought to the front when it already is); the tab leaves its tab
     * pane. A tab that is in no tab pane and not detached is left alone.
     */
    public void detach(Tab tab) {
        Detached d = detached.get(tab);
        if (d != null) {
            d.window().toFront();
            return;
        }
        TabPane from = tab.getTabPane();
        if (from == null) {
            return;
        }
        from.getSelectionModel().select(tab); // a pane built on first selection is built now
        int index = from.getTabs().indexOf(tab);
        Node content = tab.getContent();
        double w = Math.max(420, from.getWidth());
        double h = Math.max(480, from.getHeight());
        tab.setContent(null);
        from.getTabs().remove(tab);
        StackPane holder = new StackPane();
        if (content != null) {
            holder.getChildren().add(content);
        }
        holder.setId("detached-" + tab.getId());
        holder.getStyleClass().add("detached-pane");
        Scene scene = new Scene(holder, w, h);
        if (owner.getScene() != null) {
            Bindings.bindContent(scene.getStylesheets(), owner.getScene().getStylesheets());
        }
        Stage window = new Stage();
        window.initOwner(owner);
        window.setTitle(tab.getText() + " \u2014 AGTP Studio");
        window.getIcons().setAll(owner.getIcons());
        window.setScene(scene);
        window.setOnHidden(e -> dock(tab)); // closing the window docks the pane
        detached.put(tab, new Detached(tab, from, index, window, holder));
        window.show();
    }

    /** Puts {@code tab} and its content back where they were and closes its window; nothing when it is docked. */
    public void dock(Tab tab) {
        Detached d = detached.remove(tab);
        if (d == null) {
            return;
        }
        d.window().setOnHidden(null);
        Bindings.unbindContent(
                d.window().getScene().getStylesheets(),
                owner.getScene() == null
                        ? d.window().getScene().getStylesheets()
                        : owner.getScene().getStylesheets());
        Node content = d.holder().getChildren().isEmpty()
                ? null
                : d.holder().getChildren().get(0);
        d.holder().getChildren().clear();
        d.window().hide();
        tab.setContent(content);
        d.from().getTabs().add(Math.min(d.index(), d.from().getTabs().size()), tab);
        d.from().getSelectionModel().select(tab);
    }

    /** Docks every detached pane (the main window closes). */
    public void dockAll() {
        for (Tab t : java.util.List.copyOf(detached.keySet())) {
            dock(t);
        }
    }

    /** The detached tab whose id is {@code id}, if any. */
    public Optional<Tab> detachedTab(String id) {
        return detached.keySet().stream().filter(t -> id.equals(t.getId())).findFirst();
    }

    /** How many panes are detached now. */
    public int count() {
        return detached.size();
    }
}
