package dev.agtpstudio.evolution;

import static dev.agtpstudio.evolution.ChangeKind.ENDPOINT_ADDED;
import static dev.agtpstudio.evolution.ChangeKind.ENDPOINT_METHOD_CHANGED;
import static dev.agtpstudio.evolution.ChangeKind.ENDPOINT_PATH_CHANGED;
import static dev.agtpstudio.evolution.ChangeKind.ENDPOINT_REMOVED;
import static dev.agtpstudio.evolution.ChangeKind.LIFECYCLE_REMOVED_EARLY;
import static dev.agtpstudio.evolution.ChangeKind.LIFECYCLE_SUCCESSOR_MISSING;

import dev.agtpstudio.core.catalog.CatalogVersion;
import dev.agtpstudio.core.model.Deprecation;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Matches the endpoints of two versions by {@code METHOD /path}, compares the pairs, and classifies the rest: an
 * unmatched old and new endpoint declared in the same file are one endpoint whose method or path changed (reported
 * as the removal, linked to the addition); other unmatched ones are removed or added. A removal is a deprecation,
 * not a break, once the new version has reached the endpoint's announced {@code removed_in} (AGTP-API §6.4).
 */
final class EndpointSetComparator {
    private final Changes out;
    private final EndpointComparator pairs;

    EndpointSetComparator(Changes out) {
        this.out = out;
        this.pairs = new EndpointComparator(out);
    }

    /**
     * @param newVersion the version the new workspace publishes ({@code document_version}), against which
     *                   {@code removed_in} is checked
     */
    void compare(Map<String, EndpointView> olds, Map<String, EndpointView> news, String newVersion) {
        List<EndpointView> removed = new ArrayList<>();
        Map<String, EndpointView> added = new LinkedHashMap<>();
        for (EndpointView a : olds.values()) {
            EndpointView b = news.get(a.id());
            if (b == null) {
                removed.add(a);
            } else {
                pairs.compare(a, b);
            }
        }
        for (EndpointView b : news.values()) {
            if (!olds.containsKey(b.id())) {
                added.put(b.id(), b);
            }
        }
        for (EndpointView a : removed) {
            EndpointView moved = movedTo(a, added.values());
            if (moved != null) {
                added.remove(moved.id());
                moved(a, moved);
            } else {
                removed(a, newVersion);
            }
        }
        for (EndpointView b : added.values()) {
            out.add(
                    ENDPOINT_ADDED,
                    b.id(),
                    null,
                    null,
                    Json.text(b.id()),
                    "New endpoint " + b.id() + ".",
                    out.at.neu(b.file(), b.keyPath()));
        }
        successors(olds, news);
    }

    /** The one added endpoint declared in the same file as {@code a} with the same method or the same path. */
    private EndpointView movedTo(EndpointView a, Collection<EndpointView> added) {
        Path rel = out.at.oldRelative(a.file());
        List<EndpointView> same = added.stream()
                .filter(b -> out.at.newRelative(b.file()).equals(rel)
                        && (a.method().equals(b.method()) || a.path().equals(b.path())))
                .toList();
        return same.size() == 1 ? same.get(0) : null;
    }

    private void moved(EndpointView a, EndpointView b) {
        boolean pathChanged = !a.path().equals(b.path());
        ChangeKind k = pathChanged ? ENDPOINT_PATH_CHANGED : ENDPOINT_METHOD_CHANGED;
        String what =
                pathChanged ? "path " + a.path() + " -> " + b.path() : "method " + a.method() + " -> " + b.method();
        out.add(Change.of(
                        k,
                        a.id(),
                        pathChanged ? "path" : "method",
                        Json.text(a.id()),
                        Json.text(b.id()),
                        "Endpoint " + a.id() + " is now " + b.id() + " (" + what + "): agents calling " + a.id()
                                + " get 404; to them this is a removal plus a new endpoint.",
                        out.at.neu(b.file(), b.fieldPath(pathChanged ? "path" : "method")))
                .withLinked(b.id()));
        out.add(Change.of(
                        ENDPOINT_ADDED,
                        b.id(),
                        null,
                        null,
                        Json.text(b.id()),
                        "New endpoint " + b.id() + ", replacing " + a.id() + ".",
                        out.at.neu(b.file(), b.keyPath()))
                .withLinked(a.id()));
    }

    private void removed(EndpointView a, String newVersion) {
        Deprecation d = a.deprecation();
        ChangeLocation where = out.at.old(a.file(), a.keyPath());
        if (d == null) {
            out.add(
                    ENDPOINT_REMOVED,
                    a.id(),
                    null,
                    Json.text(a.id()),
                    null,
                    "Endpoint " + a.id() + " removed without a deprecation: agents calling it get 404.",
                    where);
        } else if (d.removedIn() != null
                && newVersion != null
                && CatalogVersion.compare(newVersion, d.removedIn()) >= 0) {
            out.add(Change.of(
                            ENDPOINT_REMOVED,
                            a.id(),
                            null,
                            Json.text(a.id()),
                            null,
                            "Endpoint " + a.id() + " removed as announced (removed_in " + d.removedIn() + ", now "
                                    + newVersion + ").",
                            where)
                    .withSeverity(ChangeSeverity.DEPRECATION));
        } else {
            out.add(
                    LIFECYCLE_REMOVED_EARLY,
                    a.id(),
                    "deprecated/removed_in",
                    Json.text(d.removedIn()),
                    Json.text(newVersion),
                    "Endpoint " + a.id() + " removed before its announced removed_in ("
                            + (d.removedIn() == null ? "none announced" : d.removedIn()) + "; this version is "
                            + newVersion + "): agents still on the deprecation window get 404.",
                    where);
        }
    }

    /** Successors named by a deprecation that the new version does not have (and the old one did, or did not name). */
    private void successors(Map<String, EndpointView> olds, Map<String, EndpointView> news) {
        for (EndpointView b : news.values()) {
            String target = successor(b);
            if (target == null || news.containsKey(target)) {
                continue;
            }
            EndpointView a = olds.get(b.id());
            if (a != null && target.equals(successor(a)) && !olds.containsKey(target)) {
                continue;
            }
            out.add(
                    LIFECYCLE_SUCCESSOR_MISSING,
                    b.id(),
                    "deprecated/successor",
                    null,
                    Json.text(target),
                    "The deprecation of " + b.id() + " sends agents to " + target + ", which does not exist.",
                    out.at.neu(b.file(), b.deprecation().keyPath() + "/successor"));
        }
    }

    private static String successor(EndpointView e) {
        Deprecation d = e.deprecation();
        if (d == null || d.successorMethod() == null && d.successorPath() == null) {
            return null;
        }
        return (d.successorMethod() == null ? e.method() : d.successorMethod()) + " "
                + (d.successorPath() == null ? e.path() : d.successorPath());
    }
}
