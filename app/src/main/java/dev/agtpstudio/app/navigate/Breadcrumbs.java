package dev.agtpstudio.app.navigate;

import dev.agtpstudio.core.outline.OutlineNode;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;

/**
 * The breadcrumbs above the editor: the file, then the endpoint, group and field at the caret; each crumb is a link
 * that goes to its entry (the file crumb reveals the file in the explorer).
 */
public final class Breadcrumbs extends HBox {
    private final Consumer<Path> revealFile;
    private final Consumer<OutlineNode> goTo;

    public Breadcrumbs(Consumer<Path> revealFile, Consumer<OutlineNode> goTo) {
        super(2);
        this.revealFile = revealFile;
        this.goTo = goTo;
        setId("breadcrumbs");
        setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        setPadding(new javafx.geometry.Insets(1, 6, 1, 6));
        getStyleClass().add("breadcrumbs");
    }

    /** Shows {@code file} (shown as {@code fileLabel}) and the chain at the caret; nothing when no file is open. */
    public void show(Path file, String fileLabel, List<OutlineNode> chain) {
        getChildren().clear();
        if (file == null) {
            return;
        }
        Hyperlink f = new Hyperlink(fileLabel);
        f.setOnAction(e -> revealFile.accept(file));
        getChildren().add(f);
        for (OutlineNode n : chain) {
            Label sep = new Label("\u203A");
            sep.getStyleClass().add("breadcrumb-separator");
            Hyperlink h = new Hyperlink(n.label());
            h.getStyleClass().add("breadcrumb-" + n.kind().name().toLowerCase(java.util.Locale.ROOT));
            h.setOnAction(e -> goTo.accept(n));
            getChildren().addAll(sep, h);
        }
    }

    /** The crumbs' texts, file first (what a screen reader and the tests read). */
    public List<String> texts() {
        return getChildren().stream()
                .filter(Hyperlink.class::isInstance)
                .map(n -> ((Hyperlink) n).getText())
                .toList();
    }
}
