package dev.agtpstudio.app.ui.palette;

import dev.agtpstudio.app.ui.actions.ActionRegistry;
import dev.agtpstudio.app.ui.actions.AppAction;
import java.util.Comparator;
import java.util.List;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/** The command palette's state: the query and the enabled actions matching it, best first. */
public final class CommandPaletteViewModel {
    private final ActionRegistry actions;
    private final StringProperty query = new SimpleStringProperty("");
    private final ObservableList<AppAction> matches = FXCollections.observableArrayList();

    public CommandPaletteViewModel(ActionRegistry actions) {
        this.actions = actions;
        query.addListener((o, a, b) -> refresh());
        refresh();
    }

    public StringProperty queryProperty() {
        return query;
    }

    public ObservableList<AppAction> matches() {
        return matches;
    }

    public void refresh() {
        String q = query.get() == null ? "" : query.get();
        record Scored(AppAction a, int s) {}
        List<AppAction> list = actions.all().stream()
                .filter(a -> !a.id().equals("view.commandPalette") && a.enabled())
                .map(a -> new Scored(
                        a, Math.max(FuzzyMatcher.score(q, a.title()), FuzzyMatcher.score(q, a.paletteLabel()))))
                .filter(s -> s.s() >= 0)
                .sorted(Comparator.comparingInt(Scored::s).reversed())
                .map(Scored::a)
                .toList();
        matches.setAll(list);
    }

    /** Runs the match at {@code index}; false when there is none. */
    public boolean run(int index) {
        if (index < 0 || index >= matches.size()) {
            return false;
        }
        return actions.run(matches.get(index).id());
    }
}
