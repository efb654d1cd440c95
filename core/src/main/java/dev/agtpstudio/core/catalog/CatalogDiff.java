package dev.agtpstudio.core.catalog;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * What changes between two catalog versions (AGTP-API §4.7): verbs added, removed and newly deprecated, category
 * changes and changes to the embedded floor, plus notes where the version bump breaks the semver discipline of
 * §4.1. Build one with {@link #between}; check a deployment against it with {@code dev.agtpstudio.core.catalogdiff.DeploymentImpact}.
 *
 * @param notes human-readable remarks about the version numbers (never about the deployment)
 */
public record CatalogDiff(
        String oldVersion,
        String newVersion,
        List<String> added,
        List<RemovedVerb> removed,
        List<DeprecatedVerb> newlyDeprecated,
        List<CategoryChange> categoryChanges,
        List<String> embeddedAdded,
        List<String> embeddedRemoved,
        List<String> notes) {

    public CatalogDiff {
        added = List.copyOf(added);
        removed = List.copyOf(removed);
        newlyDeprecated = List.copyOf(newlyDeprecated);
        categoryChanges = List.copyOf(categoryChanges);
        embeddedAdded = List.copyOf(embeddedAdded);
        embeddedRemoved = List.copyOf(embeddedRemoved);
        notes = List.copyOf(notes);
    }

    /** A verb admitted by the old catalog and not by the new one (absent, or kept as a removed tombstone). */
    public record RemovedVerb(String name, String successor) {}

    /** A verb that is deprecated in the new catalog and was not in the old one. */
    public record DeprecatedVerb(String name, String deprecatedIn, String removedIn, String successor) {}

    /** A verb in both catalogs whose category list differs. */
    public record CategoryChange(String name, List<String> before, List<String> after) {
        public CategoryChange {
            before = List.copyOf(before);
            after = List.copyOf(after);
        }

        public boolean primaryChanged() {
            return !Objects.equals(before.isEmpty() ? null : before.get(0), after.isEmpty() ? null : after.get(0));
        }
    }

    /** Compares {@code older} with {@code newer}; lists are in the catalog order of the catalog they come from. */
    public static CatalogDiff between(MethodCatalog older, MethodCatalog newer) {
        List<String> added = new ArrayList<>();
        List<DeprecatedVerb> deprecated = new ArrayList<>();
        List<CategoryChange> categories = new ArrayList<>();
        for (MethodInfo m : newer.methods().values()) {
            String v = m.name();
            if (!newer.isVerb(v)) {
                continue;
            }
            if (!older.isVerb(v)) {
                added.add(v);
                continue;
            }
            if (newer.isDeprecated(v) && !older.isDeprecated(v)) {
                deprecated.add(new DeprecatedVerb(v, m.deprecatedIn(), m.removedIn(), m.successor()));
            }
            List<String> before = older.method(v).orElseThrow().categories();
            if (!before.equals(m.categories())) {
                categories.add(new CategoryChange(v, before, m.categories()));
            }
        }
        List<RemovedVerb> removed = new ArrayList<>();
        for (MethodInfo m : older.methods().values()) {
            if (older.isVerb(m.name()) && !newer.isVerb(m.name())) {
                String successor =
                        newer.method(m.name()).map(MethodInfo::successor).orElse(m.successor());
                removed.add(new RemovedVerb(m.name(), successor));
            }
        }
        List<String> floorAdded = minus(verbsOnly(newer.embedded(), newer), verbsOnly(older.embedded(), older));
        List<String> floorRemoved = minus(verbsOnly(older.embedded(), older), verbsOnly(newer.embedded(), newer));
        return new CatalogDiff(
                older.version(),
                newer.version(),
                added,
                removed,
                deprecated,
                categories,
                floorAdded,
                floorRemoved,
                versionNotes(older.version(), newer.version(), added, removed, deprecated));
    }

    /** True when nothing at all differs in verbs, deprecations, categories or the floor. */
    public boolean isEmpty() {
        return added.isEmpty()
                && removed.isEmpty()
                && newlyDeprecated.isEmpty()
                && categoryChanges.isEmpty()
                && embeddedAdded.isEmpty()
                && embeddedRemoved.isEmpty();
    }

    public boolean isRemoved(String verb) {
        return removed.stream().anyMatch(r -> r.name().equals(verb));
    }

    public boolean isAdded(String verb) {
        return added.contains(verb);
    }

    public Optional<RemovedVerb> removal(String verb) {
        return removed.stream().filter(r -> r.name().equals(verb)).findFirst();
    }

    public Optional<DeprecatedVerb> deprecation(String verb) {
        return newlyDeprecated.stream().filter(d -> d.name().equals(verb)).findFirst();
    }

    private static List<String> verbsOnly(List<String> names, MethodCatalog c) {
        return names.stream().filter(c::isVerb).toList();
    }

    private static List<String> minus(List<String> a, List<String> b) {
        Set<String> out = new LinkedHashSet<>(a);
        b.forEach(out::remove);
        return List.copyOf(out);
    }

    private static List<String> versionNotes(
            String oldV, String newV, List<String> added, List<RemovedVerb> removed, List<DeprecatedVerb> deprecated) {
        List<String> notes = new ArrayList<>();
        int cmp = CatalogVersion.compare(newV, oldV);
        if (cmp < 0) {
            notes.add("NEW (" + newV + ") is an older version than OLD (" + oldV + "): this is a downgrade");
        } else if (cmp == 0 && (!added.isEmpty() || !removed.isEmpty() || !deprecated.isEmpty())) {
            notes.add("both catalogs say version " + newV + " but their verbs differ (AGTP-API §4.1)");
        }
        if (cmp > 0 && !removed.isEmpty() && CatalogVersion.major(newV) <= CatalogVersion.major(oldV)) {
            notes.add("verbs are removed without a MAJOR version bump (" + oldV + " -> " + newV
                    + "); AGTP-API §4.1 allows removal only in a MAJOR revision");
        }
        if (cmp > 0 && (!added.isEmpty() || !deprecated.isEmpty()) && sameMinor(oldV, newV)) {
            notes.add("verbs are added or deprecated in a PATCH revision (" + oldV + " -> " + newV
                    + "); AGTP-API §4.1 allows that only in a MINOR or MAJOR revision");
        }
        return notes;
    }

    private static boolean sameMinor(String a, String b) {
        String[] pa = a.split("\\.");
        String[] pb = b.split("\\.");
        return pa.length >= 2 && pb.length >= 2 && pa[0].equals(pb[0]) && pa[1].equals(pb[1]);
    }
}
