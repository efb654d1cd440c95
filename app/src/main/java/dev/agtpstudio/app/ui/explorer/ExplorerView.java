package dev.agtpstudio.app.ui.explorer;

import dev.agtpstudio.core.load.FileKind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.function.Function;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.BorderPane;

/** The workspace folder as a tree with file-type icons; double-click or Enter opens, a context menu edits. */
public final class ExplorerView extends BorderPane {
    private final ExplorerViewModel vm;
    private final TreeView<Path> tree = new TreeView<>();
    private final Function<Path, FileKind> kindOf;
    /** The folders of the tree as last listed: cells and keys ask this, not the file system. */
    private Set<Path> folders = Set.of();

    public ExplorerView(ExplorerViewModel vm, Function<Path, FileKind> kindOf) {
        this.vm = vm;
        this.kindOf = kindOf;
        getStyleClass().add("explorer-view");
        tree.setId("explorer-tree");
        tree.setShowRoot(true);
        tree.setCellFactory(t -> new PathCell());
        tree.setOnKeyPressed(e -> {
            Path sel = selected();
            if (e.getCode() == KeyCode.ENTER && sel != null && !folders.contains(sel)) {
                vm.open(sel);
            } else if (e.getCode() == KeyCode.DELETE && sel != null) {
                vm.delete(sel);
            } else if (e.getCode() == KeyCode.F2 && sel != null) {
                vm.rename(sel);
            }
        });
        tree.setContextMenu(contextMenu());
        vm.onRefresh(this::rebuild);
        rebuild();
        setCenter(tree);
    }

    public ExplorerViewModel vm() {
        return vm;
    }

    public TreeView<Path> tree() {
        return tree;
    }

    public Path selected() {
        TreeItem<Path> i = tree.getSelectionModel().getSelectedItem();
        return i == null ? null : i.getValue();
    }

    private ContextMenu contextMenu() {
        MenuItem newFile = new MenuItem("New File\u2026");
        newFile.setOnAction(e -> vm.newFile(selected()));
        MenuItem newFolder = new MenuItem("New Folder\u2026");
        newFolder.setOnAction(e -> vm.newFolder(selected()));
        MenuItem newEndpoint = new MenuItem("New Endpoint from Template\u2026");
        newEndpoint.setOnAction(e -> vm.newEndpoint());
        MenuItem rename = new MenuItem("Rename\u2026");
        rename.setOnAction(e -> vm.rename(selected()));
        MenuItem delete = new MenuItem("Delete");
        delete.setOnAction(e -> vm.delete(selected()));
        MenuItem refresh = new MenuItem("Refresh");
        refresh.setOnAction(e -> vm.refresh());
        ContextMenu menu = new ContextMenu(
                newFile,
                newFolder,
                newEndpoint,
                new SeparatorMenuItem(),
                rename,
                delete,
                new SeparatorMenuItem(),
                refresh);
        // the workspace root is neither renamed nor deleted from here (that is the folder the IDE has open)
        menu.setOnShowing(e -> {
            Path sel = selected();
            boolean onRoot = sel == null || sel.equals(vm.root());
            rename.setVisible(!onRoot);
            delete.setVisible(!onRoot);
        });
        return menu;
    }

    /** Rebuilds the tree, keeping expanded folders and the selection. */
    public void rebuild() {
        Set<Path> expanded = new HashSet<>();
        if (tree.getRoot() != null) {
            collectExpanded(tree.getRoot(), expanded);
        }
        Path sel = selected();
        Set<Path> listed = new HashSet<>();
        TreeItem<Path> root =
                item(new ExplorerViewModel.Entry(vm.root(), Files.isDirectory(vm.root())), expanded, listed);
        root.setExpanded(true);
        folders = listed;
        tree.setRoot(root);
        if (sel != null) {
            select(sel);
        }
    }

    /** Selects and shows {@code file} if it is in the tree. */
    public void select(Path file) {
        TreeItem<Path> found = find(tree.getRoot(), file.toAbsolutePath().normalize());
        if (found != null) {
            for (TreeItem<Path> p = found.getParent(); p != null; p = p.getParent()) {
                p.setExpanded(true);
            }
            tree.getSelectionModel().select(found);
            int row = tree.getRow(found);
            if (row >= 0) {
                tree.scrollTo(Math.max(0, row - 3));
            }
        }
    }

    private TreeItem<Path> find(TreeItem<Path> item, Path file) {
        if (item == null) {
            return null;
        }
        if (item.getValue().equals(file)) {
            return item;
        }
        if (!file.startsWith(item.getValue())) {
            return null;
        }
        for (TreeItem<Path> c : item.getChildren()) {
            TreeItem<Path> f = find(c, file);
            if (f != null) {
                return f;
            }
        }
        return null;
    }

    private static void collectExpanded(TreeItem<Path> i, Set<Path> out) {
        if (i.isExpanded()) {
            out.add(i.getValue());
        }
        i.getChildren().forEach(c -> collectExpanded(c, out));
    }

    private TreeItem<Path> item(ExplorerViewModel.Entry entry, Set<Path> expanded, Set<Path> listed) {
        Path p = entry.path();
        TreeItem<Path> i = new TreeItem<>(p);
        if (entry.folder()) {
            listed.add(p);
            for (ExplorerViewModel.Entry c : ExplorerViewModel.entries(p)) {
                i.getChildren().add(item(c, expanded, listed));
            }
            i.setExpanded(expanded.contains(p) || expanded.isEmpty());
        }
        return i;
    }

    /** Errors and warnings of a file, or of every file under a folder. */
    public record ProblemCount(int errors, int warnings) {
        ProblemCount plus(ProblemCount o) {
            return new ProblemCount(errors + o.errors, warnings + o.warnings);
        }

        /** The badge's text: {@code 2 errors, 1 warning} shortened to {@code ✕2 ⚠1}; empty when both are 0. */
        public String badge() {
            return ((errors > 0 ? "\u2715" + errors : "")
                    + (errors > 0 && warnings > 0 ? " " : "")
                    + (warnings > 0 ? "\u26A0" + warnings : ""));
        }
    }

    private java.util.Map<Path, ProblemCount> problemCounts = java.util.Map.of();

    /**
     * Shows error and warning badges from {@code diagnostics} (the Problems view's own list): each file its counts,
     * each folder the sum of the files under it.
     */
    public void showProblems(java.util.List<dev.agtpstudio.core.diag.Diagnostic> diagnostics) {
        java.util.Map<Path, ProblemCount> counts = new java.util.HashMap<>();
        Path root = vm.root();
        for (dev.agtpstudio.core.diag.Diagnostic d : diagnostics) {
            if (d.file() == null || d.suppressed()) {
                continue;
            }
            ProblemCount one = switch (d.severity()) {
                case ERROR -> new ProblemCount(1, 0);
                case WARNING -> new ProblemCount(0, 1);
                default -> null;
            };
            if (one == null) {
                continue;
            }
            for (Path p = d.file().toAbsolutePath().normalize(); p != null; p = p.getParent()) {
                counts.merge(p, one, ProblemCount::plus);
                if (p.equals(root)) {
                    break;
                }
            }
        }
        if (!counts.equals(problemCounts)) {
            problemCounts = java.util.Map.copyOf(counts);
            tree.refresh();
        }
    }

    /** The counts shown on {@code path}'s entry (tests, screen readers). */
    public ProblemCount problemsOf(Path path) {
        return problemCounts.getOrDefault(path, new ProblemCount(0, 0));
    }

    private final class PathCell extends TreeCell<Path> {
        PathCell() {
            setOnMouseClicked(e -> {
                if (e.getButton() == MouseButton.PRIMARY
                        && e.getClickCount() == 2
                        && getItem() != null
                        && !folders.contains(getItem())) {
                    vm.open(getItem());
                }
            });
        }

        @Override
        protected void updateItem(Path p, boolean empty) {
            super.updateItem(p, empty);
            if (empty || p == null) {
                setText(null);
                setGraphic(null);
                setAccessibleText(null);
                return;
            }
            boolean dir = folders.contains(p);
            setText(
                    p.equals(vm.root())
                            ? p.getFileName() + "  (" + p.getParent() + ")"
                            : p.getFileName().toString());
            boolean expanded = getTreeItem() != null && getTreeItem().isExpanded();
            javafx.scene.Node icon = dir ? FileIcons.folder(expanded) : FileIcons.forFile(p, kindOf.apply(p));
            ProblemCount pc = problemsOf(p);
            if (pc.errors() + pc.warnings() == 0) {
                setGraphic(icon);
            } else {
                // the badge sits after the icon, before the name: a cell has one graphic and its text follows it
                javafx.scene.control.Label badge = new javafx.scene.control.Label(pc.badge());
                badge.getStyleClass()
                        .addAll("explorer-badge", pc.errors() > 0 ? "explorer-badge-error" : "explorer-badge-warning");
                badge.setStyle(pc.errors() > 0 ? "-fx-text-fill: #d13438;" : "-fx-text-fill: #b8860b;");
                javafx.scene.layout.HBox g = new javafx.scene.layout.HBox(3, icon, badge);
                g.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
                setGraphic(g);
            }
            // the icon says what the file is; a screen reader says it in words
            setAccessibleText(p.getFileName() + ", "
                    + (dir ? (expanded ? "folder, expanded" : "folder, collapsed") : describe(kindOf.apply(p)))
                    + (pc.errors() > 0 ? ", " + pc.errors() + (pc.errors() == 1 ? " error" : " errors") : "")
                    + (pc.warnings() > 0
                            ? ", " + pc.warnings() + (pc.warnings() == 1 ? " warning" : " warnings")
                            : ""));
        }

        private static String describe(FileKind k) {
            return switch (k) {
                case ENDPOINT -> "endpoint declaration";
                case AGIS -> "AGIS service document";
                case SERVER_CONFIG -> "server configuration";
                case RECIPES -> "recipes";
                case DISCOVERY_TESTS -> "discoverability tests";
                case OTHER_TOML -> "TOML file";
                default -> "file";
            };
        }
    }
}
