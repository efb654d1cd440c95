package dev.agtpstudio.app.preview;

import dev.agtpstudio.app.ui.dialog.DialogService;
import dev.agtpstudio.evolution.Change;
import dev.agtpstudio.preview.Projection;
import dev.agtpstudio.preview.ProjectionKind;
import dev.agtpstudio.preview.ProjectionNote;
import dev.agtpstudio.preview.source.SourceRef;
import java.nio.file.Path;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The preview pane: one tab per projection, each a foldable highlighted JSON tree with copy and export; clicking an
 * element opens the source that produced it. The manifest tab shows what changed since the last export and offers
 * to bump {@code document_version}. When the workspace has errors the trees are greyed and a banner says which
 * endpoint files are left out.
 */
public final class PreviewPane extends VBox {
    /**
     * {@code :stale} dims the projection while the workspace has errors. A pseudo-class, not a style class: adding or
     * removing a style class makes JavaFX match every selector again for the whole preview, a visible cost on the FX
     * thread each time an edit makes the workspace go from valid to invalid or back.
     */
    private static final javafx.css.PseudoClass STALE = javafx.css.PseudoClass.getPseudoClass("stale");
    /** {@code :unsigned}: the manifest is not signed, or its signature does not verify (the signature line warns). */
    private static final javafx.css.PseudoClass UNSIGNED = javafx.css.PseudoClass.getPseudoClass("unsigned");

    private final PreviewViewModel vm;
    private final Consumer<SourceRef> navigate;
    private final DialogService dialogs;
    private final Supplier<Path> exportDir;
    private final TabPane tabs = new TabPane();
    private final Map<ProjectionKind, Tab> tabOf = new EnumMap<>(ProjectionKind.class);
    /** The trees of the projections whose tab content has been made (the first, and each one selected since). */
    private final Map<ProjectionKind, JsonTree> trees = new EnumMap<>(ProjectionKind.class);
    /** Refreshes a projection's raw-text view when it is showing. */
    private final Map<ProjectionKind, Runnable> rawViews = new EnumMap<>(ProjectionKind.class);

    private final Map<ProjectionKind, ListView<ProjectionNote>> notes = new EnumMap<>(ProjectionKind.class);
    /** Under the MCP and A2T tabs: what the served tool list costs in tokens (TokenSummary). */
    private final Map<ProjectionKind, Label> tokenLines = new EnumMap<>(ProjectionKind.class);

    private final Label banner = new Label();
    private final HBox bannerBox = new HBox(banner);
    private final Label changes = new Label();
    private final Button bump = new Button("Bump version");
    /** The manifest tab's line about manifest_signature: signed and verified, or unsigned and why. */
    private final Label signature = new Label();

    private final Label status = new Label("Waiting for the first validation\u2026");
    /** Under the projections: what an agent's intent would find (AgentsEyeRankingPane). */
    private final AgentsEyeRankingPane ranking;

    public PreviewPane(
            PreviewViewModel vm, Consumer<SourceRef> navigate, DialogService dialogs, Supplier<Path> exportDir) {
        this.vm = vm;
        this.navigate = navigate;
        this.dialogs = dialogs;
        this.exportDir = exportDir;
        getStyleClass().add("preview-pane");
        getStylesheets()
                .add(PreviewPane.class
                        .getResource("/dev/agtpstudio/app/preview/preview.css")
                        .toExternalForm());
        bannerBox.getStyleClass().add("preview-banner");
        banner.setWrapText(true);
        // read whole at 1280x800: the label takes the row's width and as many lines as its text needs (a wrapping
        // label in a row is otherwise given one line's height and ends in "...")
        banner.setMinHeight(USE_PREF_SIZE);
        banner.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(banner, Priority.ALWAYS);
        bannerBox.setVisible(false);
        bannerBox.setManaged(false);
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        dev.agtpstudio.app.ui.WholeTabHeaders.install(tabs);
        for (ProjectionKind k : ProjectionKind.values()) {
            tabs.getTabs().add(tab(k));
        }
        // only the selected projection's tree follows every change; the others catch up when they are selected
        tabs.getSelectionModel()
                .selectedIndexProperty()
                .addListener((o, a, i) -> build(selected()).flush());
        setVgrow(tabs, Priority.ALWAYS);
        status.setPadding(new Insets(2, 6, 2, 6));
        status.getStyleClass().add("json-count");
        ranking = new AgentsEyeRankingPane(vm);
        ranking.setExpanded(true);
        getChildren().addAll(bannerBox, tabs, ranking, status);
        vm.snapshotProperty().addListener((o, a, s) -> show(s));
        if (vm.snapshotProperty().get() != null) {
            show(vm.snapshotProperty().get());
        }
    }

    /** The agent's-eye ranking under the projections. */
    public AgentsEyeRankingPane ranking() {
        return ranking;
    }

    /** The tab of one projection (tests and the command palette select tabs by kind). */
    public void select(ProjectionKind k) {
        tabs.getSelectionModel().select(k.ordinal());
    }

    public ProjectionKind selected() {
        return ProjectionKind.values()[Math.max(0, tabs.getSelectionModel().getSelectedIndex())];
    }

    /**
     * A projection's tab. Its content (tree, toolbar, tooltips, notes, raw view) is made when the tab is first
     * selected, not while the window opens (the first tab's at once): tooltips and trees of eight projections were
     * ~40 ms of the FX thread's start-up (docs/decisions/0270).
     */
    private Tab tab(ProjectionKind k) {
        // short labels so more tabs fit the pane; the ones that still do not are in the tab pane's overflow menu
        Tab t = new Tab(k.shortTitle());
        t.setTooltip(new Tooltip(k.title()));
        t.setId("preview-tab-" + k.cliName());
        tabOf.put(k, t);
        if (k.ordinal() == 0) {
            build(k);
        }
        return t;
    }

    /** The projection's tree, its tab's content made first if it was not yet, showing the current snapshot. */
    private JsonTree build(ProjectionKind k) {
        JsonTree made = trees.get(k);
        if (made != null) {
            return made;
        }
        tabOf.get(k).setContent(content(k));
        if (shown != null) {
            showKind(shown, k);
        }
        return trees.get(k);
    }

    private javafx.scene.Node content(ProjectionKind k) {
        JsonTree tree = new JsonTree();
        tree.view().setId("preview-tree-" + k.cliName());
        trees.put(k, tree);
        tree.view().setOnMouseClicked(e -> {
            Projection p = current(k);
            if (p != null) {
                tree.selectedSource(p.sourceMap()).ifPresent(navigate);
            }
        });
        tree.view().setOnKeyPressed(e -> {
            if (e.getCode() == javafx.scene.input.KeyCode.ENTER) {
                Projection p = current(k);
                if (p != null) {
                    tree.selectedSource(p.sourceMap()).ifPresent(navigate);
                }
            }
        });
        Button copy = new Button("Copy");
        copy.setTooltip(new Tooltip("Copy this projection as JSON"));
        copy.setOnAction(e -> {
            ClipboardContent c = new ClipboardContent();
            c.putString(vm.text(k));
            Clipboard.getSystemClipboard().setContent(c);
        });
        Button export = new Button("Export\u2026");
        export.setId("preview-export-" + k.cliName());
        export.setOnAction(e -> export(k));
        copy.setMinWidth(USE_PREF_SIZE);
        export.setMinWidth(USE_PREF_SIZE);
        Button expand = new Button("\u229e");
        expand.setId("preview-expand-" + k.cliName());
        expand.setTooltip(new Tooltip("Expand all"));
        expand.setAccessibleText("Expand all");
        expand.setOnAction(e -> tree.expandAll());
        Button collapse = new Button("\u229f");
        collapse.setId("preview-collapse-" + k.cliName());
        collapse.setTooltip(new Tooltip("Collapse all"));
        collapse.setAccessibleText("Collapse all");
        collapse.setOnAction(e -> tree.collapseAll());
        javafx.scene.control.ToggleButton raw = new javafx.scene.control.ToggleButton("Raw");
        raw.setId("preview-raw-" + k.cliName());
        raw.setTooltip(new Tooltip("Show the projection as JSON text"));
        dev.agtpstudio.app.ui.LongText rawText = new dev.agtpstudio.app.ui.LongText();
        rawText.setId("preview-raw-text-" + k.cliName());
        rawText.getStyleClass().add("preview-raw");
        for (Region r : java.util.List.<Region>of(expand, collapse, raw)) {
            r.setMinWidth(USE_PREF_SIZE);
        }
        HBox buttons = new HBox(expand, collapse, raw, copy, export);
        buttons.getStyleClass().add("preview-toolbar");
        VBox bar = new VBox(buttons);
        if (k == ProjectionKind.MANIFEST) {
            changes.getStyleClass().add("preview-changes");
            changes.setId("preview-changes");
            changes.setWrapText(true);
            changes.setPadding(new Insets(0, 6, 4, 6));
            bump.setId("preview-bump");
            bump.setTooltip(new Tooltip("Raise the manifest's document_version"));
            bump.setMinWidth(USE_PREF_SIZE);
            bump.setOnAction(e -> bumpVersion());
            bump.setDisable(true);
            // beside what it is about, on a line of its own: in the toolbar it was clipped at 1280x800
            HBox.setHgrow(changes, Priority.ALWAYS);
            changes.setMaxWidth(Double.MAX_VALUE);
            HBox changesLine = new HBox(6, changes, bump);
            changesLine.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
            changesLine.setPadding(new Insets(0, 6, 4, 0));
            bar.getChildren().add(changesLine);
            signature.setId("preview-signature");
            signature.getStyleClass().add("preview-changes");
            signature.setWrapText(true);
            signature.setPadding(new Insets(0, 6, 4, 6));
            bar.getChildren().add(signature);
        }
        if (k == ProjectionKind.MCP || k == ProjectionKind.A2T) {
            Label tokens = new Label();
            tokens.setId("preview-tokens-" + k.cliName());
            tokens.getStyleClass().add("json-count");
            tokens.setWrapText(true);
            tokens.setPadding(new Insets(0, 6, 4, 6));
            tokenLines.put(k, tokens);
            bar.getChildren().add(tokens);
        }
        ListView<ProjectionNote> list = new ListView<>();
        list.getStyleClass().add("preview-notes");
        list.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(ProjectionNote n, boolean empty) {
                super.updateItem(n, empty);
                setText(empty || n == null ? null : (n.error() ? "Error: " : "") + n.code() + ": " + n.message());
                setWrapText(true);
            }
        });
        list.setOnMouseClicked(e -> {
            ProjectionNote n = list.getSelectionModel().getSelectedItem();
            if (n != null && n.source() != null) {
                navigate.accept(n.source());
            }
        });
        list.setVisible(false);
        list.setManaged(false);
        notes.put(k, list);
        BorderPane content = new BorderPane(tree.view());
        Runnable rawRefresh = () -> {
            PreviewSnapshot s = shown;
            if (s == null) {
                rawText.setText("");
                return;
            }
            vm.textAsync(s, k)
                    .thenAccept(t -> javafx.application.Platform.runLater(() -> {
                        if (shown == s && raw.isSelected()) { // no newer snapshot came meanwhile
                            rawText.setText(t);
                        }
                    }));
        };
        raw.selectedProperty().addListener((o, was, on) -> {
            if (on) {
                rawRefresh.run();
                content.setCenter(rawText);
            } else {
                content.setCenter(tree.view());
            }
            expand.setDisable(on);
            collapse.setDisable(on);
        });
        rawViews.put(k, () -> {
            if (raw.isSelected()) {
                rawRefresh.run();
            }
        });
        content.setTop(bar);
        content.setBottom(list);
        return content;
    }

    private Projection current(ProjectionKind k) {
        PreviewSnapshot s = vm.snapshotProperty().get();
        return s == null ? null : s.get(k);
    }

    /** The snapshot the pane shows now (null before the first one arrives). */
    public PreviewSnapshot shown() {
        return shown;
    }

    private PreviewSnapshot shown;

    private void show(PreviewSnapshot s) {
        if (s == null) {
            clear();
            return;
        }
        shown = s;
        for (ProjectionKind k : ProjectionKind.values()) {
            if (trees.containsKey(k)) { // the others show it when they are first selected
                showKind(s, k);
            }
        }
        boolean stale = s.hasErrors();
        bannerBox.setVisible(stale);
        bannerBox.setManaged(stale);
        pseudoClassStateChanged(STALE, stale);
        if (stale) {
            banner.setText(s.errorCount() + (s.errorCount() == 1 ? " error" : " errors") + " in the workspace. "
                    + (s.refusedFiles().isEmpty()
                            ? "Every endpoint is still shown."
                            : s.refusedFiles().size() + " endpoint file(s) left out, as the server would refuse them: "
                                    + String.join(
                                            ", ",
                                            s.refusedFiles().stream()
                                                    .map(p -> p.getFileName().toString())
                                                    .toList())));
        }
        if (!s.everExported()) {
            changes.setText("Not exported yet");
            bump.setDisable(true);
        } else if (s.changesSinceExport().isEmpty()) {
            changes.setText("Unchanged since the last export");
            bump.setDisable(true);
        } else if (s.bumpedSinceExport()) {
            changes.setText(s.changesSinceExport().size() + " change(s) since the last export, published as"
                    + " document_version " + s.documentVersion() + "; export to record them");
            changes.setTooltip(new Tooltip(describe(s)));
            bump.setDisable(true);
        } else {
            changes.setText(s.changesSinceExport().size() + " change(s) since the last export; bump document_version?");
            changes.setTooltip(new Tooltip(describe(s)));
            bump.setDisable(false);
        }
        signature.setText(s.signing().text());
        pseudoClassStateChanged(UNSIGNED, !s.signing().verifies());
        status.setText("Updated " + LocalTime.now().format(DateTimeFormatter.ofPattern("HH:mm:ss"))
                + "  \u00b7  document_version " + s.documentVersion());
    }

    /** Nothing to show: another workspace was opened and its first result is on its way. */
    private void clear() {
        shown = null;
        trees.values().forEach(JsonTree::clear);
        rawViews.values().forEach(Runnable::run); // the view model has no text now: the raw views empty
        notes.values().forEach(l -> {
            l.getItems().clear();
            l.setVisible(false);
            l.setManaged(false);
        });
        bannerBox.setVisible(false);
        bannerBox.setManaged(false);
        pseudoClassStateChanged(STALE, false);
        changes.setText("");
        changes.setTooltip(null);
        bump.setDisable(true);
        status.setText("Waiting for the first validation\u2026");
    }

    private static String describe(PreviewSnapshot s) {
        StringBuilder sb = new StringBuilder();
        int n = 0;
        for (Change c : s.changesSinceExport()) {
            if (n++ == 20) {
                sb.append("\u2026");
                break;
            }
            sb.append(c.severity().id())
                    .append(' ')
                    .append(c.kind().id())
                    .append(c.endpoint() == null ? "" : " " + c.endpoint())
                    .append('\n');
        }
        return sb.toString().trim();
    }

    private void export(ProjectionKind k) {
        dialogs.chooseSaveFile("Export " + k.title(), exportDir.get(), k.fileName())
                .ifPresent(file -> vm.export(k, file).whenComplete((v, ex) -> {
                    if (ex != null) {
                        javafx.application.Platform.runLater(() -> dialogs.showError(
                                "Export failed",
                                "Could not write " + file + ": " + cause(ex).getMessage()));
                    }
                }));
    }

    private void showKind(PreviewSnapshot s, ProjectionKind k) {
        Projection p = s.get(k);
        trees.get(k).show(p.document(), k == selected());
        if (k == selected() && rawViews.containsKey(k)) {
            rawViews.get(k).run();
        }
        Label tokens = tokenLines.get(k);
        if (tokens != null && s.tokens().containsKey(k)) {
            tokens.setText(TokenSummary.line(s.tokens().get(k)));
            tokens.setTooltip(new Tooltip(TokenSummary.table(s.tokens().get(k))));
        }
        ListView<ProjectionNote> list = notes.get(k);
        list.getItems().setAll(p.notes());
        list.setVisible(!p.notes().isEmpty());
        list.setManaged(!p.notes().isEmpty());
    }

    private void bumpVersion() {
        vm.bumpDocumentVersion().whenComplete((v, ex) -> {
            if (ex != null) {
                javafx.application.Platform.runLater(() -> dialogs.showError(
                        "Could not bump document_version", cause(ex).getMessage()));
            }
        });
    }

    private static Throwable cause(Throwable t) {
        return t instanceof java.util.concurrent.CompletionException && t.getCause() != null ? t.getCause() : t;
    }

    /** Selects the element of the manifest whose pointer is {@code pointer}; used by tests and "reveal in preview". */
    public boolean reveal(ProjectionKind k, String pointer) {
        select(k);
        return build(k).select(pointer);
    }
}
