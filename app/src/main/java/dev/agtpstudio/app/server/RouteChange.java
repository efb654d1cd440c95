package dev.agtpstudio.app.server;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

/** What a hot reload changed in the served routes ("METHOD /path"): the routes added and the routes removed. */
public record RouteChange(List<String> added, List<String> removed) {
    public RouteChange {
        added = List.copyOf(added);
        removed = List.copyOf(removed);
    }

    public static RouteChange between(SortedSet<String> before, SortedSet<String> after) {
        SortedSet<String> added = new TreeSet<>(after);
        added.removeAll(before);
        SortedSet<String> removed = new TreeSet<>(before);
        removed.removeAll(after);
        return new RouteChange(new ArrayList<>(added), new ArrayList<>(removed));
    }

    public boolean isEmpty() {
        return added.isEmpty() && removed.isEmpty();
    }

    /** "+ FETCH /hotels, - FETCH /properties", or "routes unchanged" (an edit inside an endpoint). */
    public String describe() {
        if (isEmpty()) {
            return "routes unchanged";
        }
        List<String> parts = new ArrayList<>();
        added.forEach(r -> parts.add("+ " + r));
        removed.forEach(r -> parts.add("\u2212 " + r));
        return String.join(", ", parts);
    }
}
