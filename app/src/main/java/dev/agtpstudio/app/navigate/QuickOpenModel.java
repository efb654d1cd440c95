package dev.agtpstudio.app.navigate;

import dev.agtpstudio.app.ui.palette.FuzzyMatcher;
import java.util.Comparator;
import java.util.List;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Quick Open's state (Ctrl+P): the query and the files and {@code METHOD /path} endpoints matching it, best first,
 * scored by the command palette's {@link FuzzyMatcher} on the label and, for endpoints, on the file too.
 */
public final class QuickOpenModel {
    private static final int MAX_SHOWN = 200;
    private final StringProperty query = new SimpleStringProperty("");
    private final ObservableList<NavigateIndex.Place> matches = FXCollections.observableArrayList();
    private NavigateIndex index = NavigateIndex.EMPTY;

    public QuickOpenModel() {
        query.addListener((o, a, b) -> refresh());
    }

    public StringProperty queryProperty() {
        return query;
    }

    public ObservableList<NavigateIndex.Place> matches() {
        return matches;
    }

    public void setIndex(NavigateIndex index) {
        this.index = index;
        refresh();
    }

    public void refresh() {
        String q = query.get() == null ? "" : query.get();
        record Scored(NavigateIndex.Place p, int s) {}
        List<NavigateIndex.Place> list = index.places().stream()
                .map(p -> new Scored(p, score(q, p)))
                .filter(s -> s.s() >= 0)
                .sorted(Comparator.comparingInt(Scored::s).reversed())
                .limit(MAX_SHOWN)
                .map(Scored::p)
                .toList();
        matches.setAll(list);
    }

    private static int score(String q, NavigateIndex.Place p) {
        int own = FuzzyMatcher.score(q, p.label());
        if (own >= 0 && p.endpoint()) {
            own += 50; // an endpoint ranks above the file it lives in at an equal match
        }
        // "rooms toml" finds the endpoint through its file; its own label ranks above
        int withFile = p.endpoint() ? FuzzyMatcher.score(q, p.label() + " " + p.detail()) - 50 : -1;
        return Math.max(own, withFile);
    }
}
