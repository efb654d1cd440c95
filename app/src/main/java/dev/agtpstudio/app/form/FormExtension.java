package dev.agtpstudio.app.form;

import dev.agtpstudio.app.gui.NamedThreads;
import dev.agtpstudio.app.gui.StudioExtension;
import dev.agtpstudio.app.gui.StudioHost;
import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import dev.agtpstudio.app.validation.ValidationResult;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.form.FieldForm;
import dev.agtpstudio.core.form.FormChanges;
import dev.agtpstudio.core.form.FormColumn;
import dev.agtpstudio.core.form.FormEditException;
import dev.agtpstudio.core.form.FormEndpoint;
import dev.agtpstudio.core.form.FormRow;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.core.load.FileLoader;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.concurrent.ExecutorService;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.Tab;

/**
 * The Fields form (View &gt; Show Fields Form, Ctrl+Alt+E): the inputs, outputs and errors of the endpoint under the
 * caret as a table beside the text. The form of the active document's text is read on the "form" thread after each
 * change ({@link FieldForm}); a change made in the form becomes text edits there too ({@link FormChanges}) and is
 * applied on the FX thread the way a quick fix is, one undo step, only if the text is still the one it was computed
 * for (docs/decisions/0570).
 */
public final class FormExtension implements StudioExtension {
    private StudioHost host;
    private ExecutorService worker;
    private FieldsFormView view;
    private Tab tab;
    /** The form of the active document's text and the version it was read at; FX thread only. */
    private FieldForm form;

    private long formVersion = -1;
    private DocumentViewModel formDoc;
    /** A read of the text is under way / another change came meanwhile. */
    private boolean reading;

    private boolean again;
    /** A row to edit once the form shows it (a field just added), or null. */
    private NewRow pending;

    private final Set<DocumentViewModel> followed = Collections.newSetFromMap(new WeakHashMap<>());
    private ObservableValue<Integer> caret;
    private final ChangeListener<Integer> onCaret = (o, a, b) -> paint();

    @Override
    public void install(StudioHost studio) {
        this.host = studio;
        worker = NamedThreads.single("form");
        view = new FieldsFormView(new Changes());
        tab = studio.mainView().addRightPane("Fields", view);
        studio.actions().add("view.fieldsForm", "View", "Show Fields Form", "Shortcut+Alt+E", this::showForm);
        studio.documents().activeProperty().addListener((o, was, now) -> follow(now));
        studio.lastResultProperty().addListener((o, was, now) -> paint());
        // the form is read only while its tab is the one shown: a hidden form costs no loads while typing
        tab.selectedProperty().addListener((o, was, now) -> {
            if (now) {
                read();
            }
        });
        follow(studio.documents().active());
        studio.onWindowClosed(worker::shutdown);
    }

    public FieldsFormView view() {
        return view;
    }

    /** The form the view shows now (tests). */
    public FieldForm form() {
        return form;
    }

    /** Shows the Fields pane and puts the focus in its table, on the first field. */
    public void showForm() {
        host.mainView().setRightVisible(true);
        host.mainView().rightPanes().getSelectionModel().select(tab);
        view.table().requestFocus();
        if (view.table().getSelectionModel().isEmpty() && view.table().getExpandedItemCount() > 1) {
            view.table()
                    .getSelectionModel()
                    .clearAndSelect(1, view.table().getColumns().get(0));
            view.table().getFocusModel().focus(1, view.table().getColumns().get(0));
        }
    }

    private void follow(DocumentViewModel doc) {
        if (caret != null) {
            caret.removeListener(onCaret);
            caret = null;
        }
        if (doc != null) {
            caret = doc.editor().caretOffset();
            caret.addListener(onCaret);
            if (followed.add(doc)) {
                doc.editor().addChangeListener(() -> {
                    if (host.documents().active() == doc) {
                        read();
                    }
                });
            }
        }
        read();
    }

    /** Reads the active document's form on the worker (one read at a time; the last change wins). */
    private void read() {
        DocumentViewModel doc = host.documents().active();
        if (doc == null || doc.isLoading() || !formable(doc.kind())) {
            form = null;
            formDoc = doc;
            formVersion = -1;
            paint();
            if (doc != null && doc.isLoading()) {
                doc.loadingProperty().addListener(new ChangeListener<>() {
                    @Override
                    public void changed(ObservableValue<? extends Boolean> o, Boolean was, Boolean now) {
                        if (!now) {
                            o.removeListener(this);
                            read();
                        }
                    }
                });
            }
            return;
        }
        if (!tab.isSelected()) {
            formVersion = -1; // read again when shown
            return;
        }
        if (reading) {
            again = true;
            return;
        }
        reading = true;
        long version = doc.editor().version();
        Supplier<String> text = doc.editor().snapshot();
        Path path = doc.path();
        submit(() -> {
            FieldForm f = build(path, text.get());
            return () -> {
                reading = false;
                if (host.documents().active() == doc && doc.editor().version() == version) {
                    form = f;
                    formDoc = doc;
                    formVersion = version;
                    paint();
                }
                if (again || host.documents().active() != doc || doc.editor().version() != version) {
                    again = false;
                    read();
                }
            };
        });
    }

    private static boolean formable(FileKind kind) {
        return kind == FileKind.ENDPOINT || kind == FileKind.AGIS;
    }

    private static FieldForm build(Path path, String text) {
        return FieldForm.of(FileLoader.load(path, text));
    }

    /** Shows the endpoint under the caret with the latest validation's diagnostics of its file (FX thread). */
    private void paint() {
        DocumentViewModel doc = host.documents().active();
        if (form == null || doc != formDoc || doc == null) {
            view.show(null, null, List.of());
            return;
        }
        Integer at = doc.editor().caretOffset().getValue();
        FormEndpoint ep = form.endpointAt(at == null ? 0 : at).orElse(null);
        ValidationResult r = host.lastResultProperty().get();
        List<Diagnostic> ds = r == null ? List.of() : r.forFile(doc.path());
        Path root = host.rootProperty().get();
        String name = root != null && doc.path().startsWith(root)
                ? root.relativize(doc.path()).toString()
                : doc.path().getFileName().toString();
        view.show(ep, name.replace('\\', '/'), ds);
        if (pending != null && ep != null) {
            Optional<String> added = pending.in(ep);
            if (added.isPresent()) {
                pending = null;
                view.editName(added.get());
            }
        }
    }

    /**
     * Computes a change's edits on the worker from the form of the text as it is now (read again when the shown form
     * is older; {@code row} is then found again by its key path), then applies them as one undo step if the text has
     * not changed meanwhile. {@code row} may be null (a change of the endpoint, not of a row).
     */
    private void change(FormRow row, java.util.function.BiFunction<Where, FormRow, Fix> what, NewRow next) {
        DocumentViewModel doc = formDoc;
        FormEndpoint ep = view.endpoint();
        if (doc == null || form == null || ep == null) {
            return;
        }
        FieldForm shown = form;
        long shownVersion = formVersion;
        long version = doc.editor().version();
        Supplier<String> text = doc.editor().snapshot();
        Path path = doc.path();
        submit(() -> {
            try {
                FieldForm f = version == shownVersion ? shown : build(path, text.get());
                FormEndpoint e = f.endpoints().stream()
                        .filter(x -> x.keyPath().equals(ep.keyPath()))
                        .findFirst()
                        .orElseThrow(() -> new FormEditException("The endpoint is no longer in the text."));
                FormRow now = row == null
                        ? null
                        : find(e, row)
                                .orElseThrow(
                                        () -> new FormEditException("The text changed under the form; try again."));
                Fix fix = what.apply(new Where(new FormChanges(f), e), now);
                return () -> {
                    if (doc.editor().version() != version) {
                        view.say("The text changed while the change was worked out; it was not made. Try again.");
                        return;
                    }
                    if (!fix.edits().isEmpty()) {
                        pending = next;
                        view.applied();
                        doc.editor().applyFix(fix);
                    }
                };
            } catch (FormEditException e) {
                return () -> view.say(e.getMessage());
            }
        });
    }

    /** The changes of one form and the endpoint they are made to. */
    private record Where(FormChanges changes, FormEndpoint endpoint) {}

    /** A row just added, to be edited (its name) once the form shows it. */
    private record NewRow(FormRow.Group group, String parentPath, String name) {
        Optional<String> in(FormEndpoint ep) {
            return ep.rows(group).stream()
                    .flatMap(FormRow::flatten)
                    .filter(r -> name.equals(r.name())
                            && (parentPath == null
                                    ? r.depth() == 0
                                    : r.keyPath().startsWith(parentPath + "/")))
                    .map(FormRow::keyPath)
                    .findFirst();
        }
    }

    private static Optional<FormRow> find(FormEndpoint ep, FormRow row) {
        return ep.rows(row.group()).stream()
                .flatMap(FormRow::flatten)
                .filter(r -> r.keyPath().equals(row.keyPath()))
                .findFirst();
    }

    private void submit(Supplier<Runnable> work) {
        if (worker.isShutdown()) {
            return;
        }
        worker.execute(() -> {
            Runnable apply;
            try {
                apply = work.get();
            } catch (RuntimeException e) {
                String m = dev.agtpstudio.core.io.ErrorMessages.describe(e);
                apply = () -> {
                    reading = false;
                    view.say("The form could not read this text: " + m);
                };
            }
            Platform.runLater(apply);
        });
    }

    /** A name no sibling has: {@code new_field}, {@code new_field_2}, ... */
    private static String fresh(List<FormRow> siblings, String base) {
        String n = base;
        for (int i = 2; ; i++) {
            String c = n;
            if (siblings.stream().noneMatch(r -> c.equals(r.name()))) {
                return n;
            }
            n = base + "_" + i;
        }
    }

    /** What the view reports, as changes of the text. */
    private final class Changes implements FieldsFormView.Listener {
        @Override
        public void set(FormRow row, FormColumn column, String value) {
            change(row, (w, r) -> w.changes().set(r, column, value), null);
        }

        @Override
        public void addField(FormRow.Group group, FormRow parent) {
            FormEndpoint ep = view.endpoint();
            if (ep == null) {
                return;
            }
            String name = fresh(parent == null ? ep.rows(group) : parent.children(), "new_field");
            change(
                    parent,
                    (w, p) -> w.changes().addField(w.endpoint(), group, p, name),
                    new NewRow(group, parent == null ? null : parent.keyPath(), name));
        }

        @Override
        public void addError() {
            FormEndpoint ep = view.endpoint();
            if (ep == null) {
                return;
            }
            String name = fresh(ep.errors(), "new_error");
            change(
                    null,
                    (w, r) -> w.changes().addError(w.endpoint(), name),
                    new NewRow(FormRow.Group.ERRORS, null, name));
        }

        @Override
        public void remove(FormRow row) {
            change(row, (w, r) -> w.changes().removeField(r), null);
        }

        @Override
        public void backToText() {
            DocumentViewModel doc = host.documents().active();
            if (doc != null) {
                doc.editor().requestFocus();
            }
        }
    }
}
