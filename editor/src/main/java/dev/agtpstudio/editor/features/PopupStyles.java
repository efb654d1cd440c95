package dev.agtpstudio.editor.features;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;

/** Popups are separate windows: they get the stylesheets of the node they belong to, so themes reach them. */
public final class PopupStyles {
    private PopupStyles() {}

    /** The stylesheets of {@code owner}, its ancestors and its scene, outermost first. */
    public static List<String> of(Node owner) {
        List<String> out = new ArrayList<>();
        if (owner.getScene() != null) {
            out.addAll(owner.getScene().getStylesheets());
        }
        List<List<String>> chain = new ArrayList<>();
        for (Node n = owner; n != null; n = n.getParent()) {
            if (n instanceof Parent p) {
                chain.add(0, p.getStylesheets());
            }
        }
        chain.forEach(l -> l.stream().filter(s -> !out.contains(s)).forEach(out::add));
        return out;
    }
}
