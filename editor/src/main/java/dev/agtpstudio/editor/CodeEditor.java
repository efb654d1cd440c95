package dev.agtpstudio.editor;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.complete.CompletionContext;
import dev.agtpstudio.core.complete.CompletionProvider;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.core.text.TextRange;
import dev.agtpstudio.core.workspace.Language;
import dev.agtpstudio.editor.complete.CompletionComponent;
import dev.agtpstudio.editor.diag.DiagnosticsOverlay;
import dev.agtpstudio.editor.diag.QuickFixComponent;
import dev.agtpstudio.editor.features.AutoClose;
import dev.agtpstudio.editor.features.BracketMatcher;
import dev.agtpstudio.editor.features.CurrentLineHighlight;
import dev.agtpstudio.editor.features.FindReplaceBar;
import dev.agtpstudio.editor.features.GoToLineBar;
import dev.agtpstudio.editor.features.Gutter;
import dev.agtpstudio.editor.features.Indentation;
import dev.agtpstudio.editor.features.LayoutBeforeCss;
import dev.agtpstudio.editor.highlight.HighlightExecutors;
import dev.agtpstudio.editor.highlight.Highlighter;
import dev.agtpstudio.editor.spi.EditListener;
import dev.agtpstudio.editor.spi.EditorComponent;
import dev.agtpstudio.editor.spi.EditorHost;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Predicate;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ObservableValue;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import org.fxmisc.flowless.VirtualizedScrollPane;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.MultiChangeBuilder;
import org.fxmisc.richtext.model.PlainTextChange;
import org.fxmisc.richtext.util.UndoUtils;
import org.fxmisc.undo.UndoManagerFactory;

/**
 * The code editor control: a RichTextFX {@link CodeArea} with line numbers and gutter markers, syntax highlighting
 * for TOML, YAML and JSON, a diagnostics overlay with quick fixes, completion, find/replace and go-to-line. Every
 * feature is an {@link EditorComponent}. Use it from the FX thread only.
 *
 * <p>Typical embedding: {@code new CodeEditor(kind, new DefaultCompletionProvider())}, then {@link #resetText},
 * {@link #setCompletionContext} with workspace facts, and {@link #setDiagnostics} with validation results computed
 * from a snapshot of {@link #getText()} taken at {@link #documentVersion()}.
 */
public class CodeEditor extends BorderPane implements EditorHost {
    /** The one stylesheet with a class per token kind; light colours. Always applied. */
    public static final String STYLESHEET = resource("editor.css");
    /** Dark colours: add to the editor (or scene) for the dark theme; it only redefines the palette. */
    public static final String DARK_STYLESHEET = resource("editor-dark.css");

    private final FileKind kind;
    private final CodeArea area = new CodeArea();
    private final VBox bars = new VBox();
    private final Predicate<String> verbs;
    private final ReadOnlyLongWrapper version = new ReadOnlyLongWrapper(this, "documentVersion", 0);
    private final ObjectProperty<CompletionContext> completionContext;
    private final ObjectProperty<Consumer<String>> onOpenDocs = new SimpleObjectProperty<>(this, "onOpenDocs", s -> {});
    private final List<EditListener> early = new ArrayList<>();
    private final List<EditListener> late = new ArrayList<>();
    private final List<EditorComponent> components = new ArrayList<>();
    /** Every view of this text, the editor's own area first, and the one worked in last. */
    private final EditorViews views = new EditorViews(this, area, bars);

    private final TextComparison comparison = new TextComparison(area);
    /** The text for workers, kept from the edits (see {@link #textSnapshot}). */
    private final TextMirror mirror = new TextMirror();

    private Language language;
    private long lastEditNanos;
    private int tabSize;

    private final Gutter gutter;
    private final Highlighter highlighter;
    private final DiagnosticsOverlay diagnostics;
    private final FindReplaceBar findBar;
    private final GoToLineBar goToLineBar;
    private final Indentation indentation;
    private final QuickFixComponent quickFixes;
    private final CompletionComponent completion;

    /** An editor with the bundled catalog and its own highlight thread. */
    public CodeEditor(FileKind kind, CompletionProvider provider) {
        this(kind, provider, HighlightExecutors.newHighlightExecutor(), MethodCatalog.bundled());
    }

    /**
     * @param highlightExecutor runs whole-document highlighting; may be shared by all editors
     * @param catalog           the method catalog, for verb highlighting and the default completion context
     */
    public CodeEditor(FileKind kind, CompletionProvider provider, Executor highlightExecutor, MethodCatalog catalog) {
        this.kind = Objects.requireNonNull(kind, "kind");
        this.verbs = catalog::isVerb;
        this.language = Language.of(kind, "");
        this.tabSize = 2;
        this.completionContext = new SimpleObjectProperty<>(this, "completionContext", CompletionContext.of(catalog));
        getStyleClass().add("code-editor");
        getStylesheets().add(STYLESHEET);
        area.getStyleClass().add("code-area-agtp");
        setCenter(new VirtualizedScrollPane<>(area));
        setTop(bars);
        area.multiPlainChanges().subscribe(changes -> {
            long t0 = System.nanoTime();
            comparison.edited(changes); // before the version: its listeners may compare the text (a dirty check)
            mirror.edited(changes);
            version.set(version.get() + 1);
            early.forEach(l -> l.edited(changes));
            late.forEach(l -> l.edited(changes));
            lastEditNanos = System.nanoTime() - t0;
            if (kind == FileKind.AGIS && changes.stream().anyMatch(c -> c.getPosition() <= firstNonBlank())) {
                // a `{` typed (or removed) at the start of an AGIS document makes it JSON (or YAML) while typing,
                // not only when loaded: its highlighting, comment key and bracket pairs follow (after this change)
                javafx.application.Platform.runLater(() -> {
                    int at = firstNonBlank();
                    refreshLanguage(at < area.getLength() ? area.getText(at, at + 1) : "");
                });
            }
        });
        area.setUndoManager(UndoManagerFactory.unlimitedHistoryFactory()
                .createMultiChangeUM(
                        area.multiPlainChanges(),
                        PlainTextChange::invert,
                        this::applyUndo,
                        PlainTextChange::mergeWith,
                        PlainTextChange::isIdentity,
                        UndoUtils.DEFAULT_PREVENT_MERGE_DELAY));

        gutter = new Gutter();
        highlighter = new Highlighter(highlightExecutor);
        diagnostics = new DiagnosticsOverlay(gutter, highlighter);
        findBar = new FindReplaceBar(highlighter);
        goToLineBar = new GoToLineBar();
        indentation = new Indentation();
        quickFixes = new QuickFixComponent(diagnostics);
        completion = new CompletionComponent(Objects.requireNonNull(provider, "provider"));
        for (EditorComponent c : List.of(
                gutter,
                new CurrentLineHighlight(),
                highlighter,
                diagnostics,
                new BracketMatcher(highlighter),
                findBar,
                goToLineBar,
                indentation,
                new AutoClose(),
                quickFixes,
                completion,
                new LayoutBeforeCss())) {
            install(c);
        }
    }

    // ---- components ------------------------------------------------------------------------------------------

    /** Installs an extra feature (also into the {@link EditorView}s open now). */
    public final void install(EditorComponent c) {
        components.add(c);
        c.install(this);
        for (CodeArea v : areas()) {
            if (v != area) {
                c.viewOpened(v);
            }
        }
    }

    /** Removes a feature installed earlier. */
    public final void uninstall(EditorComponent c) {
        if (components.remove(c)) {
            c.uninstall();
        }
    }

    public List<EditorComponent> components() {
        return List.copyOf(components);
    }

    /** Called for each change before highlighting (position trackers such as diagnostics). */
    @Override
    public void addEditListener(EditListener l) {
        early.add(l);
    }

    /** Called for each change after all {@link #addEditListener} listeners (restylers). */
    @Override
    public void addLateEditListener(EditListener l) {
        late.add(l);
    }

    @Override
    public void removeEditListener(EditListener l) {
        early.remove(l);
        late.remove(l);
    }

    /**
     * The bars above the view worked in last, where find and go-to-line appear; what they hold moves with the user
     * to another view of this text.
     */
    @Override
    public VBox bars() {
        return views.bars();
    }

    // ---- document --------------------------------------------------------------------------------------------

    @Override
    public FileKind fileKind() {
        return kind;
    }

    @Override
    public Language language() {
        return language;
    }

    /** Recognises catalog verbs, for highlighting. */
    @Override
    public Predicate<String> verbs() {
        return verbs;
    }

    /** The underlying RichTextFX area, for advanced embedding. Do not restyle it directly. */
    @Override
    public CodeArea getCodeArea() {
        return area;
    }

    /**
     * The whole text as an observable. Note: observing it materialises the whole text on every change; prefer
     * {@link #documentVersionProperty()} for change tracking.
     */
    public ObservableValue<String> textProperty() {
        return area.textProperty();
    }

    public String getText() {
        return area.getText();
    }

    /**
     * The current text as an immutable snapshot (taken in constant time on the FX thread); the returned supplier
     * builds the string and may be called on any thread, so a worker, not the FX thread, pays for a large document.
     * It builds on the previous snapshot and the edits since ({@link TextMirror}), not on the document's paragraphs.
     */
    public java.util.function.Supplier<String> textSnapshot() {
        var doc = area.getContent().snapshot();
        return mirror.snapshot(doc::getText);
    }

    /**
     * Whether the text equals {@code other}, without building the whole text. Compared against the string it was
     * loaded with or last found equal to (a saved text, checked on every keystroke that restores its length), only
     * the span edited since is read: a keystroke in a 20,000-line buffer compares a few characters. Any other string
     * is compared line by line.
     */
    public boolean textEquals(String other) {
        return comparison.textEquals(other);
    }

    /** How many characters the last {@link #textEquals} that got past the length check compared (for tests). */
    public int lastComparedLength() {
        return comparison.lastComparedLength();
    }

    /** The text's length, without materialising it. */
    public int getLength() {
        return area.getLength();
    }

    /** Grows by one for each user action that changes the text (a multi-part change counts once). */
    @Override
    public long documentVersion() {
        return version.get();
    }

    public ReadOnlyLongProperty documentVersionProperty() {
        return version.getReadOnlyProperty();
    }

    /**
     * Time the editor's own edit pipeline (diagnostic shift, relex of dirty lines, restyle) took for the last
     * change, excluding RichTextFX's own model and layout work. For benchmarks and diagnostics.
     */
    public long lastEditNanos() {
        return lastEditNanos;
    }

    /** Replaces the whole text as one undoable edit. */
    public void replaceText(String text) {
        refreshLanguage(text);
        area.replaceText(text);
    }

    /** Replaces {@code [start, end)} as one undoable edit. */
    public void replaceText(int start, int end, String text) {
        area.replaceText(start, end, text);
    }

    /** Loads text (opening or reloading a file): replaces everything, forgets undo history, caret to the start. */
    public void resetText(String text) {
        refreshLanguage(text);
        area.replaceText(text);
        if (area.getLength() == text.length()) {
            comparison.loaded(text); // the loaded text is what a dirty check compares against until the next save
        }
        area.getUndoManager().forgetHistory();
        area.moveTo(0);
        area.requestFollowCaret();
    }

    /** The offset of the first character that is not white space (the length when there is none). */
    private int firstNonBlank() {
        var paragraphs = area.getParagraphs();
        int at = 0;
        for (int i = 0; i < paragraphs.size(); i++) {
            String line = paragraphs.get(i).getText();
            for (int j = 0; j < line.length(); j++) {
                if (!Character.isWhitespace(line.charAt(j))) {
                    return at + j;
                }
            }
            at += line.length() + 1;
        }
        return area.getLength();
    }

    private void refreshLanguage(String text) {
        Language l = Language.of(kind, text);
        if (l != language) {
            language = l;
            if (components.contains(highlighter)) {
                highlighter.uninstall();
                highlighter.install(this);
            }
        }
    }

    /**
     * Applies an undone (or redone) change of the one history of this text, and puts the caret at it in the view worked
     * in last (RichTextFX's own manager would move the first view's caret, wherever the user pressed Ctrl+Z).
     */
    private void applyUndo(List<PlainTextChange> changes) {
        MultiChangeBuilder<?, ?, ?> b = area.createMultiChange(changes.size());
        for (PlainTextChange c : changes) {
            b.replaceTextAbsolutely(c.getPosition(), c.getRemovalEnd(), c.getInserted());
        }
        b.commit();
        CodeArea view = focusedArea();
        view.moveTo(Math.min(changes.get(changes.size() - 1).getInsertionEnd(), view.getLength()));
    }

    public void undo() {
        area.undo();
    }

    public void redo() {
        area.redo();
    }

    // ---- caret and selection ---------------------------------------------------------------------------------

    /** The caret as 1-based line:column. */
    public ReadOnlyObjectProperty<CaretPosition> caretPositionProperty() {
        return views.caretProperty();
    }

    /**
     * The view of this text the user worked in last (the one that had the focus last): this editor's own area, or
     * that of one of its {@link EditorView}s. Every action that reads or moves the caret or the selection (find and
     * replace, quick fixes, completion, comment toggling, go to line, the clipboard) acts here, and its popups and
     * bars are shown here.
     */
    @Override
    public CodeArea focusedArea() {
        return views.focused();
    }

    @Override
    public ReadOnlyObjectProperty<CodeArea> focusedAreaProperty() {
        return views.focusedProperty();
    }

    /** Every view of this text, this editor's own area first. */
    @Override
    public List<CodeArea> areas() {
        return views.areas();
    }

    /** An {@link EditorView} of this text appeared, with {@code viewBars} above its area. */
    void viewOpened(CodeArea view, VBox viewBars) {
        views.add(view, viewBars);
        for (EditorComponent c : List.copyOf(components)) {
            c.viewOpened(view);
        }
    }

    /** A view goes: its components let go of it, and the focused view is this editor's again if it was that one. */
    void viewClosed(CodeArea view) {
        views.leave(view);
        for (EditorComponent c : List.copyOf(components)) {
            c.viewClosed(view);
        }
        views.remove(view);
    }

    /**
     * Selects {@code [start, end)} (clamped), caret at the end, and scrolls it into view, in the view of this text the
     * user worked in last (a jump from the problems view lands where the user is looking).
     */
    @Override
    public void selectRange(int start, int end) {
        CodeArea a = focusedArea();
        int len = a.getLength();
        int s = Math.max(0, Math.min(start, len));
        int e = Math.max(0, Math.min(end, len));
        a.selectRange(s, e);
        a.requestFollowCaret();
    }

    /** Selects a diagnostic's range. */
    public void selectRange(TextRange range) {
        selectRange(range.start(), range.end());
    }

    /** Moves the caret to the start of a 1-based line (clamped) and centres it, in the view worked in last. */
    @Override
    public void goToLine(int line) {
        CodeArea a = focusedArea();
        int p = Math.max(0, Math.min(line - 1, a.getParagraphs().size() - 1));
        a.moveTo(p, 0);
        a.showParagraphAtCenter(p);
        a.requestFocus();
    }

    // ---- diagnostics, completion, options --------------------------------------------------------------------

    /**
     * Shows validation results computed from the text at {@code documentVersion}. Results for an older version
     * are ignored (the current marks keep moving with edits until fresh ones arrive).
     *
     * @return true when applied
     */
    public boolean setDiagnostics(List<Diagnostic> list, long documentVersion) {
        return diagnostics.setDiagnostics(list, documentVersion);
    }

    public DiagnosticsOverlay diagnostics() {
        return diagnostics;
    }

    public Highlighter highlighter() {
        return highlighter;
    }

    public Gutter gutter() {
        return gutter;
    }

    /** Workspace facts for completion (recipe names, declared error codes, scope tokens, catalog). */
    @Override
    public ObjectProperty<CompletionContext> completionContextProperty() {
        return completionContext;
    }

    public void setCompletionContext(CompletionContext c) {
        completionContext.set(Objects.requireNonNull(c));
    }

    @Override
    public CompletionContext getCompletionContext() {
        return completionContext.get();
    }

    /** Called with a documentation link ({@code docs/rules.md#anchor}) when the user clicks one in a tooltip. */
    @Override
    public ObjectProperty<Consumer<String>> onOpenDocsProperty() {
        return onOpenDocs;
    }

    public void setOnOpenDocs(Consumer<String> handler) {
        onOpenDocs.set(handler == null ? s -> {} : handler);
    }

    /** Spaces inserted by Tab (default 2). */
    @Override
    public int getTabSize() {
        return tabSize;
    }

    public void setTabSize(int n) {
        tabSize = Math.max(1, Math.min(16, n));
    }

    /** Switches between the light and the dark palette. */
    public void setDarkTheme(boolean dark) {
        getStylesheets().remove(DARK_STYLESHEET);
        if (dark) {
            getStylesheets().add(DARK_STYLESHEET);
        }
    }

    // ---- actions (also bound to keys) ------------------------------------------------------------------------

    public void showFind() {
        findBar.show(false);
    }

    public void showReplace() {
        findBar.show(true);
    }

    public FindReplaceBar findBar() {
        return findBar;
    }

    public void showGoToLine() {
        goToLineBar.show();
    }

    public void toggleComment() {
        indentation.toggleComment();
    }

    public void showQuickFixes() {
        quickFixes.show();
    }

    public QuickFixComponent quickFixes() {
        return quickFixes;
    }

    public void showCompletion() {
        completion.show();
    }

    public CompletionComponent completion() {
        return completion;
    }

    /**
     * A second view of this text with its own caret and scroll (a split editor); see {@link EditorView}. Dispose the
     * view before or with this editor.
     */
    public EditorView openView() {
        return new EditorView(this);
    }

    /** Uninstalls every component; the editor must not be used afterwards. */
    public void dispose() {
        for (EditorComponent c : List.copyOf(components)) {
            uninstall(c);
        }
    }

    private static String resource(String name) {
        var url = CodeEditor.class.getResource(name);
        return url == null ? name : url.toExternalForm();
    }
}
