package dev.agtpstudio.app.ui.problems;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;

/**
 * All diagnostics of the workspace, filtered by minimum severity and by a file-name fragment. Suppressed findings are
 * not listed. FX thread only; no display needed.
 */
public final class ProblemsViewModel {
    private final ObservableList<Diagnostic> all = FXCollections.observableArrayList();
    private final FilteredList<Diagnostic> visible = new FilteredList<>(all);
    private final ObjectProperty<Severity> minimumSeverity = new SimpleObjectProperty<>(Severity.HINT);
    private final StringProperty fileFilter = new SimpleStringProperty("");
    private final ObjectProperty<Path> root = new SimpleObjectProperty<>();
    private final StringBinding summary;
    private List<Diagnostic> validation = List.of();
    private final java.util.Map<String, List<Diagnostic>> external = new java.util.LinkedHashMap<>();
    private final ObservableList<RowAction> actions = FXCollections.observableArrayList();
    private final ObservableList<RowMenuItem> menu = FXCollections.observableArrayList();
    private final ObjectProperty<Diagnostic> selected = new SimpleObjectProperty<>();

    /**
     * A button an extension offers on the rows it applies to (e.g. "Replay" on a failed server check).
     *
     * @param label     the button's text
     * @param appliesTo which rows get the button
     * @param run       what a click does with the row's diagnostic (on the FX thread)
     */
    public record RowAction(
            String label,
            java.util.function.Predicate<Diagnostic> appliesTo,
            java.util.function.Consumer<Diagnostic> run) {}

    /**
     * An entry an extension adds to a row's context menu (e.g. "Fix all of this kind"), also run by its shortcut while
     * the table has the focus.
     *
     * @param label     the entry's text for the row
     * @param appliesTo which rows offer it
     * @param run       what choosing it does with the row's diagnostic (on the FX thread)
     * @param shortcut  the key that runs it in the table, or null
     */
    public record RowMenuItem(
            java.util.function.Function<Diagnostic, String> label,
            java.util.function.Predicate<Diagnostic> appliesTo,
            java.util.function.Consumer<Diagnostic> run,
            javafx.scene.input.KeyCombination shortcut) {}

    public ProblemsViewModel() {
        visible.predicateProperty()
                .bind(Bindings.createObjectBinding(
                        () -> {
                            Severity min = minimumSeverity.get() == null ? Severity.HINT : minimumSeverity.get();
                            String f = fileFilter.get() == null
                                    ? ""
                                    : fileFilter.get().trim().toLowerCase(Locale.ROOT);
                            return (Diagnostic d) -> d.severity().atLeast(min)
                                    && (f.isEmpty()
                                            || fileLabel(d)
                                                    .toLowerCase(Locale.ROOT)
                                                    .contains(f));
                        },
                        minimumSeverity,
                        fileFilter,
                        root));
        summary = Bindings.createStringBinding(this::describe, all, visible);
    }

    /** Replaces the validation rows with a new result; suppressed diagnostics are left out. */
    public void setDiagnostics(List<Diagnostic> diagnostics) {
        validation = diagnostics;
        refresh();
    }

    /**
     * Replaces the rows of another source (e.g. {@code "check"}, a server conformance run) shown beside the
     * validation results; validation results do not replace them. An empty list removes the source's rows.
     */
    public void setExternal(String source, List<Diagnostic> diagnostics) {
        if (diagnostics.isEmpty()) {
            external.remove(source);
        } else {
            external.put(source, List.copyOf(diagnostics));
        }
        refresh();
    }

    /** Row buttons offered by extensions; the first that applies to a row is shown on it. */
    public ObservableList<RowAction> actions() {
        return actions;
    }

    /** Context-menu entries offered by extensions, in the order added. */
    public ObservableList<RowMenuItem> menu() {
        return menu;
    }

    /** The row selected in the table (null when none). */
    public ObjectProperty<Diagnostic> selectedProperty() {
        return selected;
    }

    /** The first action that applies to {@code d}, if any. */
    public java.util.Optional<RowAction> actionFor(Diagnostic d) {
        for (RowAction a : actions) {
            if (a.appliesTo().test(d)) {
                return java.util.Optional.of(a);
            }
        }
        return java.util.Optional.empty();
    }

    private void refresh() {
        java.util.stream.Stream<Diagnostic> rows = validation.stream();
        for (List<Diagnostic> e : external.values()) {
            rows = java.util.stream.Stream.concat(rows, e.stream());
        }
        List<Diagnostic> shown =
                rows.filter(d -> !d.suppressed()).sorted(Diagnostic.ORDER).toList();
        if (!shown.equals(all)) {
            all.setAll(shown);
        }
    }

    public ObservableList<Diagnostic> all() {
        return all;
    }

    /** The rows after filtering (the view sorts them). */
    public FilteredList<Diagnostic> visible() {
        return visible;
    }

    public ObjectProperty<Severity> minimumSeverityProperty() {
        return minimumSeverity;
    }

    public StringProperty fileFilterProperty() {
        return fileFilter;
    }

    public ObjectProperty<Path> rootProperty() {
        return root;
    }

    /** "3 errors, 2 warnings" over all rows ("No problems" when there are none), with "(n shown)" when a filter hides some. */
    public StringBinding summary() {
        return summary;
    }

    public long count(Severity s) {
        return all.stream().filter(d -> d.severity() == s).count();
    }

    /** The file as shown in the table: relative to the workspace root when inside it. */
    public String fileLabel(Diagnostic d) {
        if (d.file() == null) {
            return "(workspace)";
        }
        Path r = root.get();
        Path f = d.file();
        return r != null && f.isAbsolute() && f.startsWith(r) ? r.relativize(f).toString() : f.toString();
    }

    private String describe() {
        if (all.isEmpty()) {
            return "No problems";
        }
        long e = count(Severity.ERROR);
        long w = count(Severity.WARNING);
        long o = all.size() - e - w;
        StringBuilder sb = new StringBuilder();
        sb.append(e).append(e == 1 ? " error, " : " errors, ").append(w).append(w == 1 ? " warning" : " warnings");
        if (o > 0) {
            sb.append(", ").append(o).append(" other");
        }
        if (visible.size() != all.size()) {
            sb.append(" (").append(visible.size()).append(" shown)");
        }
        return sb.toString();
    }
}
